import type { TrackerResource } from "../../core/tracker-resource";
import type { CombatantSystem } from "./rules/types";
import { ENERGY_PER_ROUND } from "./rules/constants";

/** The plain facts the tracker row is made from: the combatant's pools and its actor's. */
export interface EnergyTrackerFacts {
  system: Pick<CombatantSystem, "energy" | "agility" | "swiftUsed" | "initiativeUsed">;
  /** the tracker's initiative for this round, shown once the roll is spent */
  initiative: number | null;
  maxAgility: number;
  /** null when the combatant has no actor to read Stamina from */
  stamina: { value: number; max: number } | null;
  /** names of the conditions in force, already in the reader's language */
  conditions: readonly string[];
  /** the reader may see this creature's pools: its owner, or a GM */
  sees: boolean;
}

/**
 * What the combat tracker shows under an energy combatant's name: the round's pools, Stamina, and
 * the once-a-round Swift Attack and initiative roll. The pools show only to a reader who may see
 * them (the creature's owner, a GM), as on the cards: a player learns a foe's Stamina from play.
 * Pure, so the gallery renders the same rows.
 */
export function energyTrackerResources(facts: EnergyTrackerFacts): TrackerResource[] {
  const { system } = facts;
  const pools: TrackerResource[] = [
    { label: "MANIFOLD.energy.Tracker.Energy", value: system.energy, max: ENERGY_PER_ROUND, icon: "fa-solid fa-bolt" },
    { label: "MANIFOLD.energy.Tracker.Agility", value: system.agility, max: facts.maxAgility, icon: "fa-solid fa-person-running" },
    ...(facts.stamina ? [{ label: "MANIFOLD.energy.Tracker.Stamina", value: facts.stamina.value, max: facts.stamina.max, icon: "fa-solid fa-heart-pulse" }] : []),
  ];
  const resources: TrackerResource[] = [
    ...(facts.sees ? pools : []),
    { label: system.swiftUsed ? "MANIFOLD.energy.Tracker.SwiftUsed" : "MANIFOLD.energy.Tracker.SwiftReady", value: system.swiftUsed ? "✗" : "✓", icon: "fa-solid fa-bolt-lightning" },
    {
      label: system.initiativeUsed ? "MANIFOLD.energy.Tracker.InitiativeUsed" : "MANIFOLD.energy.Tracker.InitiativeReady",
      value: system.initiativeUsed ? String(facts.initiative ?? "✗") : "✓",
      icon: "fa-solid fa-forward-fast",
    },
  ];
  if (facts.conditions.length) resources.push({ label: "MANIFOLD.energy.Tracker.Conditions", value: facts.conditions.join(", "), icon: "fa-solid fa-triangle-exclamation" });
  return resources;
}
