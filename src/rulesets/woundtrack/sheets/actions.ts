/**
 * The sheet's Wound Track actions, each the play step the scenario tests play, checked against the
 * sheet's allow-list and written by the shared executor on this user's own authority, then told in
 * one chat line: an action item taken (or declared as a long action), a long action given up, the
 * creatures it ignores, a recovery check, a short rest and a long rest. A refusal is said in words
 * and changes nothing; no die is thrown for a step the rules refuse.
 */
import { RuleError } from "../../../core/errors";
import { escapeHtml } from "../../../core/html";
import { takeDice, type DiceNeed, type Taken, type TakenDie } from "../../../core/play/dice";
import { writeAlone } from "../../../core/play/execute";
import { PUBLIC } from "../../../core/play/port";
import type { Outcome } from "../../../core/play/types";
import { post, speaker, targetsOf } from "../../../foundry/docs";
import { dialogInput } from "../../../foundry/lookup";
import { notifyError } from "../../../foundry/play/press";
import { foundryPort } from "../../../foundry/play/port";
import { throwNeeds } from "../../../foundry/play/throw";
import { creatureOf, sideOf } from "../adapter";
import { act } from "../act";
import { checkDie } from "../settings";
import { cancelLongStep } from "../play/actions";
import { longRestNeeds, longRestStep, recoveryNeeds, recoveryStep, retrieveStep, shortRestStep, sleepHours, tendingBonus } from "../play/recovery";
import { WOUNDTRACK_SHEET_ALLOW } from "../play/allow";
import { trackOf } from "../play/side";
import { recoverableLevels } from "../rules/recovery";
import type { WoundLevel } from "../rules/wounds";
import { LEVEL } from "./item-context";

export const tell = (actor: Actor.Implementation, ...lines: string[]) => post({ speaker: speaker(actor), content: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("") });

/** Recovery and rests touch only the creature's own lasting pools: written on the owner's own authority. */
async function apply(actor: Actor.Implementation, outcome: Outcome<null>, line: string): Promise<void> {
  await writeAlone(foundryPort, actor, outcome, WOUNDTRACK_SHEET_ALLOW, { kind: "author", owns: { attacker: actor.isOwner, defender: actor.isOwner } });
  await tell(actor, line);
}

export const say = (key: string, data: Record<string, string | number> = {}) => game.i18n!.format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));

export async function guarded(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    notifyError(err);
  }
}

const thrown = async (needs: readonly DiceNeed[]): Promise<Taken[]> => (needs.length ? takeDice(needs, await throwNeeds(needs, PUBLIC)) : []);

/** Stand-in faces for asking a step before any die is thrown, so a refusal costs no roll. */
export const standIn = (needs: readonly DiceNeed[]): TakenDie[] => needs.map(() => ({ faces: [1], kept: 1 }));

export const cancelLong = (actor: Actor.Implementation) =>
  guarded(async () => {
    const side = sideOf(actor);
    cancelLongStep(side);
    if (await act(actor, { kind: "cancel" })) await tell(actor, say("MANIFOLD.woundtrack.Log.CancelLong", { name: actor.name, action: side.combatant?.long.action ?? "" }));
  });

/** Ignores every creature this user targets (woundtrack.ignore.1): their attacks become rear attacks. */
export const ignoreTargets = (actor: Actor.Implementation) =>
  guarded(async () => {
    const targets = targetsOf().flatMap((t) => (t.actor && t.actor.uuid !== actor.uuid ? [t.actor] : []));
    if (!targets.length) throw new RuleError("MANIFOLD.woundtrack.Error.NoTargets", {});
    for (const target of targets) {
      if (await act(actor, { kind: "ignore", uuid: target.uuid, on: true })) await tell(actor, say("MANIFOLD.woundtrack.Log.Ignore", { name: actor.name, target: target.name }));
    }
  });

/** Stops ignoring one creature (on its own turn only, woundtrack.ignore.5). */
export const stopIgnoring = (actor: Actor.Implementation, uuid: string, targetName: string) =>
  guarded(async () => {
    if (await act(actor, { kind: "ignore", uuid, on: false })) await tell(actor, say("MANIFOLD.woundtrack.Log.StopIgnoring", { name: actor.name, target: targetName }));
  });

/** Asks which wound a recovery result heals when it could heal more than one; the best is offered first. */
async function chooseWound(options: readonly WoundLevel[]): Promise<WoundLevel | undefined> {
  if (options.length < 2) return undefined;
  const best = options.at(-1)!;
  const choices = [...options].reverse().map((l) => `<option value="${l}"${l === best ? " selected" : ""}>${escapeHtml(say(LEVEL[l]))}</option>`).join("");
  const content = `<div class="form-group"><label for="woundtrack-heal">${escapeHtml(say("MANIFOLD.woundtrack.Sheet.HealWhich"))}</label><select id="woundtrack-heal" name="level">${choices}</select></div>`;
  const answer = await dialogInput({ window: { title: "MANIFOLD.woundtrack.Sheet.Recovery" }, content });
  const level = String(answer?.level ?? "");
  // Closing the dialog after the dice are thrown keeps the check: the best wound heals.
  return (options as readonly string[]).includes(level) ? (level as WoundLevel) : undefined;
}

