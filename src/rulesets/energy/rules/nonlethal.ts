/** Non-lethal damage (energy.nonlethal.5-9) and the Chance roll (energy.chance.1-2). */

export type NonLethalSource = "unarmed" | "blunt" | "melee" | "ranged";

/** The Chance roll needed per source: blunt melee 5+, other melee 10+, ranged or thrown 15+; unarmed is free. */
export const NONLETHAL_THRESHOLD: Readonly<Record<Exclude<NonLethalSource, "unarmed">, number>> = { blunt: 5, melee: 10, ranged: 15 };
export const TRADE_STEP = 3;
export const TRADE_RANGE = 5;

/**
 * The Chance roll a non-lethal attack needs, after `steps` trades of -3 AV or +3 Miss Chance each
 * widening it by 5. 0 means no roll is needed. (Reading: "increase the range of numbers by 5" lowers
 * the threshold by 5 per step; the seed's "-6 Miss Chance" example is +6, RULINGS.)
 */
export function nonlethalThreshold(source: NonLethalSource, steps: number): number {
  if (source === "unarmed") return 0;
  return Math.max(0, NONLETHAL_THRESHOLD[source] - TRADE_RANGE * Math.max(0, Math.floor(steps)));
}

/** The AV (melee) or Miss Chance (ranged) the trades cost: -3 AV or +3 Miss Chance per step. */
export const tradePenalty = (steps: number): number => TRADE_STEP * Math.max(0, Math.floor(steps));

/** A Chance roll succeeds at or above its DC, 10 unless stated (energy.chance.2). */
export const chanceSucceeds = (d20: number, dc = 10): boolean => d20 >= dc;
