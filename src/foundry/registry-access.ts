import { rulesetOfType, type RulesetId } from "../core/ruleset";
import type { RulesetDefinition } from "./ruleset";

/**
 * The rulesets this build plays, filled once at init from src/rulesets/registry.ts. Kept apart
 * from the registry so documents can find their ruleset without importing every ruleset.
 */
const known = new Map<RulesetId, RulesetDefinition>();

export function registerRulesets(defs: readonly RulesetDefinition[]): void {
  for (const def of defs) known.set(def.rules.id, def);
}

export function rulesetById(id: string): RulesetDefinition | undefined {
  return known.get(id as RulesetId);
}

/** A document carries its ruleset in its type name; nothing reads the world setting for this. */
export function rulesetForType(type: string): RulesetDefinition | undefined {
  const id = rulesetOfType(type);
  return id ? known.get(id) : undefined;
}

export function allRulesets(): RulesetDefinition[] {
  return [...known.values()];
}
