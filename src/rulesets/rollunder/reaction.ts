/**
 * The reaction roll on meeting an enemy (rollunder.reaction.*): the GM names the most visible party
 * member and any modifiers, Foundry throws 2d6, the play step reads the total on the seed's table,
 * and the roll is posted with the band's words. It writes nothing but the chat message.
 */
import { escapeHtml } from "../../core/html";
import { RuleError } from "../../core/errors";
import { askRollForm, rollModeLabels } from "../../foundry/roll-dialog";
import { notifyError } from "../../foundry/play/press";
import { rollToChat, speaker } from "../../foundry/docs";
import { plainActor } from "./adapter";
import { reactionStep } from "./play/morale";
import { reactionDialogContext, reactionFormula, reactionPcs, readReactionForm, type ReactionPc } from "./reaction-form";

const TEMPLATE = "systems/manifold/templates/rollunder/reaction/dialog.hbs";

const asPc = (actor: Actor.Implementation | null | undefined): ReactionPc[] => (actor && plainActor(actor).type === "rollunderCharacter" ? [{ uuid: actor.uuid, name: actor.name }] : []);

/** The player characters with a token on the scene the GM views, then the players' own characters. */
function candidates(): ReactionPc[] {
  const onScene = (canvas?.scene?.tokens.contents ?? []).flatMap((t) => asPc(t.actor));
  const party = (game.users?.contents ?? []).filter((u) => !u.isGM).flatMap((u) => asPc(u.character));
  return reactionPcs(onScene, party);
}

/** The NPC sheet's reaction button. */
export async function rollReaction(npc: Actor.Implementation): Promise<void> {
  try {
    const pcs = candidates();
    if (!pcs.length) throw new RuleError("MANIFOLD.rollunder.Error.NoPCs", {});
    const rollMode = game.settings!.get("core", "rollMode") as string;
    const title = game.i18n!.format("MANIFOLD.rollunder.Reaction.Title", { name: npc.name });
    const context = reactionDialogContext({ pcs, rollModes: rollModeLabels(), rollMode });
    const form = await askRollForm(title, TEMPLATE, context, undefined, { label: "MANIFOLD.Roll.Roll", icon: "fa-solid fa-dice" });
    if (!form) return;
    const choice = readReactionForm(form, pcs);
    const roll = new foundry.dice.Roll(reactionFormula(choice.modifier));
    await roll.evaluate();
    // The step reads the faces Foundry threw, checks them and the modifier, and names the band.
    const { total, key } = reactionStep(choice.modifier, (roll.dice[0]?.results ?? []).map((r) => [r.result]));
    const flavor = game.i18n!.format("MANIFOLD.rollunder.Reaction.Flavor", { pc: escapeHtml(choice.pc.name), total: String(total), band: game.i18n!.localize(key) });
    await rollToChat(roll, { speaker: speaker(npc), flavor }, choice.rollMode);
  } catch (err) {
    notifyError(err);
  }
}
