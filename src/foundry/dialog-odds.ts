/**
 * The live parts of a roll dialog, kept current as the player changes the form: the summary at
 * its top (targets with their number, the roll, the total cost) and the odds block. Thin DOM
 * wiring: read the form, hand it to the ruleset's pure functions, put their words in place.
 */
import type { OddsLine } from "../core/play/odds";
import { oddsView } from "../core/play/odds";
import { readRollForm, type RollForm } from "../core/roll-options";
import { summaryFacts, summaryView, type DialogSummary } from "../core/roll-dialog";

export const ODDS_TEMPLATE = "systems/manifold/templates/shared/dialog/odds.hbs";

/** What a dialog keeps live: the odds lines and the summary for a form's current choices. */
export interface DialogOdds {
  lines?(form: RollForm): readonly OddsLine[];
  note?: string;
  summary?(form: RollForm): DialogSummary;
}

/** The context the odds partial renders, before any row is known. */
export const emptyOdds = (odds: DialogOdds) => ({ caption: "", columns: [], rows: [], note: odds.note ?? "" });

const formatter = () => {
  const i18n = game.i18n!;
  return (key: string, data: Readonly<Record<string, string | number>>) => i18n.format(key, data as Record<string, string>);
};

/** The summary's words for choices as the dialog opens (the form's defaults). */
export function openingSummary(odds: DialogOdds, form: RollForm) {
  return odds.summary ? summaryView(odds.summary(form), formatter()) : null;
}

function readForm(form: HTMLFormElement) {
  return readRollForm(Object.fromEntries(new FormData(form)) as Record<string, unknown>);
}

function linesFor(form: HTMLFormElement, odds: DialogOdds): readonly OddsLine[] {
  const read = readForm(form);
  // A modifier still being typed ("+", "-1a") shows why there are no odds instead of stale ones.
  if (!read.ok) return [{ target: "", against: [], values: [], refusal: { key: read.error, data: {} } }];
  return odds.lines?.(read.form) ?? [];
}

/** Puts the summary's words for the form's current choices in place; a half-typed modifier leaves them. */
function fillSummary(form: HTMLFormElement, odds: DialogOdds): void {
  const read = readForm(form);
  if (!odds.summary || !read.ok) return;
  const facts = summaryFacts(summaryView(odds.summary(read.form), formatter()));
  for (const el of form.querySelectorAll<HTMLElement>("[data-fact]")) {
    const text = facts[el.dataset.fact ?? ""];
    if (text !== undefined && el.textContent !== text) el.textContent = text;
    // An empty line (nothing to pay) is hidden, not drawn bare.
    if (text !== undefined && (el.dataset.fact === "roll" || el.dataset.fact === "cost")) el.closest("p")?.toggleAttribute("hidden", text === "");
  }
}

/**
 * Renders the live parts for the form's current choices in place of the old ones. `current` says
 * whether these choices are still the newest once the odds template has rendered.
 */
export async function fillOdds(form: HTMLFormElement, odds: DialogOdds, current: () => boolean = () => true): Promise<void> {
  try {
    fillSummary(form, odds);
    if (!form.querySelector("[data-odds]") || !odds.lines) return;
    const i18n = game.i18n!;
    const view = oddsView(linesFor(form, odds), i18n.lang, (key, data) => i18n.format(key, data as Record<string, string>));
    // A roll the rules refuse at every target, or one with no chance at all, is not offered.
    const roll = form.querySelector<HTMLButtonElement>('button[data-action="ok"]');
    if (roll) roll.disabled = view.blocked;
    const html = await foundry.applications.handlebars.renderTemplate(ODDS_TEMPLATE, { ...view, note: odds.note ?? "" });
    const block = form.querySelector("[data-odds]");
    if (!block || !current()) return;
    // The block itself stays (a live region is announced only while it stays); its contents change.
    const fresh = document.createElement("template");
    fresh.innerHTML = html;
    block.replaceChildren(...(fresh.content.querySelector("[data-odds]")?.childNodes ?? []));
  } catch (err) {
    // The odds and the summary are advice: a fault in them is logged and never stands between the player and the roll.
    console.error("Manifold | odds", err);
  }
}

/** The dialog's content with its live parts filled for the default choices, so it opens with them. */
export async function withOdds(content: string, odds: DialogOdds): Promise<string> {
  const form = document.createElement("form");
  form.innerHTML = content;
  await fillOdds(form, odds);
  return form.innerHTML;
}

/** Recomputes the live parts whenever a field of the dialog's form changes. */
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
  // Once more now the dialog's own buttons exist: the Roll button follows the opening choices.
  refresh();
}
