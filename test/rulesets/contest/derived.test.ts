import { describe, expect, it } from "vitest";
import { chooseArmor, chooseShield, prepareDerived, skillTargets } from "../../../src/rulesets/contest/rules/derived";
import { armor, character, npc, shield, style, weapon } from "./fixtures";

describe("contest.attack.1: skill targets are attribute + skill", () => {
  it("contest.attack.1: each skill adds its own attribute", () => {
    const pc = character({ attributes: { agi: 7, wil: 4 }, skills: { dodge: { value: 3, attribute: "agi" }, focus: { value: 2, attribute: "wil" } } });
    const skills = skillTargets(pc.system);
    expect(skills.dodge.total).toBe(10);
    expect(skills.dodge.parts).toEqual([
      { label: "MANIFOLD.contest.Attribute.agi", value: 7 },
      { label: "MANIFOLD.contest.Skill.dodge", value: 3 },
    ]);
    expect(skills.focus.total).toBe(6);
  });
  it("contest.attack.4: the sheet may move a skill to another attribute", () => {
    const pc = character({ attributes: { int: 3, wil: 8 }, skills: { sorcery: { value: 4, attribute: "wil" } } });
    expect(skillTargets(pc.system).sorcery.total).toBe(12);
  });
});

describe("contest.init.2 / contest.init.3: the initiative bonus on the sheet", () => {
  it("contest.init.2: a PC shows 1d6 + Initiative", () => {
    expect(prepareDerived(character({ initiative: 4, attributes: { per: 9 } }), []).initiative).toMatchObject({ formula: "1d6 + @initiative", bonus: 4 });
  });
  it("contest.init.3: an NPC shows 1d6 + PER", () => {
    expect(prepareDerived(npc({ attributes: { per: 9 } }), []).initiative).toMatchObject({ formula: "1d6 + @attributes.per", bonus: 9 });
  });
});

describe("contest.armor.1-5: the AR in use", () => {
  const iron = armor("Iron", { equipped: true, level: "full", ar: 5 }, "a1");
  const leather = armor("Leather", { equipped: true, level: "partial", ar: 2 }, "a2");
  const mithral = armor("Mithral", { equipped: true, level: "partial", ar: 5, magical: true }, "a3");
  it("contest.armor.2: unarmoured gives AR 0", () => {
    expect(chooseArmor([], "")).toMatchObject({ worn: null, ar: 0, magical: false, chosenBy: "none" });
  });
  it("contest.armor.4: one armour gives its AR", () => {
    expect(chooseArmor([iron], "")).toMatchObject({ ar: 5, chosenBy: "highest" });
  });
  it("contest.armor.5: several armours never combine; the highest by default", () => {
    expect(chooseArmor([leather, iron], "")).toMatchObject({ ar: 5, chosenBy: "highest", worn: { name: "Iron" } });
  });
  it("contest.armor.5: the character's choice wins", () => {
    expect(chooseArmor([leather, iron], "a2")).toMatchObject({ ar: 2, chosenBy: "choice", worn: { name: "Leather" } });
  });
  it("contest.armor.5: a choice naming no equipped armour falls back to the highest", () => {
    expect(chooseArmor([leather, iron], "gone")).toMatchObject({ ar: 5, chosenBy: "highest" });
  });
  it("contest.armor.3: on a tie the magical material is preferred", () => {
    expect(chooseArmor([iron, mithral], "")).toMatchObject({ ar: 5, magical: true });
  });
  it("contest.armor.4: unequipped armour does not count", () => {
    const d = prepareDerived(character(), [armor("Plate", { equipped: false, level: "full", ar: 7 })]);
    expect(d.armor.ar).toBe(0);
    expect(d.wielded.armor).toBeNull();
  });
});

describe("contest.shield.1: the shield in hand", () => {
  it("contest.shield.1: the equipped shield with the highest BR; none without a shield", () => {
    expect(chooseShield([shield("Buckler", { equipped: true, br: 2 }), shield("Bone", { equipped: true, br: 6 })])).toMatchObject({ name: "Bone", br: 6 });
    expect(chooseShield([])).toBeNull();
  });
});

describe("contest.damage.1: health and unconsciousness on the sheet", () => {
  it.each([
    [5, false],
    [0, true],
  ])("contest.damage.1: health %i -> unconscious %s", (value, unconscious) => {
    expect(prepareDerived(character({ health: { value, max: 10 } }), []).health).toEqual({ value, max: 10, unconscious });
  });
});

describe("contest.style.1-8: fighting styles on the sheet", () => {
  const pc = character({ attributes: { str: 6, agi: 4 } });
  const knight = style("Knight", { rank: 3, attribute: "str", gear: ["full armor", "shield", "longsword", "lance", "flail", "mace"] }, "s1");
  const archer = style("Archer", { rank: 2, attribute: "agi", gear: ["longbow"] }, "s2");
  const items = [
    knight,
    archer,
    weapon("Longsword", { equipped: true }),
    shield("Kite", { equipped: true, br: 3 }),
    armor("Plate", { equipped: true, level: "full", ar: 6 }),
  ];
  const d = prepareDerived(pc, items);
  it("contest.style.6: every style is summarised with its own list", () => {
    expect(d.styles.map((s) => s.name)).toEqual(["Knight", "Archer"]);
  });
  it("contest.style.5: XP for gear beyond five", () => {
    expect(d.styles[0]?.check).toMatchObject({ count: 6, extra: 1, xpCost: 25 });
    expect(d.styleXp).toBe(25);
  });
  it("contest.style.7: targets include the untrained penalty of the style", () => {
    expect(d.styles[0]?.targets.str.total).toBe(9);
    // Archer covers neither longsword nor shield: -2; nor full armour: a bane.
    expect(d.styles[1]?.targets.agi.total).toBe(4);
    expect(d.styles[1]?.untrained).toMatchObject({ penalty: -2, bane: true });
  });
  it("contest.style.8: Dodge/Sorcery bane only when no style covers the armour", () => {
    expect(d.armorBane).toBe(false);
    expect(prepareDerived(pc, [archer, armor("Plate", { equipped: true, level: "full", ar: 6 })]).armorBane).toBe(true);
  });
  it("contest.style.1: the training table names the styles covering each piece of gear", () => {
    expect(d.training).toEqual([
      { name: "Longsword", gear: "longsword", styles: ["Knight"] },
      { name: "Kite", gear: "shield", styles: ["Knight"] },
      { name: "Plate", gear: "full armor", styles: ["Knight"] },
    ]);
  });
  it("contest.style.1: with no weapon in hand the training table shows unarmed", () => {
    expect(prepareDerived(pc, [archer]).training).toEqual([{ name: "MANIFOLD.contest.Gear.Unarmed", gear: "unarmed", styles: [] }]);
  });
  it("contest.defend.2: the wielded summary says whether a shield is in hand", () => {
    expect(d.wielded).toEqual({ weapons: ["longsword"], shield: true, armor: "full" });
    expect(d.shield).toMatchObject({ br: 3 });
  });
});
