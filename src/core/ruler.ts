/** What every ruleset's ruler label reads of core's token ruler: pure, so the tests and the gallery read it the same way. */

/** A waypoint of core's ruler, as far as the label reads it: its stage and the distance measured to it from the path's start. */
export interface RulerPoint {
  /** "passed": movement already made this turn, which core draws as part of the path */
  stage: string;
  distance: number;
  /** where the token stands at it: its top-left corner in pixels, and its elevation */
  at?: { x: number; y: number; elevation: number };
}

/**
 * The feet of the move being planned up to `point`: core measures from the start of the turn's
 * movement history, whose feet the combatant has already counted, so they come off here.
 */
export function plannedFeet(point: RulerPoint, before: readonly RulerPoint[]): number {
  const passed = [...before].reverse().find((p) => p.stage === "passed");
  return Math.max(0, point.distance - (passed?.distance ?? 0));
}

/** The waypoints of the move being planned up to `point`: from the last one already passed (or the path's start) on. */
export function plannedPoints(point: RulerPoint, before: readonly RulerPoint[]): RulerPoint[] {
  const last = before.map((p) => p.stage).lastIndexOf("passed");
  return [...before.slice(Math.max(0, last)), point];
}
