import { fieldLabel, type SchemaSpec, type ValidationIssue } from "../../core/schema";
import { notify } from "../notify";
import { rulesetForType } from "../registry-access";
import { prepareUpdate, type FormConversion } from "./submit";

/** The pure spec of a document type, found through the ruleset its type names. */
export function specOf(documentName: "Actor" | "Item", type: string): SchemaSpec | undefined {
  const rules = rulesetForType(type)?.rules;
  return documentName === "Actor" ? rules?.actorTypes[type] : rules?.itemTypes[type];
}

/** Shows each problem of a refused form as a localized error naming its field. */
function notifyIssues(type: string, issues: readonly ValidationIssue[]): void {
  for (const issue of issues) notify("error", issue.key, { ...issue.data, path: fieldName(type, issue.path) });
}

/** The field's label (see fieldLabel); every field has one (test/consistency/field-labels.test.ts). */
function fieldName(type: string, path: string): string {
  return fieldLabel(rulesetForType(type)?.rules.id, path, (key) => game.i18n!.localize(key));
}

/**
 * A sheet's `_processFormData` result: the converted data, or, when the ruleset or the schema
 * refuses it, an empty object after saying why, field by field. Run after this, v13's cleaning
 * would drop the helper inputs, and its validation would refuse a bad value with one generic error.
 */
export function acceptForm(documentName: "Actor" | "Item", type: string, data: Record<string, unknown>, convert: FormConversion): Record<string, unknown> {
  const result = prepareUpdate(specOf(documentName, type), data, convert);
  if (result.issues.length === 0) return result.data;
  notifyIssues(type, result.issues);
  return {};
}

/** A form `acceptForm` refused arrives with nothing to save; the sheet re-renders to show what is stored. */
export const refused = (submitData: Record<string, unknown>) => Object.keys(submitData).length === 0;
