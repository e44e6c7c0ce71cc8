import { placeOf, type OpenTarget, type Placed } from "./play/open";
import { metresStep } from "./play/place";
import { gridDistance, placed as placedToken } from "../../foundry/docs";
import type { MovementGlue } from "../../foundry/movement";
import type { MoveRules } from "../../core/play/movement";
import { ENERGY_MOVES } from "./play/move";

const placed = (token: Token.Implementation): Placed => {
  const t = placedToken(token);
  return { center: t.center, rotation: t.document.rotation ?? 0 };
};

/**
 * The tokens' places for the open step: the distance in metres (each grid space 1 m, whatever the
 * scene's scale), and the two tokens' centres and rotations, from which the step reads facing.
 */
export function positions(attacker: Token.Implementation | undefined, target: Token.Implementation | undefined): Pick<OpenTarget, "side" | "distance" | "attackerFaces" | "unmeasured"> {
  // A client not viewing the tokens' scene cannot measure them: melee trusts the GM, a shot gets no range edge.
  if (!target) return placeOf(null, { center: { x: 0, y: 0 }, rotation: 0 }, 1);
  if (!attacker || !canvas?.grid) return placeOf(null, placed(target), 1);
  const measured = gridDistance(placed(attacker).center, placed(target).center);
  return placeOf(placed(attacker), placed(target), metresStep({ distance: measured, perSpace: canvas.grid.distance }));
}

/** Energy's side of the movement ledger: a token walks, in metres (each grid space 1 m), what its movement actions paid for. */
export const ENERGY_MOVEMENT: MovementGlue = {
  rules: ENERGY_MOVES as MoveRules<unknown>,
  distance: (doc, movement, withPending) =>
    metresStep({ distance: movement.passed.distance + (withPending ? (movement.pending?.distance ?? 0) : 0), perSpace: doc.parent?.grid?.distance ?? 1 }),
};
