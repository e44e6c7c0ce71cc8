import type { RollRequest } from "../../core/roll-options";
import { askRoll } from "../../foundry/roll-dialog";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { combatantOf } from "../../foundry/lookup";
import { derivedOf, plainActor, plainItem, combatantSystem } from "./adapter";
import { newCard, planAttack, type StrikeSituation } from "./rules/plan";
import { actionFor, disengageUpdate, spend } from "./rules/economy";
import { consumeFeint } from "./rules/maneuver";
import { SKILL_IDS, type Skill } from "./rules/constants";
import type { SpellItem, WeaponItem } from "./rules/types";
import { RuleError } from "./rules/errors";
import { isFlankedOnCanvas } from "./canvas";
import { notify } from "../../foundry/notify";

/** A skill test from the sheet: attribute + skill, with the dialog's modifier and boon/bane. */
export async function rollSkill(actor: Actor.Implementation, skill: string, request: RollRequest): Promise<void> {
  const derived = derivedOf(actor);
  if (!derived || !SKILL_IDS.includes(skill as Skill)) return;
  const target = derived.skills[skill as Skill];
  const label = game.i18n!.localize(`MANIFOLD.contest.Skill.${skill}`);
  const choices = await askRoll(label, request);
  if (!choices) return;
  const roll = RollUnderRoll.forTest({ target: target.total + choices.modifier, edge: choices.edge, label });
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: label }, { rollMode: choices.rollMode as never });
}

/**
 * A Strike or spell attack: one card per targeted token. The defender declares a defence on the
 * card before anything is rolled (contest.defend.7). AP and the attack count are paid here.
 */
export async function startStrike(actor: Actor.Implementation, item: Item.Implementation, request: RollRequest): Promise<void> {
  const targets = [...(game.user?.targets ?? [])] as unknown as Token.Implementation[];
  if (targets.length === 0) {
    ui.notifications?.warn(game.i18n!.localize("MANIFOLD.contest.Card.NoTarget"));
    return;
  }
  const weapon = plainItem(item) as WeaponItem | SpellItem;
  const choices = await askRoll(item.name, request, { showCover: true });
  if (!choices) return;
  if (!(await payForAttack(actor, weapon))) return;
  const feint = feintBoon(actor, targets);
  const attackerToken = actor.getActiveTokens()[0] as unknown as Token.Implementation | undefined;
  for (const token of targets) {
    const defender = token.actor;
    if (!defender) continue;
    const situation: StrikeSituation = {
      cover: choices.cover,
      flanked: attackerToken ? isFlankedOnCanvas(attackerToken, token) : false,
      modifier: choices.modifier,
      boons: (choices.edge === 1 ? 1 : 0) + (feint.targetUuid === defender.uuid ? feint.boons : 0),
      banes: choices.edge === -1 ? 1 : 0,
    };
    try {
      // Planning now surfaces a rule refusal before the card is posted.
      planAttack({ system: plainActor(actor).system, derived: derivedOf(actor)! }, weapon, situation);
    } catch (err) {
      if (err instanceof RuleError) return void notify("error", err.key, err.data);
      throw err;
    }
    const card = newCard(
      { uuid: actor.uuid, name: actor.name, img: actor.img ?? "" },
      { uuid: defender.uuid, name: token.name ?? defender.name, img: defender.img ?? "", hasShield: derivedOf(defender)?.shield !== null },
      weapon,
      item.uuid,
      situation,
    );
    await ChatMessage.create({
      type: "contestAttack",
      speaker: ChatMessage.getSpeaker({ actor }),
      system: { card },
    } as never, { rollMode: choices.rollMode } as never);
  }
}

async function payForAttack(actor: Actor.Implementation, item: WeaponItem | SpellItem): Promise<boolean> {
  const combatant = combatantOf(actor);
  if (!combatant) return true;
  const combat = combatant.combat;
  const onOwnTurn = combat?.combatant?.id === combatant.id;
  // Off its turn a character strikes only as an opportunity attack, a reaction (contest.oppo.1).
  const melee = item.type === "contestWeapon" && !item.system.ranged;
  const action = item.type === "contestSpell"
    ? actionFor("useMagic", { onOwnTurn, apCost: item.system.apCost, spell: item.system })
    : actionFor(!onOwnTurn && melee ? "opportunityAttack" : "strike", { onOwnTurn, apCost: item.system.apCost });
  const result = spend(combatantSystem(combatant), action);
  if (!result.ok) {
    ui.notifications?.warn(game.i18n!.localize(result.reason));
    return false;
  }
  await combatant.update(result.update as never);
  return true;
}

/** The actions a sheet offers in combat besides Strike: each pays its AP (or the free action). */
export const SHEET_ACTIONS = ["dash", "disengage", "grapple", "search", "manipulate", "free"] as const;

export async function takeAction(actor: Actor.Implementation, id: string): Promise<void> {
  const combatant = combatantOf(actor);
  if (!combatant || !(SHEET_ACTIONS as readonly string[]).includes(id)) return;
  const onOwnTurn = combatant.combat?.combatant?.id === combatant.id;
  const action = id === "free"
    ? { kind: "free" as const, apCost: 0, attack: false, onOwnTurn }
    : actionFor(id as Exclude<(typeof SHEET_ACTIONS)[number], "free">, { onOwnTurn });
  const result = spend(combatantSystem(combatant), action);
  if (!result.ok) return void ui.notifications?.warn(game.i18n!.localize(result.reason));
  const update = id === "disengage" ? { ...result.update, ...disengageUpdate() } : result.update;
  await combatant.update(update as never);
}

/** Spends a standing Feint: a boon only for a Strike at the feinted target (contest.maneuver.5). */
function feintBoon(actor: Actor.Implementation, targets: Token.Implementation[]): { boons: number; targetUuid: string } {
  const combatant = combatantOf(actor);
  if (!combatant) return { boons: 0, targetUuid: "" };
  const system = combatantSystem(combatant);
  const targetUuid = targets.length === 1 ? (targets[0]!.actor?.uuid ?? "") : "";
  const result = consumeFeint(system, { strike: true, targetId: targetUuid });
  if (Object.keys(result.update).length) void combatant.update(result.update as never);
  return { boons: result.boons, targetUuid };
}
