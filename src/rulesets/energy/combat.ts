import type { CombatScheme } from "../../foundry/ruleset";
import { combatantSystem, conditionsOf, derivedOf, plainActor } from "./adapter";
import { initiativeFormula } from "./settings";
import { inForce } from "../../core/status";
import { ENERGY_STATUSES } from "./rules/conditions";
import type { EnergyDerived } from "./rules/derived";
import { initiativeContest, rollInitiatives, toggleSurprised } from "./initiative";
import { roundCreature, startRound } from "./round-rolls";
import { joinStep, trackerStep } from "./play/round";
import { INITIATIVE_GM_PATHS, initiativeRoll } from "./play/initiative";
import { activeCombat } from "../../foundry/lookup";
import { energyTrackerResources } from "./tracker-resources";

/**
 * No turn order (energy.energy.1, energy.round.1): the combat counts rounds of 5 seconds and nobody
 * holds the turn (play/round.ts trackerStep). Each new round makes the rolls owed, then refills
 * Energy and Agility and clears the once-per-round uses in ONE write.
 */
export const energyCombat: CombatScheme = {
  roundButton: trackerStep,

  initiativeFormula(combatant) {
    const actor = combatant.actor;
    if (!actor) return null;
    return initiativeRoll(initiativeFormula(), derivedOf<EnergyDerived>(actor)?.initiative.total ?? 0);
  },

  // The rolls owed at the round's start come first, then every combatant's pools (play/round.ts).
  roundStart: startRound,

  // Joining mid-round: the pools this creature would have had at the round's start.
  joinState(actor) {
    return joinStep(roundCreature(actor), activeCombat()?.round ?? 0);
  },

  contextOptions() {
    return [
      {
        name: "MANIFOLD.energy.Tracker.InitiativeContest",
        icon: "fa-solid fa-bolt-lightning",
        // Only the challenger's owner may contest for it; the active GM runs the contest.
        condition: (c) => !!c.combat?.started && c.isOwner,
        callback: initiativeContest,
      },
      {
        name: "MANIFOLD.energy.Tracker.ToggleSurprised",
        icon: "fa-solid fa-eye-slash",
        condition: (c) => !!game.user?.isGM && !!c.combat && c.combat.round <= 1 && !!c.actor,
        callback: toggleSurprised,
      },
    ];
  },

  gmOnly: INITIATIVE_GM_PATHS,
  rollInitiative: rollInitiatives,

  trackerResources(combatant) {
    const actor = combatant.actor;
    const stamina = actor ? plainActor(actor).system.stamina : null;
    const derived = actor ? derivedOf<EnergyDerived>(actor) : undefined;
    return energyTrackerResources({
      system: combatantSystem(combatant),
      initiative: combatant.initiative,
      maxAgility: derived?.maxAgility ?? 3,
      stamina: stamina ? { value: stamina.value, max: derived?.maxStamina ?? stamina.max } : null,
      conditions: [...inForce(ENERGY_STATUSES, conditionsOf(actor))].map((id) => game.i18n!.localize(`MANIFOLD.energy.Condition.${id}`)),
      sees: !!game.user?.isGM || combatant.isOwner,
    });
  },
};
