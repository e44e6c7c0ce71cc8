/** The rulesets' self-tests as the plain table runs them. */
import { CONTEST_SELF_TEST } from "../../src/rulesets/contest/selftest";
import { ENERGY_SELF_TEST } from "../../src/rulesets/energy/selftest";
import { ROLLUNDER_SELF_TEST } from "../../src/rulesets/rollunder/selftest";
import { DIERANK_SELF_TEST } from "../../src/rulesets/dierank/selftest";
import { DIERANK_STATUSES } from "../../src/rulesets/dierank/rules/conditions";
import { DIERANK } from "../play/dierank/world";
import { dierankCombat } from "./dierank-combat";
import { WOUNDTRACK_SELF_TEST } from "../../src/rulesets/woundtrack/selftest";
import { WOUNDTRACK_STATUSES } from "../../src/rulesets/woundtrack/rules/conditions";
import { WOUNDTRACK } from "../play/woundtrack/world";
import { woundtrackCombat } from "./woundtrack-combat";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { ENERGY_STATUSES } from "../../src/rulesets/energy/rules/conditions";
import { ROLLUNDER_STATUSES } from "../../src/rulesets/rollunder/rules/conditions";
import { CONTEST } from "../play/contest/world";
import { ENERGY } from "../play/energy/world";
import { ROLLUNDER } from "../play/rollunder/world";
import { contestCombat, energyCombat, rollunderCombat } from "./table-combat";
import type { SelfTestRuleset } from "./table-world";

export const CONTEST_RUN: SelfTestRuleset = { id: "contest", rules: CONTEST as never, script: CONTEST_SELF_TEST, combat: contestCombat, statuses: contestRules.statuses };
export const SELF_TESTS: readonly SelfTestRuleset[] = [
  CONTEST_RUN,
  { id: "energy", rules: ENERGY as never, script: ENERGY_SELF_TEST, combat: energyCombat, statuses: ENERGY_STATUSES },
  { id: "rollunder", rules: ROLLUNDER as never, script: ROLLUNDER_SELF_TEST, combat: rollunderCombat, statuses: ROLLUNDER_STATUSES },
  { id: "dierank", rules: DIERANK as never, script: DIERANK_SELF_TEST, combat: dierankCombat, statuses: DIERANK_STATUSES },
  { id: "woundtrack", rules: WOUNDTRACK as never, script: WOUNDTRACK_SELF_TEST, combat: woundtrackCombat, statuses: WOUNDTRACK_STATUSES },
];
