import { PRESERVED, defaults } from "../../../core/schema";
import { isRecord, keepReplaced, type SystemMigration } from "../../../core/migrate";
import { contestCharacter } from "./schema";

type Plain = Record<string, unknown>;

const POOL_KEYS = ["value", "max"];
/** Health as a new creature starts it: what version 1 wrote when it lost the old `hp`. */
const INITIAL_HEALTH = defaults(contestCharacter).health as Plain;

/**
 * Contest creatures before release kept their Health Pool as `system.hp`; it is `system.health`.
 *
 * Two shapes reach us. A world never opened since then stores `hp` itself. A world opened by
 * version 1 may store it as `_preserved.hp`: Foundry had already moved `hp` there on load when the
 * world step looked for it, so that step found nothing, and any write of the whole document
 * (duplicate, compendium import) then saved the old value aside and Health at 10/10.
 *
 * Whatever `health` already holds was written later than `hp`, so it wins: for `hp`, any key health
 * has; for `_preserved.hp`, any key health has that is not the starting 10, because version 1
 * wrote those 10s itself. A value that loses is kept under `_preserved.replaced`, and the old key
 * is removed once read, so the next load finds nothing to do.
 */
export const migrateContestCreature: SystemMigration = (system) => {
  let changed = false;
  if (isPool(system.hp)) {
    mergeIntoHealth(system, system.hp, "hp", (health, key) => key in health);
    delete system.hp;
    changed = true;
  }
  const preserved = system[PRESERVED];
  if (isRecord(preserved) && isPool(preserved.hp)) {
    mergeIntoHealth(system, preserved.hp, `${PRESERVED}.hp`, (health, key) => key in health && health[key] !== INITIAL_HEALTH[key]);
    delete preserved.hp;
    changed = true;
  }
  return changed;
};

/** An old pool: an object with a number value or max. Anything else stays unknown data, kept whole. */
function isPool(value: unknown): value is Plain {
  return isRecord(value) && POOL_KEYS.some((key) => typeof value[key] === "number");
}

function mergeIntoHealth(system: Plain, old: Plain, oldPath: string, healthWins: (health: Plain, key: string) => boolean): void {
  const health = isRecord(system.health) ? system.health : {};
  for (const [key, value] of Object.entries(old)) {
    if (!POOL_KEYS.includes(key) || typeof value !== "number") {
      keepReplaced(system, `${oldPath}.${key}`, value);
    } else if (healthWins(health, key)) {
      if (health[key] !== value) keepReplaced(system, `${oldPath}.${key}`, value);
    } else {
      if (key in health && health[key] !== value) keepReplaced(system, `health.${key}`, health[key]);
      health[key] = value;
    }
  }
  system.health = health;
}
