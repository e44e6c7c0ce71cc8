import type { RulesetRules } from "../../../core/ruleset";
import { migrateCardLedger } from "../../../core/ledger";
import * as schema from "./schema";
import { migrateEnergyCreature } from "./migrate";
import { ROUND_SECONDS } from "./constants";
import { ENERGY_STATUSES } from "./conditions";

/** Energy & Aura as data: its types, grid (1 m hexes) and conditions. */
export const energyRules: RulesetRules = {
  id: "energy",
  label: "MANIFOLD.energy.Name",
  grid: { type: "hexOddR", distance: 1, units: "m", diagonals: "EQUIDISTANT" },
  actorTypes: { energyCharacter: schema.energyCharacter, energyNpc: schema.energyNpc },
  itemTypes: {
    energyWeapon: schema.energyWeapon,
    energyRanged: schema.energyRanged,
    energyArmor: schema.energyArmor,
    energyShield: schema.energyShield,
    energyAbility: schema.energyAbility,
  },
  combatTypes: { energyCombat: schema.energyCombat },
  combatantTypes: { energyCombatant: schema.energyCombatant },
  chatTypes: { energyAttack: schema.energyAttack },
  migrations: { energyCharacter: migrateEnergyCreature, energyNpc: migrateEnergyCreature, energyAttack: migrateCardLedger },
  statuses: ENERGY_STATUSES,
  // Dead is what the tracker's Mark Defeated sets; Blinded relies on sight (energy.cond.9), so a
  // blinded token sees as core's blind one does.
  specialStatuses: { DEFEATED: "dead", BLIND: "blinded" },
  primaryTokenAttribute: "aura",
  secondaryTokenAttribute: "stamina",
  roundSeconds: ROUND_SECONDS,
};
