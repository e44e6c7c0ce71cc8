import { rulerLine } from "./ruler-label";
import { plannedFeet, type RulerPoint } from "../../core/ruler";
import { combatantSystem } from "./adapter";
import { activeCombat, combatantOf } from "../../foundry/lookup";
import { useLineRuler } from "../../foundry/token-ruler";

/** The ruler's feet line for a token's actor on its own turn, or null for anyone else. */
function feetLine(actor: Actor.Implementation | null, point: RulerPoint, before: readonly RulerPoint[]): { text: string; over: boolean } | null {
  const combatant = actor && (actor.type as string).startsWith("rollunder") ? combatantOf(actor) : undefined;
  if (!combatant || activeCombat()?.combatant?.id !== combatant.id) return null;
  const line = rulerLine(combatantSystem(combatant), plannedFeet(point, before));
  return { text: game.i18n!.format(line.key, { feet: String(line.feet) }), over: line.key === "MANIFOLD.rollunder.Ruler.TooFar" };
}

/** The feet the move would leave this turn on each waypoint's label (rollunder.turn.10), for a combatant dragged on its own turn. */
export const useRollunderRuler = () => useLineRuler(feetLine);
