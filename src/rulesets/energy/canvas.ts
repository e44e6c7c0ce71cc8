import { metresStep } from "./play/place";
import { facingSide } from "./rules/facing";

interface Placed {
  center: { x: number; y: number };
  document: { rotation: number };
}

/** Distance in metres between two tokens (each grid space 1 m, whatever the scene's scale), and the side attacked from. */
export function positions(attacker: Token.Implementation | undefined, target: Token.Implementation): { distance: number; side: "front" | "behind"; attackerFaces: boolean; unmeasured?: boolean } {
  const t = target as unknown as Placed;
  // Unmeasured: melee trusts the GM (1 m), a shot gets no range edge (play/open.ts).
  if (!attacker || !canvas?.grid) return { distance: 1, side: "front", attackerFaces: true, unmeasured: true };
  const a = attacker as unknown as Placed;
  const measured = canvas.grid.measurePath([a.center, t.center] as never, {}) as unknown as { distance: number };
  return {
    distance: metresStep({ distance: measured.distance, perSpace: canvas.grid.distance }),
    side: facingSide(t.center, t.document.rotation ?? 0, a.center),
    // You normally can't attack what you do not face (energy.facing.5): the sheet warns, the GM decides.
    attackerFaces: facingSide(a.center, a.document.rotation ?? 0, t.center) === "front",
  };
}
