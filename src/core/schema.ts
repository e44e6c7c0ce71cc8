/**
 * A plain description of a document's `system` data. The Foundry glue turns it into
 * TypeDataModel fields; tests and the compendium build validate against the same description,
 * so a schema has one source of truth that runs without Foundry.
 */
export type FieldSpec = NumberSpec | StringSpec | BooleanSpec | HtmlSpec | ObjectSpec | ArraySpec | ScalarSpec;

export interface NumberSpec {
  kind: "number";
  initial: number;
  min?: number;
  max?: number;
  integer?: boolean;
}
export interface StringSpec {
  kind: "string";
  initial: string;
  choices?: readonly string[];
  blank?: boolean;
}
export interface BooleanSpec {
  kind: "boolean";
  initial: boolean;
}
export interface HtmlSpec {
  kind: "html";
  initial: string;
}
export interface ObjectSpec {
  kind: "object";
  fields: SchemaSpec;
  /** null stands for "not yet" (a roll not made); the initial value is then null */
  nullable?: boolean;
}
export interface ArraySpec {
  kind: "array";
  element: FieldSpec;
  max?: number;
}
/** One plain value of any simple kind: a number, a string, a boolean or null (a ledger's before). */
export interface ScalarSpec {
  kind: "scalar";
}
export type SchemaSpec = Readonly<Record<string, FieldSpec>>;

export const int = (initial: number, min?: number, max?: number): NumberSpec => ({
  kind: "number",
  initial,
  integer: true,
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
export const str = (initial = "", opts: { choices?: readonly string[]; blank?: boolean } = {}): StringSpec => ({
  kind: "string",
  initial,
  blank: opts.blank ?? true,
  ...(opts.choices ? { choices: opts.choices } : {}),
});
export const choice = (choices: readonly string[], initial: string = choices[0] ?? ""): StringSpec => ({
  kind: "string",
  initial,
  choices,
  blank: false,
});
export const bool = (initial = false): BooleanSpec => ({ kind: "boolean", initial });
export const html = (): HtmlSpec => ({ kind: "html", initial: "" });
export const obj = (fields: SchemaSpec): ObjectSpec => ({ kind: "object", fields });
export const maybe = (fields: SchemaSpec): ObjectSpec => ({ kind: "object", fields, nullable: true });
export const scalar = (): ScalarSpec => ({ kind: "scalar" });
export const arr = (element: FieldSpec, max?: number): ArraySpec => ({
  kind: "array",
  element,
  ...(max === undefined ? {} : { max }),
});

/** One problem found in data; `key` is a lang key under MANIFOLD.Validation. */
export interface ValidationIssue {
  path: string;
  key: string;
  data: Record<string, string | number>;
}

type Plain = Record<string, unknown>;

/** Where data no schema names is kept (see core/migrate). */
export const PRESERVED = "_preserved";

/** Every problem in `data` against `spec`. Missing keys are fine: defaults fill them. */
export function validate(spec: SchemaSpec, data: unknown, prefix = ""): ValidationIssue[] {
  if (!isPlain(data)) return [{ path: prefix || "system", key: "MANIFOLD.Validation.Object", data: {} }];
  const issues: ValidationIssue[] = [];
  for (const [name, value] of Object.entries(data)) {
    if (name === PRESERVED) continue;
    const field = spec[name];
    const path = prefix ? `${prefix}.${name}` : name;
    if (!field) {
      issues.push({ path, key: "MANIFOLD.Validation.Unknown", data: { path } });
      continue;
    }
    issues.push(...validateField(field, value, path));
  }
  return issues;
}

export function validateField(field: FieldSpec, value: unknown, path: string): ValidationIssue[] {
  const issue = (key: string, data: Record<string, string | number> = {}): ValidationIssue[] => [
    { path, key: `MANIFOLD.Validation.${key}`, data: { path, ...data } },
  ];
  switch (field.kind) {
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) return issue("Number");
      if (field.integer && !Number.isInteger(value)) return issue("Integer");
      if (field.min !== undefined && value < field.min) return issue("Min", { min: field.min });
      if (field.max !== undefined && value > field.max) return issue("Max", { max: field.max });
      return [];
    case "string":
    case "html":
      if (typeof value !== "string") return issue("String");
      if (field.kind === "string" && field.choices && !field.choices.includes(value)) {
        if (value === "" && field.blank) return [];
        return issue("Choice", { choices: field.choices.join(", ") });
      }
      if (field.kind === "string" && field.blank === false && value === "") return issue("Blank");
      return [];
    case "boolean":
      return typeof value === "boolean" ? [] : issue("Boolean");
    case "object":
      if (value === null && field.nullable) return [];
      return validate(field.fields, value, path);
    case "scalar":
      return value === null || ["number", "string", "boolean"].includes(typeof value) ? [] : issue("Scalar");
    case "array": {
      if (!Array.isArray(value)) return issue("Array");
      if (field.max !== undefined && value.length > field.max) return issue("ArrayMax", { max: field.max });
      return value.flatMap((element, index) => validateField(field.element, element, `${path}.${index}`));
    }
  }
}

/** The initial data a new document of this spec gets. */
export function defaults(spec: SchemaSpec): Plain {
  return Object.fromEntries(Object.entries(spec).map(([name, field]) => [name, initialOf(field)]));
}

function initialOf(field: FieldSpec): unknown {
  switch (field.kind) {
    case "object":
      return field.nullable ? null : defaults(field.fields);
    case "array":
      return [];
    case "scalar":
      return null;
    default:
      return field.initial;
  }
}

/** Every leaf path of a spec, e.g. "attributes.str"; arrays contribute their own path. */
export function leafPaths(spec: SchemaSpec, prefix = ""): string[] {
  return Object.entries(spec).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    return field.kind === "object" ? leafPaths(field.fields, path) : [path];
  });
}

