// Checks every compendium source in packs/_source against system.json, the rules
// schemas, the seed's fixed numbers, and the Foundry CLI that builds them.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { leafPaths, validate, type SchemaSpec } from "../../src/core/schema";
import * as contestSpecs from "../../src/rulesets/contest/rules/schema";
import * as energySpecs from "../../src/rulesets/energy/rules/schema";
import * as rollunderSpecs from "../../src/rulesets/rollunder/rules/schema";
import * as dierankSpecs from "../../src/rulesets/dierank/rules/schema";
import * as woundtrackSpecs from "../../src/rulesets/woundtrack/rules/schema";
import {
  ARMOR_GEAR,
  ARMOR_LEVELS,
  DAMAGE_TYPES,
  MANEUVERS,
  SHIELD_GEAR,
  UNARMED_GEAR,
} from "../../src/rulesets/contest/rules/constants";
import { normaliseGear, styleCovers } from "../../src/rulesets/contest/rules/style";

type Doc = Record<string, unknown>;
interface PackDecl {
  name: string;
  label: string;
  path: string;
  type: string;
}
interface Entry {
  pack: string;
  file: string;
  doc: Doc;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SOURCE = join(ROOT, "packs", "_source");
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  packs: PackDecl[];
  documentTypes: Record<string, Record<string, unknown>>;
};
const SPECS = { ...contestSpecs, ...energySpecs, ...rollunderSpecs, ...dierankSpecs, ...woundtrackSpecs } as unknown as Record<string, SchemaSpec | undefined>;
const ID = /^[a-zA-Z0-9]{16}$/;

/** Primary document class -> its collection name in a compendium key. */
const COLLECTION: Record<string, string> = { Item: "items", Actor: "actors", JournalEntry: "journal", RollTable: "tables" };
/** Embedded collections a document class carries, and the class of what they hold. */
const EMBEDDED: Record<string, Record<string, string>> = {
  Actor: { items: "Item", effects: "ActiveEffect" },
  Item: { effects: "ActiveEffect" },
  JournalEntry: { pages: "JournalEntryPage", categories: "JournalEntryCategory" },
  RollTable: { results: "TableResult" },
};
/** Classes whose documents carry a namespaced `type` and a `system` checked against the rules schema. */
const TYPED = new Set(["Item", "Actor"]);

const packDecl = (name: string): PackDecl => {
  const decl = manifest.packs.find((p) => p.name === name);
  if (!decl) throw new Error(`pack ${name} is not declared in system.json`);
  return decl;
};

function isPlain(value: unknown): value is Doc {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function getPath(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (isPlain(value) ? value[key] : undefined), data);
}

function sourceDirs(): string[] {
  return readdirSync(SOURCE).filter((name) => statSync(join(SOURCE, name)).isDirectory());
}

function sourceFiles(pack: string): string[] {
  return readdirSync(join(SOURCE, pack)).sort();
}

function loadEntries(): Entry[] {
  return sourceDirs().flatMap((pack) =>
    sourceFiles(pack)
      .filter((file) => file.endsWith(".yml"))
      .map((file) => ({ pack, file, doc: load(readFileSync(join(SOURCE, pack, file), "utf8")) as Doc })),
  );
}

const entries = loadEntries();
const inPack = (pack: string): Doc[] => entries.filter((e) => e.pack === pack).map((e) => e.doc);
const sys = (doc: Doc): Doc => (isPlain(doc.system) ? doc.system : {});

/**
 * Every problem with one document as a compendium entry: id and key, declared type, and `system`
 * against the rules schema (valid, with every field written out). Recurses into embedded documents.
 */