/** A recovery check granted by an ability or the GM (woundtrack.recovery.6-10): the player picks the wound among those it can heal. */
export const recoveryCheck = (actor: Actor.Implementation) =>
  guarded(async () => {
    const side = sideOf(actor);
    const needs = recoveryNeeds(checkDie("standard"));
    recoveryStep(side, standIn(needs));
    const dice = await thrown(needs);
    const first = recoveryStep(side, dice);
    const named = await chooseWound(recoverableLevels(trackOf(side), first.report.result));
    const { outcome, report } = named ? recoveryStep(side, dice, named) : first;
    const line = report.healed
      ? say("MANIFOLD.woundtrack.Log.RecoveryHealed", { name: actor.name, result: report.result, level: say(LEVEL[report.healed]) })
      : say("MANIFOLD.woundtrack.Log.RecoveryNone", { name: actor.name, result: report.result });
    await apply(actor, outcome, line);
  });

/** The day on the world's clock: long rests are counted by it (woundtrack.rest.5). */
const worldDay = () => Math.floor((game.time?.worldTime ?? 0) / 86_400);

/** Mana an effect invested, taken back as it ends (woundtrack.mana.5): the player says how much. */
export const retrieveMana = (actor: Actor.Implementation) =>
  guarded(async () => {
    const invested = sideOf(actor).system.mana.invested;
    const content = `<div class="form-group"><label for="woundtrack-retrieve">${escapeHtml(say("MANIFOLD.woundtrack.Sheet.RetrieveHow"))}</label><input id="woundtrack-retrieve" type="number" name="amount" min="1" max="${invested}" step="1" value="${invested}"></div>`;
    const answer = await dialogInput({ window: { title: "MANIFOLD.woundtrack.Sheet.Retrieve" }, content });
    if (!answer) return;
    const amount = Number(answer.amount);
    await apply(actor, retrieveStep(sideOf(actor), amount), say("MANIFOLD.woundtrack.Log.Retrieve", { name: actor.name, mana: amount }));
  });

export const shortRest = (actor: Actor.Implementation) => guarded(() => apply(actor, shortRestStep(sideOf(actor)), say("MANIFOLD.woundtrack.Log.ShortRest", { name: actor.name })));

/** The Wound Track creatures this user may see, other than the rester: who may have tended it. */
function tenders(actor: Actor.Implementation): Actor.Implementation[] {
  const all = (game.actors?.contents ?? []) as Actor.Implementation[];
  return all.filter((a) => a.id !== actor.id && (a.type as string).startsWith("woundtrack") && a.testUserPermission(game.user!, "OBSERVER"));
}

/** The long rest's form: the night's sleep, mana taken back, and who tended it with or without a healing kit. */
function longRestForm(actor: Actor.Implementation): string {
  const invested = sideOf(actor).system.mana.invested;
  const slept = `<div class="form-group"><label><input type="checkbox" name="slept" checked> ${escapeHtml(say("MANIFOLD.woundtrack.Sheet.Slept", { hours: sleepHours(sideOf(actor)) }))}</label></div>`;
  // Mana an effect still holds may come back at the rest's end, at the player's word (woundtrack.mana.6).
  const retrieve = invested > 0 ? `<div class="form-group"><label for="woundtrack-retrieve">${escapeHtml(say("MANIFOLD.woundtrack.Sheet.RetrieveAtRest"))}</label><input id="woundtrack-retrieve" type="number" name="retrieve" min="0" max="${invested}" step="1" value="0"></div>` : "";
  const options = [`<option value="">${escapeHtml(say("MANIFOLD.woundtrack.Sheet.NoTender"))}</option>`, ...tenders(actor).map((a) => `<option value="${escapeHtml(a.id ?? "")}">${escapeHtml(a.name)}</option>`)].join("");
  const tended = `<div class="form-group"><label for="woundtrack-tender">${escapeHtml(say("MANIFOLD.woundtrack.Sheet.TendedBy"))}</label><select id="woundtrack-tender" name="tender">${options}</select></div>`;
  const kit = `<div class="form-group"><label><input type="checkbox" name="kit" checked> ${escapeHtml(say("MANIFOLD.woundtrack.Sheet.TenderKit"))}</label></div>`;
  return slept + retrieve + tended + kit;
}

/**
 * A long rest (woundtrack.long.1-10): asked whether it slept a full night in the last 24 hours and
 * who tended it; its recovery check, and the tender's, are thrown when the rest makes one.
 */
export const longRest = (actor: Actor.Implementation) =>
  guarded(async () => {
    const answer = await dialogInput({ window: { title: "MANIFOLD.woundtrack.Sheet.LongRest" }, content: longRestForm(actor) });
    if (!answer) return;
    const side = sideOf(actor);
    const tender = answer.tender ? tenders(actor).find((a) => a.id === answer.tender) : undefined;
    const tended = tender ? { uuid: tender.uuid, bonus: tendingBonus(creatureOf(tender)), kit: !!answer.kit } : undefined;
    const day = { today: worldDay(), retrieve: Number(answer.retrieve ?? 0), ...(tended ? { tended } : {}) };
    const needs = longRestNeeds(side, !!answer.slept, day, checkDie("standard"));
    // Asked first with stand-in dice: in combat, fatally wounded, twice today already or without sleep, nothing is thrown.
    longRestStep(side, !!answer.slept, standIn(needs), day);
    const outcome = longRestStep(side, !!answer.slept, await thrown(needs), day);
    const key = needs.length ? (tender ? "MANIFOLD.woundtrack.Log.LongRestTended" : "MANIFOLD.woundtrack.Log.LongRestChecked") : "MANIFOLD.woundtrack.Log.LongRest";
    await apply(actor, outcome, say(key, { name: actor.name, tender: tender?.name ?? "" }));
  });
