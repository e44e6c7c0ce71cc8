import { plannedFeet, plannedPoints, type RulerPoint } from "../../core/ruler";
import { activeCombat, combatantOf } from "../../foundry/lookup";
import { useLineRuler } from "../../foundry/token-ruler";
import { statusesOf } from "./adapter";
import { WOUNDTRACK_MOVES } from "./play/move";
import { apLine, plannedYards } from "./play/ruler-line";
import { costOn } from "./terrain";

/** The AP line for a token's actor dragged on its own turn, or null for anyone else. */
function costLine(actor: Actor.Implementation | null, point: RulerPoint, before: readonly RulerPoint[]): { text: string; over: boolean } | null {
  const combatant = actor && (actor.type as string).startsWith("woundtrack") ? combatantOf(actor) : undefined;
  if (!actor || !combatant || activeCombat()?.combatant?.id !== combatant.id) return null;
  const ledger = WOUNDTRACK_MOVES.read(combatant.system, actor.system, statusesOf(actor));
  const scene = canvas?.scene ?? null;
  // Square by square with the scene's terrain; the grid's own measure where a waypoint lacks its place.
  const yards = plannedYards(ledger, plannedPoints(point, before), scene?.grid?.size ?? 0, costOn(scene, point.at?.elevation ?? 0)) ?? plannedFeet(point, before);
  const line = apLine(ledger, yards);
  return { text: game.i18n!.format(line.key, { ap: String(line.ap) }), over: line.key !== "MANIFOLD.woundtrack.Ruler.Cost" };
}

/** The AP each waypoint's planned yards would cost (every second diagonal of the round 2, each square by its terrain). */
export const useWoundtrackRuler = () => useLineRuler(costLine);
