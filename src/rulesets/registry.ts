import type { RulesetDefinition } from "../foundry/ruleset";
import { contest } from "./contest";
import { dierank } from "./dierank";
import { energy } from "./energy";
import { rollunder } from "./rollunder";
import { woundtrack } from "./woundtrack";

/**
 * The rulesets this build plays; the ids of all five are fixed in core/ruleset.ts.
 */
export const RULESETS: readonly RulesetDefinition[] = [contest, energy, rollunder, dierank, woundtrack];
