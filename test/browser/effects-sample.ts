/** The effects tab the ruleset galleries' actor pages show: one condition, standing, with no time limit. */
import { word } from "./render";
import { effectsTab } from "../../src/foundry/sheets/effects-tab";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";

export function sampleEffectsTab(ruleset: "contest" | "energy") {
  const conditions = ruleset === "contest" ? contestRules.statuses : energyRules.statuses;
  const dazed = { id: "e1", name: "Dazed", img: "systems/manifold/assets/status/face-dizzy.svg", disabled: false, statuses: ["dazed"], duration: {}, implied: false };
  return effectsTab({ ruleset, conditions, effects: [dazed], clock: { worldTime: 0, combat: null } }, word);
}
