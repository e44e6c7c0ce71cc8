/**
 * Token moves and standing up as play steps (contest.init.6, oppo.2, oppo.3, oppo.5, action.2,
 * reaction.3): which foes the creature provokes, and how far the move went against its Speed. The
 * glue reads the squares from the canvas, calls these, and whispers the foes' owners; each foe's
 * owner decides whether to strike.
 */
import type { MoveKind, MoveRules } from "../../../core/play/movement";
import { upTo } from "../../../core/play/guard";
import { attackKindOf, canOpportunityAttack } from "../rules/attack";
import { actionFor, conditionBar } from "../rules/economy";
import { canAct } from "./gate";
import { distance, meleeReach, speedInSquares, threatens, type Cell, type Positioned } from "../rules/grid";
import { areFoes, reachEvents, standsUp, threatenedBy } from "../rules/opportunity";
import type { CombatantSystem, WeaponItem } from "../rules/types";

/** A creature on the scene, as the canvas shows it. */
export interface Placed {
  id: string;
  cell: Cell;
  /** token disposition: friendly 1, neutral 0, hostile -1, secret -2 */
  disposition: number;
  statuses: readonly string[];
  weapons: readonly WeaponItem[];
  /** its combatant in the active combat, or null when it is not in it */
  combatant: CombatantSystem | null;
}

/**
 * Whether a foe could take the opportunity attack now (contest.reaction.3, oppo.1): it threatens
 * (not Unconscious), holds a melee weapon to make the melee Strike with, and could pay its 1 AP and
 * one of its two attacks off its turn. A foe that could not is not asked.
 */
export function mayStrikeBack(foe: Placed): boolean {
  if (!threatens(foe.statuses)) return false;
  if (!foe.weapons.some((w) => w.system.equipped && canOpportunityAttack(attackKindOf(w)))) return false;
  return !foe.combatant || canAct({ system: foe.combatant, onOwnTurn: false, statuses: foe.statuses }, actionFor("opportunityAttack", { onOwnTurn: false })).ok;
}

/** The mover's foes that could strike back, with their reach in squares. */
function foesOf(mover: { id: string; disposition: number }, others: readonly Placed[]): Positioned[] {
  return others
    .filter((o) => o.id !== mover.id && areFoes(mover.disposition, o.disposition) && mayStrikeBack(o))
    .map((o) => ({ id: o.id, cell: o.cell, reach: meleeReach(o.weapons.map((w) => w.system)) }));
}

/** What the movement ledger reads of a Contest creature: its move this round, its Speed and conditions. */
export interface SquaresLedger {
  moved: number;
  dashes: number;
  /** Speed in metres, after Active Effects */
  speed: number;
  statuses: readonly string[];
}

/**
 * Moves in squares (contest.init.6, action.1), through the shared movement ledger: on its turn a
 * creature moves up to its Speed for no AP, and each Dash taken this round gives one more Speed. A
 * Grappled, Unconscious or Surprised creature does not move of its own.
 */
export const CONTEST_MOVES: MoveRules<SquaresLedger> = {
  turns: true,
  read: (combatant, actor, statuses) => {
    const c = combatant as Partial<CombatantSystem>;
    return { moved: c.moved ?? 0, dashes: c.dashes ?? 0, speed: (actor as { speed: number }).speed, statuses };
  },
  left: (l) => Math.max(0, speedInSquares(l.speed) * (1 + l.dashes) - l.moved),
  blocked: (l) => conditionBar(l.statuses, { moves: true }),
  record(l, kind, squares) {
    const moved = kind === "undo" ? Math.max(0, l.moved - squares) : Math.min(999, l.moved + squares);
    return { changes: moved === l.moved ? {} : { "system.moved": moved }, notices: [] };
  },
  allow: { actor: {}, combatant: { "system.moved": upTo(999) }, item: {}, statuses: new Set() },
  words: { tooFar: "MANIFOLD.contest.Move.TooFar", past: "MANIFOLD.contest.Move.Past" },
};

/** The squares a path covers, start first: a diagonal step counts 1. */
export const squaresOf = (path: readonly Cell[]): number => path.slice(1).reduce((sum, cell, i) => sum + distance(path[i]!, cell), 0);

export interface MoveSnapshot {
  mover: { id: string; disposition: number; combatant: CombatantSystem | null };
  /** the squares moved through, start first */
  path: readonly Cell[];
  /** whose doing the move was, as the movement ledger reads it */
  kind: MoveKind;
  others: readonly Placed[];
}

/**
 * A token move (contest.oppo.2-3): entering or leaving a foe's reach provokes it; moving about
 * inside a reach does not; a Disengaged mover (until its turn ends, contest.action.2) provokes
 * nobody. Only the creature's own move provokes: a push, a fall, a GM's repositioning or a GM's
 * teleport is not (contest.oppo.6), and an undone move is no move.
 */
export function moveStep(snap: MoveSnapshot): { provoked: string[] } {
  if (snap.kind !== "willing") return { provoked: [] };
  const events = reachEvents(snap.path, foesOf(snap.mover, snap.others), { willing: true, disengaged: snap.mover.combatant?.disengaged ?? false, teleport: false });
  return { provoked: [...new Set(events.map((e) => e.foeId))] };
}

/** Whom a creature standing on its square provokes: its foes whose reach it is in (contest.oppo.4-5). */
export function provokedAt(me: { id: string; disposition: number; cell: Cell }, others: readonly Placed[]): string[] {
  return threatenedBy(me.cell, foesOf(me, others));
}

export interface StandUpSnapshot {
  me: { id: string; disposition: number; cell: Cell };
  /** the conditions the deleted effect held, and what the creature still has without it */
  removed: readonly string[];
  remaining: readonly string[];
  /** the Prone came with a parent (Unconscious): waking is not standing up */
  cameWithParent: boolean;
  others: readonly Placed[];
}

/** Taking Prone off is standing up, which provokes the foes whose reach the creature is in (contest.oppo.5). */
export function standUpStep(snap: StandUpSnapshot): string[] {
  if (!standsUp(snap.removed, snap.remaining, snap.cameWithParent)) return [];
  return provokedAt(snap.me, snap.others);
}