/**
 * The lang keys that may label a field, first found wins: the ruleset's own, then a shared one.
 * List indices drop out, and a list entry's part falls back to the list's own label, so
 * `resistances.2.type` is labelled as `resistances.type`, else as `resistances`.
 */
function fieldLabelKeys(ruleset: string | undefined, path: string): string[] {
  const list = /^(.*?)\.\d+(\.|$)/.exec(path)?.[1];
  const bares = [path.replace(/\.\d+/g, ""), ...(list && list !== path.replace(/\.\d+/g, "") ? [list] : [])];
  return bares.flatMap((bare) => [...(ruleset ? [`MANIFOLD.${ruleset}.Field.${bare}`] : []), `MANIFOLD.Field.${bare}`]);
}

/**
 * A field's name for a message, in words: its label, else a plain "This value". Never the data
 * path: `system.aura.value` means nothing to a player. `localize` returns a key it cannot find.
 */
export function fieldLabel(ruleset: string | undefined, path: string, localize: (key: string) => string): string {
  const found = fieldLabelKeys(ruleset, path)
    .map(localize)
    .find((text) => !text.startsWith("MANIFOLD."));
  return found ?? localize("MANIFOLD.Validation.ThisValue");
}

/** The rich-text (html) fields of a spec, by dotted path: sheets enrich and edit them as prose. */
export function htmlPaths(spec: SchemaSpec): string[] {
  return leafPaths(spec).filter((path) => fieldAt(spec, path)?.kind === "html");
}

/** The field at a dotted path, or undefined. */
export function fieldAt(spec: SchemaSpec, path: string): FieldSpec | undefined {
  const [head, ...rest] = path.split(".");
  const field = head === undefined ? undefined : spec[head];
  if (!field || rest.length === 0) return field;
  if (field.kind === "object") return fieldAt(field.fields, rest.join("."));
  if (field.kind === "array" && /^\d+$/.test(rest[0] ?? "")) {
    const element = field.element;
    if (rest.length === 1) return element;
    return element.kind === "object" ? fieldAt(element.fields, rest.slice(1).join(".")) : undefined;
  }
  return undefined;
}

function isPlain(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Issues in a flat update ({"system.health.value": 4}) against a type's spec; keys outside
 * `system.` are Foundry's to check.
 */
export function validateUpdate(spec: SchemaSpec, update: Readonly<Record<string, unknown>>): ValidationIssue[] {
  return Object.entries(update).flatMap(([key, value]) => {
    if (!key.startsWith("system.")) return [];
    const path = key.slice("system.".length);
    if (path.split(".")[0] === PRESERVED) return [];
    const field = fieldAt(spec, path);
    if (!field) return [{ path, key: "MANIFOLD.Validation.Unknown", data: { path } }];
    return validateField(field, value, path);
  });
}
