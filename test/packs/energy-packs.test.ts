// The Energy & Aura compendium content against the seed: its tables reproduced cell by cell in the
// rules journal and the two RollTables, invented items marked as examples, derived pools consistent.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { validate, type SchemaSpec } from "../../src/core/schema";
import * as energySpecs from "../../src/rulesets/energy/rules/schema";
import { ENERGY_STATUSES } from "../../src/rulesets/energy/rules/conditions";
import { DRAW_WEIGHT, MISS_SIZE, THROW_DISTANCE } from "../../src/rulesets/energy/rules/ranged";
import { SIZE_CHART } from "../../src/rulesets/energy/rules/size";
import { DEATH_ROLL, DEATH_SAVE } from "../../src/rulesets/energy/rules/apply";
import { auraStrength, maxStamina, recoverySurges } from "../../src/rulesets/energy/rules/derived";
import type { CreatureSystem } from "../../src/rulesets/energy/rules/types";

type Doc = Record<string, unknown> & { name: string; system?: Record<string, unknown> };
const SOURCE = fileURLToPath(new URL("../../packs/_source/", import.meta.url));
const pack = (name: string): Doc[] => readdirSync(join(SOURCE, name)).map((f) => load(readFileSync(join(SOURCE, name, f), "utf8")) as Doc);
const pages = (journal: Doc) => journal.pages as { name: string; text: { content: string } }[];
/** The text of an HTML cell: tags dropped, the few entities the journals use decoded. */
const decode = (html: string) =>
  html.replace(/<[^>]*>/g, "").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&").trim();
const rowsOf = (html: string) => [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[dh]>(.*?)<\/t[dh]>/g)].map((c) => decode(c[1]!)));
const tables = pack("energy-rules").find((j) => j.name === "Energy & Aura Tables")!;
const page = (name: string) => pages(tables).find((p) => p.name === name)!.text.content;
const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? "0" : `${n}`);

describe("energy compendia: invented content is marked", () => {
  it.each(["energy-weapons", "energy-armor", "energy-shields", "energy-abilities"])("%s: every entry is example content", (name) => {
    for (const doc of pack(name)) expect(doc.system?.example, doc.name).toBe(true);
  });
  it("example actors' stored pool maxima agree with the derived ones", () => {
    for (const actor of pack("energy-actors")) {
      const s = actor.system as unknown as CreatureSystem;
      expect(s.aura.max, actor.name).toBe(auraStrength(s));
      expect(s.stamina.max, actor.name).toBe(maxStamina(s));
      expect(s.surges.max, actor.name).toBe(recoverySurges(s));
    }
  });
});

describe("energy.size.3-9 / energy.miss.1-8 / energy.draw.4-14 / energy.throw.8-16: the rules journal repeats the seed's tables", () => {
  it("energy.size.3: the Size Chart page has every row of SIZE_CHART", () => {
    const rows = rowsOf(page("Size Chart")).slice(1);
    const sizes = Object.entries(SIZE_CHART).filter(([k]) => k !== "miniscule");
    expect(rows).toHaveLength(sizes.length);
    sizes.forEach(([, row], i) => {
      expect(rows[i]![1]).toBe(row.height);
      expect(Number(rows[i]![2])).toBe(row.inherentEvasion);
      expect(Number(rows[i]![3])).toBe(row.chartMissChance);
      expect(Number(rows[i]![4])).toBe(row.jump);
      expect(Number(rows[i]![5])).toBe(row.speed);
    });
  });
  it("energy.miss.1: the Miss Chance size rows match MISS_SIZE", () => {
    const rows = rowsOf(page("Miss Chance")).filter((r) => r.length === 3 && r[0] !== "Target Size");
    expect(rows.map((r) => Number(r[1]))).toEqual(Object.values(MISS_SIZE));
  });
  it("energy.draw.4: the Draw Weight rows match DRAW_WEIGHT (kg and extra damage)", () => {
    const rows = rowsOf(page("Draw Weight")).slice(1);
    expect(rows).toHaveLength(DRAW_WEIGHT.length);
    rows.forEach((r, i) => {
      const row = DRAW_WEIGHT[i]!;
      expect(r[1]).toBe(row.kg < 20 ? "<20" : String(row.kg));
      expect(r[3]).toBe(row.extraDamage ? `+${row.extraDamage}` : "-");
      expect(r[2]!.split("/")[0]).toBe(row.accuracy >= 0 ? `+${row.accuracy}` : `${row.accuracy}`);
    });
  });
  it("energy.throw.8: the Throwing rows match THROW_DISTANCE", () => {
    const rows = rowsOf(page("Throwing")).slice(1);
    expect(rows.map((r) => r[1])).toEqual(THROW_DISTANCE.map((t) => `+(${t.add.near}/${t.add.far}/${t.add.max})`));
  });
  it("signs print as the seed prints them", () => expect([signed(2), signed(0), signed(-4)]).toEqual(["+2", "0", "-4"]));
});

describe("energy.death.3-9 / energy.save.1-4: the RollTables cover 1-20 with the seed's bands", () => {
  const table = (name: string) => pack("energy-tables").find((t) => t.name === name)!;
  const results = (name: string) => table(name).results as { range: [number, number]; name: string }[];
  it.each(["Death Roll", "Death Save"])("%s rolls 1d20 and each face 1-20 falls in exactly one result", (name) => {
    expect(table(name).formula).toBe("1d20");
    for (let face = 1; face <= 20; face++) expect(results(name).filter((r) => face >= r.range[0] && face <= r.range[1]), `${name} ${face}`).toHaveLength(1);
  });
  it("energy.death.4: the Death Roll bands are the rules' bands", () => {
    expect(results("Death Roll").map((r) => r.range[0])).toEqual(DEATH_ROLL.map((b) => (b.min === -Infinity ? 1 : b.min)));
  });
  it("energy.save.1: the Death Save bands are the rules' bands", () => {
    expect(results("Death Save").map((r) => r.range[0])).toEqual(DEATH_SAVE.map((b) => (b.min === -Infinity ? 1 : b.min)));
  });
});

describe("conditions journal", () => {
  it("has a page for each condition a player meets", () => {
    const names = pages(pack("energy-rules").find((j) => j.name === "Energy & Aura Conditions")!).map((p) => p.name);
    expect(names).toEqual(["Exposed", "Unguarded", "Dazed", "Prone", "Surprised", "Unconscious", "Blinded", "Restrained", "Restraining", "Slowed", "Shaken", "Exhausted"]);
  });
});
