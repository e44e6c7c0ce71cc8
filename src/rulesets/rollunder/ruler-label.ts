import { feetLeft } from "./rules/economy";
import type { CombatantSystem } from "./rules/types";

/**
 * The ruler's line while a combatant on its turn drags its token (rollunder.turn.10): the feet
 * that would be left after moving `planned` feet, or how far the move goes past what is left.
 */
export function rulerLine(system: Pick<CombatantSystem, "action" | "moved" | "allowance">, planned: number): { key: string; feet: number } {
  const left = feetLeft(system);
  return planned <= left ? { key: "MANIFOLD.rollunder.Ruler.Left", feet: left - planned } : { key: "MANIFOLD.rollunder.Ruler.TooFar", feet: planned - left };
}
