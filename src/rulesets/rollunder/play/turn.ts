/**
 * A turn as play steps (rollunder.turn.*): its start (fresh economy; Time posts its reminder and
 * may run a macro), the one big action, a move measured in feet, and a crossbow's reload.
 */
import { gmPlacement } from "../../../core/play/placement";
import { RuleError } from "../../../core/errors";
import { oneOfChoice } from "../../../core/play/choices";
import type { Write } from "../../../core/play/types";
import { ACTIONS, feetLeft, move, turnStart, type Action } from "../rules/economy";
import { canAct, type Acting } from "./gate";
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

/** A move on the canvas in feet: refused past what the turn allows; the ruler shows what is left. */
export function moveStep(c: TurnSnapshot, feet: number): { update: { _id: string; system: { moved: number } }; left: number } {
  const after = move(c.combatant, feet);
  return { update: { _id: c.id, system: { moved: after.moved } }, left: feetLeft(after) };
}

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

/**
 * Whether a token's move spends the turn's feet (rollunder.turn.10). A teleport or a displacement
 * is the GM's placing and free; the mover's client names each waypoint's action, so a player
 * naming one pays like any other move.
 */
export function paysFeet(actions: readonly (string | undefined)[], moverIsGM: boolean): boolean {
  return !gmPlacement(actions, moverIsGM);
}
