// The Roll-Under compendia: declared in system.json, every entry a valid and complete document that
// the Foundry CLI builds, the ids other code names, and the seed's tables cell by cell against
// src/rulesets/rollunder/rules/tables.ts and the play steps that read them.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { leafPaths, validate, type SchemaSpec } from "../../src/core/schema";
import * as specs from "../../src/rulesets/rollunder/rules/schema";
import { ARMOUR, MELEE, RANGED, REACTION, RULES, SHIELD, THIRD } from "../../src/rulesets/rollunder/rules/tables";
import { ARMOUR_KINDS, WEAPON_KINDS, type WeaponKind, type WeaponSystem } from "../../src/rulesets/rollunder/rules/types";
import { weaponDamage, weaponRange, weaponSlots } from "../../src/rulesets/rollunder/rules/gear";
import { moraleFails } from "../../src/rulesets/rollunder/rules/morale";
import { reactionStep } from "../../src/rulesets/rollunder/play/morale";

type Doc = Record<string, unknown> & { _id: string; name: string; type?: string; system: Record<string, unknown> };
interface Result { _id: string; _key: string; type: string; name: string; description: string; range: [number, number]; weight: number; drawn: boolean }

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SOURCE = join(ROOT, "packs", "_source");
const PACKS = ["rollunder-weapons", "rollunder-armor", "rollunder-shields", "rollunder-gear", "rollunder-actors", "rollunder-tables"];
const TYPE: Record<string, string> = { "rollunder-actors": "Actor", "rollunder-tables": "RollTable" };
const COLLECTION: Record<string, string> = { Item: "items", Actor: "actors", RollTable: "tables" };
const SPECS = specs as unknown as Record<string, SchemaSpec | undefined>;
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as {
  packs: { name: string; label: string; path: string; type: string; ownership: Record<string, string> }[];
  packFolders: { name: string; packs: string[] }[];
};
const en = JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")) as Record<string, unknown>;
const text = (key: string) => key.split(".").reduce<unknown>((n, p) => (n && typeof n === "object" ? (n as Record<string, unknown>)[p] : undefined), en);

const files = (name: string) => readdirSync(join(SOURCE, name)).sort();
const pack = (name: string): Doc[] => files(name).map((f) => load(readFileSync(join(SOURCE, name, f), "utf8")) as Doc);
const named = (name: string, doc: string) => pack(name).find((d) => d.name === doc)!;
const decode = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&amp;/g, "&").trim();
/** The cells of the one data row of the table in an item's description. */
const cells = (doc: Doc) => {
  const rows = [...String(doc.system.description).matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1]!.matchAll(/<t[dh]>(.*?)<\/t[dh]>/g)].map((c) => decode(c[1]!)));
  expect(rows, doc.name).toHaveLength(2);
  return Object.fromEntries(rows[0]!.map((head, i) => [head, rows[1]![i]!]));
};
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const slots = (n: number) => (n === THIRD ? "1/3" : String(n));
const dash = (v: string | number | null | undefined) => (v === null || v === undefined ? "—" : String(v));

/** Every problem of one document and those embedded in it: id, key, type, system valid and written out. */
function problems(doc: Doc, documentName: string, parent?: { collection: string; id: string }): string[] {
  const out: string[] = [];
  const where = `${documentName} ${doc.name}`;
  if (!/^[A-Za-z0-9]{16}$/.test(doc._id)) out.push(`${where}: _id ${doc._id}`);
  const collection = parent ? `${parent.collection}.${documentName === "TableResult" ? "results" : "items"}` : COLLECTION[documentName]!;
  const key = `!${collection}!${parent ? `${parent.id}.` : ""}${doc._id}`;
  if (doc._key !== key) out.push(`${where}: _key ${String(doc._key)} should be ${key}`);
  if (documentName === "Item" || documentName === "Actor") {
    const spec = SPECS[String(doc.type)];
    if (!spec) out.push(`${where}: no Roll-Under schema ${String(doc.type)}`);
    else {
      for (const issue of validate(spec, doc.system)) out.push(`${where}: system.${issue.path} ${issue.key}`);
      for (const path of leafPaths(spec)) if (path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], doc.system) === undefined) out.push(`${where}: system.${path} not written out`);
    }
  }
  for (const [field, child] of [["items", "Item"], ["results", "TableResult"]] as const) {
    for (const c of (doc[field] as Doc[] | undefined) ?? []) out.push(...problems(c, child, { collection, id: doc._id }));
  }
  return out;
}

