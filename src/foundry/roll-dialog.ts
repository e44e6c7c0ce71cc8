import type { Edge } from "../core/dice/edge";
import type { OddsLine } from "../core/play/odds";
import { readRollForm, type RollForm, type RollRequest } from "../core/roll-options";
import { rollDialogContext, type DialogSummary, type EdgeLabels } from "../core/roll-dialog";
import { emptyOdds, openingSummary, watchOdds, withOdds, type DialogOdds } from "./dialog-odds";
import { rollModeTable } from "./lookup";

export interface RollChoices {
  modifier: number;
  edge: Edge;
  cover: "none" | "low" | "high" | "full";
  rollMode: string;
  /** the option picked in the dialog's style list ("" = the first, the default) */
  style: string;
}

/** Odds an attack shows in the roll dialog, from the dialog's modifier, edge and cover. */
export interface RollOdds {
  lines(choices: Omit<RollChoices, "rollMode">): readonly OddsLine[];
  note?: string;
}

const COVERS: readonly RollChoices["cover"][] = ["none", "low", "high", "full"];
const coverOf = (data: Record<string, unknown>): RollChoices["cover"] => (COVERS.includes(data.cover as RollChoices["cover"]) ? (data.cover as RollChoices["cover"]) : "none");

/** The roll form's choices as askRoll reads them when the roll is made. */
const choicesOf = (form: RollForm) => ({ modifier: form.modifier, edge: form.edge, cover: coverOf(form.data), style: String(form.data.style ?? "") });

/** The roll form's odds: its fields read as askRoll reads them when the roll is made. */
export function rollFormOdds(odds: RollOdds): DialogOdds {
  return { lines: (form) => odds.lines(choicesOf(form)), note: odds.note };
}

/** Contest names its edge boon and bane; energy advantage and disadvantage. */
export const BOON_LABELS: EdgeLabels = { legend: "MANIFOLD.Roll.Edge", up: "MANIFOLD.contest.Edge.boon", down: "MANIFOLD.contest.Edge.bane" };

/**
 * Asks for situational modifier, boon/bane, cover and roll mode, unless the click's modifier
 * keys already said (Shift: fast-forward; Alt: boon; Ctrl/Cmd: bane). Null when cancelled.
 * The dialog names the target and the number that matters (`summary`, kept current as the
 * choices change), and with `odds` shows them for its current choices.
 */
export async function askRoll(
  title: string,
  request: RollRequest,
  opts: {
    summary: (choices: Omit<RollChoices, "rollMode">) => DialogSummary;
    showCover?: boolean;
    edgeLabels?: EdgeLabels;
    odds?: RollOdds;
    styles?: readonly { id: string; label: string }[];
  },
): Promise<RollChoices | null> {
  const rollMode = game.settings!.get("core", "rollMode") as string;
  if (request.fastForward) return { modifier: 0, edge: request.edge, cover: "none", rollMode, style: "" };
  const live: DialogOdds = { ...(opts.odds ? rollFormOdds(opts.odds) : {}), summary: (form) => opts.summary(choicesOf(form)) };
  const context = rollDialogContext({
    edge: request.edge,
    edgeLabels: opts.edgeLabels ?? BOON_LABELS,
    showCover: opts.showCover ?? false,
    styles: opts.styles ?? [],
    rollModes: rollModeLabels(),
    rollMode,
    summary: openingSummary(live, { data: {}, modifier: 0, edge: request.edge })!,
  });
  const form = await askRollForm(title, "systems/manifold/templates/shared/dialog/roll-dialog.hbs", context, live);
  if (!form) return null;
  return { ...choicesOf(form), rollMode: String(form.data.rollMode ?? rollMode), style: typeof form.data.style === "string" ? form.data.style : "" };
}

/** Roll modes as value -> label key; v13 stores each mode as {label, icon}, older cores as a string. */
export function rollModeLabels(): Record<string, string> {
  const modes = rollModeTable();
  return Object.fromEntries(Object.entries(modes).map(([key, mode]) => [key, typeof mode === "string" ? mode : mode.label]));
}

/**
 * Shows a roll form and reads what every form has: the situational modifier (a mistyped one is
 * refused with a message) and advantage or disadvantage. Null when cancelled or refused. With
 * `live`, the template's summary and odds block are filled for the default choices and again on
 * every change.
 */
export async function askRollForm(
  title: string,
  template: string,
  context: Record<string, unknown>,
  live?: DialogOdds,
  ok: { label: string; icon: string } = { label: "MANIFOLD.Roll.Roll", icon: "fa-solid fa-dice-d20" },
): Promise<RollForm | null> {
  const withBlock = live?.lines ? { ...context, odds: emptyOdds(live) } : context;
  const rendered = await foundry.applications.handlebars.renderTemplate(template, withBlock);
  const content = live ? await withOdds(rendered, live) : rendered;
  const data = (await foundry.applications.api.DialogV2.input({
    window: { title },
    content,
    ok,
    ...(live ? { render: (_event: Event, dialog: { element: HTMLElement }) => watchOdds(dialog.element, live) } : {}),
  })) as Record<string, unknown> | null;
  if (!data) return null;
  const read = readRollForm(data);
  if (!read.ok) {
    ui.notifications?.error(game.i18n!.localize(read.error));
    return null;
  }
  return read.form;
}
