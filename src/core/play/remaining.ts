import type { Ledger } from "./types";

/** The pools a card may spend on its target, by the path Apply writes: the lang key of each name. */
const POOLS: Readonly<Record<string, string>> = {
  "system.health.value": "MANIFOLD.Card.Pool.health",
  "system.aura.value": "MANIFOLD.Card.Pool.aura",
  "system.stamina.value": "MANIFOLD.Card.Pool.stamina",
};

interface RemainingPool {
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

/** The target's pool as it stands when the card is drawn (the card's snapshot of the target). */
export interface LivePool {
  pool: string;
  value: number;
  max: number;
}

/**
 * The target's pool as the card shows it: after Apply, before and after from the ledger; until
 * then, the pool as it stands. Only a user who may see the target's numbers (its owner, a GM)
 * gets either: a player attacking a monster learns its Health from play, not from the card.
 */
export function targetPoolView(ledger: Ledger, seesTarget: boolean, live: LivePool | null | undefined) {
  if (!seesTarget) return { remaining: [], pool: null };
  const remaining = remainingPools(ledger);
  return { remaining, pool: remaining.length === 0 && live ? live : null };
}
