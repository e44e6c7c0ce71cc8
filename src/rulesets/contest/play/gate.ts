/**
 * The one action gate of Combat Contest: every step that performs an action or a reaction in combat
 * asks it (the sheet's actions, Strike and spell attacks, Grapple, casting, defences, opportunity
 * attacks). It reads whose turn it is, the creature's conditions and its round's economy, and
 * returns what the action costs or why it cannot be taken.
 */
import { RuleError } from "../../../core/errors";
import { spend, type CombatAction, type SpendResult } from "../rules/economy";
import type { CombatantSystem, UpdateDiff } from "../rules/types";

/** What the gate reads of the creature that acts. */
export interface Acting {
  /** its combatant's economy in the active combat */
  system: CombatantSystem;
  /** it is this combatant's turn */
  onOwnTurn: boolean;
  /** its conditions in force */
  statuses: readonly string[];
}

export function canAct(who: Acting, action: CombatAction): SpendResult {
  const paid = spend(who.system, { ...action, onOwnTurn: who.onOwnTurn }, who.statuses);
  if (!paid.ok) return paid;
  // A Feint helps only if the next action is a Strike (contest.maneuver.5): any action spends it,
  // a reaction or a free action does not. The Strike that uses it says so itself (feintFor).
  if (action.kind === "action" && who.system.feintTarget) return { ok: true, update: { ...paid.update, "system.feintTarget": "" } };
  return paid;
}

/** canAct, refusing with its reason. */
export function actOrRefuse(who: Acting, action: CombatAction): UpdateDiff {
  const paid = canAct(who, action);
  if (!paid.ok) throw new RuleError(paid.reason, {});
  return paid.update;
}
