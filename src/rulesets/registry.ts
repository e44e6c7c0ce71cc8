import type { RulesetDefinition } from "../foundry/ruleset";
import { contest } from "./contest";
import { energy } from "./energy";

/**
 * The rulesets this build plays. Die Rank, Wound Track and Roll-Under join this list as their
 * issues land; the ids of all five are fixed in core/ruleset.ts.
 */
export const RULESETS: readonly RulesetDefinition[] = [contest, energy];
