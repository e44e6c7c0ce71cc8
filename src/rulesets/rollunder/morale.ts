import { PUBLIC } from "../../core/play/port";
import { moraleCheckStep, moralePromptStep, readMoraleBonus, twoD6, type MoralePrompt, type SideName } from "./play/morale";
import { moraleDialogContext } from "./morale-form";
import type { CombatantKind } from "./rules/types";
import { marksFrom, sideMember, sidesOf } from "./play/sides";
import { moraleLabel } from "./rules/labels";
import { kindOf, sideCreature } from "./snapshot";
import { moraleMarksOf, plainActor } from "./adapter";
import { post, speaker, write, parentActor } from "../../foundry/docs";
import { throwNeeds } from "../../foundry/play/throw";
import { activeCombat, dialogInput, onHook } from "../../foundry/lookup";
import { notify } from "../../foundry/notify";
import { notifyError } from "../../foundry/play/press";
import { escapeHtml } from "../../core/html";
import { serialize } from "../../core/play/queue";

const MORALE_PROMPT = "systems/manifold/templates/rollunder/combat/morale-prompt.hbs";

/** The side a prompt names, in words (rollunder.morale.3, .4). */
const SIDE_NAMES = { pcs: "MANIFOLD.rollunder.Morale.pcs", enemies: "MANIFOLD.rollunder.Morale.enemies" } as const;

/**
 * An enemy's Morale check (rollunder.morale.6, .8): 2d6 thrown with Foundry, read by the step
 * against its Morale (2 and 12 never move), and the result posted. The NPC sheet and the GM's
 * prompt call it.
 */
export async function rollMorale(actor: Actor.Implementation, bonus: number): Promise<void> {
  const plain = plainActor(actor);
  if (plain.type !== "rollunderNpc") return notify("error", "MANIFOLD.rollunder.Morale.NoMorale");
  try {
    const result = moraleCheckStep(plain.system.morale, bonus, await throwNeeds(twoD6(), PUBLIC));
    const line = game.i18n!.format("MANIFOLD.rollunder.Morale.Check", { name: escapeHtml(actor.name), total: String(result.total), morale: String(result.morale) });
    await post({ speaker: speaker(actor), content: `<div class="manifold rollunder morale"><p>${line}</p><p><strong>${game.i18n!.localize(moraleLabel(result.fails))}</strong></p></div>` });
  } catch (err) {
    notifyError(err);
  }
}

const MORALE_DIALOG = "systems/manifold/templates/rollunder/morale/dialog.hbs";

/**
 * Asks the GM for the situational bonus (rollunder.morale.8), once for whoever checks now; null
 * when the dialog is closed. A bonus the check would refuse is said at once and nothing is rolled.
 */
