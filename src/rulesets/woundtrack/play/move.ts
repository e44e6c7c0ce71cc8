/**
 * Movement through the shared movement ledger (woundtrack.move.1-7, grid.4, terrain.1-2): a willing
 * move buys the yards it needs with AP at the movement rate (Str + Size + Athletics), keeps what the
 * AP bought and it did not walk for later in the round, and counts every second diagonal of the
 * round as 2 yards, each square multiplied by its terrain. AP spent on a move cancel a long action.
 */
import { upTo } from "../../../core/play/guard";
import type { MoveFacts, MoveRules } from "../../../core/play/movement";
import { apToMove, buyMovement, EMPTY_MOVE_POOL, movementRate, pathYards, type GridStep, type MovePool } from "../rules/movement";
import type { CombatantSystem, CreatureSystem } from "../rules/types";
import { longValue } from "./allow";
import { holdsTurnWith, pairInitiative, type Linked } from "./mounted";

export interface YardLedger {
  ap: number;
  long: CombatantSystem["long"];
  pool: MovePool;
  /** the movement rate (woundtrack.move.2) */
  rate: number;
  statuses: readonly string[];
}

/** Conditions under which a creature does not move of its own. */
export const CANNOT_MOVE = ["dead", "unconscious", "helpless", "immobile"] as const;

/** The movement rate from Str + Size + Athletics (woundtrack.move.2). */
export const rateOf = (c: Pick<CreatureSystem, "attributes" | "size" | "skills">): number => movementRate(c.attributes.str + c.size + c.skills.athletics.rank);

/** The path's yards as the round counts them: from the diagonals taken already, each square by its terrain. */
export function pathOf(l: YardLedger, f: Pick<MoveFacts, "steps" | "distance">): { yards: number; diagonals: number } {
  if (!f.steps) return { yards: f.distance, diagonals: l.pool.diagonals };
  return pathYards(f.steps as readonly GridStep[], l.pool.diagonals);
}

const num = (v: unknown) => (Number.isInteger(v) && (v as number) >= 0 ? (v as number) : 0);

/** A combatant as the turn's moves read it: its link, and its initiative. */
export interface Mover extends Linked {
  initiative: number;
}

/**
 * Its move is its own now: in its turn (or the one it shares with its rider or mount), or, moved by
 * its player off the turn, with an initiative above the active combatant's (a pair's worse), as an
 * interruption that costs no initiative (woundtrack.move.8). Either way the ledger charges its AP.
 * A GM's drag off the turn stays a placement: a shove, a fall.
 */
export function movesNow(all: readonly Mover[], id: string, holder: string | null, moverIsGM: boolean): boolean {
  if (holdsTurnWith(all, id, holder)) return true;
  if (moverIsGM || holder === null) return false;
  const mine = pairInitiative(all, id);
  const active = pairInitiative(all, holder);
  return mine !== null && active !== null && mine > active;
}

export const WOUNDTRACK_MOVES: MoveRules<YardLedger> = {
  turns: true,
  read(combatant, actor, statuses) {
    const c = combatant as Partial<CombatantSystem>;
    const pool = { ...EMPTY_MOVE_POOL, ...(c.move ?? {}) } as MovePool;
    return { ap: num(c.ap), long: c.long ?? { action: "", cost: 0, paid: 0, timed: false }, pool, rate: rateOf(actor as CreatureSystem), statuses };
  },
  measure: (l, f) => pathOf(l, f).yards,
  // All its AP buy this much more than it holds already.
  left: (l) => buyMovement(l.pool, l.rate, l.ap).yards,
  blocked: (l) => (CANNOT_MOVE.some((s) => l.statuses.includes(s)) ? "MANIFOLD.woundtrack.Move.CannotMove" : null),
  record(l, kind, yards, f) {
    const diagonals = pathOf(l, f).diagonals;
    if (kind === "undo") return { changes: { "system.move": { ...l.pool, yards: l.pool.yards + yards } }, notices: [] };
    // A GM's move past what is left spends all the AP, and the pool is emptied.
    const cost = Math.min(l.ap, apToMove(l.pool, l.rate, yards) ?? l.ap);
    const bought = buyMovement(l.pool, l.rate, cost);
    const pool: MovePool = { ...bought, yards: Math.max(0, bought.yards - yards), diagonals };
    const changes: Record<string, unknown> = { "system.move": pool };
    if (cost > 0) changes["system.ap"] = l.ap - cost;
    if (cost > 0 && l.long.action) changes["system.long"] = { action: "", cost: 0, paid: 0, timed: false };
    return { changes, notices: [] };
  },
  allow: {
    actor: {},
    combatant: {
      "system.ap": upTo(999),
      "system.long": longValue,
      "system.move": (v) => typeof v === "object" && v !== null && Object.values(v).every((n) => Number.isInteger(n) && (n as number) >= 0) && Object.keys(v).length === 5,
    },
    item: {},
    statuses: new Set(),
  },
  words: { tooFar: "MANIFOLD.woundtrack.Move.TooFar", past: "MANIFOLD.woundtrack.Move.Past" },
};
