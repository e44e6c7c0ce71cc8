import type { RollRequest } from "../../core/roll-options";
import { RuleError } from "../../core/errors";
import { oneOfChoice } from "../../core/play/choices";
import { D20_NATURALS } from "../../core/dice";
import { NaturalUnderRoll } from "../../foundry/dice/natural-roll";
import { privacyFor, showDice } from "../../foundry/chat/card-buttons";
import { requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { combatantOf } from "../../foundry/lookup";
import { holdsTurn } from "./snapshot";
import { gridDistance, placed, sceneTokensOf, targetsOf } from "../../foundry/docs";
import { combatantSystem, plainActor, plainItem, plainItems } from "./adapter";
import { askAttack } from "./dialog";
import { attackRefusal, defaultWay } from "./play/dialog";
import { planAttack, type OpenCreature, type OpenSnapshot, type OpenTarget } from "./play/open";
import { ATTACK_WAYS, type AttackWay } from "./rules/card";

/** The attack roll's verdicts in the card's own words. */
const ATTACK_VERDICTS = { pass: "MANIFOLD.rollunder.Card.Hit", fail: "MANIFOLD.rollunder.Card.Miss", critical: "MANIFOLD.rollunder.Card.Natural1", fumble: "MANIFOLD.rollunder.Card.Natural20" };

function creatureOf(actor: Actor.Implementation, name = actor.name): OpenCreature {
  const plain = plainActor(actor);
  const pc = plain.type === "rollunderCharacter";
  return {
    uuid: actor.uuid,
    name,
    img: actor.img ?? "",
    pc,
    attack: plain.system.attack,
    defense: plain.system.defense,
    items: plainItems(actor),
    arrows: plain.type === "rollunderCharacter" ? plain.system.arrows : null,
  };
}

/** Feet between the two tokens as the scene's grid measures them; null when this client cannot see them both. */
function feetBetween(from: TokenDocument.Implementation | null, to: TokenDocument.Implementation): number | null {
  const a = from?.object;
  const b = to.object;
  if (!a || !b || !canvas?.grid) return null;
  return gridDistance(placed(a).center, placed(b).center);
}

/** The open step's snapshot: the attacker, its items and combatant, the one target and how far it is. */
function snapshotOf(actor: Actor.Implementation, attackerToken: TokenDocument.Implementation | null, item: string, how: AttackWay, targets: readonly TokenDocument.Implementation[]): OpenSnapshot {
  // Outside a started combat an attack spends no turn (as a reload).
  const found = combatantOf(actor);
  const combatant = found?.combat?.started ? found : null;
  return {
    attacker: creatureOf(actor),
    item,
    how,
    targets: targets.map((token): OpenTarget => ({ ...creatureOf(token.actor!, token.name ?? token.actor!.name), distance: feetBetween(attackerToken, token) })),
    combatant: combatant ? combatantSystem(combatant) : null,
    acting: { onTurn: !!combatant && holdsTurn(combatant), statuses: [...actor.statuses] },
  };
}

/**
 * A weapon's attack from the sheet, hotbar or item sheet (or a touch with no weapon): the dialog
 * (skipped with Shift) naming the target and the number to roll under with the exact odds, then
 * the d20 thrown here and the attack opened, here or by the active GM. A refusal the rules give
 * before the roll (an empty crossbow, no arrows, the action spent) is said at once, and nothing is rolled.
 */
export async function startAttack(actor: Actor.Implementation, weapon: Item.Implementation | null, request: RollRequest, how?: AttackWay): Promise<void> {
  try {
    const targets = targetsOf();
    if (targets.length !== 1) throw new RuleError("MANIFOLD.rollunder.Error.OneTarget", {});
    const way = how ?? defaultWay(weapon ? plainItem(weapon) : null);
    const snap = snapshotOf(actor, sceneTokensOf(actor, targets[0]!.parent)[0] ?? null, weapon?.id ?? "", way, targets);
    const refused = attackRefusal(snap, { modifier: 0, dualLight: false });
    if (refused) throw new RuleError(refused.key, refused.data);
    const choices = await askAttack(weapon?.name ?? game.i18n!.localize("MANIFOLD.rollunder.Card.Way.touch"), request, snap);
    if (!choices) return;
    const again = attackRefusal(snap, choices);
    if (again) throw new RuleError(again.key, again.data);
    // The d20 is thrown here, so Dice So Nice shows it to the attacker; whoever opens the card reads its face.
    const roll = NaturalUnderRoll.under({ target: planAttack(snap, choices).target.total, naturals: D20_NATURALS, label: "MANIFOLD.rollunder.Card.AttackRoll", verdicts: ATTACK_VERDICTS });
    await roll.evaluate();
    await showDice(roll, privacyFor(choices.rollMode));
    await requestOpen({ attacker: actor.uuid, item: weapon?.id ?? "", targets: targets.map((t) => t.uuid), how: { way }, choices: { ...choices }, faces: [[roll.kept]] });
  } catch (err) {
    notifyError(err);
  }
}

/** The attack as this client reads it, for the shared open flow: the attacker, its items and combatant, the target and how far. */
export function rollunderOpenSnapshot(opening: Opening): OpenSnapshot {
  const way = oneOfChoice(opening.request.how.way, ATTACK_WAYS, "how");
  return snapshotOf(opening.attacker, opening.attackerToken, opening.item ?? "", way, opening.targets);
}
