/** A number together with where it comes from, so a sheet can show its parts. */
export interface Part {
  /** lang key, or a document name the user wrote */
  label: string;
  value: number;
}
export interface Breakdown {
  total: number;
  parts: Part[];
}

export function breakdown(...parts: Part[]): Breakdown {
  const kept = parts.filter((p) => p.value !== 0 || parts.length === 1);
  return { total: kept.reduce((sum, p) => sum + p.value, 0), parts: kept };
}

export function addPart(b: Breakdown, part: Part): Breakdown {
  return part.value === 0 ? b : { total: b.total + part.value, parts: [...b.parts, part] };
}

/** One term of a formula as a tooltip reads it: "Str mod 3", "+ Dex mod 1", "− Armour penalty 2". */
export interface Term {
  op: "" | "+" | "−";
  /** lang key, or a document name the user wrote */
  label: string;
  value: number;
}

/**
 * A Breakdown as a formula in numbers, so a tooltip can say "Str mod 3 + Dex mod 1 = 4": the first
 * term keeps its own sign, every later one is added or taken away.
 */
export function formulaTerms(parts: readonly Part[]): Term[] {
  return parts.map((p, i) => (i === 0 ? { op: "", label: p.label, value: p.value } : { op: p.value < 0 ? "−" : "+", label: p.label, value: Math.abs(p.value) }));
}

/**
 * What a sheet's tooltip says about a number: what it is (a lang key), the roll it makes resolved
 * for this actor ("1d20 + 2"), and its formula in numbers. Templates render it with their "tip" partial.
 */
export interface Tip {
  what: string;
  roll: string;
  terms: Term[];
  /** a lang key read after the terms, such as "then ÷ 3, rounded down" */
  after: string;
  total: string;
}

export function tip(what: string, opts: { parts?: readonly Part[]; terms?: Term[]; total?: number | string; roll?: string; after?: string } = {}): Tip {
  const parts = opts.parts ?? [];
  const total = opts.total ?? parts.reduce((sum, p) => sum + p.value, 0);
  return { what, roll: opts.roll ?? "", terms: opts.terms ?? formulaTerms(parts), after: opts.after ?? "", total: String(total) };
}

/** A roll formula with a flat bonus, as a player writes it: "1d20 + 2", "1d20 − 1", "1d20". */
export function withBonus(dice: string, bonus: number): string {
  return bonus === 0 ? dice : `${dice} ${bonus < 0 ? "−" : "+"} ${Math.abs(bonus)}`;
}
