import { validateUpdate, type SchemaSpec, type ValidationIssue } from "../../core/schema";

type Plain = Record<string, unknown>;

/** The data a form will save, or the problems that refuse it (then nothing is saved). */
export interface FormResult {
  data: Plain;
  issues: ValidationIssue[];
}

/** A ruleset's conversion of its helper inputs (typed lists, checkbox groups) into stored fields. */
export type FormConversion = (data: Plain) => FormResult;

export const unchanged: FormConversion = (data) => ({ data, issues: [] });

/**
 * What a sheet's expanded form data becomes before Foundry sees it. v13 cleans submitted data
 * against the schema right after `_processFormData`, dropping every key the schema does not
 * name, so helper inputs must be converted here or they never reach the document.
 */
export function prepareUpdate(spec: SchemaSpec | undefined, data: Plain, convert: FormConversion = unchanged): FormResult {
  const converted = convert(data);
  if (converted.issues.length > 0 || !spec) return converted;
  return { data: converted.data, issues: validateUpdate(spec, flatten(converted.data)) };
}

/** Nested data as dotted paths; arrays are values, as in foundry.utils.flattenObject. */
function flatten(data: Plain, prefix = ""): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const nested = typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).length > 0;
    if (nested) Object.assign(out, flatten(value as Plain, path));
    else out[path] = value;
  }
  return out;
}
