/**
 * The comparison a rule makes, side by side as a card prints it ("AV 18 > Evasion 10"). The sign
 * is read from the two numbers, so it always tells the truth; which side wins a tie is the rule's
 * business and goes in the note.
 */
export interface CompareView {
  /** `tip`: a lang key saying what an abbreviation on the side stands for ("AV"), shown on hover */
  left: { label: string; value: number | string; tip?: string };
  op: ">" | "<" | "=";
  /** the sign in words, for a screen reader */
  opWords: string;
  right: { label: string; value: number | string; tip?: string };
  /** lang key: what decided beyond the numbers ("natural 20"), or null */
  note: string | null;
}

const WORDS = { ">": "MANIFOLD.Compare.Greater", "<": "MANIFOLD.Compare.Less", "=": "MANIFOLD.Compare.Equal" } as const;

export function compareView(leftLabel: string, left: number, rightLabel: string, right: number, note: string | null = null, tips: { left?: string; right?: string } = {}): CompareView {
  const op = left > right ? ">" : left < right ? "<" : "=";
  const side = (label: string, value: number, tip: string | undefined) => (tip ? { label, value, tip } : { label, value });
  return { left: side(leftLabel, left, tips.left), op, opWords: WORDS[op], right: side(rightLabel, right, tips.right), note };
}
