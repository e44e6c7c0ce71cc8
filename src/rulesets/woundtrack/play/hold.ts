/**
 * Fighting while climbing or swimming (woundtrack.climb.1-4): every attack roll asks a Str
 * [Athletics/Climbing] or Str [Athletics/Swimming] check to keep the hold, and a failed one makes
 * the attack miss; every wound taken asks another at -5 per level beyond light, and a failure means
 * a fall or a sinking. The creature's condition says which it is doing; the GM sets the TN.
 */
import { WOUND_LEVELS, type WoundCounts, type WoundLevel } from "../rules/wounds";

export const HOLDING = ["climbing", "swimming"] as const;
export type Holding = (typeof HOLDING)[number];

/** What it is holding on to, from its conditions: climbing first if the GM marked both. */
export const holdingOf = (statuses: readonly string[]): Holding | null => HOLDING.find((h) => statuses.includes(h)) ?? null;

/** The check that keeps the hold (woundtrack.climb.1). */
export const HOLD_CHECKS: Readonly<Record<Holding, string>> = { climbing: "Str [Athletics/Climbing]", swimming: "Str [Athletics/Swimming]" };

/** Per wound level beyond light, the check after a wound takes -5 (woundtrack.climb.3). */
export const HOLD_WOUND_STEP = -5;

export const woundHoldPenalty = (level: WoundLevel): number => HOLD_WOUND_STEP * WOUND_LEVELS.indexOf(level);

/** The level of the wound just taken: the highest whose count rose; null when none did. */
export function woundTaken(before: WoundCounts, after: WoundCounts): WoundLevel | null {
  return [...WOUND_LEVELS].reverse().find((l) => after[l] > before[l]) ?? null;
}
