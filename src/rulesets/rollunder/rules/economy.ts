/**
 * A turn's economy: one big action and a move of 20 ft + Movement. Running is the action and
 * carries 50 ft + Movement more; a charge moves 20 ft + Movement more and then attacks
 * (rollunder.turn.1-10). Feet are counted on the combatant, turn by turn.
 */
import { RuleError } from "../../../core/errors";
import { RULES } from "./tables";
import type { CombatantSystem } from "./types";

/** The big actions of the seed's list. */
export const ACTIONS = ["attack", "run", "charge", "cast", "retrieve", "reload", "maneuver", "aid"] as const;
export type Action = (typeof ACTIONS)[number];

/** After a charge the attack it allows is made: the action is spent for good. */
export const CHARGED = "charged";

type Economy = Pick<CombatantSystem, "action" | "moved" | "allowance">;

/** A fresh turn: no action spent, nothing moved, the move's 20 ft + Movement to go (rollunder.turn.10). */
export const turnStart = (movement: number): Economy => ({ action: "", moved: 0, allowance: Math.max(0, RULES.move + movement) });

/** Feet an action adds to the turn: a run 50 + Movement, a charge 20 + Movement (rollunder.turn.3, .4). */
export function actionFeet(action: Action, movement: number): number {
  if (action === "run") return Math.max(0, RULES.run + movement);
  if (action === "charge") return Math.max(0, RULES.charge + movement);
  return 0;
}

/** Takes the turn's one big action; a second is refused (rollunder.turn.1). */
export function takeAction(c: Economy, action: Action, movement: number): Economy {
  if (c.action !== "") throw new RuleError("MANIFOLD.rollunder.Error.ActionSpent", {});
  return { ...c, action, allowance: c.allowance + actionFeet(action, movement) };
}

/**
 * The attack the turn makes: its action, or the attack a charge declared. Either way the turn
 * has no other big action left.
 */
export function takeAttack(c: Economy): Economy {
  if (c.action === "charge") return { ...c, action: CHARGED };
  if (c.action !== "") throw new RuleError("MANIFOLD.rollunder.Error.ActionSpent", {});
  return { ...c, action: "attack" };
}

export const feetLeft = (c: Economy): number => Math.max(0, c.allowance - c.moved);

