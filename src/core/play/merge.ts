import type { Write } from "./types";

/** A step's writes as one write per document, later paths over earlier: one update per click. */
export function mergeWrites(writes: readonly Write[]): Write[] {
  const byDoc = new Map<string, Write>();
  for (const w of writes) {
    const key = `${w.side}|${w.doc}`;
    const had = byDoc.get(key);
    if (had) Object.assign(had.changes, w.changes);
    else byDoc.set(key, { side: w.side, doc: w.doc, changes: { ...w.changes } });
  }
  return [...byDoc.values()];
}
