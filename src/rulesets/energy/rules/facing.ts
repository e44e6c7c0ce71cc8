/**
 * Facing on the 1 m hex grid (energy.facing.1-6): a creature faces the half of the area in front
 * of it, the three hexes ahead. Foundry's rotation turns clockwise and 0 means the token faces down
 * the screen (+y), which is how token art is drawn.
 */
export interface Point {
  x: number;
  y: number;
}

/** Where the attacker stands relative to the defender's facing, in degrees from -180 to 180, clockwise positive. */
export function signedAngleFromFront(defender: Point, rotation: number, attacker: Point): number {
  const facing = ((rotation % 360) + 360) % 360;
  // Screen angle of a direction, clockwise from "down": atan2 of (-dx, dy).
  const toAttacker = (Math.atan2(-(attacker.x - defender.x), attacker.y - defender.y) * 180) / Math.PI;
  return ((((toAttacker - facing) % 360) + 540) % 360) - 180;
}


/**
 * "front" when the attacker is in the half the defender faces. Foundry snaps token rotation to
 * 60 degrees on hex grids, and on pointy-top hexes that points between two neighbours, leaving one
 * neighbour exactly sideways on each side. The clockwise side counts as front and the other as
 * behind, so a creature faces exactly three of its six neighbours as the seed says (energy.facing.1).
 */
export function facingSide(defender: Point, rotation: number, attacker: Point): "front" | "behind" {
  if (defender.x === attacker.x && defender.y === attacker.y) return "front";
  const d = signedAngleFromFront(defender, rotation, attacker);
  return d > -90 + 1e-9 && d <= 90 + 1e-9 ? "front" : "behind";
}

/** Attacked from where it is not facing: Unarmed Evasion with disadvantage (energy.facing.3). */
export function defenseFromBehind(side: "front" | "behind"): { unarmed: boolean; disadvantage: boolean } {
  return side === "behind" ? { unarmed: true, disadvantage: true } : { unarmed: false, disadvantage: false };
}
