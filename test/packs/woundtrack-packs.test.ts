// The Wound Track compendium sources: every entry a valid, complete document with an id and a key
// the Foundry CLI keeps; the actions catalogue holds every action the seed names, at the seed's AP
// cost, RULINGS' default where the seed prints none, or a marked suggestion where neither does;
// checks written as the rules read them; equipment marked as example content; actors that add up.
// The packs are not in system.json yet (the ruleset is not registered), so this file reads them by
// folder rather than from the manifest.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { load } from "js-yaml";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { pack as samplePack } from "../browser/samples";
import { leafPaths, validate, type SchemaSpec } from "../../src/core/schema";
import * as specs from "../../src/rulesets/woundtrack/rules/schema";
import { ATTRIBUTES, parseCheck } from "../../src/rulesets/woundtrack/rules/checks";
import { SKILL_IDS, skillNamed, specialisationOf } from "../../src/rulesets/woundtrack/rules/skills";
import { ACTION_AP, OBJECT_AP, REGAIN_MOUNT_AP, STOW_AP, SURFACE_AP } from "../../src/rulesets/woundtrack/rules/economy";
import { FULL_MOVE_AP } from "../../src/rulesets/woundtrack/rules/movement";
import { TREAT_WOUND_TN } from "../../src/rulesets/woundtrack/rules/recovery";
import { ATTACK_ACTIONS } from "../../src/rulesets/woundtrack/rules/damage";
import { NPC_TIER_SLOTS, WOUND_LEVELS } from "../../src/rulesets/woundtrack/rules/wounds";
import { ACTION_AUTOMATIONS } from "../../src/rulesets/woundtrack/rules/types";

interface Doc {
  _id: string;
  _key?: string;
  name: string;
  type: string;
  img: string;
  system: Record<string, unknown>;
  items?: Doc[];
  [field: string]: unknown;
}

const SOURCE = "packs/_source";
const PACKS = ["woundtrack-actions", "woundtrack-weapons", "woundtrack-armor", "woundtrack-actors"] as const;
type PackName = (typeof PACKS)[number];
const PACK_TYPES: Record<PackName, { document: "Item" | "Actor"; types: string[] }> = {
  "woundtrack-actions": { document: "Item", types: ["woundtrackAction"] },
  "woundtrack-weapons": { document: "Item", types: ["woundtrackWeapon"] },
  "woundtrack-armor": { document: "Item", types: ["woundtrackArmor"] },
  "woundtrack-actors": { document: "Actor", types: ["woundtrackCharacter", "woundtrackNpc"] },
};
const SPECS = specs as unknown as Record<string, SchemaSpec | undefined>;
const ID = /^[A-Za-z0-9]{16}$/;
const EXAMPLE = "<p><em>Example content: the Wound Track rules print no equipment table; these values are a suggestion to adjust to your table.</em></p>";

const pack = (name: string): Doc[] => samplePack(name) as unknown as Doc[];
const named = (name: PackName, doc: string): Doc => {
  const found = pack(name).find((d) => d.name === doc);
  if (!found) throw new Error(`${name} has no ${doc}`);
  return found;
};
const decode = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
/** The rows of the first table in an HTML description, each a list of cell texts. */
const tableRows = (html: string): string[][] => {
  const table = /<table>(.*?)<\/table>/.exec(html)?.[1] ?? "";
  return [...table.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<t[dh]>(.*?)<\/t[dh]>/g)].map((cell) => decode(cell[1]!)));
};
const getPath = (data: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v !== null && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), data);

