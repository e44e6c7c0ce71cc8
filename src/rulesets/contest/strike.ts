import type { RollRequest } from "../../core/roll-options";
import { askRoll } from "../../foundry/roll-dialog";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { combatantOf } from "../../foundry/lookup";
import { awarenessFacts, derivedOf, plainActor, plainItem, combatantSystem } from "./adapter";
import { isAware } from "./rules/awareness";
import { openStrikeStep } from "./play/open";
import { SKILL_IDS, type Skill } from "./rules/constants";
import type { SpellItem, WeaponItem } from "./rules/types";
import { RuleError } from "./rules/errors";
import { isFlankedOnCanvas } from "./canvas";
import { COVER } from "./rules/constants";
import { edgeOf, oneOfChoice, ROLL_MODES, whole } from "../../core/play/choices";
import { cardMessage, requestOpen, type Opening } from "../../foundry/play/open";
import { notifyError } from "../../foundry/play/press";
import { strikeOdds } from "./odds";
import { parseStyleChoice } from "./rules/strike-style";
import { strikeStyleOptions } from "./style-options";
import { skillTestEdge } from "./rules/skill-test";
import { promptCasting } from "./canvas";

/** A skill test from the sheet: attribute + skill, with the dialog's modifier and boon/bane. */
export async function rollSkill(actor: Actor.Implementation, skill: string, request: RollRequest): Promise<void> {
  const derived = derivedOf(actor);
  if (!derived || !SKILL_IDS.includes(skill as Skill)) return;
  const target = derived.skills[skill as Skill];
  const label = game.i18n!.localize(`MANIFOLD.contest.Skill.${skill}`);
  const choices = await askRoll(label, request);
  if (!choices) return;
  // Untrained armour: a bane on Dodge and Sorcery tests (contest.style.8).
  const roll = RollUnderRoll.forTest({ target: target.total + choices.modifier, edge: skillTestEdge(skill as Skill, choices.edge, derived), label });
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: label }, { rollMode: choices.rollMode as never });
}

/**
 * A Strike or spell attack: the dialog, then one card per targeted token. The defender declares a
 * defence on the card before anything is rolled (contest.defend.7). Whoever opens the cards (this
 * client, or the active GM for a target the user does not own) pays AP and the attack count.
 */
export async function startStrike(actor: Actor.Implementation, item: Item.Implementation, request: RollRequest, how: { throwIt?: boolean } = {}): Promise<void> {
  const tokens = [...(game.user?.targets ?? [])].map((t) => (t as unknown as { document: TokenDocument.Implementation }).document);
  const targets = tokens.map((t) => t.uuid);
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.contest.Card.NoTarget"));
    return;
  }
  const choices = await askRoll(item.name, request, { showCover: true, odds: strikeOdds(actor, item, tokens, how), styles: strikeStyleOptions(actor, item, how) });
  if (!choices) return;
  try {
    await requestOpen({ attacker: actor.uuid, item: item.id ?? "", targets, how: how.throwIt ? { throw: "yes" } : {}, choices: { ...choices }, faces: [] });
    // A spell without the Melee Attack trait provokes the foes whose reach the caster is in (contest.oppo.4).
    if ((item.type as string) === "contestSpell") await promptCasting(actor, plainItem(item) as SpellItem);
  } catch (err) {
    notifyError(err);
  }
}

/** The dialog's choices, read again on the client that opens the cards. */
function strikeChoices(raw: Record<string, unknown>) {
  return {
    modifier: whole(raw.modifier, -99, 99, "modifier"),
    edge: edgeOf(raw.edge),
    cover: oneOfChoice(raw.cover, COVER, "cover"),
    rollMode: oneOfChoice(raw.rollMode, ROLL_MODES, "rollMode"),
  };
}

/** Opens the cards of a checked attack through its step: one combatant write, a card per target. */
export async function openStrike(opening: Opening): Promise<void> {
  const { attacker: actor, item } = opening;
  if (!item || ((item.type as string) !== "contestWeapon" && (item.type as string) !== "contestSpell")) throw new RuleError("MANIFOLD.Query.NoItem", {});
  const choices = strikeChoices(opening.request.choices);
  // The Fighting Style picked in the dialog; planning below refuses one the attacker lacks.
  const style = parseStyleChoice(opening.request.choices.style);
  const attackerToken = opening.attackerToken?.object as Token.Implementation | null | undefined;
  const combatant = combatantOf(actor);
  const { cards, combatant: update } = openStrikeStep({
    attacker: { uuid: actor.uuid, name: actor.name, img: actor.img ?? "", system: plainActor(actor).system, derived: derivedOf(actor)! },
    item: plainItem(item) as WeaponItem | SpellItem,
    itemUuid: item.uuid,
    targets: opening.targets.map((token) => ({
      uuid: token.actor!.uuid,
      name: token.name ?? token.actor!.name,
      img: token.actor!.img ?? "",
      hasShield: !!derivedOf(token.actor!)?.shield,
      aware: isAware(awarenessFacts(token.actor!)),
      flanked: attackerToken && token.object ? isFlankedOnCanvas(attackerToken, token.object as Token.Implementation) : false,
    })),
    choices: { ...choices, style },
    how: { throwIt: opening.request.how.throw === "yes" },
    combatant: combatant ? { system: combatantSystem(combatant), onOwnTurn: combatant.combat?.combatant?.id === combatant.id } : null,
  });
  if (combatant && Object.keys(update).length) await combatant.update(update as never);
  for (const card of cards) await ChatMessage.create(cardMessage("contestAttack", opening, card, choices.rollMode) as never);
}