function documentProblems(doc: unknown, documentName: string, parent?: { sublevel: string; id: string }): string[] {
  if (!isPlain(doc)) return [`${documentName}: not an object`];
  const where = `${documentName} ${String(doc.name ?? doc._id ?? "?")}`;
  const problems: string[] = [];
  const id = doc._id;
  if (typeof id !== "string" || !ID.test(id)) problems.push(`${where}: _id ${String(id)} is not 16 letters and digits`);

  const collection = parent ? Object.entries(EMBEDDED).flatMap(([, sub]) => Object.entries(sub)).find(([, cls]) => cls === documentName)?.[0] : COLLECTION[documentName];
  const sublevel = parent ? `${parent.sublevel}.${collection}` : collection;
  const idPath = parent ? `${parent.id}.${String(id)}` : String(id);
  const expectedKey = `!${sublevel}!${idPath}`;
  if (doc._key !== expectedKey) problems.push(`${where}: _key ${String(doc._key)} should be ${expectedKey}`);
  if (typeof doc.name !== "string" || doc.name === "") problems.push(`${where}: no name`);

  if (TYPED.has(documentName)) {
    const type = String(doc.type);
    if (!manifest.documentTypes[documentName]?.[type]) problems.push(`${where}: type ${type} is not a declared ${documentName} type`);
    const spec = SPECS[type];
    if (!spec) problems.push(`${where}: no schema named ${type}`);
    else {
      for (const issue of validate(spec, doc.system)) problems.push(`${where}: system.${issue.path} ${issue.key}`);
      for (const path of leafPaths(spec)) {
        if (getPath(doc.system, path) === undefined) problems.push(`${where}: system.${path} is not written out`);
      }
    }
    if (typeof doc.img !== "string" || !/^(icons|systems\/manifold)\/.+\.(webp|svg|png|jpg)$/.test(doc.img)) {
      problems.push(`${where}: img ${String(doc.img)} is not a core icon or system asset`);
    }
  }
  if (documentName === "JournalEntryPage") {
    const text = doc.text;
    if (doc.type !== "text" || !isPlain(text) || typeof text.content !== "string" || text.content === "" || text.format !== 1) {
      problems.push(`${where}: not an HTML text page`);
    }
  }

  for (const [name, cls] of Object.entries(EMBEDDED[documentName] ?? {})) {
    const value = doc[name];
    if (value === undefined) {
      if (!parent && documentName !== "JournalEntry") problems.push(`${where}: no ${name} array`);
      continue;
    }
    if (!Array.isArray(value)) {
      problems.push(`${where}: ${name} is not an array`);
      continue;
    }
    for (const child of value) problems.push(...documentProblems(child, cls, { sublevel: sublevel ?? "?", id: idPath }));
  }
  return problems;
}

/** Every _id in a document and its embedded documents. */
function allIds(doc: unknown): string[] {
  if (!isPlain(doc)) return [];
  const own = typeof doc._id === "string" ? [doc._id] : [];
  const children = ["items", "effects", "pages", "categories", "results"].flatMap((name) => {
    const value = doc[name];
    return Array.isArray(value) ? value.flatMap(allIds) : [];
  });
  return [...own, ...children];
}

describe("pack sources", () => {
  it("found the seven contest packs, the five Die Rank packs, the seven energy packs, the six Roll-Under packs and the four Wound Track packs", () => {
    expect(sourceDirs().sort()).toEqual([
      "contest-actors", "contest-armor", "contest-rules", "contest-shields", "contest-spells", "contest-styles", "contest-weapons",
      "dierank-actors", "dierank-rules", "dierank-shields", "dierank-spells", "dierank-weapons",
      "energy-abilities", "energy-actors", "energy-armor", "energy-rules", "energy-shields", "energy-tables", "energy-weapons",
      "rollunder-actors", "rollunder-armor", "rollunder-gear", "rollunder-shields", "rollunder-tables", "rollunder-weapons",
      "woundtrack-actions", "woundtrack-actors", "woundtrack-armor", "woundtrack-weapons",
    ]);
  });

  it("every pack directory is declared in system.json, and every declared pack has entries", () => {
    const declared = manifest.packs.map((p) => p.name).sort();
    expect(sourceDirs().sort()).toEqual(declared);
    for (const decl of manifest.packs) {
      expect(decl.path, decl.name).toBe(`packs/${decl.name}`);
      expect(inPack(decl.name).length, decl.name).toBeGreaterThan(0);
    }
  });

  it("every source file is a .yml file that parses to one document (nothing the CLI would skip)", () => {
    for (const pack of sourceDirs()) {
      for (const file of sourceFiles(pack)) {
        const path = join(SOURCE, pack, file);
        expect(statSync(path).isFile(), path).toBe(true);
        expect(file, path).toMatch(/^[a-z0-9-]+\.yml$/);
        const doc = load(readFileSync(path, "utf8"));
        expect(isPlain(doc), path).toBe(true);
      }
    }
  });

  describe.each(manifest.packs.map((p) => p.name))("%s", (pack) => {
    const decl = packDecl(pack);
    const files = entries.filter((e) => e.pack === pack);
    it.each(files.map((e) => [e.file, e.doc] as const))("%s", (_file, doc) => {
      expect(documentProblems(doc, decl.type)).toEqual([]);
      expect(doc.folder).toBeNull();
      expect(doc.ownership).toEqual({ default: 0 });
      expect(doc.flags).toEqual({});
      if (TYPED.has(decl.type)) expect(doc.effects).toEqual([]);
    });
  });

  it("ids are unique across all packs, embedded documents included", () => {
    const ids = entries.flatMap((e) => allIds(e.doc));
    const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(dupes).toEqual([]);
    expect(ids.length).toBeGreaterThan(entries.length);
  });

  it("file names are unique within a pack and names are unique within a pack", () => {
    for (const pack of sourceDirs()) {
      const names = inPack(pack).map((d) => d.name);
      expect(new Set(names).size, pack).toBe(names.length);
    }
  });

  it("every pack label and pack folder name is a lang key with text", () => {
    const en = JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")) as Doc;
    const text = (key: string) => key.split(".").reduce<unknown>((node, part) => (isPlain(node) ? node[part] : undefined), en);
    const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { packs: { label: string }[]; packFolders: { name: string }[] };
    for (const key of [...manifest.packs.map((p) => p.label), ...manifest.packFolders.map((f) => f.name)]) {
      expect(typeof text(key), key).toBe("string");
    }
  });
});

