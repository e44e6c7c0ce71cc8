import type { TrackerResource } from "../../core/tracker-resource";
import type { CombatantSystem } from "./rules/types";
import { AP_PER_ROUND, ATTACKS_PER_ROUND } from "./rules/constants";

/**
 * What the combat tracker shows under a contest combatant's name, from its round economy alone,
 * so the gallery renders the same rows the tracker does. Each counts what is left this round, as
 * every tracker counter does.
 */
export function contestTrackerResources(system: Pick<CombatantSystem, "ap" | "attacks" | "freeUsed">): TrackerResource[] {
  return [
    { label: "MANIFOLD.contest.Tracker.AP", value: system.ap, max: AP_PER_ROUND, icon: "fa-solid fa-bolt" },
    { label: "MANIFOLD.contest.Tracker.Attacks", value: ATTACKS_PER_ROUND - system.attacks, max: ATTACKS_PER_ROUND, icon: "fa-solid fa-dice-d20" },
    { label: "MANIFOLD.contest.Tracker.Free", value: system.freeUsed ? 0 : 1, max: 1, icon: "fa-solid fa-feather" },
  ];
}
