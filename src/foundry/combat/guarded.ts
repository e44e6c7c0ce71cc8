import { guardedValues, revertCreated, revertGuarded } from "../../core/play/guarded";
import { defaults } from "../../core/schema";
import { allCombats, onHook, userById } from "../lookup";
import { rulesetForType } from "../registry-access";
import { write } from "../docs";

/** What each GM's client last saw of every combatant's guarded paths, by uuid. */
const seen = new Map<string, Record<string, unknown>>();

const guardedOf = (combatant: Combatant.Implementation) => rulesetForType(combatant.parent?.type ?? "")?.combat.gmOnly ?? [];
const valuesOf = (combatant: Combatant.Implementation, guarded: readonly string[]) => guardedValues((path) => foundry.utils.getProperty(combatant._source, path), guarded);

function remember(combatant: Combatant.Implementation): void {
  const guarded = guardedOf(combatant);
  if (guarded.length) seen.set(combatant.uuid, valuesOf(combatant, guarded));
}

/**
 * On every GM's client: remember the guarded paths of each combatant as GMs leave them. On the
 * active GM's: a player's change to one is put back (CombatScheme.gmOnly), since v13 lets an owner
 * write its own combatant and the order or a once-a-round limit must not be theirs to set.
 */
export function registerGuardedCombatants(): void {
  if (!game.user?.isGM) return;
  for (const combat of allCombats()) for (const c of combat.combatants.contents) remember(c);
  onHook("createCombatant", (...args: unknown[]) => {
    const [combatant, , userId] = args as [Combatant.Implementation, unknown, string];
    const guarded = guardedOf(combatant);
    // A player's new combatant starts as any other: the guarded paths it set (a link to a mount, an initiative) are put back.
    const spec = rulesetForType(combatant.parent?.type ?? "")?.rules.combatantTypes[combatant.type as string];
    const initial = { initiative: null, ...(spec ? foundry.utils.flattenObject({ system: defaults(spec) }) : {}) } as Record<string, unknown>;
    const revert = guarded.length ? revertCreated(valuesOf(combatant, guarded), !!userById(userId)?.isGM, guarded, initial) : null;
    if (revert && game.user?.isActiveGM) void write(combatant, revert);
    remember(combatant);
  });
  onHook("updateCombatant", (...args: unknown[]) => {
    const [combatant, changed, , userId] = args as [Combatant.Implementation, Record<string, unknown>, unknown, string];
    const guarded = guardedOf(combatant);
    if (!guarded.length) return;
    const revert = revertGuarded(foundry.utils.flattenObject(changed) as Record<string, unknown>, !!userById(userId)?.isGM, guarded, seen.get(combatant.uuid));
    if (!revert) return remember(combatant);
    if (game.user?.isActiveGM) void write(combatant, revert);
  });
}
