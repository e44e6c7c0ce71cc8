import type { TrackerResource } from "../../core/tracker-resource";
import type { CombatantSystem } from "./rules/types";

/**
 * What the tracker shows under a Die Rank combatant's name: the AP left this turn, the AP
 * interrupts took from its next turn (the debt), and a mounted pair's AP only movement may spend
 * or movement may not. Pure, so the gallery renders the same rows.
 */
export function dierankTrackerResources(system: Pick<CombatantSystem, "ap" | "owed" | "moveOnly" | "noMove">): TrackerResource[] {
  const rows: TrackerResource[] = [{ label: "MANIFOLD.dierank.Tracker.Ap", value: system.ap, icon: "fa-solid fa-bolt" }];
  if (system.owed > 0) rows.push({ label: "MANIFOLD.dierank.Tracker.Owed", value: system.owed, icon: "fa-solid fa-hand-holding" });
  if (system.moveOnly > 0) rows.push({ label: "MANIFOLD.dierank.Tracker.MoveOnly", value: system.moveOnly, icon: "fa-solid fa-horse" });
  if (system.noMove > 0) rows.push({ label: "MANIFOLD.dierank.Tracker.NoMove", value: system.noMove, icon: "fa-solid fa-hand" });
  return rows;
}
