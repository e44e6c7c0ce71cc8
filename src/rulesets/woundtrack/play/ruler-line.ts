/**
 * The ruler's line while a combatant on its turn drags its token (the "the ruler shows the
 * AP cost of a drag"; woundtrack.move.1-6): the AP the planned yards cost beyond the movement it
 * holds, or how many AP it lacks.
 */
import { apToMove } from "../rules/movement";
import type { YardLedger } from "./move";

export function apLine(l: YardLedger, yards: number): { key: string; ap: number } {
  const cost = apToMove(l.pool, l.rate, Math.max(0, Math.floor(yards)));
  if (cost === null) return { key: "MANIFOLD.woundtrack.Ruler.CannotMove", ap: 0 };
  return cost <= l.ap ? { key: "MANIFOLD.woundtrack.Ruler.Cost", ap: cost } : { key: "MANIFOLD.woundtrack.Ruler.TooFar", ap: cost - l.ap };
}
