/**
 * The Grapple action's glue (contest.action.3-4): the sheet button asks for one target, the client
 * that opens the card (this one, or the active GM's for a foe the player does not own) checks the
 * free hand, pays the action and posts the grapple card; a Grappled creature's players cannot move it.
 */
import { onHook } from "../../foundry/hooks";
import { notify } from "../../foundry/notify";
import { requestOpen } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { moveVerdict } from "./rules/grapple";
import { targetsOf } from "../../foundry/docs";
import { combatantFor } from "../../foundry/movement";

/** The sheet's Grapple button: one targeted creature, then the card is opened where it may be written. */
export async function startGrapple(actor: Actor.Implementation): Promise<void> {
  const targets = targetsOf().map((t) => t.uuid);
  if (targets.length !== 1) return void notify("warn", "MANIFOLD.contest.Grapple.OneTarget");
  try {
    const rollMode = game.settings!.get("core", "rollMode") as string;
    await requestOpen({ attacker: actor.uuid, item: "", targets, how: { action: "grapple" }, choices: { rollMode }, faces: [] });
  } catch (err) {
    notifyError(err);
  }
}

/**
 * A Grappled creature cannot move (contest.action.4): its players' moves are refused before they
 * happen; the GM's go through with a warning (a push, a fall, a mistake to put right). In a started
 * combat the movement ledger says so (src/foundry/movement.ts); this hold is for outside one.
 */
export function registerGrappleHold(): void {
  onHook("preMoveToken", (...args: unknown[]) => {
    const [doc] = args as [TokenDocument.Implementation];
    const actor = doc.actor;
    if (!actor || !(actor.type as string).startsWith("contest") || combatantFor(doc)) return undefined;
    const verdict = moveVerdict([...actor.statuses], !!game.user?.isGM);
    if (verdict === "ok") return undefined;
    notify("warn", verdict === "refuse" ? "MANIFOLD.contest.Movement.Grappled" : "MANIFOLD.contest.Movement.GrappledGM", { name: doc.name ?? actor.name });
    return verdict === "refuse" ? false : undefined;
  });
}
