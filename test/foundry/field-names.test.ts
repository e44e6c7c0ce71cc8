// A value a sheet refuses is named in words: "Health must be a whole number", never the data
// path. Runs the steps src/foundry/sheets/validation.ts runs: prepareUpdate, then each issue's
// message with its path replaced by fieldLabel.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fieldLabel } from "../../src/core/schema";
import { prepareUpdate, unchanged } from "../../src/foundry/sheets/submit";
import { contestRules } from "../../src/rulesets/contest/rules/definition";
import { energyRules } from "../../src/rulesets/energy/rules/definition";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const localize = (key: string): string => {
  const found = key.split(".").reduce<unknown>((n, p) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[p] : undefined), lang);
  return typeof found === "string" ? found : key;
};
const format = (key: string, data: Record<string, string | number>) => localize(key).replace(/\{(\w+)\}/g, (_, name: string) => String(data[name] ?? ""));

const refuse = (rules: typeof contestRules, type: string, system: Record<string, unknown>): string[] => {
  const spec = rules.actorTypes[type] ?? rules.itemTypes[type];
  const { issues } = prepareUpdate(spec, { system }, unchanged);
  return issues.map((issue) => format(issue.key, { ...issue.data, path: fieldLabel(rules.id, issue.path, localize) }));
};

describe("refused sheet values name their field", () => {
  it("a Combat Contest pool and a skill", () => {
    expect(refuse(contestRules, "contestCharacter", { health: { value: 2.5 } })).toEqual(["Health must be a whole number."]);
    expect(refuse(contestRules, "contestNpc", { skills: { stealth: { value: 30 } } })).toEqual(["Stealth cannot be more than 20."]);
  });
  it("an Energy & Aura pool and an item's field", () => {
    expect(refuse(energyRules, "energyCharacter", { aura: { value: "lots" } })).toEqual(["Aura must be a number."]);
    expect(refuse(contestRules, "contestWeapon", { apCost: 7 })).toEqual(["AP cost cannot be more than 3."]);
  });
  it("a refused choice names no internal ids", () => {
    expect(refuse(contestRules, "contestSpell", { damageType: "plasma" })).toEqual(["Damage type must be one of the choices offered."]);
  });
  it("a list entry takes its list's label", () => {
    expect(refuse(contestRules, "contestCharacter", { resistances: [{ type: "fire", value: -1 }] })).toEqual(["Resistances cannot be less than 0."]);
  });
  it("a field with no label says \"This value\", never its path", () => {
    const said = refuse(energyRules, "energyCharacter", { nonsense: 1 });
    expect(said).toEqual(["This value is not a field of this document."]);
    expect(said.join(" ")).not.toMatch(/system\.|nonsense/);
  });
});
