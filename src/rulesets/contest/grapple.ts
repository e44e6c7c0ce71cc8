/**
 * The Grapple action's glue (contest.action.3-4): the sheet button asks for one target, the client
 * that opens the card (this one, or the active GM's for a foe the player does not own) checks the
 * free hand, pays the action and posts the grapple card; a Grappled creature's players cannot move it.
 */
import { RuleError } from "../../core/errors";
import { oneOfChoice, ROLL_MODES } from "../../core/play/choices";
import { combatantOf } from "../../foundry/lookup";
import { onHook } from "../../foundry/hooks";
import { notify } from "../../foundry/notify";
import { cardMessage, requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { combatantSystem, plainItems } from "./adapter";
import { moveVerdict } from "./rules/grapple";
import { openGrappleStep } from "./play/grapple";
import { post, targetsOf, write } from "../../foundry/docs";

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

/** Opens a checked grapple: a free hand, the action paid in combat, then the card. */
export async function openGrapple(opening: Opening): Promise<void> {
  const { attacker: actor } = opening;
  const token = opening.targets[0];
  if (opening.targets.length !== 1 || !token?.actor) throw new RuleError("MANIFOLD.contest.Grapple.OneTarget", {});
  // Read before anything is paid: a malformed request changes nothing.
  const rollMode = oneOfChoice(opening.request.choices.rollMode ?? "publicroll", ROLL_MODES, "rollMode");
  const combatant = combatantOf(actor);
  const defender = token.actor;
  const { card, combatant: update } = openGrappleStep({
    attacker: { uuid: actor.uuid, name: actor.name, img: actor.img ?? "" },
    defender: { uuid: defender.uuid, name: token.name ?? defender.name, img: defender.img ?? "" },
    items: plainItems(actor),
    combatant: combatant ? { system: combatantSystem(combatant), onOwnTurn: combatant.combat?.combatant?.id === combatant.id } : null,
  });
  if (combatant && Object.keys(update).length) await write(combatant, update);
  await post(cardMessage("contestGrapple", opening, card, rollMode));
}

/**
 * A Grappled creature cannot move (contest.action.4): its players' moves are refused before they
 * happen; the GM's go through with a warning (a push, a fall, a mistake to put right).
 */
export function registerGrappleHold(): void {
  onHook("preMoveToken", (...args: unknown[]) => {
    const [doc] = args as [TokenDocument.Implementation];
    const actor = doc.actor;
    if (!actor || !(actor.type as string).startsWith("contest")) return undefined;
    const verdict = moveVerdict([...actor.statuses], !!game.user?.isGM);
    if (verdict === "ok") return undefined;
    notify("warn", verdict === "refuse" ? "MANIFOLD.contest.Movement.Grappled" : "MANIFOLD.contest.Movement.GrappledGM", { name: doc.name ?? actor.name });
    return verdict === "refuse" ? false : undefined;
  });
}
