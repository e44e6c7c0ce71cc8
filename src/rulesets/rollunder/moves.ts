import { ACTIONS } from "./rules/economy";
import { feetLeft } from "./rules/economy";
import { actionStep, moveStep, paysFeet } from "./play/turn";
import { holdsTurn, turnSnapshot } from "./snapshot";
import { RuleError } from "../../core/errors";
import { write } from "../../foundry/docs";
import { serialize } from "../../foundry/play/transport";
import { notifyError } from "../../foundry/play/press";
import { activeCombat, combatantOf, dialogWait, onHook } from "../../foundry/lookup";

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

interface Movement {
  passed: { distance: number; waypoints: { action?: string }[] };
  pending?: { distance: number };
}

const actionsOf = (m: Movement) => m.passed.waypoints.map((w) => w.action);

/** The mover's combatant when it holds the turn in a started combat; moves off-turn are the GM's placing. */
function onTurnCombatant(doc: TokenDocument.Implementation): Combatant.Implementation | null {
  const actor = doc.actor;
  if (!actor || !(actor.type as string).startsWith("rollunder") || !activeCombat()?.started) return null;
  const combatant = combatantOf(actor);
  return combatant && holdsTurn(combatant) ? combatant : null;
}

/**
 * Moves in feet (rollunder.turn.10): before a move, the mover's client refuses one past the feet
 * left (a GM is warned and may go on); after it, the active GM writes the feet moved on the
 * combatant. The ruler shows the feet left (ruler.ts).
 */
export function registerMoveHooks(): void {
  onHook("preMoveToken", (...args: unknown[]) => {
    const [doc, movement] = args as [TokenDocument.Implementation, Movement];
    const combatant = onTurnCombatant(doc);
    if (!combatant || !paysFeet(actionsOf(movement), !!game.user?.isGM)) return undefined;
    try {
      moveStep(turnSnapshot(combatant), movement.passed.distance + (movement.pending?.distance ?? 0));
    } catch (err) {
      notifyError(err);
      return game.user?.isGM ? undefined : false;
    }
    return undefined;
  });
  onHook("moveToken", (...args: unknown[]) => {
    // The moving user is the one the server names, not what the mover's client wrote.
    const [doc, movement, , user] = args as [TokenDocument.Implementation, Movement, unknown, User.Implementation | undefined];
    const combatant = onTurnCombatant(doc);
    if (!game.user?.isActiveGM || !combatant || !paysFeet(actionsOf(movement), !!user?.isGM)) return;
    // Moves that land together are added one after the other, each reading the last one's feet.
    void serialize(`move.${combatant.id ?? ""}`, async () => {
      const snap = turnSnapshot(combatant);
      let moved: number;
      try {
        moved = moveStep(snap, movement.passed.distance).update.system.moved;
      } catch (err) {
        // Only a GM's move goes past the feet left (a player's was refused): it uses them all.
        if (!(err instanceof RuleError)) throw err;
        moved = moveStep(snap, feetLeft(snap.combatant)).update.system.moved;
      }
      await write(combatant, { "system.moved": moved });
    }).catch(notifyError);
  });
}
