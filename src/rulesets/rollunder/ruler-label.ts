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

/** A waypoint of core's ruler, as far as the label reads it: its stage and the distance measured to it from the path's start. */
export interface RulerPoint {
  /** "passed": movement already made this turn, which core draws as part of the path */
  stage: string;
  distance: number;
}

/**
 * The feet of the move being planned up to `point`: core measures from the start of the turn's
 * movement history, whose feet the combatant has already counted, so they come off here.
 */
export function plannedFeet(point: RulerPoint, before: readonly RulerPoint[]): number {
  const passed = [...before].reverse().find((p) => p.stage === "passed");
  return Math.max(0, point.distance - (passed?.distance ?? 0));
}
