/**
 * Use Magic from the sheet for a spell without the Attack trait (contest.action.8, reaction.4):
 * the dialog, then the payment decided by the cast step and written to the caster's combatant, then
 * the spell's test, then the opportunity prompt when casting provokes (contest.oppo.4).
 */
import type { RollRequest } from "../../core/roll-options";
import { checkOutcome } from "../../core/play/guard";
import { escapeHtml } from "../../core/html";
import { askRoll } from "../../foundry/roll-dialog";
import { RollUnderRoll } from "../../foundry/dice/roll-under-roll";
import { combatantOf } from "../../foundry/lookup";
import { writeOutcome } from "../../foundry/play/cards";
import { notifyError } from "../../foundry/play/press";
import { sideDocs, type Sides } from "../../foundry/play/sides";
import { combatantSystem, derivedOf, plainItem } from "./adapter";
import { castStep } from "./play/cast";
import { CONTEST_ALLOW } from "./play/allow";
import { CONTEST_CARDS } from "./chat";
import { promptCasting } from "./canvas";
import { skillTestEdge } from "./rules/skill-test";
import type { SpellItem } from "./rules/types";

export async function castSpell(actor: Actor.Implementation, item: Item.Implementation, request: RollRequest): Promise<void> {
  const derived = derivedOf(actor);
  if (!derived || (item.type as string) !== "contestSpell") return;
  const spell = plainItem(item) as SpellItem;
  const i18n = game.i18n!;
  const choices = await askRoll(item.name, request);
  if (!choices) return;
  let reaction = false;
  let provokes = false;
  try {
    const combatant = combatantOf(actor);
    const result = castStep({
      spell: spell.system,
      combatant: combatant ? combatantSystem(combatant) : null,
      onOwnTurn: !!combatant && combatant.combat?.combatant?.id === combatant.id,
    });
    // The caster pays out of its own combatant, which its owner may write.
    const sides: Sides = { attacker: actor, defender: actor };
    checkOutcome(result.outcome, CONTEST_ALLOW, sideDocs(sides), { kind: "gm" });
    await writeOutcome(CONTEST_CARDS.setStatus, sides, result.outcome);
    ({ reaction, provokes } = result);
  } catch (err) {
    return notifyError(err);
  }
  const skill = spell.system.skill;
  const label = i18n.format(reaction ? "MANIFOLD.contest.Casting.FlavorReaction" : "MANIFOLD.contest.Casting.Flavor", { caster: escapeHtml(actor.name), spell: escapeHtml(item.name) });
  const roll = RollUnderRoll.forTest({ target: derived.skills[skill].total + choices.modifier, edge: skillTestEdge(skill, choices.edge, derived), label });
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: label }, { rollMode: choices.rollMode as never });
  if (provokes) await promptCasting(actor, spell);
}