/** Every problem of one document and the items embedded in it: id, key, type, system valid and written out, image. */
function problems(doc: Doc, documentName: "Item" | "Actor", parentId?: string): string[] {
  const out: string[] = [];
  const where = `${documentName} ${doc.name}`;
  if (typeof doc._id !== "string" || !ID.test(doc._id)) out.push(`${where}: _id ${String(doc._id)} is not 16 letters and digits`);
  const key = parentId ? `!actors.items!${parentId}.${doc._id}` : `!${documentName === "Actor" ? "actors" : "items"}!${doc._id}`;
  if (doc._key !== key) out.push(`${where}: _key ${String(doc._key)} should be ${key}`);
  if (typeof doc.name !== "string" || doc.name === "") out.push(`${where}: no name`);
  const spec = SPECS[String(doc.type)];
  if (!spec || !String(doc.type).startsWith("woundtrack")) out.push(`${where}: no Wound Track schema ${String(doc.type)}`);
  else {
    for (const issue of validate(spec, doc.system)) out.push(`${where}: system.${issue.path} ${issue.key}`);
    for (const path of leafPaths(spec)) if (getPath(doc.system, path) === undefined) out.push(`${where}: system.${path} is not written out`);
  }
  if (typeof doc.img !== "string" || !/^icons\/.+\.(webp|svg)$/.test(doc.img)) out.push(`${where}: img ${String(doc.img)} is not a core icon`);
  if (!Array.isArray(doc.effects) || doc.effects.length > 0) out.push(`${where}: effects should be []`);
  if (doc.folder !== null) out.push(`${where}: folder should be null`);
  if (JSON.stringify(doc.flags) !== "{}") out.push(`${where}: flags should be {}`);
  if (JSON.stringify(doc.ownership) !== JSON.stringify({ default: 0 })) out.push(`${where}: ownership should be { default: 0 }`);
  if (documentName === "Actor") {
    if (!Array.isArray(doc.items)) out.push(`${where}: no items array`);
    for (const item of doc.items ?? []) out.push(...problems(item, "Item", doc._id));
  } else if (doc.items !== undefined) out.push(`${where}: an item embeds items`);
  return out;
}

/** Every _id of a document and of what it embeds, whatever the collection. */
const allIds = (doc: unknown): string[] => {
  if (doc === null || typeof doc !== "object") return [];
  const d = doc as Record<string, unknown>;
  const own = typeof d._id === "string" ? [d._id] : [];
  const children = ["items", "effects", "pages", "categories", "results"].flatMap((f) => (Array.isArray(d[f]) ? (d[f] as unknown[]).flatMap(allIds) : []));
  return [...own, ...children];
};

describe("every Wound Track entry is a valid, complete document", () => {
  it("the four folders exist and hold only .yml files that parse to one document each", () => {
    for (const name of PACKS) {
      const files = readdirSync(join(SOURCE, name));
      expect(files.length, name).toBeGreaterThan(0);
      for (const file of files) {
        expect(file, `${name}/${file}`).toMatch(/^[a-z0-9-]+\.yml$/);
        const doc = load(readFileSync(join(SOURCE, name, file), "utf8"));
        expect(doc !== null && typeof doc === "object" && !Array.isArray(doc), `${name}/${file}`).toBe(true);
      }
    }
  });

  it.each(PACKS)("%s: ids, keys, types, schema, every field written out", (name) => {
    const docs = pack(name);
    const { document, types } = PACK_TYPES[name];
    for (const doc of docs) {
      expect(problems(doc, document), doc.name).toEqual([]);
      expect(types, doc.name).toContain(doc.type);
    }
    expect(new Set(docs.map((d) => d.name)).size, name).toBe(docs.length);
  });

  it("ids are unique across every pack in packs/_source, embedded documents included", () => {
    const everyPack = readdirSync(SOURCE).filter((d) => statSync(join(SOURCE, d)).isDirectory());
    const ids = everyPack.flatMap((name) => pack(name).flatMap(allIds));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const ours = PACKS.flatMap((name) => pack(name).flatMap(allIds));
    expect(ours.length).toBeGreaterThan(PACKS.flatMap(pack).length);
  });

  it("the validator has teeth: a missing key, a bad id, an unknown field, a wrong choice and an embedded key gone astray are found", () => {
    const sword = structuredClone(named("woundtrack-weapons", "Longsword"));
    delete sword._key;
    expect(problems(sword, "Item").join()).toContain("_key undefined");
    const short = structuredClone(named("woundtrack-weapons", "Longsword"));
    short._id = "short";
    expect(problems(short, "Item").join()).toContain("_id short");
    const extra = structuredClone(named("woundtrack-armor", "Chain Mail"));
    extra.system.weight = 20;
    expect(problems(extra, "Item")).toEqual([expect.stringContaining("MANIFOLD.Validation.Unknown")]);
    const kind = structuredClone(named("woundtrack-actions", "Pin"));
    kind.system.category = "wrestling";
    expect(problems(kind, "Item")).toEqual([expect.stringContaining("system.category MANIFOLD.Validation.Choice")]);
    const left = structuredClone(named("woundtrack-actions", "Pin"));
    delete left.system.trigger;
    expect(problems(left, "Item")).toEqual([expect.stringContaining("system.trigger is not written out")]);
    const guard = structuredClone(named("woundtrack-actors", "Town Guard"));
    guard.items![0]!._key = `!items!${guard.items![0]!._id}`;
    expect(problems(guard, "Actor").join()).toContain("!actors.items!");
  });
});

