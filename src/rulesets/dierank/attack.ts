import type { RollRequest } from "../../core/roll-options";
import { RuleError } from "../../core/errors";
import { privacyFor, showDice } from "../../foundry/chat/card-buttons";
import { requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { targetsOf } from "../../foundry/docs";
import { OpposedDieRoll } from "../../foundry/dice/opposed-roll";
import { sideOf } from "./adapter";
import { askAttack } from "./dialog";
import { planAttack, type OpenCreature, type OpenSnapshot } from "./play/open";

/** A sheet's bare-hand buttons: a strike, or a grab. */
export type BareHands = "unarmed" | "grab";

function creature(actor: Actor.Implementation, name = actor.name): OpenCreature {
  return { uuid: actor.uuid, name, img: actor.img ?? "", side: sideOf(actor) };
}

function snapshotOf(actor: Actor.Implementation, item: string, targets: readonly TokenDocument.Implementation[], senderIsGM: boolean): OpenSnapshot {
  const attacker = creature(actor);
  return {
    attacker,
    item,
    targets: targets.map((t) => creature(t.actor!, t.name ?? t.actor!.name)),
    onTurn: attacker.side.onTurn,
    senderIsGM,
  };
}

/**
 * An attack from the sheet, hotbar or item sheet (a weapon, a spell, or bare hands): the dialog
 * (skipped with Shift) with the exact odds against each defence, then the attack die thrown here
 * and the attack opened, here or by the active GM. What the rules refuse before the roll (not
 * this creature's turn, too few MP, no band for a shot) is said at once, and nothing is rolled.
 */
export async function startAttack(actor: Actor.Implementation, item: Item.Implementation | BareHands, request: RollRequest): Promise<void> {
  try {
    const targets = targetsOf();
    if (targets.length !== 1 || !targets[0]!.actor) throw new RuleError("MANIFOLD.dierank.Error.OneTarget", {});
    const itemId = typeof item === "string" ? item : (item.id ?? "");
    const snap = snapshotOf(actor, itemId, targets, game.user?.isGM ?? false);
    const title = typeof item === "string" ? game.i18n!.localize(item === "grab" ? "MANIFOLD.dierank.Sheet.Grab" : "MANIFOLD.dierank.Sheet.Strike") : item.name;
    const choices = await askAttack(title, request, snap);
    if (!choices) return;
    const plan = planAttack(snap, choices);
    // The die is thrown here, so Dice So Nice shows it to the attacker; whoever opens the card reads its faces.
    const roll = OpposedDieRoll.die(plan.die, plan.edge.edge, { label: "MANIFOLD.dierank.Card.AttackRoll" });
    await roll.evaluate();
    await showDice(roll, privacyFor(choices.rollMode));
    const bare = typeof item === "string";
    await requestOpen({ attacker: actor.uuid, item: bare ? "" : itemId, targets: targets.map((t) => t.uuid), how: bare ? { way: item } : {}, choices: { ...choices }, faces: [roll.faces] });
  } catch (err) {
    notifyError(err);
  }
}

/** The attack as the opening client reads it, for the shared open flow. */
export function dierankOpenSnapshot(opening: Opening): OpenSnapshot {
  const way = opening.request.how.way;
  const item = opening.item ?? (way === "grab" ? "grab" : "unarmed");
  return snapshotOf(opening.attacker, item, opening.targets, opening.sender.isGM);
}
