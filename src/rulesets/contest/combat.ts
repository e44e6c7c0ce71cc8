import type { CombatScheme } from "../../foundry/ruleset";
import { compareInitiative, initiativeSpec, type InitiativeEntry } from "./rules/initiative";
import { roundReset } from "./rules/economy";
import { AP_PER_ROUND, ATTACKS_PER_ROUND } from "./rules/constants";
import { combatantSystem, plainActor } from "./adapter";

/** 1d6 + Initiative (NPC 1d6 + PER), descending; 3 AP reset each round in one write. */
export const contestCombat: CombatScheme = {
  initiativeFormula(combatant) {
    return combatant.actor ? initiativeSpec(plainActor(combatant.actor)).formula : null;
  },

  compare(a, b) {
    return compareInitiative(entry(a), entry(b));
  },

  roundStart(combat) {
    const combatants = combat.combatants.contents.map((c) => ({ id: c.id!, system: combatantSystem(c) }));
    return roundReset(combatants, combat.round);
  },

  skipTurn(combat, combatant) {
    // Surprised combatants lose their first turn (contest.round.3).
    return combat.round <= 1 && combatantSystem(combatant).surprised;
  },

  trackerResources(combatant) {
    const system = combatantSystem(combatant);
    return [
      { label: "MANIFOLD.contest.Tracker.AP", value: system.ap, max: AP_PER_ROUND, icon: "fa-solid fa-bolt" },
      { label: "MANIFOLD.contest.Tracker.Attacks", value: system.attacks, max: ATTACKS_PER_ROUND, icon: "fa-solid fa-khanda" },
      { label: "MANIFOLD.contest.Tracker.Free", value: system.freeUsed ? 0 : 1, max: 1, icon: "fa-solid fa-feather" },
    ];
  },
};

function entry(c: Combatant.Implementation): InitiativeEntry {
  const actor = c.actor ? plainActor(c.actor) : null;
  return {
    id: c.id ?? "",
    initiative: c.initiative,
    bonus: actor ? initiativeSpec(actor).bonus : 0,
    isPC: actor?.type === "contestCharacter",
    tieBreak: stableFraction(c.id ?? ""),
  };
}

/** An arbitrary but stable draw in [0, 1) per combatant, so re-sorting never reshuffles ties. */
function stableFraction(id: string): number {
  let h = 2166136261;
  for (const ch of id) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (h >>> 0) / 4294967296;
}