describe("the Foundry CLI builds every Wound Track pack without dropping an entry", () => {
  const tmp = mkdtempSync(join(tmpdir(), "manifold-woundtrack-packs-"));
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
      expect((doc.items ?? []).map((i) => i._id).sort(), doc.name).toEqual((original.items ?? []).map((i) => i._id).sort());
    }
  }, 60_000);
});

describe("the actions catalogue", () => {
  const actions = pack("woundtrack-actions");
  const action = (name: string) => named("woundtrack-actions", name);
  const description = (name: string) => String(action(name).system.description);

  /** Costs the seed prints (woundtrack.move.1, ignore.1, jump.8, climb.5, mount.9, action.28-30, object.3-7). */
  const SEED_COST: Record<string, number> = {
    Move: FULL_MOVE_AP,
    "Ignore Your Flank": 0,
    Jump: 0,
    "Return to the Surface": SURFACE_AP,
    "Regain Control of a Mount": REGAIN_MOUNT_AP,
    "Retrieve or Stow an Item (Scabbard or Pocket)": STOW_AP.scabbard,
    "Retrieve or Stow an Item (Belt Pouch or Concealed Pocket)": STOW_AP.beltPouch,
    "Retrieve or Stow an Item (Sack or Backpack)": STOW_AP.sack,
    "Use an Object (Open or Close a Door)": OBJECT_AP.door,
    "Use an Object (Light a Torch or Candle)": OBJECT_AP.lightTorch,
    "Use an Object (Drink a Potion)": OBJECT_AP.drinkPotion,
    "Use an Object (Ring a Large Warning Bell)": OBJECT_AP.warningBell,
    "Use an Object (Start a Fire with Flint and Steel)": OBJECT_AP.startFire,
  };
  /** RULINGS woundtrack: the defaults for costs the seed leaves out. */
  const RULINGS_DEFAULT: Record<string, number> = {
    "Standard Attack": ACTION_AP.standardAttack,
    "Quick Attack": ACTION_AP.quickAttack,
    "Nonlethal Attack": ACTION_AP.nonlethalAttack,
    "Strong Attack": ACTION_AP.strongAttack,
    Defend: ACTION_AP.defend,
    "Seize Initiative": ACTION_AP.seizeInitiative,
    "Change Posture (Prone)": ACTION_AP.changePosture,
    "Change Posture (Crouch)": ACTION_AP.changePosture,
    "Change Posture (Stand)": ACTION_AP.changePosture,
    Stabilize: ACTION_AP.stabilize,
  };
  /** Neither the seed nor RULINGS prices these: the packs suggest a cost and say so. */
  const SUGGESTED: Record<string, number> = {
    Rebuff: 4,
    "Cast a Spell": 4,
    Harry: 2,
    "Ready an Action": 2,
    "Create an Opening": 4,
    "Enter Occupied Space": 2,
    Escape: 4,
    "Mount/Dismount": 4,
    Dash: 2,
    Cling: 2,
    Drag: 4,
    Grapple: 4,
    Interpose: 2,
    Pin: 4,
    "End a Magical Effect": 2,
    Hinder: 4,
    "Treat Condition": 4,
    "Treat Wound": 4,
    "Use an Object": 4,
  };

  it("holds every action and reaction the seed names, each priced by exactly one source", () => {
    const required = [
      "Standard Attack", "Quick Attack", "Strong Attack", "Nonlethal Attack", "Rebuff",
      "Cast a Spell", "Defend", "Harry", "Ready an Action", "Retrieve or Stow an Item (Scabbard or Pocket)",
      "Move", "Change Posture (Prone)", "Change Posture (Crouch)", "Change Posture (Stand)", "Create an Opening", "Enter Occupied Space", "Escape", "Mount/Dismount", "Dash", "Jump", "Return to the Surface",
      "Cling", "Drag", "Grapple", "Interpose", "Pin",
      "End a Magical Effect", "Hinder", "Seize Initiative", "Stabilize", "Treat Condition", "Treat Wound", "Use an Object", "Regain Control of a Mount",
      "Ignore Your Flank",
    ];
    const names = actions.map((a) => a.name);
    expect(names).toEqual(expect.arrayContaining(required));
    expect(names.sort()).toEqual([...Object.keys(SEED_COST), ...Object.keys(RULINGS_DEFAULT), ...Object.keys(SUGGESTED)].sort());
  });

  it("RULINGS woundtrack: the default costs where the seed prints none, and the description says they are Manifold's default", () => {
    expect(ACTION_AP).toEqual({ standardAttack: 4, quickAttack: 4, nonlethalAttack: 4, strongAttack: 6, defend: 2, seizeInitiative: 2, changePosture: 2, stabilize: 4 });
    for (const [name, ap] of Object.entries(RULINGS_DEFAULT)) {
      expect(action(name).system.ap, name).toBe(ap);
      expect(decode(description(name)), name).toContain(`${ap} is Manifold's default`);
      expect(description(name), name).not.toContain("suggestion");
    }
  });

  it("the seed's own costs: full movement, surfacing, regaining a mount, each container and each object use", () => {
    for (const [name, ap] of Object.entries(SEED_COST)) {
      expect(action(name).system.ap, name).toBe(ap);
      expect(description(name), name).not.toContain("Manifold's default");
      expect(description(name), name).not.toContain("suggestion");
    }
  });

  it("costs neither the seed nor RULINGS gives are marked as a suggestion", () => {
    for (const [name, ap] of Object.entries(SUGGESTED)) {
      expect(action(name).system.ap, name).toBe(ap);
      expect(decode(description(name)), name).toContain(`${ap} is a suggestion`);
    }
  });

  it("every check parses, names a skill the rules know and one of its specialisations", () => {
    const withCheck = actions.filter((a) => a.system.check !== "");
    expect(withCheck.length).toBeGreaterThan(5);
    for (const a of actions) {
      const text = String(a.system.check);
      if (text === "") continue;
      const spec = parseCheck(text);
      expect(ATTRIBUTES, a.name).toContain(spec.attribute);
      const skill = spec.skill ? skillNamed(spec.skill) : null;
      if (spec.skill) expect(skill, `${a.name}: ${text}`).not.toBeNull();
      if (skill && spec.specialisation) expect(specialisationOf(skill, spec.specialisation), `${a.name}: ${text}`).toBe(true);
    }
    expect(Object.fromEntries(withCheck.map((a) => [a.name, a.system.check]))).toMatchObject({
      Stabilize: "Lor [Healing/Wounds]",
      "Treat Wound": "Lor [Healing/Wounds]",
      "Treat Condition": "Lor [Healing]",
      Dash: "Str [Athletics]",
      Jump: "Str [Athletics/Jumping]",
      "Return to the Surface": "Str [Athletics/Swimming]",
      "Regain Control of a Mount": "Prs [Nature/Riding]",
      Cling: "Str [Athletics/Power]",
      Drag: "Str [Athletics/Power]",
      Pin: "Str [Athletics/Power]",
    });
  });

  it("reactions carry the seed's trigger; actions have none", () => {
    const reactions = actions.filter((a) => a.system.reaction === true);
    expect(reactions.map((a) => a.name).sort()).toEqual(["Cling", "Harry", "Ignore Your Flank", "Interpose", "Rebuff"]);
    for (const a of actions) {
      if (a.system.reaction) expect(String(a.system.trigger).length, a.name).toBeGreaterThan(10);
      else expect(a.system.trigger, a.name).toBe("");
    }
    expect(action("Rebuff").system.trigger).toBe("A creature you can see attempts to approach closer than your weapon's optimal reach.");
    expect(action("Interpose").system.trigger).toBe("A creature you can see makes an attack against you while you are grappling.");
  });

  it("the five attack actions name their attack rule; no other action does", () => {
    const attacks = Object.fromEntries(actions.filter((a) => a.system.attack !== "").map((a) => [a.name, a.system.attack]));
    expect(attacks).toEqual({ "Standard Attack": "standard", "Quick Attack": "quick", "Strong Attack": "strong", "Nonlethal Attack": "nonlethal", Rebuff: "rebuff" });
    expect(Object.values(attacks).sort()).toEqual(Object.keys(ATTACK_ACTIONS).sort());
  });

  it("what Manifold does itself: Defend, Seize Initiative, Dash, the three postures, the Escape a pinned creature may take, a Jump's reach, the spell no one hurries, and the check cards of Hinder, the three tendings, the grappling actions and Enter Occupied Space, a Cling's yards, regaining a mount, a Harry's card, mounting and readying, and nothing else", () => {
    const automated = Object.fromEntries(actions.filter((a) => a.system.automation !== "").map((a) => [a.name, a.system.automation]));
    expect(automated).toEqual({
      Defend: "defend",
      "Seize Initiative": "seize",
      Dash: "dash",
      "Change Posture (Prone)": "prone",
      "Change Posture (Crouch)": "crouch",
      "Change Posture (Stand)": "stand",
      Escape: "escape",
      Jump: "jump",
      "Cast a Spell": "spell",
      Hinder: "hinder",
      Stabilize: "stabilize",
      "Treat Wound": "treatWound",
      "Treat Condition": "treatCondition",
      Grapple: "grapple",
      Pin: "pin",
      Drag: "drag",
      Interpose: "interpose",
      "Enter Occupied Space": "enterSpace",
      Cling: "cling",
      "Regain Control of a Mount": "regainMount",
      Harry: "harry",
      "Mount/Dismount": "mount",
      "Ready an Action": "ready",
    });
    expect(Object.values(automated).sort()).toEqual(ACTION_AUTOMATIONS.filter((a) => a !== "").sort());
  });

  it("categories follow the seed's headings", () => {
    const byCategory = (category: string) => actions.filter((a) => a.system.category === category).map((a) => a.name).sort();
    expect(byCategory("offensive")).toEqual(["Nonlethal Attack", "Quick Attack", "Rebuff", "Standard Attack", "Strong Attack"]);
    expect(byCategory("grappling")).toEqual(["Cling", "Drag", "Grapple", "Interpose", "Pin"]);
    expect(byCategory("movement")).toEqual(expect.arrayContaining(["Change Posture (Crouch)", "Change Posture (Prone)", "Change Posture (Stand)", "Create an Opening", "Dash", "Enter Occupied Space", "Escape", "Mount/Dismount"]));
    expect(byCategory("misc")).toEqual(expect.arrayContaining(["End a Magical Effect", "Hinder", "Seize Initiative", "Stabilize", "Treat Condition", "Treat Wound", "Use an Object"]));
    expect(byCategory("common")).toEqual(expect.arrayContaining(["Cast a Spell", "Defend", "Harry", "Ready an Action"]));
  });

  it("woundtrack.hinder.3-6: Hinder's table has the four hindrances with their checks and defences", () => {
    expect(tableRows(description("Hinder")).map((r) => r.slice(0, 3))).toEqual([
      ["Hindrance", "Your check", "Against"],
      ["Disarm", "Melee weapon check", "Melee weapon check or Agility defence"],
      ["Distract", "Prs [Deception]", "Prc [Deception]"],
      ["Shove", "Power check", "Power or Agility defence"],
      ["Trip", "Power check", "Power or Agility defence"],
    ]);
    expect(decode(description("Hinder"))).toContain("within melee reach");
  });

  it("woundtrack.treat.7-17: Treat Wound's TN table is rules/recovery.ts's, and the fatigue afterwards is said", () => {
    const rows = tableRows(description("Treat Wound"));
    expect(rows[0]).toEqual(["Wound level", "TN"]);
    expect(rows.slice(1)).toEqual(WOUND_LEVELS.map((l) => [l[0]!.toUpperCase() + l.slice(1), String(TREAT_WOUND_TN[l])]));
    const text = decode(description("Treat Wound"));
    for (const words of ["fails outright", "-5 without a healing kit", "one more for every 2 points", "success or failure", "fatigue equal to the level of its highest remaining wound"]) expect(text).toContain(words);
  });

  it("woundtrack.object.3-7 / action.28-30: the cost tables in Use an Object and Retrieve or Stow are the seed's", () => {
    expect(tableRows(description("Use an Object")).slice(1).map((r) => Number(r[1]))).toEqual([OBJECT_AP.door, OBJECT_AP.lightTorch, OBJECT_AP.drinkPotion, OBJECT_AP.warningBell, OBJECT_AP.startFire]);
    expect(tableRows(description("Retrieve or Stow an Item (Sack or Backpack)")).slice(1).map((r) => Number(r[1]))).toEqual([STOW_AP.scabbard, STOW_AP.beltPouch, STOW_AP.sack]);
  });

  it("RULINGS woundtrack: Interpose checks against the defences of the grappled creature forced into the attack", () => {
    expect(decode(description("Interpose"))).toContain("against the higher of that creature's Power and Agility defences");
  });
});

