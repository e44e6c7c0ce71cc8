import { describe, expect, it } from "vitest";
import { abilityMod, auraModifier, auraStrength, evasion, fortitude, halved, maxAgility, maxStamina, meleeBonus, mplIssue, prepareDerived, proficient, recoverySurges, recoveryValue, speedOf, will, wornArmor } from "../../../src/rulesets/energy/rules/derived";
import { character, creature, item } from "./fixtures";

describe("ability modifiers and rounding (RULINGS)", () => {
  it.each([
    [1, -5], [8, -1], [9, -1], [10, 0], [11, 0], [12, 1], [15, 2], [20, 5],
  ])("score %i gives modifier %i", (score, mod) => {
    expect(abilityMod(score)).toBe(mod);
  });
  it("halved rounds down, also below zero", () => {
    expect([halved(3), halved(-1), halved(-3)]).toEqual([1, -1, -2]);
  });
});

describe("energy.melee.7-9: MASAB and MASDB", () => {
  it("energy.melee.7: (Str mod + Dex mod) / 3 rounded down", () => {
    const s = creature({ abilities: { str: 16, dex: 14 } });
    expect(meleeBonus(s).total).toBe(1);
    expect(meleeBonus(creature({ abilities: { str: 18, dex: 18 } })).total).toBe(2);
  });
  it("energy.melee.8: MASDB is the same number on the derived sheet", () => {
    const d = prepareDerived(character({ abilities: { str: 20, dex: 16 } }), []);
    expect(d.masdb.total).toBe(d.masab.total);
    expect(d.masab.total).toBe(2);
  });
  it("energy.melee.9: an extra ability joins the parentheses once", () => {
    const s = creature({ abilities: { str: 14, dex: 14, con: 14 }, meleeAbilities: ["con", "con"] });
    expect(meleeBonus(s).total).toBe(2);
    expect(meleeBonus(s).parts.filter((p) => p.label.endsWith(".con"))).toHaveLength(1);
  });
  it("energy.melee.7: negative sums round down", () => {
    expect(meleeBonus(creature({ abilities: { str: 8, dex: 8 } })).total).toBe(-1);
  });
});

describe("energy.evasion.*: Evasion, Ranged Evasion and Unarmed Evasion", () => {
  const shield = item("energyShield", "Buckler", { equipped: true, evasion: 2, ranged: 1 });
  const sword = item("energyWeapon", "Sword", { equipped: true, evasion: 1 });
  const mail = item("energyArmor", "Mail", { equipped: true, ar: 4, evasionPenalty: 1, coverage: { melee: 12, ranged: 10 } });
  const s = creature({ size: "medium", level: 4, abilities: { dex: 15 } });
  it("energy.evasion.2 / energy.evasion.3: Inherent 8 (Medium) + 1/3 Level + ½ Dex + shield and weapon - armour", () => {
    expect(evasion(s, [shield, sword, mail], "melee").total).toBe(8 + 1 + 1 + 2 + 1 - 1);
  });
  it("energy.evasion.3: Small creatures start at 9", () => {
    expect(evasion(creature({ size: "small", level: 1, abilities: { dex: 10 } }), [], "melee").total).toBe(9);
  });
  it("energy.evasion.4 / energy.evasion.5: Ranged Evasion = ½ Dex + shield's ranged bonus - armour, no weapon", () => {
    expect(evasion(s, [shield, sword, mail], "ranged").total).toBe(1 + 1 - 1);
  });
  it("energy.evasion.6 / energy.evasion.7: Unarmed Evasion drops shield and weapon", () => {
    expect(evasion(s, [shield, sword, mail], "unarmed").total).toBe(8 + 1 + 1 - 1);
  });
  it("energy.mpl.2: a non-proficient melee weapon costs 1 Evasion", () => {
    const heavy = item("energyWeapon", "Greatsword", { equipped: true, mpr: 3 });
    expect(evasion(creature({ mpl: { level: 1 } }), [heavy], "melee").total).toBe(evasion(creature({ mpl: { level: 3 } }), [heavy], "melee").total - 1);
  });
  it("energy.rest.5: broken armour keeps its penalty but gives no AR or Coverage", () => {
    const broken = item("energyArmor", "Broken plate", { equipped: true, ar: 6, evasionPenalty: 2, broken: true, coverage: { melee: 15, ranged: 15 } });
    expect(wornArmor([broken])).toMatchObject({ ar: 0, coverage: { melee: 0, ranged: 0 }, penalty: 2 });
  });
});

