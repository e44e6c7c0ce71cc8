// The Energy & Aura compendium entries as documents: ids, keys, schemas, example marking, the
// manifest's pack declarations, and the CLI round trip.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { validate, type SchemaSpec } from "../../src/core/schema";
import * as energySpecs from "../../src/rulesets/energy/rules/schema";
import { ENERGY_PACKS, ROOT, SOURCE, decode, pack, type Doc } from "./energy-source";
import { DRAW_WEIGHT } from "../../src/rulesets/energy/rules/ranged";

const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; label: string; type: string; path: string; ownership: Record<string, string> }[];
  packFolders: { name: string; packs: string[] }[];
};
const SPECS = energySpecs as unknown as Record<string, SchemaSpec | undefined>;
const COLLECTION: Record<string, string> = { Item: "items", Actor: "actors", JournalEntry: "journal", RollTable: "tables" };
const EMBEDDED: Record<string, string> = { items: "Item", pages: "JournalEntryPage", results: "TableResult", effects: "ActiveEffect" };
const EXAMPLE_NOTE = "Example content: the Energy & Aura rules give no item list; adjust freely.";

/** Every id/key/schema problem of a document and the documents embedded in it. */
function problems(doc: Doc, collection: string, idPath = ""): string[] {
  const out: string[] = [];
  const id = String(doc._id);
  const path = idPath ? `${idPath}.${id}` : id;
  const where = `${collection} ${doc.name}`;
  if (!/^[A-Za-z0-9]{16}$/.test(id)) out.push(`${where}: _id ${id}`);
  if (doc._key !== `!${collection}!${path}`) out.push(`${where}: _key ${String(doc._key)} should be !${collection}!${path}`);
  const spec = typeof doc.type === "string" ? SPECS[doc.type] : undefined;
  if (collection.endsWith("items") || collection === "actors") {
    if (!spec) out.push(`${where}: no energy schema for type ${String(doc.type)}`);
    else for (const issue of validate(spec, doc.system)) out.push(`${where}: system.${issue.path} ${issue.key}`);
  }
  for (const [field] of Object.entries(EMBEDDED)) {
    const children = doc[field];
    if (!Array.isArray(children)) continue;
    for (const child of children as Doc[]) out.push(...problems(child, `${collection}.${field}`, path));
  }
  return out;
}

