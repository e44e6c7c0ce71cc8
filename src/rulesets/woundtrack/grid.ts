/**
 * Wound Track's side of the movement ledger in Foundry: the drag's path turned into 1-yard grid
 * steps, so the ledger counts every second diagonal of the round as 2 yards (woundtrack.grid.4)
 * across moves, not only within one. Each waypoint leg is walked diagonally first, then straight,
 * the way the grid's own measurement takes it. Each step costs the terrain the scene marks on the
 * square it enters (terrain.ts), at the token's elevation.
 */
import { moveIsOwn } from "./adapter";
import type { MovementGlue, TokenMovement } from "../../foundry/movement";
import type { MoveRules } from "../../core/play/movement";
import { WOUNDTRACK_MOVES } from "./play/move";
import { legSteps } from "./play/legs";
import { costOn } from "./terrain";

function squaresOf(doc: TokenDocument.Implementation, movement: TokenMovement, withPending: boolean): { x: number; y: number }[] {
  const size = doc.parent?.grid?.size ?? 0;
  if (!size) return [];
  const waypoints = [movement.origin, ...movement.passed.waypoints, ...(withPending ? (movement.pending?.waypoints ?? []) : [])];
  return waypoints.map((p) => ({ x: Math.round(p.x / size), y: Math.round(p.y / size) }));
}

export const WOUNDTRACK_MOVEMENT: MovementGlue = {
  rules: WOUNDTRACK_MOVES as MoveRules<unknown>,
  distance: (doc, movement, withPending) => legSteps(squaresOf(doc, movement, withPending)).length,
  steps: (doc, movement, withPending) => legSteps(squaresOf(doc, movement, withPending), costOn(doc.parent, doc.elevation ?? 0)),
  // A mount moves of its own in the turn it shares with its rider (woundtrack.mount.3); anyone above the active initiative may interrupt with a move (move.8).
  onTurn: moveIsOwn,
};