export async function askMoraleBonus(names: readonly string[], morale: number | null): Promise<number | null> {
  const content = await foundry.applications.handlebars.renderTemplate(MORALE_DIALOG, moraleDialogContext({ names: names.map(escapeHtml), morale }));
  const data = await dialogInput({ window: { title: game.i18n!.format("MANIFOLD.rollunder.Morale.DialogTitle", { names: names.join(", ") }) }, content, ok: { label: "MANIFOLD.Roll.Roll", icon: "fa-solid fa-dice" } });
  if (!data) return null;
  try {
    return readMoraleBonus(data.bonus);
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/** The NPC sheet's Morale button: the bonus asked, then the check. */
export async function checkMorale(actor: Actor.Implementation): Promise<void> {
  const plain = plainActor(actor);
  if (plain.type !== "rollunderNpc") return notify("error", "MANIFOLD.rollunder.Morale.NoMorale");
  const bonus = await askMoraleBonus([actor.name], plain.system.morale);
  if (bonus !== null) await rollMorale(actor, bonus);
}

/** Whose Morale a side's prompt rolls: the enemies', or on the party's side its hirelings'. */
const NPC_KIND: Record<SideName, CombatantKind> = { enemies: "enemy", pcs: "ally" };

/** That side's NPCs still in the fight, once per actor (a band of footsoldiers shares one sheet). */
function sideNpcs(combat: Combat.Implementation, side: SideName): Actor.Implementation[] {
  const actors = new Map<string, Actor.Implementation>();
  for (const c of combat.combatants.contents) {
    if (kindOf(c) !== NPC_KIND[side] || !c.actor || sideMember(sideCreature(c)).down) continue;
    actors.set(c.actor.uuid, c.actor);
  }
  return [...actors.values()];
}

/** The prompt's button: one bonus asked for the side, then each of its NPCs checks. */
async function rollSide(combat: Combat.Implementation, side: SideName): Promise<void> {
  const actors = sideNpcs(combat, side);
  if (!actors.length) return;
  const bonus = await askMoraleBonus(actors.map((a) => a.name), null);
  if (bonus === null) return;
  for (const actor of actors) await rollMorale(actor, bonus);
}

async function promptHtml(combat: Combat.Implementation, prompt: MoralePrompt): Promise<string> {
  const text = game.i18n!.format(prompt.key, { side: game.i18n!.localize(SIDE_NAMES[prompt.side]) });
  // Only NPCs carry Morale: the enemies, and on the party's side its hirelings.
  const button = sideNpcs(combat, prompt.side).length > 0 ? (prompt.side === "enemies" ? "MANIFOLD.rollunder.Morale.Roll" : "MANIFOLD.rollunder.Morale.RollHirelings") : null;
  return foundry.applications.handlebars.renderTemplate(MORALE_PROMPT, { text, side: prompt.side, button });
}

/**
 * After HP or a condition changes, the active GM asks the step which Morale prompts are now due,
 * writes the combat's marks once (so none is made twice) and whispers each prompt to the GMs.
 */
async function checkPrompts(): Promise<void> {
  const combat = activeCombat();
  if (!game.user?.isActiveGM || !combat?.started || !(combat.type as string).startsWith("rollunder")) return;
  // One check at a time per combat, so two blows landing together cannot both see no marks yet.
  await serialize(`morale.${combat.id ?? ""}`, () => promptDue(combat));
}

async function promptDue(combat: Combat.Implementation): Promise<void> {
  const due = moralePromptStep(sidesOf(combat.combatants.contents.map(sideCreature)), marksFrom(moraleMarksOf(combat)));
  if (due.prompts.length === 0) return;
  await write(combat, { "flags.manifold.morale": due.marks });
  const whisper = game.users!.filter((u) => u.isGM).map((u) => u.id!);
  for (const prompt of due.prompts) await post({ whisper, content: await promptHtml(combat, prompt) });
}

const isRollunder = (actor: Actor.Implementation | null | undefined) => !!actor && (actor.type as string).startsWith("rollunder");

export function registerMoraleHooks(): void {
  onHook("updateActor", (...args: unknown[]) => {
    const [actor, changes] = args as [Actor.Implementation, { system?: { hp?: unknown } }];
    if (isRollunder(actor) && changes.system?.hp !== undefined) void checkPrompts();
  });
  const effectChanged = (...args: unknown[]) => {
    const [effect] = args as [ActiveEffect.Implementation];
    if (isRollunder(parentActor(effect))) void checkPrompts();
  };
  onHook("createActiveEffect", effectChanged);
  onHook("deleteActiveEffect", effectChanged);
  // The prompt's button, for the GM it was whispered to: the enemies still up check their Morale.
  onHook("renderChatMessageHTML", (...args: unknown[]) => {
    const [message, html] = args as [ChatMessage.Implementation, HTMLElement];
    for (const button of html.querySelectorAll<HTMLButtonElement>("[data-manifold-morale]")) {
      // Only a GM's own prompt rolls: a player could post a message carrying the same button.
      if (!game.user?.isGM || !message.author?.isGM) {
        button.remove();
        continue;
      }
      button.addEventListener("click", () => {
        const combat = activeCombat();
        const side = button.dataset.manifoldMorale;
        if (!combat || (side !== "pcs" && side !== "enemies")) return;
        button.disabled = true;
        void rollSide(combat, side);
      });
    }
  });
}
