/**
 * The Morale check's dialog as plain data (rollunder.morale.6, .8): whose check it is, the Morale
 * it is made against, and the situational bonus the GM enters, read back. Pure, so the gallery
 * renders the very dialog the GM sees.
 */
import { MORALE } from "./rules/tables";
import { MORALE_BONUS } from "./play/morale";

/** templates/rollunder/morale/dialog.hbs */
export function moraleDialogContext(input: { names: readonly string[]; morale: number | null }) {
  const fixed = input.morale === MORALE.min || input.morale === MORALE.max;
  return { names: input.names.join(", "), morale: input.morale, fixed, max: MORALE_BONUS };
}
