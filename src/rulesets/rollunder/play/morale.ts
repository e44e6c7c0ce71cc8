/**
 * Reaction and Morale rolls as play steps, and the GM's prompts to check Morale when a side takes
 * its first death and when half of it is down (rollunder.reaction.*, rollunder.morale.*).
 */
import { RuleError } from "../../../core/errors";
import { takeDice, type DiceNeed, type TakenDie } from "../../../core/play/dice";
import type { Faces } from "../../../core/play/request";
import { whole } from "../../../core/play/choices";
import { adjustedMorale, moraleDue, moraleFails, reactionBand, type MoraleMarks, type SideMember } from "../rules/morale";

/** Both rolls are 2d6. */
export const twoD6 = (): DiceNeed[] => [{ kind: "die", faces: 6, edge: 0 }, { kind: "die", faces: 6, edge: 0 }];

const total = (faces: Faces) => (takeDice(twoD6(), faces) as TakenDie[]).reduce((sum, d) => sum + d.kept, 0);

/** A reaction: 2d6 plus the most visible PC's modifier, read on the seed's table (rollunder.reaction.1-5). */
export function reactionStep(modifier: number, faces: Faces): { total: number; key: string } {
  const sum = total(faces) + whole(modifier, -20, 20, "modifier");
  return { total: sum, key: reactionBand(sum) };
}

/** The widest situational bonus to Morale either way; the check refuses more. */
export const MORALE_BONUS = 10;

/** The bonus as the GM typed it ("+2", "-1", "" for none): a whole number from −10 to +10, or a refusal. */
export function readMoraleBonus(raw: unknown): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (text === "") return 0;
  const n = /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
  if (!(Math.abs(n) <= MORALE_BONUS)) throw new RuleError("MANIFOLD.rollunder.Error.MoraleBonus", { max: MORALE_BONUS });
  return n;
}

/** A Morale check: 2d6 against Morale after the GM's bonus; over it fails (rollunder.morale.6, .8). */
export function moraleCheckStep(morale: number, bonus: unknown, faces: Faces): { total: number; morale: number; fails: boolean } {
  const against = adjustedMorale(morale, readMoraleBonus(bonus));
  const sum = total(faces);
  return { total: sum, morale: against, fails: moraleFails(sum, against) };
}

export type SideName = "pcs" | "enemies";

export interface MoralePrompt {
  side: SideName;
  /** lang key of why: the first death, or half the side down */
  key: string;
}

/**
 * After a change of HP or conditions: the prompts now due to the GM, each once per combat, and the
 * combat's marks to write (one update) so they are not prompted again. Time is on no side.
 */
export function moralePromptStep(sides: Readonly<Record<SideName, readonly SideMember[]>>, marks: Readonly<Record<SideName, MoraleMarks>>): { prompts: MoralePrompt[]; marks: Record<SideName, MoraleMarks> } {
  const prompts: MoralePrompt[] = [];
  const next = { pcs: { ...marks.pcs }, enemies: { ...marks.enemies } };
  for (const side of ["pcs", "enemies"] as const) {
    const due = moraleDue(sides[side], marks[side]);
    if (due.firstDeath) prompts.push({ side, key: "MANIFOLD.rollunder.Morale.FirstDeath" });
    if (due.half) prompts.push({ side, key: "MANIFOLD.rollunder.Morale.Half" });
    next[side] = { firstDeath: marks[side].firstDeath || due.firstDeath, half: marks[side].half || due.half };
  }
  return { prompts, marks: next };
}
