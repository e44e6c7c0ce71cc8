import type { TrackerResource } from "../../core/tracker-resource";
import type { CombatantKind, CombatantSystem } from "./rules/types";
import { feetLeft } from "./rules/economy";

/** The plain facts a tracker row is made from; names already in the reader's language. */
export interface RollunderTrackerFacts {
  kind: CombatantKind;
  system: Pick<CombatantSystem, "action" | "moved" | "allowance" | "reminder">;
  /** the group's name this round, "" before the first roll */
  group: string;
  /** the action taken this turn, "" while it is unspent */
  action: string;
}

/**
 * What the tracker shows under a Roll-Under combatant's name: where it acts this round, its
 * turn's one big action (ready or taken) and the feet it may still move. Time shows the GM's
 * reminder instead. Pure, so the gallery renders the same rows.
 */
export function rollunderTrackerResources(facts: RollunderTrackerFacts): TrackerResource[] {
  if (facts.kind === "time") return [{ label: "MANIFOLD.rollunder.Tracker.Reminder", value: facts.system.reminder || "—", icon: "fa-solid fa-hourglass-half" }];
  const resources: TrackerResource[] = [];
  if (facts.group) resources.push({ label: "MANIFOLD.rollunder.Tracker.Group", value: facts.group, icon: "fa-solid fa-people-group" });
  resources.push(
    facts.system.action
      ? { label: "MANIFOLD.rollunder.Tracker.ActionTaken", value: facts.action, icon: "fa-solid fa-hand-fist" }
      : { label: "MANIFOLD.rollunder.Tracker.ActionReady", value: "✓", icon: "fa-solid fa-hand-fist" },
    { label: "MANIFOLD.rollunder.Tracker.FeetLeft", value: feetLeft(facts.system), icon: "fa-solid fa-shoe-prints" },
  );
  return resources;
}
