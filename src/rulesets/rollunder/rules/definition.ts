import type { RulesetRules } from "../../../core/ruleset";
import { rollunderCardSpec } from "./card-schema";
import { ROLLUNDER_STATUSES } from "./conditions";

/**
 * Roll-Under as data: its grid (5 ft squares), conditions and attack card. The actor, item, combat
 * and combatant schemas join with the data models; until then the ruleset is not registered.
 */
export const rollunderRules: RulesetRules = {
  id: "rollunder",
  label: "MANIFOLD.rollunder.Name",
  grid: { type: "square", distance: 5, units: "ft", diagonals: "EQUIDISTANT" },
  actorTypes: {},
  itemTypes: {},
  combatTypes: {},
  combatantTypes: {},
  chatTypes: { rollunderAttack: rollunderCardSpec },
  statuses: ROLLUNDER_STATUSES,
  // The tracker's Mark Defeated sets Dead.
  specialStatuses: { DEFEATED: "dead" },
  primaryTokenAttribute: "hp",
  // The seed gives no length of a round; ten seconds is the usual reading in games of its kind.
  roundSeconds: 10,
};
