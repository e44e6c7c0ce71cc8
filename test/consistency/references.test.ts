import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";
import { rollunderRules } from "../../src/rulesets/rollunder/rules/definition";
import { dierankRules } from "../../src/rulesets/dierank/rules/definition";
import { woundtrackRules } from "../../src/rulesets/woundtrack/rules/definition";

const ALL_RULES = [contestRules, energyRules, rollunderRules, dierankRules, woundtrackRules];
import { RULESET_IDS } from "../../src/core/ruleset";

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const has = (key: string): boolean => {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string";
};
/** A key that names a group of keys, passed as a prefix (labelPrefix, choice families). */
const isGroup = (key: string): boolean => {
  const node = key.split(".").reduce<unknown>((n, p) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[p] : undefined), lang);
  return typeof node === "object" && node !== null;
};
const sources = walk("src").filter((f) => f.endsWith(".ts"));
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { documentTypes: Record<string, Record<string, unknown>> };

describe("every reference in the code resolves", () => {
  it("every literal lang key in src exists in lang/en.json", () => {
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/["'`]((?:MANIFOLD|TYPES)\.[A-Za-z0-9_.]+[A-Za-z0-9_])["'`]/g)) {
        if (!has(match[1]!) && !isGroup(match[1]!)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every literal lang key in a template exists in lang/en.json (dialogs the gallery never renders included)", () => {
    const missing: string[] = [];
    for (const file of walk("templates").filter((f) => f.endsWith(".hbs"))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/"((?:MANIFOLD|TYPES)\.[A-Za-z0-9_.]+[A-Za-z0-9_])"/g)) {
        if (!has(match[1]!)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every template path named in src exists", () => {
    const missing: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, "utf8").replace(/\$\{T\}/g, "systems/manifold/templates");
      for (const match of text.matchAll(/systems\/manifold\/(templates\/[A-Za-z0-9_/.-]+\.hbs)/g)) {
        if (!existsSync(match[1]!)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every declared type has a type label, and belongs to a known ruleset", () => {
    for (const [documentName, types] of Object.entries(manifest.documentTypes)) {
      for (const type of Object.keys(types)) {
        expect(has(`TYPES.${documentName}.${type}`), `${documentName}.${type}`).toBe(true);
        expect(RULESET_IDS.some((id) => type.startsWith(id))).toBe(true);
      }
    }
  });

  it("every declared type has a schema in its ruleset's rules, and vice versa", () => {
    const declared = (name: string) => Object.keys(manifest.documentTypes[name] ?? {}).sort();
    const all = (pick: (r: (typeof ALL_RULES)[number]) => Readonly<Record<string, unknown>>) => ALL_RULES.flatMap((r) => Object.keys(pick(r))).sort();
    expect(all((r) => r.actorTypes)).toEqual(declared("Actor"));
    expect(all((r) => r.itemTypes)).toEqual(declared("Item"));
    expect(all((r) => r.combatTypes)).toEqual(declared("Combat"));
    expect(all((r) => r.combatantTypes)).toEqual(declared("Combatant"));
    expect(all((r) => r.chatTypes)).toEqual(declared("ChatMessage"));
  });

  it("the ruleset name and every condition name are localized", () => {
    for (const rules of ALL_RULES) {
      expect(has(rules.label), rules.id).toBe(true);
      for (const status of rules.statuses) expect(has(status.name), status.id).toBe(true);
    }
  });

  it("every sheet tab has a label", () => {
    for (const tab of ["main", "gear", "styles", "effects", "biography"]) expect(has(`MANIFOLD.Sheet.Tab.${tab}`)).toBe(true);
    for (const tab of ["main", "actions", "gear", "effects", "biography"]) expect(has(`MANIFOLD.energy.Sheet.Tab.${tab}`)).toBe(true);
  });

  it("every image of ours named in src, templates or packs is shipped, and every status icon names one of ours", () => {
    const files = [...walk("src"), ...walk("templates"), ...walk("packs/_source")];
    const named = new Set(files.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/systems\/manifold\/(assets\/[\w/.-]+)/g)].map((m) => m[1]!)));
    expect([...named].filter((path) => !existsSync(path))).toEqual([]);
    expect(named.size).toBeGreaterThan(20);
    for (const rules of ALL_RULES) {
      for (const status of rules.statuses) expect(status.img, status.id).toMatch(/^systems\/manifold\/assets\/status\/[\w-]+\.svg$/);
    }
  });
});
