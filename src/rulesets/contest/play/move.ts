/**
 * Token moves and standing up as play steps (contest.init.6, oppo.2, oppo.3, oppo.5, action.2,
 * reaction.3): which foes the creature provokes, and how far the move went against its Speed. The
 * glue reads the squares from the canvas, calls these, and whispers the foes' owners; each foe's
 * owner decides whether to strike.
 */
import { gmPlacement } from "../../../core/play/placement";
import { attackKindOf, canOpportunityAttack } from "../rules/attack";
import { actionFor } from "../rules/economy";
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

export interface MoveSnapshot {
  mover: { id: string; disposition: number; combatant: CombatantSystem | null; speed: number };
  /** the squares moved through, start first */
  path: readonly Cell[];
  /** each waypoint's action as the mover's client named it ("blink", "displace" ...) */
  actions: readonly (string | undefined)[];
  /** the server names a GM as the mover */
  moverIsGM: boolean;
  /** it is the moved creature's turn in the combat */
  onOwnTurn: boolean;
  others: readonly Placed[];
}

export interface MoveResult {
  /** the foes whose reach the move entered or left, each once */
  provoked: string[];
  squares: number;
  /** squares one move may cover: Speed in metres, 1 m squares (contest.init.6) */
  allowance: number;
  /** in combat, the move went past the allowance: the GM is told (Dash gives one more move) */
  tooFar: boolean;
}

/**
 * A token move (contest.oppo.2-3): entering or leaving a foe's reach provokes it; moving about
 * inside a reach does not; a Disengaged mover (until its turn ends, contest.action.2) and a
 * teleporting one provoke nobody. A push or a fall is not the creature's own move: a GM moving a
 * token off its creature's turn is placing it (the push a card told, a fall, a repositioning),
 * so it provokes nobody and counts against no Speed (contest.oppo.6).
 */
export function moveStep(snap: MoveSnapshot): MoveResult {
  const willing = !snap.moverIsGM || snap.onOwnTurn;
  const events = reachEvents(snap.path, foesOf(snap.mover, snap.others), {
    willing,
    disengaged: snap.mover.combatant?.disengaged ?? false,
    // Only a GM's blink or displacement is a placement; a player naming one walked.
    teleport: gmPlacement(snap.actions, snap.moverIsGM),
  });
  const squares = snap.path.slice(1).reduce((sum, cell, i) => sum + distance(snap.path[i]!, cell), 0);
  const allowance = speedInSquares(snap.mover.speed);
  return { provoked: [...new Set(events.map((e) => e.foeId))], squares, allowance, tooFar: willing && !!snap.mover.combatant && squares > allowance };
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
