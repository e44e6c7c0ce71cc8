import { plannedFeet, type RulerPoint } from "../../core/ruler";
import { activeCombat, combatantOf } from "../../foundry/lookup";
import { useLineRuler } from "../../foundry/token-ruler";
import { statusesOf } from "./adapter";
import { WOUNDTRACK_MOVES } from "./play/move";
import { apLine } from "./play/ruler-line";

/** The AP line for a token's actor dragged on its own turn, or null for anyone else. */
function costLine(actor: Actor.Implementation | null, point: RulerPoint, before: readonly RulerPoint[]): { text: string; over: boolean } | null {
  const combatant = actor && (actor.type as string).startsWith("woundtrack") ? combatantOf(actor) : undefined;
  if (!actor || !combatant || activeCombat()?.combatant?.id !== combatant.id) return null;
  const line = apLine(WOUNDTRACK_MOVES.read(combatant.system, actor.system, statusesOf(actor)), plannedFeet(point, before));
  return { text: game.i18n!.format(line.key, { ap: String(line.ap) }), over: line.key !== "MANIFOLD.woundtrack.Ruler.Cost" };
}

/** The AP each waypoint's planned yards would cost (the grid measures yards, every second diagonal 2). */
export const useWoundtrackRuler = () => useLineRuler(costLine);
