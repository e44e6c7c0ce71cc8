/**
 * The Roll-Under sheets' pure views: the numbers a player reads come from the rules' own steps,
 * in this character's numbers, and the healing line says what the step wrote.
 */
import { describe, expect, it } from "vitest";
import { actorSheetContext, type ItemRow } from "../../../src/rulesets/rollunder/sheets/context";
import { npcRoll, npcStatBlock } from "../../../src/rulesets/rollunder/sheets/npc-context";
import { itemFacts, itemUse } from "../../../src/rulesets/rollunder/sheets/item-facts";
import { itemSheetContext } from "../../../src/rulesets/rollunder/sheets/item-context";
import { slotText } from "../../../src/rulesets/rollunder/sheets/rows";
import { healLine, parseHealAmount } from "../../../src/rulesets/rollunder/sheets/heal-line";
import { HEAL_SECONDS, healSecondsOf, lunchStep, magicHealStep, restStep } from "../../../src/rulesets/rollunder/play/rest";
import type { RollunderItem } from "../../../src/rulesets/rollunder/rules/types";
import { armour, character, combatant, enemy, shield, weapon } from "./fixtures";
import { word } from "../../browser/render";

const rows = (items: RollunderItem[]): ItemRow[] => items.map((i) => ({ ...i, img: "" }));
const view = (items: RollunderItem[], over: Parameters<typeof character>[0] = {}, combat = null as Awaited<ReturnType<typeof combatant>> | null) =>
  actorSheetContext({ actor: { name: "Ada", img: "", system: character(over) }, items: rows(items), editMode: false, editable: true, combat });
const score = (v: Awaited<ReturnType<typeof view>>, key: string) => v.scores.find((s) => s.key === key)!;
const format = (key: string, data: Record<string, string | number>) => word(key, data);

