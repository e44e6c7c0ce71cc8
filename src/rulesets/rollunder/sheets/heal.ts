/**
 * The character sheet's healing buttons: lunch, a good night's rest and magical healing, each the
 * play step the scenario tests play (play/rest.ts), checked against its allow-list, written by the
 * shared executor, and told in one chat line. A refusal (no ration left) changes nothing.
 */
import { RuleError } from "../../../core/errors";
import { escapeHtml } from "../../../core/html";
import { writeAlone } from "../../../core/play/execute";
import { PUBLIC } from "../../../core/play/port";
import type { Outcome } from "../../../core/play/types";
import { post, speaker, systemOf } from "../../../foundry/docs";
import { dialogInput, onHook } from "../../../foundry/lookup";
import { notify } from "../../../foundry/notify";
import { foundryPort } from "../../../foundry/play/port";
import { throwNeeds } from "../../../foundry/play/throw";
import { plainActor } from "../adapter";
import { HEAL_SECONDS, healSecondsOf, lunchDice, lunchStep, magicHealStep, restStep, ROLLUNDER_HEAL_ALLOW, type HealSnapshot } from "../play/rest";
import { HEAL_LABELS } from "../rules/labels";
import type { CharacterSystem } from "../rules/types";
import { healLine, parseHealAmount } from "./heal-line";

/**
 * HP and rations are read as stored, since the step's writes are stored: reading them after
 * effects would bake an effect's bonus into the character. The maximum and Level are as played.
 */
function snapshotOf(actor: Actor.Implementation): HealSnapshot {
  const s = plainActor(actor).system as CharacterSystem;
  const stored = systemOf<{ _source: CharacterSystem }>(actor)._source;
  return { hp: { value: stored.hp.value, max: s.hp.max }, level: s.level, rations: stored.rations };
}

/**
 * The outcome written to the character alone, on this user's own authority, then the chat line;
 * a lunch or a rest carries the GM's button that moves the world's clock on by its hours.
 */
async function apply(actor: Actor.Implementation, outcome: Outcome<null>, line: string, seconds = 0): Promise<void> {
  // Healing puts on no condition; a status change here would be refused by the allow-list.
  await writeAlone(foundryPort, actor, outcome, ROLLUNDER_HEAL_ALLOW, { kind: "author", owns: { attacker: actor.isOwner, defender: actor.isOwner } });
  const label = game.i18n!.format("MANIFOLD.rollunder.Heal.Advance", { hours: String(seconds / 3600) });
  const button = seconds ? `<button type="button" data-manifold-advance="${seconds}"><i class="fa-solid fa-clock" inert></i> ${escapeHtml(label)}</button>` : "";
  await post({ speaker: speaker(actor), content: `<p>${escapeHtml(line)}</p>${button}` });
}

/**
 * The clock button on a lunch or rest line: only a GM sees it, and it moves the clock by one of the
 * healings' own lengths, so a forged button can do no more than a real one.
 */
export function registerHealHooks(): void {
  onHook("renderChatMessageHTML", (...args: unknown[]) => {
    const [, html] = args as [ChatMessage.Implementation, HTMLElement];
    for (const button of html.querySelectorAll<HTMLButtonElement>("[data-manifold-advance]")) {
      const seconds = healSecondsOf(button.dataset.manifoldAdvance);
      if (!game.user?.isGM || seconds === null) {
        button.remove();
        continue;
      }
      button.addEventListener("click", () => {
        button.disabled = true;
        void game.time!.advance(seconds).then(() => notify("info", "MANIFOLD.rollunder.Heal.Advanced", { hours: String(seconds / 3600) }));
      });
    }
  });
}

/** Runs one healing; a rule's refusal is said in words, and nothing is written. */
async function guarded(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (err instanceof RuleError) return void notify("warn", err.key, err.data);
    throw err;
  }
}

const format = (key: string, data: Record<string, string | number>) => game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));

/** Lunch: 1d6 + Level for a ration. The step is asked first, so no die is thrown for a refused lunch. */
export const takeLunch = (actor: Actor.Implementation) =>
  guarded(async () => {
    const snap = snapshotOf(actor);
    lunchStep(snap, [[1]]);
    const { outcome, amount } = lunchStep(snap, await throwNeeds(lunchDice(), PUBLIC));
    await apply(actor, outcome, healLine(format, { kind: "lunch", name: actor.name, before: snap.hp.value, outcome, amount }), HEAL_SECONDS.lunch);
  });

/** A good night's rest: all HP (only to 0 from lethal damage) for a ration. */
export const takeRest = (actor: Actor.Implementation) =>
  guarded(async () => {
    const snap = snapshotOf(actor);
    const outcome = restStep(snap);
    await apply(actor, outcome, healLine(format, { kind: "rest", name: actor.name, before: snap.hp.value, outcome, amount: 0 }), HEAL_SECONDS.rest);
  });

/** Magical healing of the amount the spell or potion gives, asked in a small dialog. */
export const magicHeal = (actor: Actor.Implementation) =>
  guarded(async () => {
    const label = game.i18n!.localize("MANIFOLD.rollunder.Heal.Amount");
    const content = `<div class="form-group"><label for="rollunder-magic-amount">${escapeHtml(label)}</label><input id="rollunder-magic-amount" type="number" name="amount" value="1" min="0" max="999" step="1" autofocus></div>`;
    const answer = await dialogInput({ window: { title: HEAL_LABELS.magic }, content });
    if (!answer) return;
    const amount = parseHealAmount(answer.amount);
    if (amount === null) return void notify("error", "MANIFOLD.rollunder.Heal.BadAmount");
    const snap = snapshotOf(actor);
    const outcome = magicHealStep(snap, amount);
    await apply(actor, outcome, healLine(format, { kind: "magic", name: actor.name, before: snap.hp.value, outcome, amount }));
  });
