/**
 * The one action gate of Roll-Under: "one big thing a turn, plus move a bit" (rollunder.turn.1-9).
 * Every step that takes the turn's action asks it: an attack opened from a sheet, the action menu
 * (run, charge, cast, retrieve, maneuver, aid) and a reload. It reads whose turn it is, what stops
 * the creature acting, and what the turn has spent.
 */
import { RuleError } from "../../../core/errors";
import { takeAction, takeAttack, type Action } from "../rules/economy";
import type { CombatantSystem } from "../rules/types";

/** What the gate reads of the creature that acts. */
export interface Acting {
  combatant: CombatantSystem;
  /** the combat has started and it is this combatant's turn */
  onTurn: boolean;
  /** its conditions in force */
  statuses: readonly string[];
  /** Movement after armour: a run or a charge adds feet from it */
  movement: number;
}

/** The conditions under which a creature takes no action at all (ruling: the dead and the dying). */
export const CANNOT_ACT = ["dead", "dying"] as const;

/** The turn's economy once `action` is taken, or the refusal: off its turn, unable to act, or the action spent. */
export function canAct(who: Acting, action: Action | "attack"): Pick<CombatantSystem, "action" | "moved" | "allowance"> {
  if (CANNOT_ACT.some((s) => who.statuses.includes(s))) throw new RuleError("MANIFOLD.rollunder.Error.CannotAct", {});
  if (!who.onTurn) throw new RuleError("MANIFOLD.rollunder.Error.NotYourTurn", {});
  return action === "attack" ? takeAttack(who.combatant) : takeAction(who.combatant, action, who.movement);
}
