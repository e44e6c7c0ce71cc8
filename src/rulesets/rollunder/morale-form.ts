/**
 * The Morale check's dialog as plain data (rollunder.morale.6, .8): whose check it is, the Morale
 * it is made against, and the situational bonus the GM enters, read back. Pure, so the gallery
 * renders the very dialog the GM sees.
 */
import { RuleError } from "../../core/errors";
import { MORALE } from "./rules/tables";

/** The widest situational bonus either way; the check refuses more. */
export const MORALE_BONUS = 10;

/** templates/rollunder/morale/dialog.hbs */
export function moraleDialogContext(input: { names: readonly string[]; morale: number | null }) {
  const fixed = input.morale === MORALE.min || input.morale === MORALE.max;
  return { names: input.names.join(", "), morale: input.morale, fixed, max: MORALE_BONUS };
}

/** The bonus as typed ("+2", "-1", "" for none): a whole number from −10 to +10, or a refusal. */
export function readMoraleBonus(raw: unknown): number {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (text === "") return 0;
  if (!/^[+-]?\d+$/.test(text)) throw new RuleError("MANIFOLD.rollunder.Error.MoraleBonus", { max: MORALE_BONUS });
  const n = Number(text);
  if (Math.abs(n) > MORALE_BONUS) throw new RuleError("MANIFOLD.rollunder.Error.MoraleBonus", { max: MORALE_BONUS });
  return n;
}
