import { describe, expect, it } from "vitest";
import { makeRenderer, proseStandIn } from "../browser/render";
import { pack, type SourceDoc } from "../browser/samples";
import { applyUpdate, changedControl, clean, controls, expand, formObject, formValue } from "./form-html";
import { prepareUpdate } from "../../src/foundry/sheets/submit";
import { woundtrackRules } from "../../src/rulesets/woundtrack/rules/definition";
import { actorForm, actorSheetContext, wantsLong, type SheetInput } from "../../src/rulesets/woundtrack/sheets/context";
import { itemForm, itemSheetContext } from "../../src/rulesets/woundtrack/sheets/item-context";
import { defenceValues, DEFENCES } from "../../src/rulesets/woundtrack/rules/defences";
import { leafPaths } from "../../src/core/schema";
import { recoveryOdds } from "../../src/rulesets/woundtrack/rules/recovery";
import { defenceFacts, type Fighting, type WoundtrackItem } from "../../src/rulesets/woundtrack/play/side";
import type { CreatureSystem } from "../../src/rulesets/woundtrack/rules/types";

/**
 * The Wound Track sheets' builders over the compendium's creatures: every number from the rules
 * (Defences, Toughness, the track by Vitality or tier, recovery odds), checks in the user's words,
 * the specialisation rows and property boxes through the form conversion, and each template's form
 * saved and drawn again.
 */
const ACTORS = pack("woundtrack-actors");
const ITEMS = [...pack("woundtrack-weapons"), ...pack("woundtrack-armor"), ...pack("woundtrack-actions")];
const named = (name: string) => ACTORS.find((a) => a.name === name)!;
const KESTREL = named("Kestrel Vane");
const BANDIT = named("Bandit Cutthroat");

/** Lang stand-in: every key as a word the test can see, so a check shows which keys it was written from. */
const word = (key: string) => `<${key.split(".").slice(-1)[0]}>`;
const rows = (doc: SourceDoc) => (doc.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));
const systemOf = (doc: SourceDoc) => doc.system as unknown as CreatureSystem;

function input(doc: SourceDoc, over: Partial<SheetInput> = {}): SheetInput {
  return { actor: { name: doc.name, img: doc.img, type: doc.type, system: systemOf(doc) }, items: rows(doc), statuses: [], editMode: false, editable: true, combat: null, ignoring: [], locale: "en", localize: word, ...over };
}

const withSystem = (doc: SourceDoc, patch: (s: CreatureSystem) => void): SourceDoc => {
  const copy = structuredClone(doc);
  patch(copy.system as unknown as CreatureSystem);
  return copy;
};

const fighting = (over: Partial<Fighting> = {}): Fighting => ({
  ap: 4, long: { action: "", cost: 0, paid: 0, timed: false }, surprised: false, acted: false, acting: false, tieBreak: 0,
  move: { bought: 0, yards: 0, diagonals: 0, dash: 0, dashBonus: 0 }, defending: false, swap: "", ignoring: [], riding: "", mountTurn: false, mountTrained: false, actingWith: "", readied: "", initiative: 8, ...over,
});