describe("the validator catches malformed entries", () => {
  const longsword = inPack("contest-weapons").find((d) => sys(d).gear === "longsword");
  if (!longsword) throw new Error("no longsword");

  it("a damage type outside the schema", () => {
    const bad = structuredClone(longsword);
    sys(bad).damageType = "laser";
    const problems = documentProblems(bad, "Item");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("damageType");
    expect(problems[0]).toContain("MANIFOLD.Validation.Choice");
  });

  it("a missing or mismatched _key", () => {
    const missing = structuredClone(longsword);
    delete missing._key;
    expect(documentProblems(missing, "Item").join()).toContain("_key");
    const wrongCollection = structuredClone(longsword);
    wrongCollection._key = `!actors!${String(longsword._id)}`;
    expect(documentProblems(wrongCollection, "Item").join()).toContain("_key");
  });

  it("a bad _id, an undeclared type, a field left out, a value out of range, an unknown field", () => {
    const bad = structuredClone(longsword);
    bad._id = "short";
    expect(documentProblems(bad, "Item").join()).toContain("_id short");

    const type = structuredClone(longsword);
    type.type = "weapon";
    expect(documentProblems(type, "Item").join()).toContain("not a declared Item type");

    const left = structuredClone(longsword);
    delete sys(left).reach;
    expect(documentProblems(left, "Item")).toEqual([expect.stringContaining("system.reach is not written out")]);

    const range = structuredClone(longsword);
    sys(range).apCost = 4;
    expect(documentProblems(range, "Item")).toEqual([expect.stringContaining("MANIFOLD.Validation.Max")]);

    const unknown = structuredClone(longsword);
    sys(unknown).sharpness = 3;
    expect(documentProblems(unknown, "Item")).toEqual([expect.stringContaining("MANIFOLD.Validation.Unknown")]);
  });

  it("a broken embedded item inside an actor", () => {
    const knight = inPack("contest-actors").find((d) => d.type === "contestCharacter");
    if (!knight || !Array.isArray(knight.items)) throw new Error("no example character");
    const bad = structuredClone(knight);
    const items = bad.items as Doc[];
    const first = items[0];
    if (!first) throw new Error("no embedded item");
    first._key = `!items!${String(first._id)}`;
    expect(documentProblems(bad, "Actor").join()).toContain("!actors.items!");
  });
});

