/**
 * The ruler's line while a combatant on its turn drags its token (the "the ruler shows the
 * AP cost of a drag"; woundtrack.move.1-6, terrain.1-2): the yards of the planned path square by
 * square, every second diagonal of the round 2 and each square by its terrain, then the AP they
 * cost beyond the movement it holds, or how many AP it lacks.
 */
import type { RulerPoint } from "../../../core/ruler";
import { apToMove, pathYards } from "../rules/movement";
import { legSteps, type Square } from "./legs";
import type { YardLedger } from "./move";

export function apLine(l: YardLedger, yards: number): { key: string; ap: number } {
  const cost = apToMove(l.pool, l.rate, Math.max(0, Math.floor(yards)));
  if (cost === null) return { key: "MANIFOLD.woundtrack.Ruler.CannotMove", ap: 0 };
  return cost <= l.ap ? { key: "MANIFOLD.woundtrack.Ruler.Cost", ap: cost } : { key: "MANIFOLD.woundtrack.Ruler.TooFar", ap: cost - l.ap };
}

/** The planned waypoints' yards on a grid of `size` pixels; null when a waypoint does not say where it is. */
export function plannedYards(l: YardLedger, points: readonly RulerPoint[], size: number, costAt?: (square: Square) => number): number | null {
  if (!size || points.some((p) => !p.at)) return null;
  const squares = points.map((p) => ({ x: Math.round(p.at!.x / size), y: Math.round(p.at!.y / size) }));
  return pathYards(legSteps(squares, costAt), l.pool.diagonals).yards;
}
