import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ATTRIBUTES, DEFENCES, SKILL_IDS } from "../../../src/rulesets/contest/rules/constants";
import en from "../../../lang/en.json";

/** Flattens the nested lang file to dotted keys. */
const flat = (node: unknown, prefix = ""): [string, unknown][] =>
  typeof node === "object" && node !== null
    ? Object.entries(node).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, node]];
const lang = Object.fromEntries(flat(en));

const dir = join(import.meta.dirname, "../../../src/rulesets/contest/rules");
const sources = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => readFileSync(join(dir, f), "utf8"))
  .join("\n");
const literal = new Set([...sources.matchAll(/"(MANIFOLD\.contest\.[A-Za-z.]+)"/g)].map((m) => m[1]!));
const families = [
  ...ATTRIBUTES.map((a) => `MANIFOLD.contest.Attribute.${a}`),
  ...SKILL_IDS.map((s) => `MANIFOLD.contest.Skill.${s}`),
  ...DEFENCES.map((d) => `MANIFOLD.contest.Defence.${d}`),
];
const keys = Object.keys(lang);

describe("lang: every key the contest rules use has English text, and nothing else is listed", () => {
  it("every literal key in rules/ is in lang/en.json", () => {
    expect([...literal].filter((k) => !keys.includes(k))).toEqual([]);
  });
  it("every key of a computed family (attributes, skills, defences) is in lang/en.json", () => {
    expect(families.filter((k) => !keys.includes(k))).toEqual([]);
  });
  it("every text is non-empty", () => {
    expect(Object.entries(lang).filter(([, text]) => typeof text !== "string" || text.trim() === "")).toEqual([]);
  });
});