describe("weapons and armour", () => {
  const weapons = pack("woundtrack-weapons");
  const armour = pack("woundtrack-armor");

  it("about ten weapons, melee and ranged, each in a weapon group, none equipped in the compendium", () => {
    expect(weapons.length).toBeGreaterThanOrEqual(10);
    expect(new Set(weapons.map((w) => w.system.kind))).toEqual(new Set(["melee", "ranged"]));
    for (const w of weapons) {
      expect(String(w.system.group).length, w.name).toBeGreaterThan(0);
      expect(w.system.equipped, w.name).toBe(false);
      expect(String(w.system.description).endsWith(EXAMPLE), w.name).toBe(true);
    }
  });

  it("a shield whose block bonus is defensive, so it counts against ranged attacks too; other blocks are not", () => {
    const shield = named("woundtrack-weapons", "Round Shield");
    expect(shield.system.block).toEqual({ bonus: 2, defensive: true });
    for (const w of weapons.filter((x) => x !== shield && x.name !== "Round Shield")) expect((w.system.block as { defensive: boolean }).defensive, w.name).toBe(false);
  });

  it("a reach-0 weapon to Grapple with (woundtrack.action.49)", () => {
    expect(weapons.filter((w) => w.system.reach === 0).map((w) => w.name)).toContain("Unarmed Strike");
  });

  it("about four suits of armour, each adding to Toughness, none equipped, marked as example content", () => {
    expect(armour.length).toBeGreaterThanOrEqual(4);
    for (const a of armour) {
      expect(a.system.armor as number, a.name).toBeGreaterThan(0);
      expect(a.system.equipped, a.name).toBe(false);
      expect(String(a.system.description).endsWith(EXAMPLE), a.name).toBe(true);
    }
  });
});

