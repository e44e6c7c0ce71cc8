import type { RollRequest } from "../../core/roll-options";
import { askRoll } from "../../foundry/roll-dialog";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { combatantOf } from "../../foundry/lookup";
import { awarenessFacts, derivedOf, plainActor, plainItem, plainItems, combatantSystem } from "./adapter";
import type { SpellItem } from "./rules/types";
import type { ContestOpenWorld } from "./play/open-plan";
import { boardOf } from "./board";
import { requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { strikeOdds, strikeSnapshot } from "./odds";
import { FREE, skillSummary, strikeSummary, type DialogChoices } from "./play/dialog";
import { strikeStyleOptions } from "./style-options";
import { skillTestStep } from "./play/skill";
import { promptCasting } from "./canvas";
import { rollToChat, targetsOf, tokenDocsOf } from "../../foundry/docs";

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

/**
 * The attack as this client reads it, for the shared open flow: the attacker, its items and
 * combatant, each target with its square, and the board reach and flanking are measured on.
 */
export function contestOpenWorld(opening: Opening): ContestOpenWorld {
  const { attacker: actor } = opening;
  const item = opening.item ? (actor.items.get(opening.item) ?? null) : null;
  const scene = opening.targets[0]?.parent?.id;
  const { board, cells } = boardOf(tokenDocsOf(actor).find((t) => t.parent?.id === scene) ?? opening.attackerToken, opening.targets);
  const combatant = combatantOf(actor);
  return {
    attacker: { uuid: actor.uuid, name: actor.name, img: actor.img ?? "", system: plainActor(actor).system, derived: derivedOf(actor)! },
    item: item ? plainItem(item) : null,
    itemUuid: item?.uuid ?? "",
    items: plainItems(actor),
    targets: opening.targets.map((token, i) => ({
      uuid: token.actor!.uuid,
      name: token.name ?? token.actor!.name,
      img: token.actor!.img ?? "",
      hasShield: !!derivedOf(token.actor!)?.shield,
      awareness: awarenessFacts(token.actor!),
      ...(cells[i] ? { cell: cells[i] } : {}),
    })),
    board,
    combatant: combatant ? { system: combatantSystem(combatant), onOwnTurn: combatant.combat?.combatant?.id === combatant.id, statuses: [...actor.statuses] } : null,
  };
}
