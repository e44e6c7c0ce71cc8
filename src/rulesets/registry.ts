import type { RulesetDefinition } from "../foundry/ruleset";
import { contest } from "./contest";

/**
 * The rulesets this build plays. Die Rank, Wound Track, Roll-Under and Energy & Aura join
 * this list as their issues land; the ids of all five are fixed in core/ruleset.ts.
 */
export const RULESETS: readonly RulesetDefinition[] = [contest];
