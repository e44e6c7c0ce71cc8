import type { RulesetRules } from "../../../core/ruleset";
import { DIERANK_STATUSES } from "./conditions";
import * as schema from "./schema";

/**
 * Die Rank as data: its types, grid (regions; the scene's 5 m squares only measure, RULINGS),
 * conditions and attack card. The Foundry side (index.ts) comes with its sheets.
 */
export const dierankRules: RulesetRules = {
  id: "dierank",
  label: "MANIFOLD.dierank.Name",
  grid: { type: "square", distance: 5, units: "m", diagonals: "EQUIDISTANT" },
  actorTypes: { dierankCharacter: schema.dierankCharacter, dierankNpc: schema.dierankNpc },
  itemTypes: { dierankWeapon: schema.dierankWeapon, dierankShield: schema.dierankShield, dierankSpell: schema.dierankSpell },
  combatTypes: { dierankCombat: schema.dierankCombat },
  combatantTypes: { dierankCombatant: schema.dierankCombatant },
  chatTypes: { dierankAttack: schema.dierankAttack },
  statuses: DIERANK_STATUSES,
  // The tracker's Mark Defeated sets Dead.
  specialStatuses: { DEFEATED: "dead" },
  primaryTokenAttribute: "hp",
  secondaryTokenAttribute: "mp",
  // The seed gives no length of a round; six seconds, as in most games of its kind.
  roundSeconds: 6,
};
