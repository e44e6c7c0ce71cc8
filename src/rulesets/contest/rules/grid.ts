/**
 * Geometry on the contest grid: 1 m squares, diagonals count 1 (RULINGS table: equidistant).
 * Creatures stand on one square each, given by the square's integer coordinates.
 */
import { METERS_PER_SQUARE } from "./constants";

export interface Cell {
  x: number;
  y: number;
}

/** Squares between two cells, a diagonal step counting as one. */
export function distance(a: Cell, b: Cell): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** A creature with reach r threatens every other square at distance 1..r. */
export function withinReach(from: Cell, target: Cell, reach: number): boolean {
  const d = distance(from, target);
  return d > 0 && d <= reach;
}

/**
 * The foe is between a and b on one straight line through the three square centres: the
 * three are collinear and the foe lies strictly inside the segment a-b.
 */
export function isBetween(a: Cell, foe: Cell, b: Cell): boolean {
  const cross = (foe.x - a.x) * (b.y - a.y) - (foe.y - a.y) * (b.x - a.x);
  if (cross !== 0) return false;
  const dot = (foe.x - a.x) * (b.x - foe.x) + (foe.y - a.y) * (b.y - foe.y);
  return dot > 0;
}

export interface Positioned {
  id: string;
  cell: Cell;
  /** in squares; 1 for most melee weapons */
  reach: number;
}

/**
 * Two allies that flank the foe (contest.flank.1): each has it within reach, and a straight line
 * through the centres of their squares passes through the foe's. Null when no pair does.
 */
export function flankingPair(foe: Cell, allies: readonly Positioned[]): [string, string] | null {
  const threatening = allies.filter((a) => withinReach(a.cell, foe, a.reach));
  for (const [i, a] of threatening.entries()) {
    for (const b of threatening.slice(i + 1)) {
      if (isBetween(a.cell, foe, b.cell)) return [a.id, b.id];
    }
  }
  return null;
}

export function isFlanked(foe: Cell, allies: readonly Positioned[]): boolean {
  return flankingPair(foe, allies) !== null;
}

/** Squares a character may move for its Speed in meters (contest.init.6, Dash). */
export function speedInSquares(speedMeters: number): number {
  return Math.max(0, Math.floor(speedMeters / METERS_PER_SQUARE));
}

/**
 * Whether a creature threatens the squares in its reach: an Unconscious one does not, so it
 * neither flanks a foe nor is prompted for an opportunity attack (ruling).
 */
export function threatens(conditions: readonly string[]): boolean {
  return !conditions.includes("unconscious");
}

/** A grappled creature cannot move (contest.action.4). */
export function canMove(conditions: readonly string[]): boolean {
  return !conditions.includes("grappled");
}

/**
 * A creature's melee reach in squares: its longest equipped melee weapon, and at least 1
 * (unarmed fighting reaches the adjacent squares). Used for flanking and opportunity attacks.
 */
export function meleeReach(weapons: readonly { equipped: boolean; ranged: boolean; reach: number }[]): number {
  return Math.max(1, ...weapons.filter((w) => w.equipped && !w.ranged).map((w) => w.reach));
}