describe("Roll-Under character sheet", () => {
  it("Defense adds armour and shield, and its tooltip gives the sum in the character's numbers", () => {
    const v = view([armour("a", "chain"), shield("s")]);
    const d = score(v, "defense");
    expect(d.value).toBe(15);
    expect(d.tip.terms.map((t) => [t.op, t.label, t.value])).toEqual([
      ["", "MANIFOLD.rollunder.Part.defense", 10],
      ["+", "MANIFOLD.rollunder.Part.armour.chain", 4],
      ["+", "MANIFOLD.rollunder.Part.shield", 1],
    ]);
    expect(d.tip.total).toBe("15");
    // A broken shield gives nothing.
    expect(score(view([armour("a", "chain"), shield("s", true)]), "defense").value).toBe(14);
  });

  it("Movement and Stealth come after armour; the move and run in feet follow Movement", () => {
    const v = view([armour("p", "plate")]);
    expect(score(v, "movement").value).toBe(6);
    expect(score(v, "stealth").value).toBe("−4");
    expect(v.feet).toEqual({ move: 26, run: 56 });
    expect(score(view([]), "stealth").tip.what).toBe("MANIFOLD.rollunder.Tip.StealthNone");
  });

  it("HP below 0 is shown as lethal damage", () => {
    expect(view([], { hp: { value: -5, max: 20 } }).hp).toMatchObject({ value: -5, lethal: 5, down: true });
    expect(view([]).hp.lethal).toBe(0);
  });

  it("slots used and quickdraw slots are counted, and a load over either limit is flagged", () => {
    const dagger = weapon("d", "Dagger", { kind: "light", quickdraw: true });
    const v = view([weapon("w", "Sword"), armour("a", "chain"), dagger], { slots: { max: 3, quickdraw: 1 } });
    // Sword 1, chain 2, dagger ⅓, and the quiver of 20 arrows 1.
    expect(v.slots).toMatchObject({ used: "4⅓", max: 3, over: true, quickdrawUsed: "⅓", quickdrawOver: false });
    expect(view([weapon("b", "Bow", { kind: "bow", hands: 2, quickdraw: true }), dagger], { slots: { max: 10, quickdraw: 1 } }).slots.quickdrawOver).toBe(true);
  });

  it("every button a stat block's weapon row draws reaches a roll; the GM's checks only for a GM", () => {
    const drawn = [weapon("d", "Dagger", { kind: "light" }), weapon("c", "Crossbow", { kind: "crossbow", hands: 2, loaded: false })].flatMap((w) => view([w]).weapons[0]!.rolls.map((r) => r.kind));
    expect(drawn).toEqual(["attack", "throw", "attack", "reload"]);
    for (const kind of drawn) expect(npcRoll(kind, false), kind).toBe("weapon");
    expect([npcRoll("morale", true), npcRoll("reaction", true)]).toEqual(["morale", "reaction"]);
    expect([npcRoll("morale", false), npcRoll("reaction", false), npcRoll("lunch", true)]).toEqual([null, null, null]);
  });

  it("each weapon row offers the attacks it can make: a light weapon is also thrown, an empty crossbow is reloaded", () => {
    const kinds = (w: RollunderItem) => view([w]).weapons[0]!.rolls.map((r) => r.kind);
    expect(kinds(weapon("s", "Sword"))).toEqual(["attack"]);
    expect(kinds(weapon("d", "Dagger", { kind: "light" }))).toEqual(["attack", "throw"]);
    expect(kinds(weapon("c", "Crossbow", { kind: "crossbow", hands: 2, loaded: false }))).toEqual(["attack", "reload"]);
    expect(kinds(weapon("c", "Crossbow", { kind: "crossbow", hands: 2, loaded: true }))).toEqual(["attack"]);
  });

  it("each weapon shows its Attack, −4 while not proficient, and its hits towards proficiency", () => {
    const v = view([weapon("h", "Hammer", { kind: "heavy", hands: 2, proficient: false, hits: 5 }), weapon("d", "Dagger", { kind: "light", proficient: false })], { attack: 12 });
    const [hammer, dagger] = v.weapons;
    expect(hammer!.attack.total).toBe(8);
    expect(hammer!.proficiency).toMatchObject({ learning: true, hits: 5, of: 8 });
    expect(hammer!.damage).toBe("1d12");
    // Every class is proficient with light weapons.
    expect(dagger!.attack.total).toBe(12);
    expect(dagger!.proficiency.learning).toBe(false);
    expect(dagger!.thrown).toEqual({ damage: "1d6", range: 20 });
  });

  it("an empty crossbow says it needs reloading; a heavy weapon in one hand has no damage", () => {
    const v = view([weapon("c", "Crossbow", { kind: "crossbow", hands: 2, loaded: false }), weapon("h", "Hammer", { kind: "heavy", hands: 1 })]);
    expect(v.weapons[0]!.needsReload).toBe(true);
    expect(v.weapons[1]!.damage).toBeNull();
  });

  it("in combat the turn's action and feet are read from the combatant", () => {
    const v = view([], {}, combatant({ action: "run", moved: 40, allowance: 90 }));
    expect(v.combat).toEqual({ action: "MANIFOLD.rollunder.Action.run", moved: 40, left: 50 });
    expect(view([]).combat).toBeNull();
  });

  it("thirds of a slot read as fractions", () => {
    expect([0, 1 / 3, 2 / 3, 1, 4 / 3, 7].map(slotText)).toEqual(["0", "⅓", "⅔", "1", "1⅓", "7"]);
  });
});

describe("Roll-Under NPC stat block", () => {
  const block = (over: Parameters<typeof enemy>[0] = {}, isGM = true) =>
    npcStatBlock({ actor: { name: "Footsoldier", img: "", system: enemy(over) }, items: rows([weapon("s", "Spear", { hands: 2 })]), editMode: false, editable: true, combat: null, isGM });

  it("shows Attack and Defense as the rulebook's modifiers, the Attack score in its tooltip", () => {
    const b = block({ attack: 1, defense: -1 });
    const fig = (k: string) => b.figures.find((f) => f.key === k)!;
    expect(fig("attack").value).toBe("+1");
    expect(fig("attack").tip.total).toBe("11");
    expect(fig("defense").value).toBe("−1");
    expect(b.attacks[0]!.damage).toBe("1d10");
  });

  it("says whether its HP was set by hand, and Morale 2 or 12 is never adjusted", () => {
    expect(block({ hpFixed: true }).hp.how).toBe("MANIFOLD.rollunder.Npc.HpFixed");
    expect(block().hp.how).toBe("MANIFOLD.rollunder.Npc.HpRolled");
    expect(block({ morale: 12 }).figures.find((f) => f.key === "morale")!.tip.what).toBe("MANIFOLD.rollunder.Tip.MoraleFixed");
    expect(block({ hitDice: 1 }).hitDice.label).toBe("MANIFOLD.rollunder.Npc.HitDiceValue.one");
  });

  it("rollunder.morale.1: the GM sets whom it fights for; a hireling says so on its stat block", () => {
    expect(block().side).toEqual({ value: "enemy", choices: { enemy: "MANIFOLD.rollunder.Npc.SideEnemy", ally: "MANIFOLD.rollunder.Npc.SideAlly" } });
    expect([block().ally, block({ side: "ally" }).ally]).toEqual([false, true]);
  });
});

