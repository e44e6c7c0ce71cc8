/**
 * A rider and its mount acting as one (dierank.mount.3-6, 8, 16-18): the higher AP, with the
 * mount's extra AP for movement only and the rider's extra AP for anything but movement.
 */
import type { ActionSize } from "./economy";

export interface PairAp {
  total: number;
  /** AP beyond the rider's, which only movement may spend */
  movementOnly: number;
  /** AP beyond the mount's, which movement may not spend */
  noMovement: number;
}

export function pairAp(rider: number, mount: number): PairAp {
  return { total: Math.max(rider, mount), movementOnly: Math.max(0, mount - rider), noMovement: Math.max(0, rider - mount) };
}

/** Mounting or dismounting: a minor action, or an exclusive one for an unskilled rider (dierank.mount.17-18). */
export const mountingSize = (skilled: boolean): ActionSize => (skilled ? "minor" : "exclusive");
