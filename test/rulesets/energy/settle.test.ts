import { describe, expect, it } from "vitest";
import { critRange, settleAttack, type SettleInput } from "../../../src/rulesets/energy/rules/settle";
import { planAttack, type AttackChoices, type Creature } from "../../../src/rulesets/energy/rules/plan";
import { recordDefense } from "../../../src/rulesets/energy/rules/card";
import { cardDamage } from "../../../src/rulesets/energy/rules/card-damage";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { character, item } from "./fixtures";

const melee = (over: Partial<SettleInput>): SettleInput => ({ ranged: false, value: 17, d20: 10, precision: 0, defense: 15, winsTies: false, coverage: 12, ...over });
const ranged = (over: Partial<SettleInput>): SettleInput => ({ ranged: true, value: 6, d20: 10, precision: 0, defense: 3, winsTies: false, coverage: 12, ...over });

/** A real attack on a real target: the Coverage comes from the Mail it wears, through prepareDerived. */
function creatureWith(name: string, over: Parameters<typeof character>[0], items: EnergyItem[]): Creature & { uuid: string; name: string; img: string } {
  const actor = character(over);
  return { uuid: `Actor.${name}`, name, img: "", system: actor.system as CreatureSystem, derived: prepareDerived(actor, items), conditions: new Set<string>() };
}
const sword = item("energyWeapon", "Longsword", { equipped: true, attackBonus: 2, damage: "1d8", reach: 1 });
const mail = item("energyArmor", "Mail", { equipped: true, ar: 3, coverage: { melee: 12, ranged: 10 } });
const fighter = creatureWith("A", { abilities: { str: 16, dex: 14 }, mpl: { level: 3 } }, [sword]);
const mailed = creatureWith("T", {}, [mail]);
const choices: AttackChoices = { mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false };
const here = { side: "front", distance: 1, defending: false } as const;
const chain = (...kept: number[]) => ({ thrown: kept.map((k) => [k]), kept, total: kept.reduce((a, b) => a + b, 0) });

describe("energy.melee.5 / energy.action.8: AV against the Defense roll", () => {
  it("energy.melee.5: AV equal to the Defense roll hits", () => {
    expect(settleAttack(melee({ value: 15, defense: 15 })).hit).toBe(true);
  });
  it("energy.melee.5: AV below the Defense roll misses", () => {
    expect(settleAttack(melee({ value: 14, defense: 15 })).hit).toBe(false);
  });
  it("energy.action.8: a Defending target wins the tie", () => {
    expect(settleAttack(melee({ value: 15, defense: 15, winsTies: true })).hit).toBe(false);
    expect(settleAttack(melee({ value: 16, defense: 15, winsTies: true })).hit).toBe(true);
  });
  it("energy.evasion.9: a target that cannot roll is hit", () => {
    expect(settleAttack(melee({ value: 1, defense: null })).hit).toBe(true);
  });
});