describe("Roll-Under item sheets", () => {
  it("a weapon's card: damage with its bonus, range, proficiency, slots; its sheet offers Attack", () => {
    const f = itemFacts(weapon("b", "Bow", { kind: "bow", hands: 2, proficient: false, hits: 3, damageBonus: 1 }));
    const value = (label: string) => f.facts.find((x) => x.label === label)!.parts;
    expect(value("MANIFOLD.rollunder.Item.Damage")).toEqual([{ text: "1d6+1" }]);
    expect(value("MANIFOLD.rollunder.Item.Range")).toEqual([{ key: "MANIFOLD.rollunder.Item.Feet", n: 30 }]);
    expect(value("MANIFOLD.rollunder.Item.Proficiency")).toEqual([{ key: "MANIFOLD.rollunder.Item.HitsValue", n: 3, m: 8 }]);
    expect(value("MANIFOLD.rollunder.Item.Slots")).toEqual([{ text: "1" }]);
    expect(itemUse("rollunderWeapon")).not.toBeNull();
    expect(itemUse("rollunderArmor")).toBeNull();
  });

  it("armour gives Defense and its penalties; a broken shield gives nothing and cannot be sundered", () => {
    const plate = itemFacts(armour("p", "plate"));
    expect(plate.facts.map((x) => x.parts)).toContainEqual([{ text: "−4" }]);
    const broken = itemFacts(shield("s", true));
    expect(broken.tags).toContain("MANIFOLD.rollunder.Item.Broken");
    expect(broken.facts[0]!.parts).toEqual([{ key: "MANIFOLD.rollunder.Item.BrokenValue" }]);
  });

  it("edit mode lists every stored field of the type but the description, which is the editor", () => {
    const c = itemSheetContext({ item: { name: "Sword", img: "", type: "rollunderWeapon", system: weapon("w", "Sword").system as unknown as Record<string, unknown> }, editMode: true, editable: true });
    expect(c.fields.map((f) => f.name).sort()).toEqual(["system.damageBonus", "system.equipped", "system.example", "system.hands", "system.hits", "system.kind", "system.loaded", "system.proficient", "system.quickdraw"]);
  });
});

describe("healing from the sheet", () => {
  const snap = (hp: number, rations = 2, level = 1) => ({ hp: { value: hp, max: 20 }, level, rations });

  it("rollunder.heal.2 / rollunder.heal.5: a lunch or rest line offers the GM the clock by its own hours, and no other", () => {
    expect([healSecondsOf(3600), healSecondsOf("28800"), healSecondsOf("7200"), healSecondsOf("x"), healSecondsOf(undefined)]).toEqual([3600, 28800, null, null, null]);
    expect(HEAL_SECONDS).toEqual({ lunch: 3600, rest: 8 * 3600 });
  });

  it("rollunder.heal.2: lunch says what it healed, the HP before and after, the rations left, and the hour in a safe place", () => {
    const { outcome, amount } = lunchStep(snap(10, 2, 3), [[4]]);
    expect(healLine(format, { kind: "lunch", name: "Ada", before: 10, outcome, amount })).toBe("Lunch heals 7 HP. Ada: HP 10 → 17. 1 ration left. Lunch takes an hour in a safe place.");
  });

  it("from lethal damage, a healing that would pass 0 says it stopped there", () => {
    expect(healLine(format, { kind: "rest", name: "Ada", before: -7, outcome: restStep(snap(-7)), amount: 0 })).toBe("A good night's rest. Ada: HP -7 → 0. From below 0 HP, a lunch or a night's rest sets HP to 0, whatever it rolls. 1 ration left. The rest takes 8 hours in a safe place, with a fire or other heat.");
    expect(healLine(format, { kind: "magic", name: "Ada", before: -5, outcome: magicHealStep(snap(-5), 3), amount: 3 })).toBe("Magic heals 3 HP. Ada: HP -5 → -2.");
  });

  it("the magic amount must be a whole number from 0 to 999", () => {
    expect(["5", 0, "999"].map(parseHealAmount)).toEqual([5, 0, 999]);
    expect(["", "-1", "2.5", "1000", "ten", null].map(parseHealAmount)).toEqual([null, null, null, null, null, null]);
  });
});
