/**
 * The sheet's Die Rank actions, each the play step the scenario tests play, checked against its
 * allow-list and written by the shared executor on this user's own authority, then told in one
 * chat line: standing up, a rest, the survival roll, magical healing and first aid. A refusal
 * is said in words and changes nothing; no die is thrown for a step the rules refuse.
 */
import { RuleError } from "../../../core/errors";
import { escapeHtml } from "../../../core/html";
import { takeDice, type TakenDie } from "../../../core/play/dice";
import { writeAlone } from "../../../core/play/execute";
import { PUBLIC } from "../../../core/play/port";
import type { AllowList } from "../../../core/play/guard";
import type { Outcome } from "../../../core/play/types";
import { post, speaker } from "../../../foundry/docs";
import { dialogInput } from "../../../foundry/lookup";
import { notifyError } from "../../../foundry/play/press";
import { foundryPort } from "../../../foundry/play/port";
import { throwNeeds } from "../../../foundry/play/throw";
import { sideOf } from "../adapter";
import { standUpStep, restStep } from "../play/actions";
import { DIERANK_SHEET_ALLOW, DIERANK_SURVIVAL_ALLOW } from "../play/allow";
import { firstAidNeeds, firstAidStep, healNeeds, magicHealStep } from "../play/heal";
import { survivalNeed, survivalStep } from "../play/survival";
import { FIRST_AID_DIE, type FirstAidKit } from "../rules/survival";

const D = "MANIFOLD.dierank";

async function apply(actor: Actor.Implementation, outcome: Outcome<null>, allow: AllowList, line: string): Promise<void> {
  await writeAlone(foundryPort, actor, outcome, allow, { kind: "author", owns: { attacker: actor.isOwner, defender: actor.isOwner } });
  await post({ speaker: speaker(actor), content: `<p>${escapeHtml(line)}</p>` });
}

const say = (key: string, data: Record<string, string | number> = {}) => game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));

async function guarded(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    notifyError(err);
  }
}

const taken = (faces: number[][], needs: Parameters<typeof takeDice>[0]) => takeDice(needs, faces) as TakenDie[];

export const standUp = (actor: Actor.Implementation) => guarded(() => apply(actor, standUpStep(sideOf(actor)), DIERANK_SHEET_ALLOW, say("MANIFOLD.dierank.Log.StandUp", { name: actor.name })));

export const rest = (actor: Actor.Implementation) => guarded(() => apply(actor, restStep(sideOf(actor)), DIERANK_SHEET_ALLOW, say("MANIFOLD.dierank.Log.Rest", { name: actor.name })));

/** The survival roll a lethal knock-out owes: the FOR die, then the band's outcome. */
export const survivalRoll = (actor: Actor.Implementation) =>
  guarded(async () => {
    const side = sideOf(actor);
    if (!side.system.survivalOwed) throw new RuleError("MANIFOLD.dierank.Error.NoSurvivalOwed", {});
    const needs = [survivalNeed(side)];
    const [die] = taken(await throwNeeds(needs, PUBLIC), needs);
    const { outcome, band } = survivalStep(side, die!);
    await apply(actor, outcome, DIERANK_SURVIVAL_ALLOW, say("MANIFOLD.dierank.Log.Survival", { name: actor.name, face: die!.kept, band: say(`${D}.Survival.${band}`) }));
  });

/** Magical healing of the amount the spell or potion gives (a ritual: all), asked in a small dialog. */
export const magicHeal = (actor: Actor.Implementation) =>
  guarded(async () => {
    const content = `<div class="form-group"><label for="dierank-heal-amount">${escapeHtml(say("MANIFOLD.dierank.Heal.Amount"))}</label><input id="dierank-heal-amount" type="number" name="amount" value="1" min="1" max="999" step="1" autofocus></div>
<div class="form-group"><label><input type="checkbox" name="ritual"> ${escapeHtml(say("MANIFOLD.dierank.Heal.Ritual"))}</label></div>`;
    const answer = await dialogInput({ window: { title: "MANIFOLD.dierank.Sheet.Magic" }, content });
    if (!answer) return;
    const amount = Number(answer.amount);
    const ritual = !!answer.ritual;
    const side = sideOf(actor);
    // Asked first with a stand-in die, so a bad amount is refused before any die is thrown.
    magicHealStep(side, { amount, ritual }, [{ faces: [4], kept: 4 }]);
    const needs = healNeeds(side, ritual);
    const dice = needs.length ? taken(await throwNeeds(needs, PUBLIC), needs) : [];
    const outcome = magicHealStep(side, { amount, ritual }, dice);
    await apply(actor, outcome, DIERANK_SURVIVAL_ALLOW, say("MANIFOLD.dierank.Log.Magic", { name: actor.name }));
  });

/** The creatures this user may give first aid with: those it owns, the patient aside, its own character first. */
function aiders(patient: Actor.Implementation): Actor.Implementation[] {
  const all = (game.actors?.contents ?? []) as unknown as Actor.Implementation[];
  const own = all.filter((a) => a.isOwner && a.id !== patient.id && (a.type as string).startsWith("dierank"));
  const mine = game.user?.character as Actor.Implementation | null | undefined;
  return mine ? [...own.filter((a) => a.id === mine.id), ...own.filter((a) => a.id !== mine.id)] : own;
}

/** First aid on a mortally wounded creature: the aider's INT against the bandages' difficulty die, one try. */
export const firstAid = (patient: Actor.Implementation) =>
  guarded(async () => {
    const side = sideOf(patient);
    // Refused before any die or dialog: not mortally wounded, or tried already.
    firstAidStep(side, [{ faces: [1], kept: 1 }, { faces: [2], kept: 2 }]);
    const helpers = aiders(patient);
    if (!helpers.length) throw new RuleError("MANIFOLD.dierank.Error.NoAider", {});
    const options = helpers.map((a) => `<option value="${a.id}">${escapeHtml(a.name)}</option>`).join("");
    const kits = (Object.keys(FIRST_AID_DIE) as FirstAidKit[]).map((k) => `<option value="${k}">${escapeHtml(say(`${D}.Heal.Kit.${k}`))} (d${FIRST_AID_DIE[k]})</option>`).join("");
    const content = `<div class="form-group"><label for="dierank-aider">${escapeHtml(say("MANIFOLD.dierank.Heal.Aider"))}</label><select id="dierank-aider" name="aider">${options}</select></div>
<div class="form-group"><label for="dierank-kit">${escapeHtml(say("MANIFOLD.dierank.Heal.KitLabel"))}</label><select id="dierank-kit" name="kit">${kits}</select></div>`;
    const answer = await dialogInput({ window: { title: "MANIFOLD.dierank.Sheet.FirstAid" }, content });
    if (!answer) return;
    const aider = helpers.find((a) => a.id === answer.aider);
    const kit = String(answer.kit) as FirstAidKit;
    if (!aider || !(kit in FIRST_AID_DIE)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "firstAid" });
    const needs = firstAidNeeds(sideOf(aider), kit);
    const dice = taken(await throwNeeds(needs, PUBLIC), needs);
    const { outcome, saved } = firstAidStep(side, dice);
    await apply(patient, outcome, DIERANK_SURVIVAL_ALLOW, say(saved ? "MANIFOLD.dierank.Log.FirstAidSaved" : "MANIFOLD.dierank.Log.FirstAidFailed", { name: patient.name, aider: aider.name, int: dice[0]!.kept, difficulty: dice[1]!.kept }));
  });

