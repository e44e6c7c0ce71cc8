import type { RollRequest } from "../../core/roll-options";
import { inForce } from "../../core/status";
import { askRoll } from "../../foundry/roll-dialog";
import { ExplodingRoll } from "../../foundry/dice/exploding-roll";
import { conditionsOf, derivedOf, plainActor, plainItem } from "./adapter";
import { ENERGY_STATUSES } from "./rules/conditions";
import type { EnergyDerived } from "./rules/derived";
import { initiativeRoll } from "./play/initiative";
import { notifyError } from "../../foundry/play/press";
import { LONG_REST, SHORT_REST } from "./rules/rest";
import { brokenGear, ENERGY_REST_ALLOW, parseRestChoice, restStep } from "./play/rest";
import { writeAlone } from "../../core/play/execute";
import { foundryPort } from "../../foundry/play/port";
import { escapeHtml } from "../../core/html";
import { initiativeFormula } from "./settings";
import { RuleError } from "./rules/errors";
import { defenseRollStep } from "./play/defense";
import { defenseSummary } from "./play/dialog";
import { notify } from "../../foundry/notify";
import { rollToChat } from "../../foundry/docs";
import { dialogInput } from "../../foundry/lookup";

const EDGE_LABELS = { legend: "MANIFOLD.energy.Dialog.Edge", up: "MANIFOLD.energy.Card.Advantage", down: "MANIFOLD.energy.Card.Disadvantage" };

/** A Defense roll from the sheet: the step says which exploding die, bonus and edge; Foundry throws it. */
export async function rollDefense(actor: Actor.Implementation, key: string, request: RollRequest): Promise<void> {
  const derived = derivedOf<EnergyDerived>(actor);
  if (!derived) return;
  const label = `MANIFOLD.energy.Defense.${key}`;
  const snap = { derived, conditions: inForce(ENERGY_STATUSES, conditionsOf(actor)) };
  const choices = await askRoll(game.i18n!.localize(label), request, { edgeLabels: EDGE_LABELS, summary: (c) => defenseSummary(snap, key, c) });
  if (!choices) return;
  let throwing;
  try {
    throwing = defenseRollStep(snap, { key, edge: choices.edge, modifier: choices.modifier });
  } catch (err) {
    return void notifyError(err);
  }
  const roll = await ExplodingRoll.throwChain({ faces: throwing.faces, edge: throwing.edge, bonus: throwing.bonus, label: throwing.label });
  await rollToChat(roll, { speaker: ChatMessage.getSpeaker({ actor }), flavor: game.i18n!.localize(throwing.label) }, choices.rollMode);
}

const initiativeBonus = (actor: Actor.Implementation): number => derivedOf<EnergyDerived>(actor)?.initiative.total ?? 0;

/** Throws an Initiative roll with Foundry and posts it, in the roll mode given (the user's own when none). */
async function throwFormula(actor: Actor.Implementation, formula: string, rollMode?: string): Promise<number> {
  const roll = new foundry.dice.Roll(formula);
  await roll.evaluate();
  await rollToChat(roll, { speaker: ChatMessage.getSpeaker({ actor }), flavor: game.i18n!.localize("MANIFOLD.energy.Initiative.Roll") }, rollMode);
  return roll.total ?? 0;
}

/** Throws the creature's Initiative roll (the world setting, `1d20 + Initiative` by default), in `rollMode`. */
export const throwInitiative = (actor: Actor.Implementation, rollMode: string): Promise<number> => throwFormula(actor, initiativeRoll(initiativeFormula(), initiativeBonus(actor)), rollMode);

/** The Broken armour and shields to mend, as checkboxes; empty when nothing is broken. */
function repairForm(actor: Actor.Implementation): string {
  const broken = brokenGear(actor.items.contents.map(plainItem));
  if (!broken.length) return "";
  const boxes = broken.map((i) => `<label class="check"><input type="checkbox" name="repair.${escapeHtml(i.id ?? "")}"> ${escapeHtml(i.name)}</label>`).join("<br>");
  return `<p>${game.i18n!.localize("MANIFOLD.energy.Rest.Repair")}</p>${boxes}`;
}

/** The Short Rest dialog: its minutes, the Recovery Surges to spend, and the Broken gear to mend. */
function shortRestForm(actor: Actor.Implementation, derived: EnergyDerived): string {
  const system = plainActor(actor).system;
  const i18n = game.i18n!;
  return `<div class="form-group"><label>${i18n.format("MANIFOLD.energy.Rest.Minutes", { min: String(SHORT_REST.minMinutes), max: String(SHORT_REST.maxMinutes) })}</label><input type="number" name="minutes" value="${SHORT_REST.minMinutes}" min="${SHORT_REST.minMinutes}" max="${SHORT_REST.maxMinutes}" step="1"></div>
<div class="form-group"><label>${i18n.format("MANIFOLD.energy.Rest.Surges", { have: String(system.surges.value), value: String(derived.recoveryValue) })}</label><input type="number" name="surges" value="0" min="0" max="${system.surges.value}" step="1"></div>${repairForm(actor)}`;
}

/** The Long Rest dialog: the hours slept, and the Broken gear to mend. */
function longRestForm(actor: Actor.Implementation): string {
  const label = game.i18n!.format("MANIFOLD.energy.Rest.Sleep", { min: String(LONG_REST.minSleep), max: String(LONG_REST.hours) });
  return `<div class="form-group"><label>${label}</label><input type="number" name="sleep" value="${LONG_REST.hours}" min="0" max="24" step="1"></div>${repairForm(actor)}`;
}

/** What the rest dialog answered, as the rest step reads it. */
function restChoice(kind: "short" | "long", answer: Record<string, unknown>): unknown {
  const flat = foundry.utils.flattenObject(answer) as Record<string, unknown>;
  const repair = Object.entries(flat).filter(([k, v]) => k.startsWith("repair.") && v === true).map(([k]) => k.slice("repair.".length));
  return kind === "long" ? { kind, sleep: Number(flat.sleep), repair } : { kind, minutes: Number(flat.minutes), surges: Number(flat.surges ?? 0), repair };
}

/** Short or Long Rest from the sheet: the rest step decides, the outcome is written to the actor and its items. */
export async function takeRest(actor: Actor.Implementation, kind: string): Promise<void> {
  const derived = derivedOf<EnergyDerived>(actor);
  if (!derived) return;
  const long = kind === "long";
  const content = long ? longRestForm(actor) : shortRestForm(actor, derived);
  const answer = await dialogInput({ window: { title: long ? "MANIFOLD.energy.Rest.Long" : "MANIFOLD.energy.Rest.Short" }, content });
  if (!answer) return;
  const raw = restChoice(long ? "long" : "short", answer as Record<string, unknown>);
  try {
    const snap = { system: plainActor(actor).system, derived, items: actor.items.contents.map(plainItem), statuses: conditionsOf(actor) };
    const outcome = restStep(snap, parseRestChoice(raw));
    await writeAlone(foundryPort, actor, outcome, ENERGY_REST_ALLOW);
  } catch (err) {
    if (err instanceof RuleError) return void notify("error", err.key, err.data);
    throw err;
  }
  notify("info", kind === "long" ? "MANIFOLD.energy.Rest.LongDone" : "MANIFOLD.energy.Rest.ShortDone", { name: actor.name });
}
