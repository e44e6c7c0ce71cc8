/**
 * The rulesets this build ships: those src/rulesets/registry.ts lists. A ruleset's folder may
 * exist while it is being built (its pure rules and steps played in tests) before it is listed.
 */
import { readFileSync } from "node:fs";

export function shippedRulesets(): string[] {
  const registry = readFileSync("src/rulesets/registry.ts", "utf8");
  return [...registry.matchAll(/from "\.\/(\w+)"/g)].map((m) => m[1]!);
}
