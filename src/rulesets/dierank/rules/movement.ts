/**
 * Moving between regions (the region rules; dierank.prone.1, mount.8, helpless.1,
 * grapple.5, oppo.1, 3-4): a walk into the next region is a minor action, a run two regions
 * (a mount three) a major one, a crawl while prone one region as an exclusive action. Each
 * provokes a possible opportunity attack from the enemies in the region left.
 */
import type { ActionSize } from "./economy";

export const REGION_MOVES = ["walk", "run", "crawl"] as const;
export type RegionMove = (typeof REGION_MOVES)[number];

export interface Mover {
  statuses: readonly string[];
  /** it is a mount running, or a rider on one */
  mounted: boolean;
  /** regions a running mount covers, when the mount is unusually slow or fast (default 3) */
  mountRun?: number;
}

/**
 * Statuses that keep a creature from moving of its own: helpless, grabbed or held, knocked out, and
 * a grappler, which lets go first (dierank.grapple.6; a much larger one is the GM's to move).
 */
const CANNOT_MOVE = ["helpless", "grabbed", "held", "holding", "knockedOut", "dead"];

/** The move, how far it may go and what it costs; a lang key suffix when the creature cannot make it. */
export function regionMove(move: RegionMove, m: Mover): { regions: number; size: ActionSize } | { refused: string } {
  if (CANNOT_MOVE.some((s) => m.statuses.includes(s))) return { refused: "CannotMove" };
  const prone = m.statuses.includes("prone");
  if (move === "crawl") return prone ? { regions: 1, size: "exclusive" } : { refused: "NotProne" };
  if (prone) return { refused: "Prone" };
  if (move === "walk") return { regions: 1, size: "minor" };
  return { regions: m.mounted ? (m.mountRun ?? 3) : 2, size: "major" };
}
