/**
 * What every roll dialog shows above its options, as plain data: who the roll is aimed at with
 * the number that matters against each, the roll itself, and what it costs. Each ruleset's pure
 * summary function fills it for the form's current choices; the glue and the gallery turn it
 * into words with the same `summaryView`, so the dialog opens and updates with the same text.
 */
import type { OddsView } from "./play/odds";

/** A sentence as a lang key, the values of its placeholders, and placeholders that are words of their own (lang keys). */
export interface LangLine {
  key: string;
  data: Readonly<Record<string, string | number>>;
  terms?: Readonly<Record<string, string>>;
}

export const line = (key: string, data: Readonly<Record<string, string | number>> = {}, terms?: Readonly<Record<string, string>>): LangLine => ({ key, data, ...(terms ? { terms } : {}) });

/** A modifier as the table reads it: "+2", "+0", "−1" with a true minus sign (U+2212). */
export const signed = (n: number): string => (n >= 0 ? `+${n}` : `\u2212${-n}`);

export interface SummaryTarget {
  /** the name its token shows */
  name: string;
  /** the number that matters against it; null when the rules refuse the roll at it (the odds say why) */
  line: LangLine | null;
}

export interface DialogSummary {
  targets: readonly SummaryTarget[];
  /** the roll when it is the same for every target, or when there is no target */
  roll: LangLine | null;
  /** the total cost of everything the dialog's choices pay for */
  cost: LangLine;
}

/** The words of a summary, with the `data-fact` name each live part is found by. */
export interface SummaryView {
  targets: { name: string; text: string; fact: string }[];
  roll: string;
  cost: string;
}

type Format = (key: string, data: Readonly<Record<string, string | number>>) => string;

export function summaryView(summary: DialogSummary, format: Format): SummaryView {
  const words = (terms: LangLine["terms"]) => Object.fromEntries(Object.entries(terms ?? {}).map(([k, key]) => [k, format(key, {})]));
  const say = (l: LangLine | null) => (l ? format(l.key, { ...l.data, ...words(l.terms) }) : "");
  return {
    targets: summary.targets.map((t, i) => ({ name: t.name, text: say(t.line), fact: `target-${i}` })),
    roll: say(summary.roll),
    cost: say(summary.cost),
  };
}

/** The live parts of a summary by `data-fact` name, to refresh an open dialog in place. */
export function summaryFacts(view: SummaryView): Record<string, string> {
  return { roll: view.roll, cost: view.cost, ...Object.fromEntries(view.targets.map((t) => [t.fact, t.text])) };
}

/** The shared roll form's labels for the two edges: boon/bane in contest, advantage/disadvantage in energy. */
export interface EdgeLabels {
  legend: string;
  up: string;
  down: string;
}

export interface RollDialogInput {
  edge: number;
  edgeLabels: EdgeLabels;
  /** the Strike's cover select (contest) */
  showCover: boolean;
  /** a Strike's choice of Fighting Style: labels are names users typed, shown as text */
  styles: readonly { id: string; label: string }[];
  rollModes: Record<string, string>;
  rollMode: string;
  summary: SummaryView;
  odds?: OddsView & { note: string };
}

/** The shared roll dialog's template context (templates/shared/dialog/roll-dialog.hbs). */
export function rollDialogContext(input: RollDialogInput) {
  return {
    edge: input.edge,
    edgeLegend: input.edgeLabels.legend,
    edgeUp: input.edgeLabels.up,
    edgeDown: input.edgeLabels.down,
    showCover: input.showCover,
    styles: input.styles,
    rollModes: input.rollModes,
    rollMode: input.rollMode,
    summary: input.summary,
    ...(input.odds ? { odds: input.odds } : {}),
  };
}