describe("Wound Track character sheet context", () => {
  it("shows the seven attributes in the seed's order, each with its abbreviation's key", () => {
    const view = actorSheetContext(input(KESTREL));
    expect(view.attributes.map((a) => a.key)).toEqual(["str", "dex", "vit", "rsn", "prs", "prc", "lor"]);
    expect(view.attributes[1]).toMatchObject({ abbr: "MANIFOLD.woundtrack.Abbr.dex", name: "system.attributes.dex", value: systemOf(KESTREL).attributes.dex });
  });

  it("takes every Defence from the rules' facts, and Toughness with and without armour", () => {
    const view = actorSheetContext(input(KESTREL));
    const expected = defenceValues(defenceFacts({ system: systemOf(KESTREL), items: rows(KESTREL) as unknown as WoundtrackItem[] }));
    expect(view.defences.map((d) => [d.key, d.value])).toEqual(DEFENCES.map((d) => [d, expected[d]]));
    const s = systemOf(KESTREL);
    expect(view.toughness.base).toBe(s.attributes.vit + s.size + s.toughness.other);
    expect(view.toughness.full).toBe(view.toughness.base + view.toughness.armor);
    expect(view.toughness.armor).toBeGreaterThan(0);
  });

  it("puts the immobile Defence in place of melee, ranged and Agility while immobile", () => {
    const view = actorSheetContext(input(KESTREL, { statuses: ["immobile"] }));
    const immobile = view.defences.find((d) => d.key === "immobile")!.value;
    expect(view.defences.filter((d) => d.immobile).map((d) => [d.key, d.value])).toEqual([["melee", immobile], ["ranged", immobile], ["agility", immobile]]);
    expect(view.immobilised).toBe(true);
  });

  it("writes each weapon's check from lang, with the attack bonus of a Standard Attack", () => {
    const view = actorSheetContext(input(KESTREL));
    const sword = view.weapons.find((w) => w.group === "Swords")!;
    const s = systemOf(KESTREL);
    const swords = s.skills.melee.specialisations.find((x) => x.name === "Swords")!.rank;
    expect(sword.check).toBe("<dex> [<melee>/Swords]");
    const item = KESTREL.items!.find((i) => i.name === sword.name)!.system as { accuracy: number; damage: number };
    expect(sword.bonus).toBe(s.attributes.dex + s.skills.melee.rank + swords + item.accuracy);
    expect(sword.damage).toBe(s.attributes.str + item.damage);
  });

  it("lists the combat checks with their bonus: Power adds Size, Agility subtracts it", () => {
    const big = withSystem(KESTREL, (s) => (s.size = 2));
    const view = actorSheetContext(input(big));
    const s = systemOf(big);
    const power = view.checks.find((c) => c.label === "MANIFOLD.woundtrack.Defence.power")!;
    const agility = view.checks.find((c) => c.label === "MANIFOLD.woundtrack.Defence.agility")!;
    expect(power.text).toBe("<str> [<athletics>/<Power>]");
    expect(power.bonus).toBe(s.attributes.str + s.skills.athletics.rank + 1 + 2);
    expect(agility.bonus).toBe(s.attributes.dex + s.skills.reflex.rank + 1 - 2);
  });

  it("lists every fixed specialisation in edit mode and only the ranked ones in play mode; named ones keep their stored index", () => {
    const edit = actorSheetContext(input(KESTREL, { editMode: true }));
    const athletics = edit.skills.find((s) => s.id === "athletics")!;
    expect(athletics.specs.map((x) => x.label)).toEqual(["Power", "Climbing", "Swimming", "Jumping"].map((n) => `MANIFOLD.woundtrack.Specialisation.${n}`));
    expect(athletics.specs.every((x) => x.nameField === "")).toBe(true);
    const melee = edit.skills.find((s) => s.id === "melee")!;
    expect(melee.open).toBe("MANIFOLD.woundtrack.Sheet.Open.weaponGroup");
    expect(melee.specs.map((x) => [x.text, x.stored, x.nameField])).toEqual([["Swords", 0, "spec.melee.0.name"], ["Shields", 1, "spec.melee.1.name"]]);
    const play = actorSheetContext(input(KESTREL)).skills.find((s) => s.id === "athletics")!;
    expect(play.specs.every((x) => x.rank !== 0)).toBe(true);
  });

  it("builds the track from the Vitality table and 5 + Persona, boxes filled from the left", () => {
    const hurt = withSystem(KESTREL, (s) => Object.assign(s.wounds, { light: 2, moderate: 1 }));
    const { track } = actorSheetContext(input(hurt));
    const s = systemOf(hurt);
    expect(track.ok).toBe(true);
    expect(track.levels.map((l) => l.slots)).toEqual([5 + s.attributes.prs, 3, 3, 2, 1]); // Vitality 1: 3 / 3 / 2
    expect(track.levels[0]!.boxes.map((b) => b.filled)).toEqual([true, true, false, false, false]);
    expect(track.severity).toBe("MANIFOLD.woundtrack.Condition.moderatelyWounded");
    expect(track.source).toEqual({ key: "MANIFOLD.woundtrack.Sheet.TrackFromVitality", vit: 1 });
  });

  it("gives an NPC its tier's track, and a track the rules cannot place no boxes but no error", () => {
    const { track } = actorSheetContext(input(BANDIT));
    expect(track.levels.map((l) => l.slots)).toEqual([4, 1, 1, 1, 1]); // minion, Persona -1
    expect(track.source).toMatchObject({ tier: "MANIFOLD.woundtrack.Tier.minion", n: 1 });
    const off = actorSheetContext(input(withSystem(KESTREL, (s) => (s.attributes.vit = 9))));
    expect(off.track.ok).toBe(false);
    expect(off.track.levels.every((l) => l.slots === 0)).toBe(true);
  });

  it("shows a wound past a shrunk track as over its slots", () => {
    const shrunk = withSystem(KESTREL, (s) => Object.assign(s.wounds, { critical: 3 }));
    const critical = actorSheetContext(input(shrunk)).track.levels.find((l) => l.level === "critical")!;
    expect(critical.boxes.map((b) => [b.filled, b.over])).toEqual([[true, false], [true, false], [true, true]]);
  });

  it("shows the recovery odds of each level for Vit - fatigue + the cumulative bonus", () => {
    const tired = withSystem(KESTREL, (s) => Object.assign(s, { recoveryBonus: 2, stamina: { ...s.stamina, fatigue: 3 } }));
    const { track } = actorSheetContext(input(tired));
    const bonus = 1 - 3 + 2;
    expect(track.recovery).toEqual({ shown: true, bonus, stored: 2 });
    const odds = recoveryOdds(bonus);
    const percent = new Intl.NumberFormat("en", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(track.levels.map((l) => l.odds)).toEqual(["light", "moderate", "severe", "critical", "fatal"].map((l) => percent.format(odds[l as keyof typeof odds])));
    expect(track.levels.map((l) => l.tn)).toEqual([-8, -5, -1, 4, 10]);
  });

  it("sets stamina's thresholds at half and all of the normal maximum", () => {
    const tired = withSystem(KESTREL, (s) => (s.stamina = { value: 9, fatigue: 6, max: 12, race: 11 }));
    const { stamina } = actorSheetContext(input(tired));
    expect(stamina).toMatchObject({ current: 6, thresholds: { exhausted: 6, staggered: 12 }, exhausted: true, staggered: false });
    const none = actorSheetContext(input(withSystem(KESTREL, (s) => (s.stamina = { value: 0, fatigue: 0, max: 0, race: -1 })))).stamina;
    expect(none).toMatchObject({ thresholds: null, exhausted: false, staggered: false });
  });

  it("shows mana less what is invested", () => {
    const { mana } = actorSheetContext(input(withSystem(KESTREL, (s) => (s.mana = { value: 3, invested: 2, max: 8, race: 9 }))));
    expect(mana).toMatchObject({ current: 6, pct: 50 });
  });

  it("groups the actions by category; attacks go through a weapon, a costlier action is begun as a long one", () => {
    const out = actorSheetContext(input(BANDIT));
    expect(out.actionGroups.map((g) => g.key)).toEqual(["offensive", "common"].filter((k) => out.actionGroups.some((g) => g.key === k)));
    const attacks = out.actionGroups.flatMap((g) => g.actions).filter((a) => a.attack);
    expect(attacks.length).toBeGreaterThan(0);
    expect(attacks.every((a) => a.take === "")).toBe(true);
    const other = out.actionGroups.flatMap((g) => g.actions).filter((a) => !a.attack);
    expect(other.every((a) => a.take === "take")).toBe(true);
    const poor = actorSheetContext(input(BANDIT, { combat: fighting({ ap: 1 }) }));
    expect(poor.actionGroups.flatMap((g) => g.actions).filter((a) => !a.attack && a.ap > 1).every((a) => a.take === "long")).toBe(true);
    expect([wantsLong(null, 9), wantsLong({ ap: 4 }, 4), wantsLong({ ap: 3 }, 4)]).toEqual([false, false, true]);
  });

  it("offers the recovery check only when wounded and the rests only out of combat; observers get no buttons", () => {
    expect(actorSheetContext(input(KESTREL)).actions).toEqual({ recovery: false, shortRest: true, longRest: true, cancelLong: false, retrieveMana: false });
    const hurt = withSystem(KESTREL, (s) => (s.wounds.light = 1));
    const long = fighting({ long: { action: "Stabilize", cost: 8, paid: 3, timed: false }, defending: true, swap: "power" });
    const view = actorSheetContext(input(hurt, { combat: long }));
    expect(view.actions).toEqual({ recovery: true, shortRest: false, longRest: false, cancelLong: true, retrieveMana: false });
    expect(view.combat).toMatchObject({ ap: 4, initiative: 8, long: { action: "Stabilize", paid: 3, cost: 8 }, defending: true, swap: "MANIFOLD.woundtrack.Defence.power" });
    expect(actorSheetContext(input(KESTREL, { editable: false })).actions).toBeNull();
    expect(actorSheetContext(input(KESTREL, { editMode: true })).actions).toBeNull();
  });
});

describe("the specialisation rows through the form", () => {
  const spec = woundtrackRules.actorTypes.woundtrackCharacter!;
  it("names fixed rows by their place, keeps named ones as typed, and drops a fixed one at rank 0", () => {
    const data = { system: { skills: { athletics: { rank: 2 } } }, spec: { athletics: { 0: { rank: 1 }, 1: { rank: 0 }, 3: { rank: 2 } }, melee: { 1: { name: " Axes ", rank: 1 }, 0: { name: "Swords", rank: 2 }, 2: { name: "", rank: 0 } } } };
    const { data: out, issues } = prepareUpdate(spec, data, actorForm);
    expect(issues).toEqual([]);
    expect(out).toEqual({
      system: {
        skills: {
          athletics: { rank: 2, specialisations: [{ name: "Power", rank: 1 }, { name: "Jumping", rank: 2 }] },
          melee: { specialisations: [{ name: "Swords", rank: 2 }, { name: "Axes", rank: 1 }, { name: "", rank: 0 }] },
        },
      },
    });
  });
  it("leaves a form without rows alone, and refuses a rank off the schema", () => {
    expect(actorForm({ system: { size: 1 } })).toEqual({ data: { system: { size: 1 } }, issues: [] });
    const { issues } = prepareUpdate(spec, { spec: { melee: { 0: { name: "Swords", rank: 99 } } } }, actorForm);
    expect(issues).toEqual([expect.objectContaining({ key: "MANIFOLD.Validation.Max", path: "skills.melee.specialisations.0.rank" })]);
  });
});

describe("Wound Track item sheet context", () => {
  const item = (name: string) => ITEMS.find((i) => i.name === name)!;
  const context = (doc: SourceDoc, editMode: boolean, usable = true) =>
    itemSheetContext({ item: { id: doc._id, name: doc.name, img: doc.img, type: doc.type, system: doc.system }, editMode, editable: true, usable }, word);

  it.each(["woundtrackWeapon", "woundtrackArmor", "woundtrackAction"])("edit mode has an input for every stored field of a %s", (type) => {
    const doc = ITEMS.find((i) => i.type === type)!;
    const names = context(doc, true).fields.map((f) => f.name);
    const paths = leafPaths(woundtrackRules.itemTypes[type]!).filter((p) => p !== "description" && p !== "properties");
    expect(names.filter((n) => n.startsWith("system.")).sort()).toEqual(paths.map((p) => `system.${p}`).sort());
    if (type === "woundtrackWeapon") expect(names.filter((n) => n.startsWith("property."))).toEqual(["property.armorPiercing", "property.concussive", "property.slicing"]);
  });

  it("reads a weapon like a card: its check from lang, accuracy and damage; Attack when owned", () => {
    const sword = item("Longsword");
    const view = context(sword, false);
    expect(view.facts.find((f) => f.label === "MANIFOLD.woundtrack.Item.Check")!.parts).toEqual([{ text: `<dex> [<melee>/${String(sword.system.group)}]` }]);
    expect(view.use).toEqual({ label: "MANIFOLD.woundtrack.Sheet.Attack", icon: "fa-dice-d20" });
    expect(context(sword, false, false).use).toBeNull();
  });

  it("offers Take on an action that is not an attack, and none on an attack action", () => {
    const defend = item("Defend");
    const standard = item("Standard Attack");
    expect(context(defend, false).use).toEqual({ label: "MANIFOLD.woundtrack.Sheet.Take", icon: "fa-play" });
    expect(context(standard, false).use).toBeNull();
    expect(context(standard, false).notes).toEqual(["MANIFOLD.woundtrack.Item.AttackNote"]);
  });

  it("turns the ticked property boxes into the stored list, in the rules' order", () => {
    const { data } = itemForm({ system: { damage: 2 }, property: { slicing: true, armorPiercing: true, concussive: false } });
    expect(data).toEqual({ system: { damage: 2, properties: ["armorPiercing", "slicing"] } });
    expect(itemForm({ system: { armor: 2 } }).data).toEqual({ system: { armor: 2 } });
  });
});

describe("the Wound Track sheet templates save what they show", () => {
  const render = makeRenderer();
  const T = "templates/woundtrack";
  const tab = (id: string) => ({ tab: { id, cssClass: "active" } });

  function characterPage(doc: SourceDoc, editMode: boolean): string {
    const view = { ...actorSheetContext(input(doc, { editMode })), prose: proseStandIn(woundtrackRules.actorTypes[doc.type]!, doc.system), effects: [] };
    return [render(`${T}/actor/header.hbs`, view), ...["main", "health", "combat", "biography"].map((p) => render(`${T}/actor/${p}.hbs`, { ...view, ...tab(p) }))].join("\n");
  }

  function itemPage(doc: SourceDoc, editMode: boolean): string {
    const view = { ...itemSheetContext({ item: { id: doc._id, name: doc.name, img: doc.img, type: doc.type, system: doc.system }, editMode, editable: true, usable: true }, word), prose: proseStandIn(woundtrackRules.itemTypes[doc.type]!, doc.system, "Item.sample") };
    return render(`${T}/item/header.hbs`, view) + render(`${T}/item/details.hbs`, view);
  }

  /** Every enabled control edited, submitted through the sheet's conversion and the schema, saved, and shown again. */
  function roundTrip(doc: SourceDoc, spec: NonNullable<(typeof woundtrackRules.actorTypes)[string]>, page: (d: SourceDoc) => string, convert: typeof actorForm) {
    const edited = controls(page(doc)).filter((c) => !c.disabled).map((c) => changedControl(c));
    const { data, issues } = prepareUpdate(spec, expand(formObject(edited)), convert);
    expect(issues).toEqual([]);
    const saved = applyUpdate({ name: doc.name, img: doc.img, system: doc.system }, clean(spec, data));
    const after = controls(page({ ...doc, ...saved } as SourceDoc));
    const shown = (name: string) => after.find((c) => c.name === name);
    expect(edited.filter((c) => !shown(c.name) || formValue(shown(c.name)!) !== formValue(c)).map((c) => c.name)).toEqual([]);
    return edited;
  }

  it.each(ACTORS.map((a) => [a.name, a] as const))("%s: every edited input of the edit mode is saved and shown again", (_name, doc) => {
    const edited = roundTrip(doc, woundtrackRules.actorTypes[doc.type]!, (d) => characterPage(d, true), actorForm);
    expect(edited.some((c) => c.name.startsWith("spec."))).toBe(true);
    expect(edited.some((c) => c.name === "system.wounds.critical")).toBe(true);
  });

  it.each(ITEMS.filter((d, i, all) => all.findIndex((x) => x.type === d.type) === i).map((d) => [d.type, d] as const))("%s: every edited input is saved and shown again", (_type, doc) => {
    roundTrip(doc, woundtrackRules.itemTypes[doc.type]!, (d) => itemPage(d, true), itemForm);
  });

  it("the NPC stat block saves its tier, special mark, stamina, fatigue and mana in play mode", () => {
    const view = { ...actorSheetContext(input(BANDIT)), effects: [] };
    const list = controls(render(`${T}/npc/statblock.hbs`, view)).filter((c) => !c.disabled);
    expect(list.map((c) => c.name)).toEqual(["system.tier", "system.special", "system.stamina.value", "system.stamina.fatigue", "system.mana.value"]);
    const { data, issues } = prepareUpdate(woundtrackRules.actorTypes.woundtrackNpc!, expand(formObject(list.map((c) => changedControl(c)))), actorForm);
    expect(issues).toEqual([]);
    expect(data).toMatchObject({ system: { tier: "standard", special: true } });
  });

  it("play mode draws the Attack and Take buttons and no input", () => {
    const html = characterPage(KESTREL, false);
    expect(controls(html)).toEqual([]);
    expect(html).toContain('data-roll="attack"');
    expect(html).toContain('data-roll="action"');
    expect(html).toContain('data-roll="shortRest"');
  });
});