describe("seed content", () => {
  const styles = inPack("contest-styles");
  const weapons = inPack("contest-weapons");
  const armor = inPack("contest-armor");
  const shields = inPack("contest-shields");

  const SEED_STYLES: Record<string, string[]> = {
    "Baldrian Noble": ["rapier", "dagger", "whip", "arbalest", "hand-crossbow"],
    "Classical Knight": [ARMOR_GEAR.full, SHIELD_GEAR, "longsword", "lance", "flail"],
    "Elven Ashlander": [ARMOR_GEAR.partial, "twinblade", "shortsword", "javelin", "bola"],
    "Forest Bandit": [ARMOR_GEAR.partial, "dagger", "shortbow", UNARMED_GEAR, "club"],
    "Nordling Hunter": [ARMOR_GEAR.partial, "hatchet", "spear", "longbow", "net"],
    "Sahani Rider": [ARMOR_GEAR.partial, SHIELD_GEAR, "glaive", "shortsword", "spear"],
  };

  it("the six example fighting styles, with exactly the seed's gear lists", () => {
    expect(styles.map((s) => s.name).sort()).toEqual(Object.keys(SEED_STYLES).sort());
    for (const style of styles) {
      const gear = SEED_STYLES[String(style.name)];
      expect(sys(style).gear, String(style.name)).toEqual(gear);
      expect(sys(style).example, String(style.name)).toBe(true);
      expect(sys(style).rank, String(style.name)).toBe(1);
    }
  });

  it("every style gear key names a weapon, an armour level or the shield, and all of those exist", () => {
    const weaponGear = new Set(weapons.map((w) => normaliseGear(String(sys(w).gear))));
    const armorKeys = new Map(ARMOR_LEVELS.map((level) => [normaliseGear(ARMOR_GEAR[level]), level]));
    const levels = new Set(armor.map((a) => sys(a).level));
    for (const style of styles) {
      for (const key of sys(style).gear as string[]) {
        const label = `${String(style.name)}: ${key}`;
        expect(key, label).toMatch(/^[a-z]+([ -][a-z]+)*$/);
        const level = armorKeys.get(normaliseGear(key));
        if (level) expect(levels.has(level), label).toBe(true);
        else if (normaliseGear(key) === SHIELD_GEAR) expect(shields.length, label).toBeGreaterThan(0);
        else expect(weaponGear.has(normaliseGear(key)), label).toBe(true);
      }
    }
    expect(weaponGear.has(UNARMED_GEAR)).toBe(true);
    expect(weaponGear.has("mace")).toBe(true);
  });

  it("weapon gear keys are unique slugs; ranged and thrown weapons have a range, melee ones a reach", () => {
    const keys = weapons.map((w) => sys(w).gear as string);
    expect(new Set(keys).size).toBe(keys.length);
    for (const weapon of weapons) {
      const s = sys(weapon);
      const label = String(weapon.name);
      expect(s.gear, label).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(s.example, label).toBe(true);
      expect(String(s.description), label).toContain("Example content");
      if (s.ranged || s.thrown) expect(s.range as number, label).toBeGreaterThan(0);
      else expect(s.range, label).toBe(0);
      if (!s.ranged) expect(s.reach as number, label).toBeGreaterThan(0);
      expect(s.ranged && s.thrown, label).toBe(false);
    }
    const byGear = (gear: string) => sys(weapons.find((w) => sys(w).gear === gear) ?? {});
    for (const gear of ["shortbow", "longbow", "arbalest", "hand-crossbow"]) expect(byGear(gear).ranged, gear).toBe(true);
    for (const gear of ["javelin", "dagger", "hatchet", "spear", "bola", "net"]) expect(byGear(gear).thrown, gear).toBe(true);
  });

  it("a full suit of Iron Armor has AR 5 (seed)", () => {
    const iron = armor.filter((a) => sys(a).material === "iron" && sys(a).level === "full");
    expect(iron).toHaveLength(1);
    expect(sys(iron[0] ?? {}).ar).toBe(5);
    expect(sys(iron[0] ?? {}).example).toBe(false);
  });

  it("the armour ladder: each material has a partial and a full suit, partial never better than full", () => {
    const materials = new Set(armor.map((a) => sys(a).material as string));
    expect(materials.size).toBeGreaterThanOrEqual(5);
    for (const material of materials) {
      const of = (level: string) => armor.filter((a) => sys(a).material === material && sys(a).level === level);
      const [partial, full] = [of("partial"), of("full")];
      expect(partial, material).toHaveLength(1);
      expect(full, material).toHaveLength(1);
      expect(sys(partial[0] ?? {}).ar as number, material).toBeLessThanOrEqual(sys(full[0] ?? {}).ar as number);
      expect(sys(partial[0] ?? {}).magical, material).toBe(sys(full[0] ?? {}).magical);
    }
    expect(armor.some((a) => sys(a).magical === true)).toBe(true);
    for (const a of armor) if (!(sys(a).material === "iron" && sys(a).level === "full")) expect(sys(a).example, String(a.name)).toBe(true);
  });

  it("a Bone Shield has BR 6 (seed)", () => {
    const bone = shields.filter((s) => s.name === "Bone Shield");
    expect(bone).toHaveLength(1);
    expect(sys(bone[0] ?? {}).br).toBe(6);
    expect(sys(bone[0] ?? {}).material).toBe("bone");
    expect(sys(bone[0] ?? {}).example).toBe(false);
    for (const s of shields) if (s !== bone[0]) expect(sys(s).example, String(s.name)).toBe(true);
  });

  it("spells: attack spells defend with block/dodge unless they target the mind (withstand)", () => {
    const spells = inPack("contest-spells");
    for (const spell of spells) {
      const s = sys(spell);
      const label = String(spell.name);
      expect(s.example, label).toBe(true);
      if (!s.attack) {
        expect(s.defences, label).toEqual([]);
        continue;
      }
      expect(s.damage, label).not.toBe("");
      if (s.targetsMind) expect(s.defences, label).toEqual(["withstand"]);
      else expect(s.defences, label).toEqual(["block", "dodge"]);
    }
    const names = spells.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Firebolt", "Mind Spike", "Shocking Grasp", "Ward"]));
  });

  it("example actors are trained in everything they have equipped", () => {
    const actors = inPack("contest-actors");
    expect(actors.map((a) => a.type).sort()).toEqual(["contestCharacter", "contestNpc"]);
    for (const actor of actors) {
      const items = actor.items as Doc[];
      const styleGear = items.filter((i) => i.type === "contestStyle").flatMap((i) => sys(i).gear as string[]);
      expect(styleGear.length, String(actor.name)).toBeGreaterThan(0);
      const equipped = items.filter((i) => sys(i).equipped === true);
      expect(equipped.length, String(actor.name)).toBeGreaterThan(0);
      for (const item of equipped) {
        const s = sys(item);
        const key =
          item.type === "contestWeapon" ? String(s.gear) : item.type === "contestArmor" ? ARMOR_GEAR[s.level as "partial" | "full"] : SHIELD_GEAR;
        expect(styleCovers(styleGear, key), `${String(actor.name)}: ${String(item.name)}`).toBe(true);
      }
      const token = actor.prototypeToken as Doc;
      expect(token.name).toBe(actor.name);
    }
  });

  it("rules journals: conditions, damage types, maneuvers", () => {
    const journals = inPack("contest-rules");
    const pages = (name: string) => ((journals.find((j) => j.name === name)?.pages ?? []) as Doc[]);
    expect(pages("Conditions").map((p) => p.name)).toEqual(["Dazed", "Prone", "Unconscious", "Surprised", "Grappled", "Braced"]);
    const damage = pages("Damage Types").map((p) => String((p.text as Doc).content)).join(" ").toLowerCase();
    for (const type of DAMAGE_TYPES) expect(damage, type).toContain(`<strong>${type}.</strong>`);
    for (const group of ["physical damage", "magical damage", "other damage types"]) expect(damage).toContain(group);
    const maneuvers = pages("Maneuvers").map((p) => String(p.name).replace("*", "").toLowerCase());
    for (const maneuver of MANEUVERS) expect(maneuvers, maneuver).toContain(maneuver);
    expect(maneuvers).toContain("size matters");
  });
});

