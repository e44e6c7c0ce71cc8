import type { Edge } from "../core/dice/edge";
import type { OddsLine } from "../core/play/odds";
import { readRollForm, type RollForm, type RollRequest } from "../core/roll-options";
import { emptyOdds, watchOdds, withOdds, type DialogOdds } from "./dialog-odds";
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

/** The roll form's odds: its fields read as askRoll reads them when the roll is made. */
export function rollFormOdds(odds: RollOdds): DialogOdds {
  return { lines: (form) => odds.lines({ modifier: form.modifier, edge: form.edge, cover: coverOf(form.data), style: String(form.data.style ?? "") }), note: odds.note };
}

/**
 * Asks for situational modifier, boon/bane, cover and roll mode, unless the click's modifier
 * keys already said (Shift: fast-forward; Alt: boon; Ctrl/Cmd: bane). Null when cancelled.
 * With `odds`, the dialog shows them for its current choices.
 */
export async function askRoll(
  title: string,
  request: RollRequest,
  opts: { showCover?: boolean; edgeLabels?: { up: string; down: string }; odds?: RollOdds; styles?: readonly { id: string; label: string }[] } = {},
): Promise<RollChoices | null> {
  const rollMode = game.settings!.get("core", "rollMode") as string;
  if (request.fastForward) return { modifier: 0, edge: request.edge, cover: "none", rollMode, style: "" };
  const form = await askRollForm(title, "systems/manifold/templates/shared/dialog/roll-dialog.hbs", {
    edge: request.edge,
    showCover: opts.showCover ?? false,
    // Each ruleset names its edge: boon/bane in contest, advantage/disadvantage in energy.
    edgeUp: opts.edgeLabels?.up ?? "MANIFOLD.contest.Edge.boon",
    edgeDown: opts.edgeLabels?.down ?? "MANIFOLD.contest.Edge.bane",
    rollModes: rollModeLabels(),
    rollMode,
    // A Strike's choice of Fighting Style (contest): labels are names users typed, shown as text.
    styles: opts.styles ?? [],
  }, opts.odds ? rollFormOdds(opts.odds) : undefined);
  if (!form) return null;
  const { data } = form;
  return {
    modifier: form.modifier,
    edge: form.edge,
    cover: coverOf(data),
    rollMode: String(data.rollMode ?? rollMode),
    style: typeof data.style === "string" ? data.style : "",
  };
}

/** Roll modes as value -> label key; v13 stores each mode as {label, icon}, older cores as a string. */
export function rollModeLabels(): Record<string, string> {
  const modes = rollModeTable();
  return Object.fromEntries(Object.entries(modes).map(([key, mode]) => [key, typeof mode === "string" ? mode : mode.label]));
}

/**
 * Shows a roll form and reads what every form has: the situational modifier (a mistyped one is
 * refused with a message) and advantage or disadvantage. Null when cancelled or refused. With
 * `odds`, the template's odds block is filled for the default choices and again on every change.
 */
export async function askRollForm(title: string, template: string, context: Record<string, unknown>, odds?: DialogOdds): Promise<RollForm | null> {
  const rendered = await foundry.applications.handlebars.renderTemplate(template, odds ? { ...context, odds: emptyOdds(odds) } : context);
  const content = odds ? await withOdds(rendered, odds) : rendered;
  const data = (await foundry.applications.api.DialogV2.input({
    window: { title },
    content,
    ok: { label: "MANIFOLD.Roll.Roll", icon: "fa-solid fa-dice-d20" },
    ...(odds ? { render: (_event: Event, dialog: { element: HTMLElement }) => watchOdds(dialog.element, odds) } : {}),
  })) as Record<string, unknown> | null;
  if (!data) return null;
  const read = readRollForm(data);
  if (!read.ok) {
    ui.notifications?.error(game.i18n!.localize(read.error));
    return null;
  }
  return read.form;
}
