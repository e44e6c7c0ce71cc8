import type { DocKind, Ledger, LedgerEntry, Side } from "./play/types";
import { isRecord, keepReplaced, type SystemMigration } from "./migrate";

export type { Ledger, LedgerEntry } from "./play/types";

export const emptyLedger = (): Ledger => ({ applied: false, entries: [] });

const isDocKind = (doc: unknown): doc is DocKind => doc === "actor" || doc === "combatant" || (typeof doc === "string" && doc.startsWith("item."));

/** Entries for setting `changes` on one side's document, whose stored values `read` returns. */
export function record(side: Side, doc: DocKind, changes: Record<string, unknown>, read: (path: string) => unknown): LedgerEntry[] {
  return Object.entries(changes)
    .map(([path, after]) => ({ side, doc, path, before: read(path), after }))
    .filter((e) => e.before !== e.after);
}

/**
 * Entries whose document has changed since the apply: Undo would overwrite someone's later edit.
 * A path applied twice (an Apply again) is judged by its last entry, the value it was left at.
 */
export function drifted(entries: readonly LedgerEntry[], read: (entry: LedgerEntry) => unknown): LedgerEntry[] {
  const last = new Map<string, LedgerEntry>();
  for (const e of entries) last.set(`${e.side}|${e.doc}|${e.path}`, e);
  return [...last.values()].filter((e) => read(e) !== e.after);
}

/**
 * A ledger written before entries named their side (they named a uuid): each entry is mapped to
 * the side whose actor it names, so old cards can still be undone; one that names neither side
 * is dropped from the ledger, since Undo may touch nothing else.
 */
export function sideLedger(ledger: { applied: boolean; entries: readonly Record<string, unknown>[] }, sides: Record<Side, string>): Ledger {
  const entries: LedgerEntry[] = [];
  for (const e of ledger.entries) {
    if ((e.side === "attacker" || e.side === "defender") && isDocKind(e.doc) && typeof e.path === "string") {
      entries.push({ side: e.side, doc: e.doc, path: e.path, before: e.before, after: e.after });
      continue;
    }
    const side = (Object.keys(sides) as Side[]).find((s) => sides[s] === e.uuid);
    if (side && typeof e.path === "string") entries.push({ side, doc: "actor", path: e.path, before: e.before, after: e.after });
  }
  return { applied: ledger.applied, entries };
}

/**
 * A stored card whose ledger still names uuids gets entries that name sides; an entry naming
 * neither side is kept aside under `_preserved.replaced`, never dropped.
 */
export const migrateCardLedger: SystemMigration = (system) => {
  const card = system.card;
  if (!isRecord(card) || !isRecord(card.ledger) || !Array.isArray(card.ledger.entries)) return false;
  const entries = card.ledger.entries as Record<string, unknown>[];
  if (!entries.some((e) => isRecord(e) && "uuid" in e)) return false;
  const sides = { attacker: String((card.attacker as { uuid?: unknown } | undefined)?.uuid ?? ""), defender: String((card.defender as { uuid?: unknown } | undefined)?.uuid ?? "") };
  const mapped = sideLedger({ applied: !!card.ledger.applied, entries: entries.filter(isRecord) }, sides);
  entries.forEach((e, i) => {
    if (isRecord(e) && "uuid" in e && !Object.values(sides).includes(String(e.uuid))) keepReplaced(system, `card.ledger.entries.${i}`, e);
  });
  card.ledger = mapped;
  return true;
};