describe("the example actors", () => {
  const actors = pack("woundtrack-actors");
  const catalogue: Record<string, Doc[]> = {
    woundtrackWeapon: pack("woundtrack-weapons"),
    woundtrackArmor: pack("woundtrack-armor"),
    woundtrackAction: pack("woundtrack-actions"),
  };

  it("two characters and three NPCs, one of each tier", () => {
    expect(actors.filter((a) => a.type === "woundtrackCharacter")).toHaveLength(2);
    const npcs = actors.filter((a) => a.type === "woundtrackNpc");
    expect(npcs.map((n) => n.system.tier).sort()).toEqual(Object.keys(NPC_TIER_SLOTS).sort());
  });

  it.each(actors.map((a) => [a.name, a] as const))("%s: sensible, consistent numbers", (_name, a) => {
    const s = a.system as {
      attributes: Record<string, number>;
      size: number;
      speed: number;
      skills: Record<string, { rank: number; specialisations: { name: string; rank: number }[] }>;
      stamina: { value: number; fatigue: number; max: number };
      mana: { value: number; invested: number; max: number };
      wounds: Record<string, number>;
      biography: string;
    };
    expect(s.size).toBe(0);
    for (const [attr, value] of Object.entries(s.attributes)) {
      expect(value, attr).toBeGreaterThanOrEqual(-2);
      expect(value, attr).toBeLessThanOrEqual(4);
    }
    expect(Object.keys(s.skills).sort()).toEqual([...SKILL_IDS].sort());
    for (const id of SKILL_IDS) for (const spec of s.skills[id]!.specialisations) expect(specialisationOf(id, spec.name), `${id}/${spec.name}`).toBe(true);
    expect(s.stamina.value).toBeLessThanOrEqual(s.stamina.max - s.stamina.fatigue);
    expect(s.mana.value).toBeLessThanOrEqual(s.mana.max - s.mana.invested);
    // The biography names the race values it assumes: stamina = race + Vit, mana = race + Lore.
    expect(s.stamina.max).toBe(10 + s.attributes.vit!);
    expect(s.mana.max).toBe(5 + s.attributes.lor!);
    expect(decode(s.biography)).toContain("Example content");
    expect(decode(s.biography)).toContain("race values of 10 and 5");
    expect(Object.values(s.wounds).every((n) => n === 0)).toBe(true);
    const pc = a.type === "woundtrackCharacter";
    expect(a.prototypeToken).toEqual({ name: a.name, actorLink: pc, bar1: { attribute: "stamina" }, disposition: pc ? 1 : -1 });
  });

  it.each(actors.map((a) => [a.name, a] as const))("%s: carries an equipped weapon and armour and a few actions, each the catalogue's entry", (_name, a) => {
    const items = a.items ?? [];
    expect(items.filter((i) => i.type === "woundtrackWeapon" && i.system.equipped).length).toBeGreaterThan(0);
    expect(items.filter((i) => i.type === "woundtrackArmor" && i.system.equipped)).toHaveLength(1);
    expect(items.filter((i) => i.type === "woundtrackAction").length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      const source = catalogue[item.type]?.find((c) => c.name === item.name);
      expect(source, `${a.name}: ${item.name}`).toBeDefined();
      expect(item.img).toBe(source!.img);
      const { equipped: _e, ...rest } = item.system;
      const { equipped: _se, ...sourceRest } = source!.system;
      expect(rest, `${a.name}: ${item.name}`).toEqual(sourceRest);
    }
    // A weapon the actor holds is one it is trained with: its group is a specialisation of Melee or Aim.
    const skills = a.system.skills as Record<string, { specialisations: { name: string }[] }>;
    for (const w of items.filter((i) => i.type === "woundtrackWeapon" && i.system.equipped)) {
      const skill = w.system.kind === "melee" ? "melee" : "aim";
      expect(skills[skill]!.specialisations.map((x) => x.name), `${a.name}: ${w.name}`).toContain(w.system.group);
    }
  });
});
