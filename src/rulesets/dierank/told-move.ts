/**
 * Die Rank's moves on a scene with no Scene Regions: nothing on the map tells where one region
 * ends, so the creature's owner tells the tracker how many regions it moved, and the move is
 * refused and counted as a dragged one is (core's `toldMove`: the same verdict, the same ledger).
 */
import { toldMove } from "../../core/play/movement";
import { foundryPort } from "../../foundry/play/port";
import { notify } from "../../foundry/notify";
import { notifyError } from "../../foundry/play/press";
import { dialogWait } from "../../foundry/lookup";
import { escapeHtml } from "../../core/html";
import { DIERANK_MOVES } from "./play/move";
import type { MoveRules } from "../../core/play/movement";
import { holdsTurn } from "./adapter";

/** The scene the combat is fought on has no Scene Regions: its moves are told, not measured. */
export function noRegions(combatant: Combatant.Implementation): boolean {
  const scene = combatant.token?.parent ?? combatant.combat?.scene ?? null;
  return !!scene && scene.regions.size === 0;
}

/** The tracker's "Move" entry: how many regions, then the move through the ledger. */
export async function tellMove(combatant: Combatant.Implementation): Promise<void> {
  const actor = combatant.actor;
  if (!actor) return;
  const regions = await dialogWait({
    window: { title: "MANIFOLD.dierank.Tracker.TellMove" },
    content: `<p>${game.i18n!.format("MANIFOLD.dierank.Tracker.TellMoveFor", { name: escapeHtml(actor.name) })}</p>`,
    buttons: [
      { action: "1", label: "MANIFOLD.dierank.Tracker.Regions1" },
      { action: "2", label: "MANIFOLD.dierank.Tracker.Regions2" },
      { action: "3", label: "MANIFOLD.dierank.Tracker.Regions3" },
    ],
    rejectClose: false,
  });
  const distance = Number(regions);
  if (![1, 2, 3].includes(distance)) return;
  try {
    const facts = { distance, actions: ["walk"], method: "told", moverIsGM: !!game.user?.isGM, onTurn: holdsTurn(combatant), playerOwned: actor.hasPlayerOwner };
    const { warning } = await toldMove(foundryPort, actor, DIERANK_MOVES as MoveRules<unknown>, facts);
    if (warning) notify("warn", warning.key, warning.data);
  } catch (err) {
    notifyError(err);
  }
}
