/**
 * A turn as play steps (rollunder.turn.*): its start (fresh economy; Time posts its reminder and
 * may run a macro), the one big action, the feet it may move, and a crossbow's reload.
 */
import type { MoveRules } from "../../../core/play/movement";
import { ROLLUNDER_MOVE_ALLOW } from "./allow";
import { RuleError } from "../../../core/errors";
import { oneOfChoice } from "../../../core/play/choices";
import type { Write } from "../../../core/play/types";
import { ACTIONS, feetLeft, turnStart, type Action } from "../rules/economy";
import { CANNOT_ACT, canAct, type Acting } from "./gate";
import { reload } from "../rules/ranged";
import type { CombatantKind, CombatantSystem, RollunderItem } from "../rules/types";

export interface TurnSnapshot extends Acting {
  id: string;
  kind: CombatantKind;
}

/** What Time's turn shows the table: the GM's words, and the macro to run, if any (rollunder.init.4). */
export interface Reminder {
  key: string;
  text: string;
  macro: string;
}

/**
 * A turn begins: the action unspent, nothing moved, 20 ft + Movement to go. An enemy that acts
 * twice gets all of it again on its second turn. Time moves nobody: its turn is the world's update.
 */
export function turnStartStep(c: Pick<TurnSnapshot, "id" | "kind" | "movement" | "combatant">): { update: { _id: string; system: Pick<CombatantSystem, "action" | "moved" | "allowance"> }; reminder: Reminder | null } {
  const reminder = c.kind === "time" ? { key: "MANIFOLD.rollunder.Time.Turn", text: c.combatant.reminder, macro: c.combatant.macro } : null;
  return { update: { _id: c.id, system: c.kind === "time" ? { action: "", moved: 0, allowance: 0 } : turnStart(c.movement) }, reminder };
}

/** The turn's one big action, from the action menu (rollunder.turn.1-9), through the action gate. */
export function actionStep(c: TurnSnapshot, raw: unknown): { _id: string; system: Pick<CombatantSystem, "action" | "allowance"> } {
  const action: Action = oneOfChoice(raw, ACTIONS, "action");
  const after = canAct(c, action);
  return { _id: c.id, system: { action: after.action, allowance: after.allowance } };
}

/** What the movement ledger reads of a Roll-Under creature: its turn's feet, and what stops it. */
export interface FeetLedger {
  combatant: Pick<CombatantSystem, "action" | "moved" | "allowance">;
  statuses: readonly string[];
}

/**
 * Moves in feet (rollunder.turn.10), through the shared movement ledger: besides its action a
 * creature moves 20 ft + Movement on its turn (more after a run or a charge); the dead and the
 * dying do not move of their own. A GM's move past what is left uses all of it.
 */
export const ROLLUNDER_MOVES: MoveRules<FeetLedger> = {
  turns: true,
  read: (combatant, _actor, statuses) => ({ combatant: combatant as FeetLedger["combatant"], statuses }),
  left: (l) => feetLeft(l.combatant),
  blocked: (l) => (CANNOT_ACT.some((s) => l.statuses.includes(s)) ? "MANIFOLD.rollunder.Error.CannotAct" : null),
  record(l, kind, feet) {
    const { moved, allowance } = l.combatant;
    const after = kind === "undo" ? Math.max(0, moved - feet) : Math.max(moved, Math.min(allowance, moved + feet));
    return { changes: after === moved ? {} : { "system.moved": after }, notices: [] };
  },
  allow: ROLLUNDER_MOVE_ALLOW,
  words: { tooFar: "MANIFOLD.rollunder.Error.TooFar", past: "MANIFOLD.rollunder.Move.Past" },
};

/**
 * Reloading a crossbow takes a round: in combat it is the turn's action (rollunder.turn.7,
 * rollunder.ranged.5); out of combat (`c` null) time is the GM's to count.
 */
export function reloadStep(c: TurnSnapshot | null, items: readonly RollunderItem[], itemId: string): Write[] {
  const item = items.find((i) => i.id === itemId);
  if (!item || item.type !== "rollunderWeapon") throw new RuleError("MANIFOLD.Query.NoItem", {});
  const loaded = reload(item.system);
  const writes: Write[] = [{ side: "attacker", doc: `item.${item.id}`, changes: { "system.loaded": loaded.loaded } }];
  if (c) writes.push({ side: "attacker", doc: "combatant", changes: { "system.action": actionStep(c, "reload").system.action } });
  return writes;
}

