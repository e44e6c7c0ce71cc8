import { PUBLIC } from "../../core/play/port";
import { moraleCheckStep, moralePromptStep, twoD6, type MoralePrompt } from "./play/morale";
import { marksFrom, sideMember, sidesOf } from "./play/sides";
import { moraleLabel } from "./rules/labels";
import { kindOf, sideCreature } from "./snapshot";
import { moraleMarksOf, plainActor } from "./adapter";
import { post, speaker, write, parentActor } from "../../foundry/docs";
import { throwNeeds } from "../../foundry/play/throw";
import { activeCombat, onHook } from "../../foundry/lookup";
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
export async function rollMorale(actor: Actor.Implementation, bonus = 0): Promise<void> {
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

/** The enemies still in the fight each roll once per actor (a band of footsoldiers shares one sheet). */
async function rollSide(combat: Combat.Implementation): Promise<void> {
  const actors = new Map<string, Actor.Implementation>();
  for (const c of combat.combatants.contents) {
    if (kindOf(c) !== "enemy" || !c.actor || sideMember(sideCreature(c)).down) continue;
    actors.set(c.actor.uuid, c.actor);
  }
  for (const actor of actors.values()) await rollMorale(actor);
}

async function promptHtml(prompt: MoralePrompt): Promise<string> {
  const text = game.i18n!.format(prompt.key, { side: game.i18n!.localize(SIDE_NAMES[prompt.side]) });
  // Only the enemies carry Morale; the PCs' side is a reminder for the GM's hirelings.
  return foundry.applications.handlebars.renderTemplate(MORALE_PROMPT, { text, side: prompt.side, button: prompt.side === "enemies" });
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
  for (const prompt of due.prompts) await post({ whisper, content: await promptHtml(prompt) });
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
        if (!combat) return;
        button.disabled = true;
        void rollSide(combat);
      });
    }
  });
}
