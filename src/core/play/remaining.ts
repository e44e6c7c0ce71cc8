import type { Ledger } from "./types";

/** The pools a card may spend on its target, by the path Apply writes: the lang key of each name. */
const POOLS: Readonly<Record<string, string>> = {
  "system.health.value": "MANIFOLD.Card.Pool.health",
  "system.aura.value": "MANIFOLD.Card.Pool.aura",
  "system.stamina.value": "MANIFOLD.Card.Pool.stamina",
};

export interface RemainingPool {
  pool: string;
  before: number;
  after: number;
}

/**
 * What an applied card left of its target's pools, read from the ledger Apply wrote: the card
 * keeps no other copy of the target, and the ledger is exactly what Undo would put back.
 */
export function remainingPools(ledger: Ledger): RemainingPool[] {
  if (!ledger.applied) return [];
  return ledger.entries.flatMap((e) =>
    e.side === "defender" && e.doc === "actor" && POOLS[e.path] && typeof e.before === "number" && typeof e.after === "number"
      ? [{ pool: POOLS[e.path]!, before: e.before, after: e.after }]
      : [],
  );
}
