/** What an item sheet shows in play mode, read like a card: the shapes both rulesets fill. */

/** One piece of a value: typed text, or a lang key filled with {n} and {m}; `sep` goes before it. */
export interface FactPart {
  text?: string;
  key?: string;
  n?: number | string;
  m?: number | string;
  sep?: string;
}

/** A label (lang key) and its value; `hint` (lang key) says what a derived number is made of. */
export interface ItemFact {
  label: string;
  parts: FactPart[];
  hint?: string;
  /** a long value (a list) takes the whole row */
  wide?: boolean;
}
