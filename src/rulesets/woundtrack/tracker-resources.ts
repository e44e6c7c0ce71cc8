import type { TrackerResource } from "../../core/tracker-resource";
import type { CombatantSystem } from "./rules/types";

/**
 * What the tracker shows under a Wound Track combatant's name: its AP, the long action it is
 * paying (paid of cost), Defend in force, and the yards of movement bought and not yet walked this
 * round. Pure, so the gallery renders the same rows.
 */
export function woundtrackTrackerResources(system: Pick<CombatantSystem, "ap" | "long" | "defending" | "move">): TrackerResource[] {
  const rows: TrackerResource[] = [{ label: "MANIFOLD.woundtrack.Tracker.Ap", value: system.ap, icon: "fa-solid fa-bolt" }];
  if (system.long.action) rows.push({ label: "MANIFOLD.woundtrack.Tracker.Long", value: `${system.long.action} ${system.long.paid}/${system.long.cost}`, icon: "fa-solid fa-hourglass-half" });
  if (system.defending) rows.push({ label: "MANIFOLD.woundtrack.Tracker.Defending", value: "✓", icon: "fa-solid fa-shield" });
  if (system.move.yards > 0) rows.push({ label: "MANIFOLD.woundtrack.Tracker.Yards", value: system.move.yards, icon: "fa-solid fa-shoe-prints" });
  return rows;
}
