/**
 * Taking an action from the sheet: the form its check, jump or hurry needs, the refusals asked
 * before a die is thrown, the dice, the order decided by the active GM, and the lines it tells.
 */
import { RuleError } from "../../../core/errors";
import { escapeHtml } from "../../../core/html";
import { PUBLIC } from "../../../core/play/port";
import { dialogInput } from "../../../foundry/lookup";
import { throwNeeds } from "../../../foundry/play/throw";
import { fightingCombatant, rideWorldOf, sideOf } from "../adapter";
import { targetsOf } from "../../../foundry/docs";
import { act } from "../act";
import { checkDie } from "../settings";
import { actionNeeds, declareLongStep, takeActionStep, type TakeOptions } from "../play/actions";
import type { Action } from "../play/side";
import { DEFAULT_HURRY_CHECK, needsForm, takeForm, takeOptionsFrom, UNTRAINED_HORSE_TN, type TakeForm } from "../play/take-form";
import { takeLines } from "../play/take-text";
import { guarded, say, standIn, tell } from "./actions";
import { wantsLong } from "./context";
import { timedRounds } from "../rules/economy";
import { openCheck } from "./check";
import { CARD_AUTOMATIONS } from "../play/check-open";

function actionOf(actor: Actor.Implementation, itemId: string): Action {
  const item = sideOf(actor).items.find((i) => i.id === itemId);
  if (!item || item.type !== "woundtrackAction") throw new RuleError("MANIFOLD.Query.NoItem", {});
  return item;
}

/** A labelled field: the label names its input by id, so a screen reader reads them together. */
const field = (label: string, input: string) => {
  const id = `woundtrack-take-${label.split(".").at(-1)!.toLowerCase()}`;
  return `<div class="form-group"><label for="${id}">${escapeHtml(say(label))}</label><div class="form-fields">${input.replace("<input ", `<input id="${id}" `)}</div></div>`;
};

/** The form: the TN of its check, a jump's run-up, a hurry's check and TN; null when cancelled. */
async function askOptions(action: Action, form: TakeForm): Promise<TakeOptions | null> {
  const parts: string[] = [];
  if (form.check) parts.push(field("MANIFOLD.woundtrack.Take.Tn", `<input type="text" name="tn" inputmode="numeric" value="${form.mount ? UNTRAINED_HORSE_TN : ""}" placeholder="${escapeHtml(say("MANIFOLD.woundtrack.Take.TableRolls"))}" aria-label="${escapeHtml(form.check)}">`), `<p class="hint">${escapeHtml(say("MANIFOLD.woundtrack.Take.TnHint", { check: form.check }))}</p>`);
  if (form.mount) {
    parts.push(field("MANIFOLD.woundtrack.Take.Enemies", `<input type="number" name="enemies" min="0" max="99" step="1" value="0">`));
    parts.push(field("MANIFOLD.woundtrack.Take.Calming", `<input type="number" name="calming" min="0" max="99" step="1" value="0">`));
  }
  if (form.jump) parts.push(`<div class="form-group"><label><input type="checkbox" name="runUp"> ${escapeHtml(say("MANIFOLD.woundtrack.Take.RunUp"))}</label></div>`);
  if (form.ready) {
    const options = form.ready.map((o) => `<option value="${escapeHtml(o.id)}">${escapeHtml(o.name)}</option>`).join("");
    parts.push(`<div class="form-group"><label for="woundtrack-take-ready">${escapeHtml(say("MANIFOLD.woundtrack.Take.Ready"))}</label><div class="form-fields"><select id="woundtrack-take-ready" name="ready">${options}</select></div></div>`);
  }
  if (form.hurry) {
    parts.push(field("MANIFOLD.woundtrack.Take.HurryCheck", `<input type="text" name="hurryCheck" value="${escapeHtml(DEFAULT_HURRY_CHECK)}">`));
    parts.push(field("MANIFOLD.woundtrack.Take.HurryTn", `<input type="text" name="hurryTn" inputmode="numeric" placeholder="${escapeHtml(say("MANIFOLD.woundtrack.Take.NoHurry"))}">`));
  }
  const answer = await dialogInput({ window: { title: action.name }, content: parts.join("") });
  return answer ? takeOptionsFrom(form, answer) : null;
}

/** The combatant of the one token targeted, in the rider's own combat: the creature Mount/Dismount rides. */
function mountTargeted(actor: Actor.Implementation): string | null {
  const targets = targetsOf();
  const combat = fightingCombatant(actor)?.combat;
  if (targets.length !== 1 || !combat) return null;
  return combat.combatants.contents.find((c) => c.tokenId === targets[0]!.id)?.id ?? null;
}

/**
 * An action item taken from the sheet: paid through the gate with its stamina and mana and what
 * Manifold does of it; one that costs more AP than the combatant has is declared as a long action
 * instead (woundtrack.ap.5).
 */
export const takeAction = (actor: Actor.Implementation, itemId: string) =>
  guarded(async () => {
    const side = sideOf(actor);
    const action = actionOf(actor, itemId);
    if (CARD_AUTOMATIONS.includes(action.system.automation)) return openCheck(actor, action);
    if (wantsLong(side.combatant, action.system.ap) || (side.combatant && timedRounds(action.system) > 0)) {
      const c = side.combatant!;
      declareLongStep(side, action);
      const rounds = timedRounds(action.system);
      const line = rounds > 0 ? say("MANIFOLD.woundtrack.Log.DeclareTimed", { name: actor.name, action: action.name, rounds }) : say("MANIFOLD.woundtrack.Log.DeclareLong", { name: actor.name, action: action.name, paid: c.ap, cost: action.system.ap });
      if (await act(actor, { kind: "declare", item: itemId })) await tell(actor, line);
      return;
    }
    const form = takeForm(action, !!side.combatant?.riding, side.items);
    const mount = form.ride ? mountTargeted(actor) : null;
    const dice = { standard: checkDie("standard"), wild: checkDie("wild") };
    // A mount that cannot be ridden is refused before the form opens.
    if (form.ride) takeActionStep(side, action, standIn(actionNeeds(side, action, dice)), { ride: { combatant: mount ?? "" } }, dice, rideWorldOf(actor, mount));
    const asked = needsForm(form) ? await askOptions(action, form) : {};
    if (!asked) return;
    const options: TakeOptions = form.ride ? { ...asked, ride: { combatant: mount ?? "" } } : asked;
    const needs = actionNeeds(side, action, dice, options);
    // Asked first with stand-in dice and no hurry: a refusal costs no roll, and a hurry only lowers the cost.
    const { hurry: _hurry, ...unhurried } = options;
    takeActionStep(side, action, standIn(needs), unhurried, dice, action.system.automation === "mount" ? rideWorldOf(actor, mount) : undefined);
    const faces = needs.length ? await throwNeeds(needs, PUBLIC) : [];
    const done = await act(actor, { kind: "take", item: itemId, faces, options });
    if (!done) return;
    if (done.report) await tell(actor, ...takeLines(actor.name, action.name, done.report, say, (k) => game.i18n!.localize(k)));
  });
