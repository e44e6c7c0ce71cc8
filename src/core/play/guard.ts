import { RuleError } from "../errors";
import { STATUS_PATH, type Authority, type DocKind, type LedgerEntry, type Outcome, type Side, type Write } from "./types";

/**
 * What a ruleset lets a card write: for each kind of document, the paths it may change and the
 * values the rules can produce there. Anything else is refused before a single write.
 */
export interface AllowList {
  actor: Readonly<Record<string, ValueCheck>>;
  combatant: Readonly<Record<string, ValueCheck>>;
  item: Readonly<Record<string, ValueCheck>>;
  statuses: ReadonlySet<string>;
}

/** Whether a value is one the rules can produce at a path, given the document's current data. */
export type ValueCheck = (value: unknown, current: (path: string) => unknown) => boolean;

export const anyBoolean: ValueCheck = (v) => typeof v === "boolean";
/** A pool value between 0 and the pool's maximum, read from the document itself. */
export const poolValue = (maxPath: string): ValueCheck => (v, current) => {
  const max = Number(current(maxPath));
  return Number.isInteger(v) && (v as number) >= 0 && (!Number.isFinite(max) || (v as number) <= max);
};
/** A whole number from 0 to `max`: a count a step keeps (feet moved, Energy left). */
export const upTo = (max: number): ValueCheck => (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;
export const oneOf = (values: readonly unknown[]): ValueCheck => (v) => values.includes(v);

/** The documents a card may touch: each side's actor, combatant and the items that actor holds. */
export interface SideDocs {
  has(side: Side, doc: DocKind): boolean;
  /** a path's current value on that document, for the value checks */
  read(side: Side, doc: DocKind, path: string): unknown;
}

const refuse = (key: string, data: Record<string, string> = {}) => new RuleError(key, data);

function checkFor(allow: AllowList, doc: DocKind, path: string): ValueCheck | undefined {
  const table = doc === "actor" ? allow.actor : doc === "combatant" ? allow.combatant : allow.item;
  return Object.hasOwn(table, path) ? table[path] : undefined;
}

/** The refusal that tells the presser whose press a change to `side` needs. */
const needsOwner = (side: Side) => (side === "attacker" ? "MANIFOLD.Query.NeedsAttackerOwner" : "MANIFOLD.Query.NeedsTargetOwner");

function checkWrite(write: Write, allow: AllowList, docs: SideDocs, authority: Authority): void {
  if (write.side !== "attacker" && write.side !== "defender") throw refuse("MANIFOLD.Query.NotASide");
  if (!docs.has(write.side, write.doc)) throw refuse("MANIFOLD.Query.UnknownDocument", { doc: String(write.doc) });
  // A player's own card: nothing is written that its author could not have written.
  if (authority.kind === "author" && !authority.owns[write.side]) throw refuse(needsOwner(write.side));
  for (const [path, value] of Object.entries(write.changes)) {
    const check = checkFor(allow, write.doc, path);
    if (!check) throw refuse("MANIFOLD.Query.PathNotAllowed", { path });
    if (!check(value, (p) => docs.read(write.side, write.doc, p))) throw refuse("MANIFOLD.Query.ValueNotAllowed", { path });
  }
}

/**
 * Refuses an outcome that writes outside the card's two sides, outside the allow-list, or values
 * the rules cannot produce. Runs on every outcome, whoever computed it, before anything is written.
 */
export function checkOutcome(outcome: Outcome<unknown>, allow: AllowList, docs: SideDocs, authority: Authority): void {
  for (const write of outcome.writes) checkWrite(write, allow, docs, authority);
  for (const status of outcome.statuses) {
    if (status.side !== "attacker" && status.side !== "defender") throw refuse("MANIFOLD.Query.NotASide");
    if (!allow.statuses.has(status.id)) throw refuse("MANIFOLD.Query.PathNotAllowed", { path: `${STATUS_PATH}${status.id}` });
    if (authority.kind === "author" && !authority.owns[status.side]) throw refuse(needsOwner(status.side));
  }
}

/** The outcome that undoes a ledger, last change first, checked like any other. */
export function undoOutcome<C>(card: C, entries: readonly LedgerEntry[]): Outcome<C> {
  const writes = new Map<string, Write>();
  const statuses: Outcome<C>["statuses"] = [];
  for (const e of [...entries].reverse()) {
    if (typeof e.path !== "string") throw refuse("MANIFOLD.Query.PathNotAllowed", { path: String(e.path) });
    if (e.path.startsWith(STATUS_PATH)) {
      statuses.push({ side: e.side, id: e.path.slice(STATUS_PATH.length), active: e.before === true });
      continue;
    }
    const key = `${e.side}|${e.doc}`;
    const write = writes.get(key) ?? { side: e.side, doc: e.doc, changes: {} };
    write.changes[e.path] = e.before;
    writes.set(key, write);
  }
  return { card, writes: [...writes.values()], statuses, ledger: "undo" };
}