describe("energy entries as compendium documents", () => {
  it("system.json declares the seven energy packs in their own folder, with labels in lang/en.json", () => {
    const en = JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")) as Record<string, unknown>;
    const enText = (key: string) => key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), en);
    const contest = manifest.packs.find((p) => p.name === "contest-weapons")!;
    for (const name of ENERGY_PACKS) {
      const decl = manifest.packs.find((p) => p.name === name);
      expect(decl, name).toBeDefined();
      expect(decl!.path).toBe(`packs/${name}`);
      expect(decl!.ownership).toEqual(contest.ownership);
      expect(decl!.label).toMatch(/^MANIFOLD\.energy\.Packs\.[A-Z][a-z]+$/);
      expect(typeof enText(decl!.label), decl!.label).toBe("string");
    }
    expect(manifest.packs.find((p) => p.name === "energy-tables")!.type).toBe("RollTable");
    expect(manifest.packs.find((p) => p.name === "energy-rules")!.type).toBe("JournalEntry");
    expect(manifest.packs.find((p) => p.name === "energy-actors")!.type).toBe("Actor");
    const folder = manifest.packFolders.find((f) => f.packs.includes("energy-weapons"))!;
    expect(folder.name).toBe("MANIFOLD.energy.Packs.Folder");
    expect([...folder.packs].sort()).toEqual([...ENERGY_PACKS].sort());
    expect(typeof enText(folder.name)).toBe("string");
  });

  it.each(ENERGY_PACKS)("%s: ids, keys (embedded included) and systems are valid", (name) => {
    const decl = manifest.packs.find((p) => p.name === name)!;
    const docs = pack(name);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) expect(problems(doc, COLLECTION[decl.type]!), doc.name).toEqual([]);
  });

  it("counts: 12 melee and 6 ranged weapons, 6 armours, 3 shields, 4 abilities, a character and an NPC", () => {
    const weapons = pack("energy-weapons");
    expect(weapons.filter((d) => d.type === "energyWeapon")).toHaveLength(12);
    expect(weapons.filter((d) => d.type === "energyRanged")).toHaveLength(6);
    expect(pack("energy-armor").map((d) => d.type)).toEqual(Array(6).fill("energyArmor"));
    expect(pack("energy-shields").map((d) => d.type)).toEqual(Array(3).fill("energyShield"));
    expect(pack("energy-abilities").map((d) => d.type)).toEqual(Array(4).fill("energyAbility"));
    expect(pack("energy-actors").map((d) => d.type).sort()).toEqual(["energyCharacter", "energyNpc"]);
  });

  it("every invented item, packed or carried by an example actor, says it is an example", () => {
    const carried = pack("energy-actors").flatMap((a) => a.items as Doc[]);
    for (const doc of [...["energy-weapons", "energy-armor", "energy-shields", "energy-abilities"].flatMap(pack), ...carried]) {
      expect(doc.system?.example, doc.name).toBe(true);
      expect(decode(String(doc.system?.description)), doc.name).toContain(EXAMPLE_NOTE);
    }
  });

  it("melee weapons carry the properties the brief names", () => {
    const w = (name: string) => pack("energy-weapons").find((d) => d.name === name)!.system!;
    expect(w("Dagger")).toMatchObject({ light: true, thrown: true, precision: 1, sidearm: true });
    expect(w("Scimitar")).toMatchObject({ precision: 1 });
    expect(w("Greataxe")).toMatchObject({ heavy: true });
    expect(w("Warhammer")).toMatchObject({ heavy: true, blunt: true });
    expect(w("Mace")).toMatchObject({ blunt: true });
    expect(w("Club")).toMatchObject({ blunt: true, light: true });
    expect(w("Spear")).toMatchObject({ thrown: true, reach: 2, thrownRange: { near: 2, far: 6, max: 12 } });
    expect(w("Halberd")).toMatchObject({ heavy: true, reach: 2 });
    expect(w("Handaxe")).toMatchObject({ light: true, thrown: true });
    for (const doc of pack("energy-weapons").filter((d) => d.type === "energyWeapon")) {
      const s = doc.system!;
      expect(s.light && s.heavy, doc.name).toBe(false);
      expect(s.blunt, doc.name).toBe(s.damageType === "blunt");
    }
    expect(pack("energy-weapons").some((d) => /unarmed/i.test(d.name))).toBe(false);
  });

  it("ranged weapons: kinds, hands, and draw weights the Draw Weight table allows at their MPR", () => {
    const r = (name: string) => pack("energy-weapons").find((d) => d.name === name)!.system!;
    expect(r("Hand Crossbow")).toMatchObject({ kind: "handCrossbow", twoHanded: false });
    expect(r("Light Crossbow")).toMatchObject({ kind: "crossbow", twoHanded: true });
    expect(r("Heavy Crossbow")).toMatchObject({ kind: "heavyCrossbow", twoHanded: true });
    expect(r("Shortbow")).toMatchObject({ kind: "bow" });
    expect(r("Longbow")).toMatchObject({ kind: "bow" });
    expect(r("Sling")).toMatchObject({ kind: "sling", drawWeight: 0 });
    const kgs = new Set(DRAW_WEIGHT.map((row) => row.kg));
    for (const doc of pack("energy-weapons").filter((d) => d.type === "energyRanged" && d.system!.kind !== "sling")) {
      const s = doc.system as { kind: string; drawWeight: number; mpr: number; range: { near: number; far: number; max: number } };
      expect(kgs.has(s.drawWeight), doc.name).toBe(true);
      expect(s.range.near <= s.range.far && s.range.far <= s.range.max, doc.name).toBe(true);
      if (s.kind === "handCrossbow") expect(s.drawWeight, doc.name).toBeLessThanOrEqual(35);
      if (s.drawWeight >= 60) expect(["heavyCrossbow", "siegeCrossbow"], doc.name).toContain(s.kind);
      else expect(s.drawWeight, doc.name).toBeLessThanOrEqual(s.mpr >= 5 ? 50 : s.mpr >= 3 ? 45 : 40);
    }
  });

  it("armour coverage sits on the d20 scale, melee never below ranged; shields add Evasion", () => {
    for (const doc of pack("energy-armor")) {
      const s = doc.system as { ar: number; coverage: { melee: number; ranged: number }; evasionPenalty: number };
      expect(s.ar, doc.name).toBeGreaterThan(0);
      for (const c of [s.coverage.melee, s.coverage.ranged]) expect(c >= 2 && c <= 20, doc.name).toBe(true);
      expect(s.coverage.melee, doc.name).toBeGreaterThanOrEqual(s.coverage.ranged);
    }
    for (const doc of pack("energy-shields")) expect((doc.system as { evasion: number }).evasion, doc.name).toBeGreaterThan(0);
  });

  it("abilities: a short-rest one, a long-rest one, and a Stamina attack enhancement", () => {
    const abilities = pack("energy-abilities").map((d) => d.system as { recovery: string; staminaCost: number; enhancesAttack: boolean });
    expect(abilities.some((a) => a.recovery === "short")).toBe(true);
    expect(abilities.some((a) => a.recovery === "long")).toBe(true);
    expect(abilities.some((a) => a.enhancesAttack && a.staminaCost > 0 && a.staminaCost <= 4)).toBe(true);
  });
});

/** Compare a journal cell with the seed's: numbers by value (the seed prints ".5"), text exactly. */

describe("the Foundry CLI round-trips every energy pack", () => {
  const tmp = mkdtempSync(join(tmpdir(), "manifold-energy-packs-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  /** Drop what the CLI may add on extraction (`_stats`, an empty v13 `categories` list), recursively. */
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object") {
      const kept = Object.entries(value).filter(([k, v]) => k !== "_stats" && !(k === "categories" && Array.isArray(v) && v.length === 0));
      return Object.fromEntries(kept.map(([k, v]) => [k, strip(v)]));
    }
    return value;
  };

  it.each(ENERGY_PACKS)("%s: compilePack then extractPack gives back the same documents", async (name) => {
    const db = join(tmp, "db", name);
    const out = join(tmp, "out", name);
    await compilePack(join(SOURCE, name), db, { yaml: true });
    await extractPack(db, out, { yaml: true });
    const extracted = readdirSync(out).map((f) => load(readFileSync(join(out, f), "utf8")) as Doc);
    const source = pack(name);
    expect(extracted).toHaveLength(source.length);
    for (const doc of source) {
      const back = extracted.find((d) => d._id === doc._id);
      expect(back, doc.name).toBeDefined();
      expect(strip(back), doc.name).toEqual(strip(doc));
    }
  }, 60_000);
});
