/**
 * The contract between a play step and the Foundry glue: a step reads a snapshot of plain data
 * and returns an outcome. Documents are named by their side of the card, never by a uuid, so a
 * step cannot even say "write to that other document".
 */
export type Side = "attacker" | "defender";

/** A document of one side: its actor, its combatant in the active combat, or one of its items. */
export type DocKind = "actor" | "combatant" | `item.${string}`;

export interface Write {
  side: Side;
  doc: DocKind;
  /** dotted paths to their new values */
  changes: Record<string, unknown>;
}

/** A condition put on or taken off a side's actor; `rounds` limits how long it lasts. */
export interface StatusChange {
  side: Side;
  id: string;
  active: boolean;
  rounds?: number;
  /**
   * The condition stands already, with a round limit that ends sooner: it now lasts `rounds`
   * (none: no limit). Its standing does not change, so the ledger records nothing.
   */
  lengthen?: boolean;
}

/**
 * What an Apply changed, so Undo can put it back. `before` comes from the document's stored
 * source (not data after Active Effects). Statuses are recorded as `@status.<id>` booleans.
 */
export interface LedgerEntry {
  side: Side;
  doc: DocKind;
  path: string;
  before: unknown;
  after: unknown;
}

export interface Ledger {
  applied: boolean;
  entries: LedgerEntry[];
}

export const STATUS_PATH = "@status.";

/**
 * Something the deciding client does once the writes are made that is not a write (a table drawn
 * for the roll the card now records as made). Named by a step, never by a request.
 */
export interface Effect {
  kind: string;
}

export interface Outcome<C> {
  /** the card's next state; null leaves the card as it is */
  card: C | null;
  writes: Write[];
  statuses: StatusChange[];
  /** "apply": record what the writes change into the card's ledger; "undo": clear it */
  ledger: "apply" | "undo" | "none";
  effects?: Effect[];
}

export const nothing = <C>(card: C | null = null): Outcome<C> => ({ card, writes: [], statuses: [], ledger: "none" });

/** What the server vouches for about the user who asked. */
export interface SenderFacts {
  isGM: boolean;
  /** the user opened the attack: the author of a player's card, or the user a GM's card was opened for */
  opened: boolean;
  owns: Record<Side, boolean>;
}

/**
 * Who may write the card. "gm": a GM posted it, so only a GM can have changed it. "author": a
 * player posted it about documents that player owns; the GM's client then writes nothing the
 * author could not write.
 */
export type Authority = { kind: "gm" } | { kind: "author"; owns: Record<Side, boolean> };
