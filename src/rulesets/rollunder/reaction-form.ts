/**
 * The reaction roll's dialog as plain data: the party members the GM can name as the most visible
 * (rollunder.reaction.1), the template's context, and the submitted form read back. Pure, so the
 * gallery renders the very dialog the GM sees.
 */
import { RuleError } from "../../core/errors";
import { ROLL_MODES, oneOfChoice } from "../../core/play/choices";
import type { RollForm } from "../../core/roll-options";

/** A party member the dialog offers, by the uuid of its actor. */
export interface ReactionPc {
  uuid: string;
  name: string;
}

/**
 * Who can be the most visible party member: the player characters on the scene, then the party's
 * other characters (the players' own), each once. Names are what users typed: shown as text.
 */
export function reactionPcs(onScene: readonly ReactionPc[], party: readonly ReactionPc[]): ReactionPc[] {
  const seen = new Set<string>();
  return [...onScene, ...party].filter((pc) => !seen.has(pc.uuid) && !!seen.add(pc.uuid));
}

export interface ReactionDialogInput {
  pcs: readonly ReactionPc[];
  rollModes: Record<string, string>;
  rollMode: string;
}

/** templates/rollunder/reaction/dialog.hbs */
export function reactionDialogContext(input: ReactionDialogInput) {
  return { pcs: input.pcs, rollModes: input.rollModes, rollMode: input.rollMode };
}

export interface ReactionChoice {
  pc: ReactionPc;
  modifier: number;
  rollMode: (typeof ROLL_MODES)[number];
}

/** The widest modifier the reaction step takes either way; the dialog says so before any dice roll. */
export const REACTION_MODIFIER = 20;

/** The submitted dialog: a party member it offered, the modifier, a roll mode Foundry knows. */
export function readReactionForm(form: RollForm, pcs: readonly ReactionPc[]): ReactionChoice {
  const pc = pcs.find((p) => p.uuid === form.data.pc);
  if (!pc) throw new RuleError("MANIFOLD.rollunder.Error.NoPCs", {});
  if (Math.abs(form.modifier) > REACTION_MODIFIER) throw new RuleError("MANIFOLD.rollunder.Error.ReactionModifier", { max: REACTION_MODIFIER });
  return { pc, modifier: form.modifier, rollMode: oneOfChoice(form.data.rollMode, ROLL_MODES, "rollMode") };
}

/** The roll's formula: 2d6 and the modifier, as the chat card shows it. */
export const reactionFormula = (modifier: number): string => (modifier === 0 ? "2d6" : `2d6 ${modifier > 0 ? "+" : "-"} ${Math.abs(modifier)}`);
