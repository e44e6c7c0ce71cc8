/**
 * Reaction and Morale, both 2d6: the reaction bands of the seed's table, a Morale check that
 * fails over the creature's Morale, and when the GM is prompted to check (rollunder.reaction.*,
 * rollunder.morale.*).
 */
import { RuleError } from "../../../core/errors";
import { MORALE, REACTION } from "./tables";

/** The lang key of a reaction total's band (rollunder.reaction.2-5). */
export function reactionBand(total: number): string {
  return [...REACTION].reverse().find((b) => total >= b.from)!.key;
}

/** Morale after situational bonuses: 2 and 12 never move; others stay within 2-12 (rollunder.morale.8). */
export function adjustedMorale(morale: number, bonus: number): number {
  if (!Number.isInteger(morale) || morale < MORALE.min || morale > MORALE.max) throw new RuleError("MANIFOLD.rollunder.Error.Morale", {});
  if (morale === MORALE.min || morale === MORALE.max) return morale;
  return Math.min(MORALE.max, Math.max(MORALE.min, morale + bonus));
}

/** A Morale check fails when 2d6 shows more than the Morale (rollunder.morale.6). */
export const moraleFails = (total: number, morale: number): boolean => total > morale;

/** One member of a side as the prompts count it. */
export interface SideMember {
  /** dead */
  dead: boolean;
  /** incapacitated or dead: out of the fight */
  down: boolean;
}

export interface MoraleMarks {
  /** the side's first death has been prompted */
  firstDeath: boolean;
  /** half the side down has been prompted */
  half: boolean;
}

/**
 * The checks a side now owes, each prompted once: at its first death (rollunder.morale.3) and when
 * at least half of it is incapacitated or killed (rollunder.morale.4).
 */
export function moraleDue(members: readonly SideMember[], marks: MoraleMarks): MoraleMarks {
  const down = members.filter((m) => m.down || m.dead).length;
  return {
    firstDeath: !marks.firstDeath && members.some((m) => m.dead),
    half: !marks.half && members.length > 0 && down * 2 >= members.length,
  };
}
