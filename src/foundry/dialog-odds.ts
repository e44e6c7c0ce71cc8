/**
 * The odds block of an attack dialog, kept current as the player changes the form. Thin DOM
 * wiring: read the form, hand it to the ruleset's pure odds function, render the rows template.
 */
import type { OddsLine } from "../core/play/odds";
import { oddsView } from "../core/play/odds";
import { readRollForm, type RollForm } from "../core/roll-options";

export const ODDS_TEMPLATE = "systems/manifold/templates/shared/dialog/odds.hbs";

/** What a dialog needs to show odds: the lines for a form's current choices, and an optional note under them. */
export interface DialogOdds {
  lines(form: RollForm): readonly OddsLine[];
  note?: string;
}

/** The context the odds partial renders, before any row is known. */
export const emptyOdds = (odds: DialogOdds) => ({ caption: "", columns: [], rows: [], note: odds.note ?? "" });

function linesFor(form: HTMLFormElement, odds: DialogOdds): readonly OddsLine[] {
  const data = Object.fromEntries(new FormData(form)) as Record<string, unknown>;
  const read = readRollForm(data);
  // A modifier still being typed ("+", "-1a") shows why there are no odds instead of stale ones.
  if (!read.ok) return [{ target: "", against: [], values: [], refusal: { key: read.error, data: {} } }];
  return odds.lines(read.form);
}

/**
 * Renders the odds block for the form's current choices in place of the old one. `current` says
 * whether these choices are still the newest once the template has rendered.
 */
export async function fillOdds(form: HTMLFormElement, odds: DialogOdds, current: () => boolean = () => true): Promise<void> {
  if (!form.querySelector("[data-odds]")) return;
  try {
    const i18n = game.i18n!;
    const view = oddsView(linesFor(form, odds), i18n.lang, (key, data) => i18n.format(key, data as Record<string, string>));
    const html = await foundry.applications.handlebars.renderTemplate(ODDS_TEMPLATE, { ...view, note: odds.note ?? "" });
    const block = form.querySelector("[data-odds]");
    if (!block || !current()) return;
    // The block itself stays (a live region is announced only while it stays); its contents change.
    const fresh = document.createElement("template");
    fresh.innerHTML = html;
    block.replaceChildren(...(fresh.content.querySelector("[data-odds]")?.childNodes ?? []));
  } catch (err) {
    // The odds are advice: a fault in them is logged and never stands between the player and the roll.
    console.error("Manifold | odds", err);
  }
}

/** The dialog's content with its odds filled for the default choices, so it opens with them. */
export async function withOdds(content: string, odds: DialogOdds): Promise<string> {
  const form = document.createElement("form");
  form.innerHTML = content;
  await fillOdds(form, odds);
  return form.innerHTML;
}

/** Recomputes the odds whenever a field of the dialog's form changes. */
export function watchOdds(root: HTMLElement, odds: DialogOdds): void {
  const form = root instanceof HTMLFormElement ? root : root.querySelector("form");
  if (!form) return;
  let latest = 0;
  const refresh = () => {
    // Typing fires faster than a render finishes: only the newest choices reach the dialog.
    const mine = ++latest;
    void fillOdds(form, odds, () => mine === latest);
  };
  form.addEventListener("input", refresh);
  form.addEventListener("change", refresh);
}