describe("the Foundry CLI builds every pack without dropping an entry", () => {
  const tmp = mkdtempSync(join(tmpdir(), "manifold-packs-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  /** Compile a source directory, extract it again, and return the extracted documents. */
  async function roundTrip(src: string, name: string): Promise<Doc[]> {
    const db = join(tmp, "db", name);
    const out = join(tmp, "out", name);
    await compilePack(src, db, { yaml: true });
    await extractPack(db, out, { yaml: true });
    return readdirSync(out).map((file) => load(readFileSync(join(out, file), "utf8")) as Doc);
  }

  it.each(manifest.packs.map((p) => p.name))("%s", async (pack) => {
    const source = inPack(pack);
    const extracted = await roundTrip(join(SOURCE, pack), pack);
    expect(extracted).toHaveLength(sourceFiles(pack).length);
    expect(extracted.map((d) => d._id).sort()).toEqual(source.map((d) => d._id).sort());
    expect(extracted.flatMap(allIds).sort()).toEqual(source.flatMap(allIds).sort());
    for (const doc of extracted) {
      const original = source.find((d) => d._id === doc._id);
      expect(doc.system, String(doc.name)).toEqual(original?.system);
    }
  }, 60_000);

  it("a source file without _key is silently skipped by the CLI, so the count check has teeth", async () => {
    const src = join(tmp, "broken-src");
    mkdirSync(src, { recursive: true });
    const [good] = inPack("contest-weapons");
    if (!good) throw new Error("no weapon");
    const bad = structuredClone(good);
    delete bad._key;
    bad._id = "brokenEntry00001";
    writeFileSync(join(src, "good.yml"), readFileSync(join(SOURCE, "contest-weapons", sourceFiles("contest-weapons")[0] ?? ""), "utf8"));
    writeFileSync(join(src, "bad.yml"), JSON.stringify(bad));
    const extracted = await roundTrip(src, "broken");
    expect(readdirSync(src)).toHaveLength(2);
    expect(extracted).toHaveLength(1);
    expect(documentProblems(bad, "Item").join()).toContain("_key");
  }, 60_000);
});