describe("Roll-Under packs in system.json", () => {
  it("six packs in their own folder, labelled in lang/en.json, open to players as the others are", () => {
    const contest = manifest.packs.find((p) => p.name === "contest-weapons")!;
    for (const name of PACKS) {
      const decl = manifest.packs.find((p) => p.name === name)!;
      expect(decl, name).toBeDefined();
      expect(decl.path).toBe(`packs/${name}`);
      expect(decl.type).toBe(TYPE[name] ?? "Item");
      expect(decl.ownership).toEqual(contest.ownership);
      expect(decl.label).toMatch(/^MANIFOLD\.rollunder\.Packs\.[A-Z][a-z]+$/);
      expect(typeof text(decl.label), decl.label).toBe("string");
    }
    const folder = manifest.packFolders.find((f) => f.name === "MANIFOLD.rollunder.Packs.Folder")!;
    expect(folder.packs).toEqual(PACKS);
    expect(text(folder.name)).toBe("Roll-Under");
    expect(readdirSync(SOURCE).filter((d) => d.startsWith("rollunder-")).sort()).toEqual([...PACKS].sort());
  });
});

describe("every Roll-Under entry is a valid, complete document", () => {
  it.each(PACKS)("%s", (name) => {
    const docs = pack(name);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      expect(problems(doc, TYPE[name] ?? "Item"), doc.name).toEqual([]);
      expect(doc).toMatchObject({ folder: null, flags: {}, ownership: { default: 0 } });
    }
    expect(new Set(docs.map((d) => d.name)).size).toBe(docs.length);
  });

  it("the validator has teeth: a wrong kind, a field left out and an embedded key gone astray are found", () => {
    const sword = structuredClone(named("rollunder-weapons", "Sword"));
    sword.system.kind = "spear";
    expect(problems(sword, "Item").join()).toContain("system.kind");
    delete sword.system.hands;
    expect(problems(sword, "Item").join()).toContain("system.hands not written out");
    const soldier = structuredClone(named("rollunder-actors", "Footsoldier"));
    (soldier.items as Doc[])[0]!._key = `!items!${(soldier.items as Doc[])[0]!._id}`;
    expect(problems(soldier, "Actor").join()).toContain("!actors.items!");
  });

  it("the ids other code names: the three tables, and the setting's default Death & Dismemberment table", () => {
    const ids = Object.fromEntries(pack("rollunder-tables").map((t) => [t.name, t._id]));
    expect(ids).toEqual({ Reaction: "ruReactionTable1", "Morale Check": "ruMoraleTable001", "Death & Dismemberment": "ruDeathDismembr1" });
    expect(`Compendium.manifold.rollunder-tables.RollTable.${ids["Death & Dismemberment"]}`).toBe("Compendium.manifold.rollunder-tables.RollTable.ruDeathDismembr1");
    const all = PACKS.flatMap(pack).flatMap((d) => [d._id, ...[...((d.items as Doc[]) ?? []), ...((d.results as Doc[]) ?? [])].map((c) => c._id)]);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("the Foundry CLI builds every Roll-Under pack without dropping an entry", () => {
  const tmp = mkdtempSync(join(tmpdir(), "manifold-rollunder-packs-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  it.each(PACKS)("%s", async (name) => {
    await compilePack(join(SOURCE, name), join(tmp, "db", name), { yaml: true, log: false });
    await extractPack(join(tmp, "db", name), join(tmp, "out", name), { yaml: true, log: false });
    const out = readdirSync(join(tmp, "out", name)).map((f) => load(readFileSync(join(tmp, "out", name, f), "utf8")) as Doc);
    const source = pack(name);
    expect(out.map((d) => d._id).sort()).toEqual(source.map((d) => d._id).sort());
    for (const doc of out) {
      const original = source.find((d) => d._id === doc._id)!;
      expect(doc.system, doc.name).toEqual(original.system);
      expect((doc.items as Doc[] | undefined)?.length ?? 0).toBe((original.items as Doc[] | undefined)?.length ?? 0);
      expect((doc.results as Result[] | undefined)?.map((r) => r.range)).toEqual((original.results as Result[] | undefined)?.map((r) => r.range));
    }
  }, 60_000);
});

describe("the seed's equipment lists, cell by cell against rules/tables.ts", () => {
  const weapons = pack("rollunder-weapons");
  const shooter = (kind: WeaponKind) => (kind === "light" || kind === "sling" || kind === "bow" || kind === "crossbow" ? RANGED[kind] : null);
  const melee = (kind: WeaponKind) => (kind === "light" || kind === "medium" || kind === "heavy" ? MELEE[kind] : null);

  it("rollunder.melee.1 / rollunder.melee.4 / rollunder.melee.6 / rollunder.ranged.2 / rollunder.ranged.3 / rollunder.ranged.4: one weapon of each kind, none example content", () => {
    expect(weapons.map((w) => w.system.kind).sort()).toEqual([...WEAPON_KINDS].sort());
    expect(weapons.map((w) => w.name).sort()).toEqual(["Bow", "Crossbow", "Dagger", "Hammer", "Sling", "Sword"]);
    for (const w of weapons) expect(w.system.example, w.name).toBe(false);
  });

  it.each(weapons.map((w) => [w.name, w] as const))("rollunder.melee.1 / rollunder.melee.3 / rollunder.melee.4 / rollunder.melee.5 / rollunder.melee.6 / rollunder.ranged.1 / rollunder.ranged.2 / rollunder.ranged.3 / rollunder.ranged.4: %s: slots, damage in one and both hands, thrown or shot, range", (_name, w) => {
    const kind = w.system.kind as WeaponKind;
    const row = cells(w);
    expect(row.Slots).toBe(slots(weaponSlots(kind)));
    expect(row["One hand"]).toBe(dash(melee(kind)?.oneHand));
    expect(row["Both hands"]).toBe(dash(melee(kind)?.twoHands));
    expect(row["Thrown or shot"]).toBe(dash(shooter(kind)?.damage));
    expect(row["Range (ft)"]).toBe(dash(shooter(kind)?.range));
    // As packed, the weapon deals what its table says, the way it is held.
    const system = w.system as unknown as WeaponSystem;
    const used = melee(kind) ? (system.hands === 2 ? row["Both hands"] : row["One hand"]) : row["Thrown or shot"];
    expect(weaponDamage(system, false)).toBe(used);
    expect(dash(weaponRange(system, kind === "light"))).toBe(row["Range (ft)"]);
  });

  it("rollunder.prof.1 / rollunder.ranged.5: the dagger comes proficient, the others not; the crossbow comes loaded", () => {
    for (const w of weapons) expect(w.system.proficient, w.name).toBe(w.system.kind === "light");
    expect(named("rollunder-weapons", "Crossbow").system.loaded).toBe(true);
    expect(RANGED.crossbow.reload).toBe(true);
  });

  it("rollunder.armor.1 / rollunder.armor.2 / rollunder.armor.3: leather, chain and plate, each row as ARMOUR has it", () => {
    const armour = pack("rollunder-armor");
    expect(armour.map((a) => a.system.kind).sort()).toEqual([...ARMOUR_KINDS].sort());
    for (const a of armour) {
      const row = ARMOUR[a.system.kind as keyof typeof ARMOUR];
      expect(cells(a), a.name).toEqual({ Slots: String(row.slots), Defense: signed(row.defense), Movement: String(row.movement), Stealth: String(row.stealth) });
      expect(a.system.example).toBe(false);
    }
  });

  it("rollunder.armor.4 / rollunder.armor.5: the shield, +1 and sundered for 1d12", () => {
    const [shield, ...more] = pack("rollunder-shields");
    expect(more).toEqual([]);
    expect(cells(shield!)).toEqual({ Slots: String(SHIELD.slots), Defense: signed(SHIELD.defense), Sunder: SHIELD.sunder });
    expect(shield!.system).toMatchObject({ broken: false, example: false });
  });

  it("rollunder.ranged.6: a quiver of 20 arrows is an average item; invented gear says it is an example", () => {
    const quiver = named("rollunder-gear", "Quiver of Arrows");
    expect(cells(quiver)).toEqual({ Slots: String(quiver.system.slotsTaken), Holds: `${RULES.quiver} arrows` });
    expect(quiver.system).toMatchObject({ slotsTaken: 1, small: false, example: false });
    for (const g of pack("rollunder-gear").filter((d) => d !== quiver && d.name !== "Quiver of Arrows")) {
      expect(g.system.example, g.name).toBe(true);
      expect(decode(String(g.system.description)), g.name).toContain("Example content");
    }
  });
});

describe("the bestiary", () => {
  const actors = pack("rollunder-actors");
  const packed = (kind: unknown) => pack("rollunder-weapons").find((w) => w.system.kind === kind)!;

  it("enemies with Hit Dice, Attack and Defense as modifiers, Morale 2-12 and their attacks as weapons", () => {
    expect(actors.map((a) => a.type)).toEqual(actors.map(() => "rollunderNpc"));
    for (const a of actors) {
      expect(a.system.hitDice as number, a.name).toBeGreaterThan(0);
      expect(a.system.morale as number).toBeGreaterThanOrEqual(2);
      expect(a.system.morale as number).toBeLessThanOrEqual(12);
      expect(a.system.hpFixed, a.name).toBe(false);
      expect(decode(String(a.system.biography)), a.name).toContain("Example content");
      expect(a.prototypeToken, a.name).toMatchObject({ name: a.name, actorLink: false, bar1: { attribute: "hp" }, disposition: -1 });
      const items = a.items as Doc[];
      expect(items.length, a.name).toBeGreaterThan(0);
      for (const i of items) {
        expect(i.type).toBe("rollunderWeapon");
        // A carried weapon is the packed one, only held or trained differently.
        const { equipped: _e, proficient: _p, ...rest } = i.system;
        const { equipped: _pe, proficient: _pp, ...packedRest } = packed(i.system.kind).system;
        expect(rest, `${a.name}: ${i.name}`).toEqual(packedRest);
      }
    }
  });

  it("rollunder.attack.2: the Footsoldier in leather has the seed's Defense −1", () => {
    expect(named("rollunder-actors", "Footsoldier").system).toMatchObject({ defense: -1, actsTwice: false });
  });

  it("rollunder.init.6 / rollunder.init.7 / rollunder.melee.2: the Knife-Dancer acts twice, slows the PCs' Wisdom and wields two light weapons", () => {
    const dancer = named("rollunder-actors", "Knife-Dancer");
    expect(dancer.system).toMatchObject({ actsTwice: true, wisdomPenalty: 2 });
    expect((dancer.items as Doc[]).filter((i) => i.system.kind === "light" && i.system.equipped)).toHaveLength(2);
  });
});

describe("the tables, cell by cell", () => {
  const table = (id: string) => pack("rollunder-tables").find((t) => t._id === id)!;
  const results = (id: string) => table(id).results as Result[];
  const covers = (id: string, lo: number, hi: number) => {
    for (let total = lo; total <= hi; total++) expect(results(id).filter((r) => r.range[0] <= total && total <= r.range[1]), `${id} ${total}`).toHaveLength(1);
  };

  it("every result is a plain text row, drawn from a fresh table", () => {
    for (const t of pack("rollunder-tables")) {
      expect(t).toMatchObject({ replacement: true, displayRoll: true });
      for (const r of t.results as Result[]) {
        expect(r).toMatchObject({ type: "text", weight: 1, drawn: false });
        expect(r.range[0]).toBeLessThanOrEqual(r.range[1]);
        expect(decode(r.description).length, r.name).toBeGreaterThan(0);
      }
    }
  });

  it("rollunder.reaction.1 / rollunder.reaction.2 / rollunder.reaction.3 / rollunder.reaction.4 / rollunder.reaction.5: 2d6 on the seed's four bands, every modified total the step allows on exactly one row", () => {
    const lowest = reactionStep(-20, [[1], [1]]).total;
    const highest = reactionStep(20, [[6], [6]]).total;
    expect(() => reactionStep(-21, [[1], [1]])).toThrow();
    expect(table("ruReactionTable1").formula).toBe("2d6");
    covers("ruReactionTable1", lowest, highest);
    expect(results("ruReactionTable1").map((r) => r.range)).toEqual(REACTION.map((band, i) => [band.from === -Infinity ? lowest : band.from, (REACTION[i + 1]?.from ?? highest + 1) - 1]));
    expect(results("ruReactionTable1").map((r) => [r.name, decode(r.description)])).toEqual([
      ["Immediate Attack", "Offended or disgusted."],
      ["Unfavorable", "May attack if victory is likely."],
      ["Favorable", "Parley or bargaining."],
      ["Very Favorable", "May choose to cooperate."],
    ]);
    // The row a total lands on is the band the step names, in the same words.
    for (let total = lowest; total <= highest; total++) {
      const row = results("ruReactionTable1").find((r) => r.range[0] <= total && total <= r.range[1])!;
      const dice = Math.max(2, Math.min(12, total));
      const first = Math.min(6, dice - 1);
      const { key } = reactionStep(total - dice, [[first], [dice - first]]);
      expect(String(text(key)).toLowerCase(), String(total)).toContain(row.name.toLowerCase());
    }
  });

  it("rollunder.morale.6: the Morale Check has a row for each 2d6 total, saying against which Morale it holds", () => {
    expect(table("ruMoraleTable001").formula).toBe("2d6");
    covers("ruMoraleTable001", 2, 12);
    expect(results("ruMoraleTable001").map((r) => r.range)).toEqual(Array.from({ length: 11 }, (_, i) => [i + 2, i + 2]));
    for (const r of results("ruMoraleTable001")) {
      const total = r.range[0];
      const holdsFrom = Array.from({ length: 11 }, (_, i) => i + 2).find((morale) => !moraleFails(total, morale))!;
      const words = decode(r.description);
      if (holdsFrom === 2) expect(words, String(total)).toContain("Holds against every Morale");
      else if (holdsFrom === 12) expect(words, String(total)).toContain("Holds only against Morale 12; fails against Morale 11 or less");
      else expect(words, String(total)).toContain(`Holds against Morale ${holdsFrom} or more; fails against Morale ${holdsFrom - 1} or less`);
      if (holdsFrom > 2) expect(words).toContain("retreat, surrenders, or panics");
    }
  });

  it("rollunder.hp.3: the Death & Dismemberment table is example content; 1d12 lands on exactly one row", () => {
    const death = table("ruDeathDismembr1");
    expect(death.formula).toBe("1d12");
    covers("ruDeathDismembr1", 1, 12);
    expect(decode(String(death.description))).toContain("Example content");
    expect(decode(String(death.description))).toContain("settings");
  });
});
