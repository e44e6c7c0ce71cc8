import type { RulesetRules } from "../../../core/ruleset";
import { WOUNDTRACK_STATUSES } from "./conditions";
import * as schema from "./schema";
import { migrateWoundtrackCreature } from "./migrate";

/**
 * Wound Track as data: its types, grid (1 yard squares, every second diagonal 2 yards: RULINGS),
 * conditions and attack card. The Foundry side (index.ts) comes with its sheets.
 */
export const woundtrackRules: RulesetRules = {
  id: "woundtrack",
  label: "MANIFOLD.woundtrack.Name",
  grid: { type: "square", distance: 1, units: "yd", diagonals: "ALTERNATING_1" },
  actorTypes: { woundtrackCharacter: schema.woundtrackCharacter, woundtrackNpc: schema.woundtrackNpc },
  itemTypes: { woundtrackWeapon: schema.woundtrackWeapon, woundtrackArmor: schema.woundtrackArmor, woundtrackAction: schema.woundtrackAction },
  combatTypes: { woundtrackCombat: schema.woundtrackCombat },
  combatantTypes: { woundtrackCombatant: schema.woundtrackCombatant },
  chatTypes: { woundtrackAttack: schema.woundtrackAttack, woundtrackCheck: schema.woundtrackCheck },
  statuses: WOUNDTRACK_STATUSES,
  migrations: { woundtrackCharacter: migrateWoundtrackCreature, woundtrackNpc: migrateWoundtrackCreature },
  specialStatuses: { DEFEATED: "dead" },
  primaryTokenAttribute: "stamina",
  secondaryTokenAttribute: "mana",
  // The seed's "round" is 15 seconds: four rounds to the minute (woundtrack.ap.7).
  roundSeconds: 15,
};
