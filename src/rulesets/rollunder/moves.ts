import { ACTIONS } from "./rules/economy";
import { actionStep, ROLLUNDER_MOVES } from "./play/turn";
import type { MovementGlue } from "../../foundry/movement";
import type { MoveRules } from "../../core/play/movement";
import { turnSnapshot } from "./snapshot";
import { write } from "../../foundry/docs";
import { notifyError } from "../../foundry/play/press";
import { dialogWait } from "../../foundry/lookup";

/** The action menu's words, one per big action of the seed's list (rules/economy.ts ACTIONS). */
export const ACTION_LABELS: Readonly<Record<(typeof ACTIONS)[number], string>> = {
  attack: "MANIFOLD.rollunder.Action.attack",
  run: "MANIFOLD.rollunder.Action.run",
  charge: "MANIFOLD.rollunder.Action.charge",
  cast: "MANIFOLD.rollunder.Action.cast",
  retrieve: "MANIFOLD.rollunder.Action.retrieve",
  reload: "MANIFOLD.rollunder.Action.reload",
  maneuver: "MANIFOLD.rollunder.Action.maneuver",
  aid: "MANIFOLD.rollunder.Action.aid",
};

/**
 * Marks the turn's one big action (rollunder.turn.1-9) on the combatant: refused off its turn or
 * when the action is spent; a run or charge adds its feet. Its owner writes it (a player owns the
 * combatant of the actor it owns). True when it was written; a refusal is shown and changes nothing.
 */
export async function takeAction(combatant: Combatant.Implementation, action: string): Promise<boolean> {
  try {
    const update = actionStep(turnSnapshot(combatant), action);
    await write(combatant, { "system.action": update.system.action, "system.allowance": update.system.allowance });
    return true;
  } catch (err) {
    notifyError(err);
    return false;
  }
}

/** The tracker's "Take action" entry: the seed's list as buttons, then takeAction. */
export async function chooseAction(combatant: Combatant.Implementation): Promise<void> {
  const action = await dialogWait({
    window: { title: "MANIFOLD.rollunder.Tracker.TakeAction" },
    content: `<p>${game.i18n!.format("MANIFOLD.rollunder.Tracker.TakeActionFor", { name: foundry.utils.escapeHTML(combatant.name ?? "") })}</p>`,
    buttons: ACTIONS.map((id) => ({ action: id, label: ACTION_LABELS[id] })),
    rejectClose: false,
  });
  if (typeof action === "string") await takeAction(combatant, action);
}

/** Feet as core's ruler measures them on the scene (5 ft squares): passed, and before the move what is pending. */
export const ROLLUNDER_MOVEMENT: MovementGlue = {
  rules: ROLLUNDER_MOVES as MoveRules<unknown>,
  distance: (_doc, movement, withPending) => movement.passed.distance + (withPending ? (movement.pending?.distance ?? 0) : 0),
};