describe("energy.combat.1-5 / energy.crit.1-3: the Combat roll", () => {
  it("energy.combat.1: a 20 hits whatever the defence, ignores armour", () => {
    expect(settleAttack(melee({ d20: 20, value: 5, defense: 30, coverage: 21 }))).toMatchObject({ hit: true, crit: true, armorHit: false });
  });
  it("energy.crit.2: Precise 1 crits on 19", () => {
    expect(critRange(1)).toBe(19);
    expect(settleAttack(melee({ d20: 19, precision: 1, value: 5, defense: 30 })).crit).toBe(true);
    expect(settleAttack(melee({ d20: 19, precision: 0, value: 5, defense: 30 })).crit).toBe(false);
  });
  it.each([1, 2, 3])("energy.combat.2: a %i Exposes the attacker", (d20) => {
    expect(settleAttack(melee({ d20 })).attackerExposed).toBe(true);
  });
  it("energy.combat.2: a 4 does not", () => {
    expect(settleAttack(melee({ d20: 4 })).attackerExposed).toBe(false);
  });
  it("energy.combat.3: a 1 misses even when the AV beats the Defense roll", () => {
    expect(settleAttack(melee({ d20: 1, value: 30, defense: 2 }))).toMatchObject({ hit: false, critFail: true, attackerExposed: true });
  });
  it("energy.combat.5: a Combat roll below Coverage hits the armour, at or above misses it", () => {
    expect(settleAttack(melee({ d20: 11, coverage: 12 })).armorHit).toBe(true);
    expect(settleAttack(melee({ d20: 12, coverage: 12 })).armorHit).toBe(false);
  });
  it("energy.evasion.8: worn Mail (Coverage 12, AR 3) meets a Combat roll of 10 on Evasion, not on Fortitude or Will", () => {
    const card = planAttack(fighter, mailed, { kind: "melee", name: sword.name, uuid: "Item.sword", system: sword.system }, choices, here, { faces: [10], kept: 10 });
    expect(card.defense.armor).toEqual({ ar: 3, coverage: 12 });
    const onEvasion = recordDefense(card, chain(1));
    expect(onEvasion.result).toMatchObject({ hit: true, armorHit: true });
    expect(cardDamage(onEvasion, "1d8", [6], 6).total).toBe(6 + 1 - 3);
    for (const kind of ["fortitude", "will"] as const) {
      const onSave = recordDefense({ ...card, defense: { ...card.defense, kind } }, chain(1));
      expect(onSave.result, kind).toMatchObject({ hit: true, armorHit: false });
      expect(cardDamage(onSave, "1d8", [6], 6).total, kind).toBe(6 + 1);
    }
  });
});

describe("energy.ranged.1-2 / energy.hit.1-5: the Hit roll against the Miss Chance", () => {
  it("energy.ranged.2: Miss Chance = modifier + Ranged Evasion roll", () => {
    expect(settleAttack(ranged({ value: 6, defense: 3 })).against).toBe(9);
  });
  it("energy.ranged.1: a Hit roll equal to the Miss Chance hits, one below misses", () => {
    expect(settleAttack(ranged({ d20: 9 })).hit).toBe(true);
    expect(settleAttack(ranged({ d20: 8 })).hit).toBe(false);
  });
  it("energy.hit.1: a 20 hits whatever the Miss Chance and ignores armour", () => {
    expect(settleAttack(ranged({ d20: 20, value: 30, coverage: 21 }))).toMatchObject({ hit: true, crit: true, armorHit: false });
  });
  it("energy.hit.3: a 1 misses even against a Miss Chance of 0", () => {
    expect(settleAttack(ranged({ d20: 1, value: -10, defense: 0 }))).toMatchObject({ hit: false, critFail: true, attackerExposed: true });
  });
  it("energy.hit.2: a 3 Exposes the archer", () => {
    expect(settleAttack(ranged({ d20: 3, value: 0 })).attackerExposed).toBe(true);
  });
  it("energy.hit.4 / energy.hit.5: armour counts when the Hit roll is below the ranged Coverage (RULINGS)", () => {
    expect(settleAttack(ranged({ d20: 10, coverage: 11 })).armorHit).toBe(true);
    expect(settleAttack(ranged({ d20: 11, coverage: 11 })).armorHit).toBe(false);
  });
  it("energy.ranged.4: an unaware target adds no Ranged Evasion roll", () => {
    expect(settleAttack(ranged({ defense: null, value: 6 })).against).toBe(6);
  });
  it("energy.combat.3: a natural 1 misses even when Precision would stretch the crit range to it", () => {
    expect(settleAttack(melee({ d20: 1, precision: 19, value: 30, defense: 2 }))).toMatchObject({ hit: false, crit: false, critFail: true });
  });
  it("refuses a face a d20 cannot show", () => {
    expect(() => settleAttack(melee({ d20: 21 }))).toThrow(RangeError);
  });
});
