/**
 * Facing on the 1 m hex grid (energy.facing.1-6): a creature faces the half of the area in front
 * of it, the three hexes ahead. Foundry's rotation turns clockwise and 0 means the token faces down
 * the screen (+y), which is how token art is drawn.
 */
export interface Point {
  x: number;
  y: number;
}

/** The angle, in degrees from 0 to 180, between where the defender faces and where the attacker stands. */
export function angleFromFront(defender: Point, rotation: number, attacker: Point): number {
  const facing = ((rotation % 360) + 360) % 360;
  // Screen angle of a direction, clockwise from "down": atan2 of (-dx, dy).
  const toAttacker = (Math.atan2(-(attacker.x - defender.x), attacker.y - defender.y) * 180) / Math.PI;
  const diff = Math.abs((((toAttacker - facing) % 360) + 540) % 360 - 180);
  return diff;
}

/**
 * "front" when the attacker is in the half the defender faces. Exactly sideways (90 degrees) counts
 * as front: on a hex grid no neighbouring hex lies there, and the defender keeps the doubt.
 */
export function facingSide(defender: Point, rotation: number, attacker: Point): "front" | "behind" {
  if (defender.x === attacker.x && defender.y === attacker.y) return "front";
  return angleFromFront(defender, rotation, attacker) <= 90 ? "front" : "behind";
}

/** Attacked from where it is not facing: Unarmed Evasion with disadvantage (energy.facing.3). */
export function defenseFromBehind(side: "front" | "behind"): { unarmed: boolean; disadvantage: boolean } {
  return side === "behind" ? { unarmed: true, disadvantage: true } : { unarmed: false, disadvantage: false };
}
