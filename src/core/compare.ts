/**
 * The comparison a rule makes, side by side as a card prints it ("AV 18 > Evasion 10"). The sign
 * is read from the two numbers, so it always tells the truth; which side wins a tie is the rule's
 * business and goes in the note.
 */
export interface CompareView {
  left: { label: string; value: number | string };
  op: ">" | "<" | "=";
  /** the sign in words, for a screen reader */
  opWords: string;
  right: { label: string; value: number | string };
  /** lang key: what decided beyond the numbers ("natural 20"), or null */
  note: string | null;
}

const WORDS = { ">": "MANIFOLD.Compare.Greater", "<": "MANIFOLD.Compare.Less", "=": "MANIFOLD.Compare.Equal" } as const;

export function compareView(leftLabel: string, left: number, rightLabel: string, right: number, note: string | null = null): CompareView {
  const op = left > right ? ">" : left < right ? "<" : "=";
  return { left: { label: leftLabel, value: left }, op, opWords: WORDS[op], right: { label: rightLabel, value: right }, note };
}
