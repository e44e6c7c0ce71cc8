/**
 * Die Rank's side of the movement ledger in Foundry: a move's distance is the number of Scene
 * Regions it enters (v13's TokenDocument#segmentizeRegionMovementPath, counting the ENTER
 * segments of the whole path, origin first); a scene with no regions counts none, and the GM moves
 * tokens by hand (the issue's "fallback to manual moves").
 */
import type { MovementGlue, TokenMovement } from "../../foundry/movement";
import type { MoveRules } from "../../core/play/movement";
import { DIERANK_MOVES } from "./play/move";
import { regionsEntered } from "./rules/regions";

export function regionsOfMove(doc: TokenDocument.Implementation, movement: TokenMovement, withPending: boolean): number {
  const regions = [...(doc.parent?.regions ?? [])];
  if (regions.length === 0) return 0;
  const waypoints = [movement.origin, ...movement.passed.waypoints, ...(withPending ? (movement.pending?.waypoints ?? []) : [])];
  const enter = CONST.REGION_MOVEMENT_SEGMENTS.ENTER;
  return regionsEntered(regions.map((region) => doc.segmentizeRegionMovementPath(region, waypoints).filter((s) => s.type === enter).map((s) => s.from)));
}

export const DIERANK_MOVEMENT: MovementGlue = {
  rules: DIERANK_MOVES as MoveRules<unknown>,
  distance: regionsOfMove,
};
