import { validateUpdate, type SchemaSpec, type ValidationIssue } from "../../core/schema";
import { rulesetForType } from "../registry-access";

/** The pure spec of a document type, found through the ruleset its type names. */
export function specOf(documentName: "Actor" | "Item", type: string): SchemaSpec | undefined {
  const rules = rulesetForType(type)?.rules;
  return documentName === "Actor" ? rules?.actorTypes[type] : rules?.itemTypes[type];
}

/** Shows each problem as a localized error; returns true when the update may go ahead. */
export function checkUpdate(spec: SchemaSpec | undefined, update: Record<string, unknown>): boolean {
  if (!spec) return true;
  const flat = foundry.utils.flattenObject(update) as Record<string, unknown>;
  const issues = validateUpdate(spec, flat);
  for (const issue of issues) ui.notifications?.error(describeIssue(issue));
  return issues.length === 0;
}

export function describeIssue(issue: ValidationIssue): string {
  const field = game.i18n!.localize(`MANIFOLD.Field.${issue.path.replace(/\.\d+/g, "")}`);
  return game.i18n!.format(issue.key, { ...issue.data, path: field.startsWith("MANIFOLD.") ? issue.path : field });
}
