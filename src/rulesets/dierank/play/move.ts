/**
 * Moves between regions through the shared movement ledger (the region rules;
 * dierank.prone.1, helpless.1, grapple.5): a willing move into the next region spends a minor
 * action (1 AP), two regions a run (a major action, 2 AP), and a prone creature crawls one region
 * for all its AP. The distance is counted in regions by the glue (Scene Regions entered); with no
 * regions on the scene the glue counts none, and nothing is spent.
 */
import { upTo } from "../../../core/play/guard";
import type { MoveRules } from "../../../core/play/movement";
import { actionCost } from "../rules/economy";
import { regionMove } from "../rules/movement";
import { actionProvokes, moveProvokes } from "./provokes";
import type { CombatantSystem, CreatureSystem } from "../rules/types";

export interface RegionLedger {
  ap: number;
  /** AP only movement may spend, and AP it may not (a mounted pair's, dierank.mount.5-6) */
  moveOnly: number;
  noMove: number;
  statuses: readonly string[];
  /** a mounted pair (the rider, or the mount carrying it): a run covers three regions (dierank.mount.8) */
  mounted: boolean;
}

/** The AP a move of `regions` costs with `ap` left: a walk, a run, or a crawl; null beyond what it may do. */
export function regionsCost(l: RegionLedger, regions: number): number | null {
  if (regions === 0) return 0;
  const prone = l.statuses.includes("prone");
  const move = regionMove(prone ? "crawl" : regions === 1 ? "walk" : "run", { statuses: l.statuses, mounted: l.mounted });
  if ("refused" in move || regions > move.regions) return null;
  return actionCost(move.size, Math.max(0, l.ap - l.noMove));
}

/** The most regions a willing move may cover with the AP left. */
function regionsLeft(l: RegionLedger): number {
  for (const regions of [3, 2, 1]) if (regionsCost(l, regions) !== null) return regions;
  return 0;
}

export const DIERANK_MOVES: MoveRules<RegionLedger> = {
  turns: true,
  read: (combatant, actor, statuses) => ({
    ap: Number((combatant as Partial<CombatantSystem>).ap ?? 0),
    moveOnly: Number((combatant as Partial<CombatantSystem>).moveOnly ?? 0),
    noMove: Number((combatant as Partial<CombatantSystem>).noMove ?? 0),
    statuses,
    // The pair moves on the rider's turn, from the pair's AP on the rider's combatant: the rider's move is the mount's run.
    mounted: ((actor as Partial<CreatureSystem>).mount?.rides ?? "") !== "" || ((actor as Partial<CreatureSystem>).mount?.carries ?? "") !== "",
  }),
  left: regionsLeft,
  blocked: (l) => ("refused" in regionMove("walk", { statuses: l.statuses.filter((s) => s !== "prone"), mounted: l.mounted }) ? "MANIFOLD.dierank.Move.CannotMove" : null),
  record(l, kind, regions) {
    // A GM's move past what is left spends all of it. An undo gives back a walk's or a run's AP: the
    // ledger keeps no record of what the move cost (a crawl's all-AP included), so the GM adjusts that one.
    const cost = regionsCost(l, regions) ?? Math.max(0, l.ap - l.noMove);
    const ap = kind === "undo" ? Math.min(99, l.ap + Math.min(2, regions)) : l.ap - cost;
    // A move spends the AP kept for movement first (dierank.mount.5).
    const moveOnly = kind === "undo" ? l.moveOnly : Math.max(0, l.moveOnly - cost);
    // Leaving a region or running into one provokes the enemies there (dierank.oppo.3-4): the table is told.
    const crawl = l.statuses.includes("prone") ? actionProvokes("exclusive") : [];
    const notices = kind === "willing" && regions > 0 ? [...moveProvokes(regions), ...crawl].map((why) => ({ key: `MANIFOLD.dierank.Provokes.${why}`, data: {} })) : [];
    return { changes: { ...(ap === l.ap ? {} : { "system.ap": ap }), ...(moveOnly === l.moveOnly ? {} : { "system.moveOnly": moveOnly }) }, notices };
  },
  allow: { actor: {}, combatant: { "system.ap": upTo(99), "system.moveOnly": upTo(12) }, item: {}, statuses: new Set() },
  words: { tooFar: "MANIFOLD.dierank.Move.TooFar", past: "MANIFOLD.dierank.Move.Past" },
};
