import type { RollRequest } from "../../core/roll-options";
import { askRoll } from "../../foundry/roll-dialog";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { combatantOf } from "../../foundry/lookup";
import { awarenessFacts, derivedOf, plainActor, plainItem, combatantSystem } from "./adapter";
import { openStrikeStep, readStrikeChoices } from "./play/open";
import type { SpellItem, WeaponItem } from "./rules/types";
import { RuleError } from "./rules/errors";
import { boardOf } from "./board";
import { cardMessage, requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { strikeOdds, strikeSnapshot } from "./odds";
import { FREE, skillSummary, strikeSummary, type DialogChoices } from "./play/dialog";
import { strikeStyleOptions } from "./style-options";
import { skillTestStep } from "./play/skill";
import { promptCasting } from "./canvas";
import { post, rollToChat, targetsOf, tokenDocsOf, write } from "../../foundry/docs";

/** A skill test from the sheet: attribute + skill, with the dialog's modifier and boon/bane, through its step. */
export async function rollSkill(actor: Actor.Implementation, skill: string, request: RollRequest): Promise<void> {
  const derived = derivedOf(actor);
  if (!derived) return;
  const label = game.i18n!.localize(`MANIFOLD.contest.Skill.${skill}`);
  const choices = await askRoll(label, request, { summary: (c) => skillSummary(derived, skill, c) });
  if (!choices) return;
  try {
    const test = skillTestStep({ skill, derived, choices });
    const roll = RollUnderRoll.forTest({ target: test.target, edge: test.edge, label });
    await roll.evaluate();
    await rollToChat(roll, { speaker: ChatMessage.getSpeaker({ actor }), flavor: label }, choices.rollMode);
  } catch (err) {
    notifyError(err);
  }
}

/**
 * A Strike or spell attack: the dialog, then one card per targeted token. The defender declares a
 * defence on the card before anything is rolled (contest.defend.7). Whoever opens the cards (this
 * client, or the active GM for a target the user does not own) pays AP and the attack count.
 */
export async function startStrike(actor: Actor.Implementation, item: Item.Implementation, request: RollRequest, how: { throwIt?: boolean } = {}): Promise<void> {
  const tokens = targetsOf();
  const targets = tokens.map((t) => t.uuid);
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.contest.Card.NoTarget"));
    return;
  }
  const snapshot = strikeSnapshot(actor, item, tokens, how);
  // Without plain data to plan from (an item of another kind), the dialog still names the targets.
  const summary = (c: DialogChoices) => (snapshot ? strikeSummary(snapshot, c) : { targets: tokens.map((t) => ({ name: t.name ?? "", line: null })), roll: null, cost: FREE });
  const choices = await askRoll(item.name, request, { showCover: true, summary, ...(snapshot ? { odds: strikeOdds(snapshot) } : {}), styles: strikeStyleOptions(actor, item, how) });
  if (!choices) return;
  try {
    await requestOpen({ attacker: actor.uuid, item: item.id ?? "", targets, how: how.throwIt ? { throw: "yes" } : {}, choices: { ...choices }, faces: [] });
    // A spell without the Melee Attack trait provokes the foes whose reach the caster is in (contest.oppo.4).
    if ((item.type as string) === "contestSpell") await promptCasting(actor, plainItem(item) as SpellItem);
  } catch (err) {
    notifyError(err);
  }
}

/** Opens the cards of a checked attack through its step: one combatant write, a card per target. */
export async function openStrike(opening: Opening): Promise<void> {
  const { attacker: actor, item } = opening;
  if (!item || ((item.type as string) !== "contestWeapon" && (item.type as string) !== "contestSpell")) throw new RuleError("MANIFOLD.Query.NoItem", {});
  const { style, ...choices } = readStrikeChoices(opening.request.choices);
  // Reach and flanking are measured by the step on the tokens' squares.
  const scene = opening.targets[0]?.parent?.id;
  const tokens = tokenDocsOf(actor);
  const { board, cells } = boardOf(tokens.find((t) => t.parent?.id === scene) ?? opening.attackerToken, opening.targets);
  const combatant = combatantOf(actor);
  const { cards, combatant: update } = openStrikeStep({
    attacker: { uuid: actor.uuid, name: actor.name, img: actor.img ?? "", system: plainActor(actor).system, derived: derivedOf(actor)! },
    item: plainItem(item) as WeaponItem | SpellItem,
    itemUuid: item.uuid,
    targets: opening.targets.map((token, i) => ({
      uuid: token.actor!.uuid,
      name: token.name ?? token.actor!.name,
      img: token.actor!.img ?? "",
      hasShield: !!derivedOf(token.actor!)?.shield,
      awareness: awarenessFacts(token.actor!),
      ...(cells[i] ? { cell: cells[i] } : {}),
    })),
    board,
    choices: { ...choices, style },
    how: { throwIt: opening.request.how.throw === "yes" },
    combatant: combatant ? { system: combatantSystem(combatant), onOwnTurn: combatant.combat?.combatant?.id === combatant.id } : null,
  });
  if (combatant && Object.keys(update).length) await write(combatant, update);
  for (const card of cards) await post(cardMessage("contestAttack", opening, card, choices.rollMode));
}
