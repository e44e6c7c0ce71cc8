/**
 * The odds an attack dialog shows before the roll: one line per target (or per case a ruleset
 * splits a target into), each a few named chances. Each ruleset builds its lines from its own
 * exact odds functions; this file only shapes and formats them, so the gallery renders exactly
 * what the dialog does.
 */
import { RuleError } from "../errors";

export interface OddsValue {
  /** lang key of what the chance is of */
  label: string;
  /** the exact chance, 0 to 1 */
  p: number;
  /** a chance of nothing for the roller (both fail): it does not make the roll worth throwing */
  neutral?: boolean;
}

export interface OddsLine {
  /** the target's name; "" when the line speaks for the whole attack */
  target: string;
  /** lang keys naming the case: the defence it is against, a defender who wins ties ... */
  against: string[];
  values: OddsValue[];
  /** the rules refuse this attack as chosen: its reason, and no chances */
  refusal: { key: string; data: Readonly<Record<string, string | number>> } | null;
}

/** One row of the odds table: its target and case, each column's chance as text, or the refusal worded. */
export interface OddsRow {
  target: string;
  against: string[];
  values: string[];
  refusal: string;
}

/** What the odds template prints: a table with a column per kind of chance (lang keys), a row per line. */
export interface OddsView {
  /** the one target every row is about, named once above the table; "" with several */
  caption: string;
  columns: string[];
  rows: OddsRow[];
  /** no line leaves the roller anything to throw for: every one refused, or none with a chance */
  blocked: boolean;
  /** some line could be thrown, but none has any chance of a good outcome (full cover) */
  noChance: boolean;
}

/** Whether a line leaves the roller a chance of something: not refused, and some good outcome above 0. */
const hasChance = (line: OddsLine): boolean => !line.refusal && line.values.some((v) => !v.neutral && v.p > 0);

/** A refusal the rules gave while planning, as a line; anything that is not a RuleError is a bug and is thrown on. */
export function refusalLine(target: string, err: unknown): OddsLine {
  if (!(err instanceof RuleError)) throw err;
  return { target, against: [], values: [], refusal: { key: err.key, data: err.data } };
}

/**
 * Formats chances as percentages in the user's language, all with one decimal: 45.3 %, 50.0 %.
 * A chance a hair outside 0..1 from floating-point sums never prints as -0 % or 100.1 %.
 */
export function percentFormat(locale: string): (p: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  } catch {
    // An odd language tag from a module must not cost the dialog its odds.
    format = new Intl.NumberFormat("en", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }
  return (p) => format.format(Math.min(1, Math.max(0, p)));
}

/**
 * The table a dialog template prints. The columns are the labels of the lines' chances (a ruleset
 * gives every line the same ones); with a single target its name heads the table instead of
 * repeating on every row. `word` turns a refusal's key and data into text.
 */
export function oddsView(
  lines: readonly OddsLine[],
  locale: string,
  word: (key: string, data: Readonly<Record<string, string | number>>) => string,
): OddsView {
  const percent = percentFormat(locale);
  const columns = lines.find((l) => l.values.length > 0)?.values.map((v) => v.label) ?? [];
  const targets = new Set(lines.map((l) => l.target));
  const caption = targets.size === 1 ? lines[0]!.target : "";
  const rows = lines.map((line) => ({
    target: caption ? "" : line.target,
    against: [...line.against],
    values: columns.map((label) => {
      const value = line.values.find((v) => v.label === label);
      return value ? percent(value.p) : "";
    }),
    refusal: line.refusal ? word(line.refusal.key, line.refusal.data) : "",
  }));
  const blocked = lines.length > 0 && !lines.some(hasChance);
  return { caption, columns, rows, blocked, noChance: blocked && lines.some((l) => !l.refusal) };
}
