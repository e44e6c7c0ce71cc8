/**
 * What an Apply changed, so Undo can put it back exactly. Paths are dotted document paths
 * ("system.health.value"); values are what the document held before and after.
 */
export interface LedgerEntry {
  uuid: string;
  path: string;
  before: unknown;
  after: unknown;
}

export interface Ledger {
  applied: boolean;
  entries: LedgerEntry[];
}

export const emptyLedger = (): Ledger => ({ applied: false, entries: [] });

/** Entries for setting `changes` on a document whose current values `read` returns. */
export function record(uuid: string, changes: Record<string, unknown>, read: (path: string) => unknown): LedgerEntry[] {
  return Object.entries(changes)
    .map(([path, after]) => ({ uuid, path, before: read(path), after }))
    .filter((e) => e.before !== e.after);
}

/** The update that undoes a ledger, per document uuid. */
export function undoUpdates(entries: readonly LedgerEntry[]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  for (const e of [...entries].reverse()) {
    const update = out.get(e.uuid) ?? {};
    update[e.path] = e.before;
    out.set(e.uuid, update);
  }
  return out;
}

/** Entries whose document has changed since the apply: Undo would overwrite someone's later edit. */
export function drifted(entries: readonly LedgerEntry[], read: (uuid: string, path: string) => unknown): LedgerEntry[] {
  return entries.filter((e) => read(e.uuid, e.path) !== e.after);
}
