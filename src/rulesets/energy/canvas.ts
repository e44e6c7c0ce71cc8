import { placeOf, type OpenTarget, type Placed } from "./play/open";
import { metresStep } from "./play/place";

interface TokenLike {
  center: { x: number; y: number };
  document: { rotation: number };
}

const placed = (token: Token.Implementation): Placed => {
  const t = token as unknown as TokenLike;
  return { center: t.center, rotation: t.document.rotation ?? 0 };
};

/**
 * The tokens' places for the open step: the distance in metres (each grid space 1 m, whatever the
 * scene's scale), and the two tokens' centres and rotations, from which the step reads facing.
 */
export function positions(attacker: Token.Implementation | undefined, target: Token.Implementation): Pick<OpenTarget, "side" | "distance" | "attackerFaces" | "unmeasured"> {
  if (!attacker || !canvas?.grid) return placeOf(null, placed(target), 1);
  const measured = canvas.grid.measurePath([placed(attacker).center, placed(target).center] as never, {}) as unknown as { distance: number };
  return placeOf(placed(attacker), placed(target), metresStep({ distance: measured.distance, perSpace: canvas.grid.distance }));
}