describe("energy.fort.* / energy.will.*", () => {
  it("energy.fort.3 / energy.fort.4: Fortitude = 10 + 1/3 Level + ½ Con + ½ Str", () => {
    expect(fortitude(creature({ level: 6, abilities: { con: 14, str: 16 } })).total).toBe(10 + 2 + 1 + 1);
  });
  it("energy.fort.4: race may change Inherent Fortitude", () => {
    expect(fortitude(creature({ inherent: { fortitude: 12 } })).total).toBe(12);
  });
  it("energy.will.3 / energy.will.4: Will = 10 + 1/3 Level + ½ Cha + ½ Wis", () => {
    expect(will(creature({ level: 3, abilities: { cha: 8, wis: 18 } })).total).toBe(10 + 1 - 1 + 2);
  });
});

describe("energy.aura.4-9 / energy.stamina.19 / energy.agility.*", () => {
  const s = creature({ abilities: { str: 14, con: 16, int: 12, wis: 10, cha: 8, dex: 20 } });
  it("energy.aura.5: Aura Modifier sums every modifier but Dex", () => {
    expect(auraModifier(s)).toBe(2 + 3 + 1 + 0 - 1);
  });
  it("energy.aura.4: Aura Strength = 20 + modifier x 4/3, rounded down", () => {
    expect(auraStrength(s)).toBe(20 + Math.floor((5 * 4) / 3));
    expect(auraStrength(creature({ abilities: { str: 8, con: 8, int: 8, wis: 8, cha: 6 } }))).toBe(20 + Math.floor((-6 * 4) / 3));
  });
  it("energy.aura.6: raising a score raises Aura", () => {
    expect(auraStrength(creature({ abilities: { con: 18 } }))).toBeGreaterThan(auraStrength(creature({ abilities: { con: 10 } })));
  });
  it("energy.aura.7: Recovery Surges = 5 + ½ Con mod", () => {
    expect(recoverySurges(s)).toBe(6);
    expect(recoverySurges(creature({ abilities: { con: 6 } }))).toBe(4);
  });
  it("energy.aura.9: Recovery Value = Aura Modifier, at least 1", () => {
    expect(recoveryValue(s)).toBe(5);
    expect(recoveryValue(creature({ abilities: { str: 6 } }))).toBe(1);
  });
  it("energy.stamina.19: Maximum Stamina = Constitution score", () => {
    expect(maxStamina(s)).toBe(16);
  });
  it("energy.agility.1 / energy.agility.3 / energy.agility.4: max Agility = 3 + Leg Strength + extra Agility", () => {
    expect(maxAgility(creature())).toBe(3);
    expect(maxAgility(creature({ mpl: { level: 2, leg: 2 }, bonus: { agility: 1 } }))).toBe(6);
  });
  it("energy.cond.11: Slowed halves Speed rounding up", () => {
    expect(speedOf(creature({ speed: 5 }), true)).toBe(3);
    expect(speedOf(creature({ speed: 5 }), false)).toBe(5);
  });
});

describe("energy.mpl.1 / energy.mpl.4: proficiency and the MPL choices", () => {
  it("energy.mpl.1: MPL at or above MPR is proficient", () => {
    expect(proficient(creature({ mpl: { level: 2 } }), 2)).toBe(true);
    expect(proficient(creature({ mpl: { level: 1 } }), 2)).toBe(false);
  });
  it("energy.mpl.4: each level buys Arm, Leg or Initiative; overspending is flagged", () => {
    const d = prepareDerived(character({ mpl: { level: 3, arm: 1, leg: 1, initiative: 1 }, bonus: { arm: 2 } }), []);
    expect([d.arm.total, d.leg.total, d.initiative.total]).toEqual([3, 1, 1]);
    expect(d.mplIssue).toBeNull();
    expect(mplIssue(creature({ mpl: { level: 1, arm: 1, leg: 1 } }))).toBe("MANIFOLD.energy.Error.MplOverspent");
  });
});

describe("energy.size.12 / energy.size.13: reach by size", () => {
  it.each([["huge", 2], ["large", 1], ["medium", 1], ["small", 1], ["tiny", 0], ["fine", 0]] as const)("energy.size.12 / energy.size.13: %s reach %i", (size, reach) => {
    expect(prepareDerived(character({ size }), []).reach).toBe(reach);
  });
});
