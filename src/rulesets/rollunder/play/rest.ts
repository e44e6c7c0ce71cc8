/**
 * Healing from the sheet as play steps (rollunder.heal.*): lunch heals 1d6 + Level and eats a
 * ration, a good night's rest heals fully and eats a ration, magic heals what the spell or potion
 * says. Lunch or a rest sets a character below 0 to 0 whatever it rolls; magic adds normally. The
 * outcome writes the healed character only.
 */
import { RuleError } from "../../../core/errors";
import { sumNeeds, sumTotal, takeDice, type DiceNeed, type TakenDie } from "../../../core/play/dice";
import { type AllowList, type ValueCheck } from "../../../core/play/guard";
import type { Faces } from "../../../core/play/request";
import { nothing, type Outcome } from "../../../core/play/types";
import { heal, lunchHp, restHp } from "../rules/damage";
import { RULES } from "../rules/tables";
import type { CharacterSystem } from "../rules/types";

export type HealSnapshot = Pick<CharacterSystem, "hp" | "level" | "rations">;

const nonNegative: ValueCheck = (v) => Number.isInteger(v) && (v as number) >= 0;

export const ROLLUNDER_HEAL_ALLOW: AllowList = {
  actor: {
    "system.hp.value": (v, current) => Number.isInteger(v) && (v as number) >= -999 && (v as number) <= Number(current("system.hp.max")),
    "system.rations": nonNegative,
  },
  combatant: {},
  item: {},
  statuses: new Set(),
};

/**
 * What each healing takes of the world's time, in seconds: a lunch an hour, a good night's rest
 * eight (rollunder.heal.2, .5). The GM advances the clock from the chat line; magic takes none here.
 */
export const HEAL_SECONDS = { lunch: 3600, rest: 28800 } as const;

/** The clock advances a GM may make from a healing's chat line, and nothing else. */
export const healSecondsOf = (raw: unknown): number | null => {
  const n = Number(raw);
  return (Object.values(HEAL_SECONDS) as number[]).includes(n) ? n : null;
};

/** The lunch's dice: 1d6 (rollunder.heal.1). */
export const lunchDice = (): DiceNeed[] => sumNeeds(RULES.lunch);

function eat(snap: HealSnapshot): number {
  if (snap.rations < 1) throw new RuleError("MANIFOLD.rollunder.Error.NoRations", {});
  return snap.rations - 1;
}

/** A PC's maximum HP is 20, whatever the sheet says (rollunder.hp.4). */
const maxOf = (snap: HealSnapshot): number => Math.min(snap.hp.max, RULES.pcMaxHp);

function healed(snap: HealSnapshot, hp: number, rations?: number): Outcome<null> {
  const out = nothing<null>();
  out.writes.push({ side: "attacker", doc: "actor", changes: { "system.hp.value": hp, ...(rations === undefined ? {} : { "system.rations": rations }) } });
  return out;
}

/** Lunch: 1d6 + Level, one ration (rollunder.heal.1, .3, .8). The hour and the safe place are the table's. */
export function lunchStep(snap: HealSnapshot, faces: Faces): { outcome: Outcome<null>; amount: number } {
  const rations = eat(snap);
  const dice = takeDice(lunchDice(), faces) as TakenDie[];
  const amount = sumTotal(RULES.lunch, dice.map((d) => [d.kept])) + Math.max(0, snap.level);
  return { outcome: healed(snap, lunchHp(snap.hp.value, maxOf(snap), amount), rations), amount };
}

/** A good night's rest: all HP, one ration (rollunder.heal.4, .6, .8). The fire and the 8 hours are the table's. */
export function restStep(snap: HealSnapshot): Outcome<null> {
  return healed(snap, restHp(snap.hp.value, maxOf(snap)), eat(snap));
}

/** Magical healing of so many HP, which the spell or potion gives (rollunder.heal.7). */
export function magicHealStep(snap: HealSnapshot, amount: number): Outcome<null> {
  if (!Number.isInteger(amount) || amount < 0 || amount > 999) throw new RuleError("MANIFOLD.Query.Malformed", { what: "amount" });
  return healed(snap, heal(snap.hp.value, maxOf(snap), amount));
}
