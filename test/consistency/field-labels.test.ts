// A refused sheet value names its field in words: every path a type's schema can report has a
// label, so the "This value" fallback of fieldLabel (src/core/schema.ts) is never needed.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fieldLabel, type FieldSpec, type SchemaSpec } from "../../src/core/schema";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { rollunderRules } from "../../src/rulesets/rollunder/rules/definition";
import { dierankRules } from "../../src/rulesets/dierank/rules/definition";
import { woundtrackRules } from "../../src/rulesets/woundtrack/rules/definition";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const text = (key: string): unknown => key.split(".").reduce<unknown>((n, p) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[p] : undefined), lang);

/** Every path a validation issue can carry; a list entry stands as index 0 (fieldLabel drops indices). */
function reportedPaths(spec: SchemaSpec, prefix = ""): string[] {
  return Object.entries(spec).flatMap(([name, field]) => pathsOf(field, prefix ? `${prefix}.${name}` : name));
}
function pathsOf(field: FieldSpec, path: string): string[] {
  if (field.kind === "object") return reportedPaths(field.fields, path);
  if (field.kind === "array") return [path, ...pathsOf(field.element, `${path}.0`)];
  return [path];
}

const localize = (key: string): string => {
  const found = text(key);
  return typeof found === "string" ? found : key;
};
/** The label a message would show, or undefined where it would fall back to "This value". */
const label = (ruleset: string, path: string) => {
  const shown = fieldLabel(ruleset, path, localize);
  return shown === localize("MANIFOLD.Validation.ThisValue") ? undefined : shown;
};

describe("every field a sheet can refuse has a label", () => {
  for (const rules of [contestRules, energyRules, rollunderRules, dierankRules, woundtrackRules]) {
    const types = { ...rules.actorTypes, ...rules.itemTypes };
    it.each(Object.keys(types))(`${rules.id}: %s`, (type) => {
      const paths = reportedPaths(types[type]!);
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.filter((path) => label(rules.id, path) === undefined)).toEqual([]);
    });
  }
  it("list entries take the list's label", () => {
    expect(label("contest", "resistances.2.value")).toBe("Resistances");
    expect(label("contest", "gear.3")).toBe("Gear");
  });
  it("a path with no label reads \"This value\", never the path", () => {
    expect(fieldLabel("energy", "nonsense.field", localize)).toBe("This value");
  });
});
