/**
 * Grabs and escapes (dierank.grapple.*, escape.*): a grab's successes give a partial grab or a
 * full hold; an escape roll that wins costs a major action, at least double a minor one, at least
 * triple nothing. Ties go to the one resisting (RULINGS).
 */
import { shiftDie, type Die } from "./ladder";

export type GrabResult = "none" | "grabbed" | "held";

/** 1 success a partial grab, 2 or more a full hold (RULINGS). */
export const grabResult = (successes: number): GrabResult => (successes >= 2 ? "held" : successes === 1 ? "grabbed" : "none");

/** The grappler's die against an escape: STR two ranks down (dierank.escape.1). */
export const grapplerEscapeDie = (str: Die): Die => shiftDie(str, -2);

export type EscapeCost = "failed" | "major" | "minor" | "free";

/** What an escape roll buys: nothing on a tie or less; a win a major action, ending the turn; double minor; triple free. */
export function escapeCost(escaper: number, grappler: number): EscapeCost {
  if (!(grappler >= 1)) throw new RangeError(`an escape meets a roll of at least 1, got ${grappler}`);
  if (escaper >= 3 * grappler) return "free";
  if (escaper >= 2 * grappler) return "minor";
  return escaper > grappler ? "major" : "failed";
}

/** The holder's moves on a grabbed target and their action sizes (dierank.grapple.14-18). */
export const GRAB_MOVES = {
  /** force to the ground: from a partial grab or a full hold */
  forceDown: { size: "minor", needs: "grabbed" },
  /** crush: an unarmed strike no active defence may answer */
  crush: { size: "major", needs: "held" },
  /** force to move one region, the holder moving too */
  drag: { size: "exclusive", needs: "held" },
  /** throw to the ground: an unarmed strike with advantage, no active defence */
  throwDown: { size: "major", needs: "held" },
  /** keep the grab for another turn */
  sustain: { size: "minor", needs: "grabbed" },
} as const;
