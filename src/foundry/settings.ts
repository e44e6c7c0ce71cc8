import { allRulesets, rulesetById } from "./registry-access";
import type { RulesetDefinition } from "./ruleset";

export const SYSTEM_ID = "manifold";
export const RULESET_SETTING = "ruleset";

export function registerCoreSettings(): void {
  const choices: Record<string, string> = { "": "MANIFOLD.Settings.Ruleset.None" };
  for (const def of allRulesets()) choices[def.rules.id] = def.rules.label;
  game.settings!.register(SYSTEM_ID, RULESET_SETTING, {
    name: "MANIFOLD.Settings.Ruleset.Name",
    hint: "MANIFOLD.Settings.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices,
    default: "",
    requiresReload: true,
  });
  game.settings!.register(SYSTEM_ID, "worldSchema", {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/** The world's active ruleset, or undefined before the GM has chosen one. */
export function activeRuleset(): RulesetDefinition | undefined {
  const id = game.settings!.get(SYSTEM_ID, RULESET_SETTING);
  return id ? rulesetById(id) : undefined;
}
