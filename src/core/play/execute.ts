/**
 * The one executor: writes an outcome's documents through the port, each document once and only
 * the paths the step changed, and records what an Apply changed from the stored source (not data
 * after Active Effects), so Undo restores it exactly.
 */
import { RuleError } from "../errors";
import { record } from "../ledger";
import { checkOutcome, type AllowList } from "./guard";
import { mergeWrites } from "./merge";
import type { PlayPort, StoredCard } from "./port";
import { STATUS_PATH, type Authority, type Ledger, type LedgerEntry, type Outcome, type Side } from "./types";

export async function writeOutcome<A>(port: PlayPort<A>, sides: Record<Side, A>, outcome: Outcome<unknown>): Promise<LedgerEntry[]> {
  const recording = outcome.ledger === "apply";
  const entries: LedgerEntry[] = [];
  for (const write of mergeWrites(outcome.writes)) {
    const actor = sides[write.side];
    if (!port.has(actor, write.doc)) throw new RuleError("MANIFOLD.Query.UnknownDocument", { doc: write.doc });
    if (recording) entries.push(...record(write.side, write.doc, write.changes, (path) => port.stored(actor, write.doc, path)));
    await port.write(actor, write.doc, write.changes);
  }
  for (const change of outcome.statuses) {
    const actor = sides[change.side];
    const before = port.hasStatus(actor, change.id);
    if (change.lengthen && before) {
      await port.setStatus(actor, change);
      continue;
    }
    if (before === change.active) continue;
    await port.setStatus(actor, change);
    if (recording) entries.push({ side: change.side, doc: "actor", path: `${STATUS_PATH}${change.id}`, before, after: change.active });
  }
  return entries;
}

/** The card after an outcome: its next state, with what an Apply changed recorded and an Undo clearing it. */
export function nextCard(card: StoredCard, outcome: Outcome<StoredCard>, entries: readonly LedgerEntry[]): StoredCard {
  const next = outcome.card ?? card;
  const ledger: Ledger = outcome.ledger === "apply"
    ? { applied: true, entries: [...next.ledger.entries, ...entries] }
    : outcome.ledger === "undo" ? { applied: false, entries: [] } : next.ledger;
  return { ...next, ledger };
}

/** One actor as both sides: a step on one creature (a payment, the tray on a selected token) writes it as either. */
export const alone = <A>(actor: A): Record<Side, A> => ({ attacker: actor, defender: actor });

/** A side's documents as the guard sees them: only the card's own two actors' documents exist. */
export function sideDocs<A>(port: PlayPort<A>, sides: Record<Side, A>) {
  return {
    has: (side: Side, doc: Parameters<PlayPort<A>["has"]>[1]) => port.has(sides[side], doc),
    read: (side: Side, doc: Parameters<PlayPort<A>["read"]>[1], path: string) => port.read(sides[side], doc, path),
  };
}

/**
 * A step on one creature's own documents (a rest, a reload, a round's roll): checked like any
 * outcome on the allow-list, with the authority of whoever decides it, then written.
 */
export function writeAlone<A>(port: PlayPort<A>, actor: A, outcome: Outcome<unknown>, allow: AllowList, authority: Authority = { kind: "gm" }): Promise<LedgerEntry[]> {
  return writePair(port, alone(actor), outcome, allow, authority);
}

/** A step on two creatures outside a card (a rider getting on its mount): checked, then written, as writeAlone. */
export async function writePair<A>(port: PlayPort<A>, sides: Record<Side, A>, outcome: Outcome<unknown>, allow: AllowList, authority: Authority = { kind: "gm" }): Promise<LedgerEntry[]> {
  checkOutcome(outcome, allow, sideDocs(port, sides), authority);
  return writeOutcome(port, sides, outcome);
}
