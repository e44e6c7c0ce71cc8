import type { CombatScheme } from "../../foundry/ruleset";

/** Side initiative (rollunder.init.*): replaced by the combat work on this branch. */
export const rollunderCombat: CombatScheme = {
  initiativeFormula: () => null,
  roundStart: () => [],
  trackerResources: () => [],
};
