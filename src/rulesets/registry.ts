import type { RulesetDefinition } from "../foundry/ruleset";
import { contest } from "./contest";
import { energy } from "./energy";
import { rollunder } from "./rollunder";

/**
 * The rulesets this build plays. Die Rank and Wound Track join this list as their
 * issues land; the ids of all five are fixed in core/ruleset.ts.
 */
export const RULESETS: readonly RulesetDefinition[] = [contest, energy, rollunder];
