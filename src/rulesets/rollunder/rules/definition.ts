import type { RulesetRules } from "../../../core/ruleset";
import { ROLLUNDER_STATUSES } from "./conditions";
import * as schema from "./schema";

/**
 * Roll-Under as data: its types, grid (5 ft squares), conditions and attack card; index.ts adds
 * the Foundry side.
 */
export const rollunderRules: RulesetRules = {
  id: "rollunder",
  label: "MANIFOLD.rollunder.Name",
  grid: { type: "square", distance: 5, units: "ft", diagonals: "EQUIDISTANT" },
  actorTypes: { rollunderCharacter: schema.rollunderCharacter, rollunderNpc: schema.rollunderNpc },
  itemTypes: {
    rollunderWeapon: schema.rollunderWeapon,
    rollunderArmor: schema.rollunderArmor,
    rollunderShield: schema.rollunderShield,
    rollunderGear: schema.rollunderGear,
  },
  combatTypes: { rollunderCombat: schema.rollunderCombat },
  combatantTypes: { rollunderCombatant: schema.rollunderCombatant },
  chatTypes: { rollunderAttack: schema.rollunderAttack },
  statuses: ROLLUNDER_STATUSES,
  // The tracker's Mark Defeated sets Dead.
  specialStatuses: { DEFEATED: "dead" },
  primaryTokenAttribute: "hp",
  // The seed gives no length of a round; ten seconds is the usual reading in games of its kind.
  roundSeconds: 10,
};
