import { describe, expect, it } from "vitest";
import { applyCardDamage, healUpdate, stabilises } from "../../../src/rulesets/energy/rules/apply";
import { longRest, shortRest, wakeRoll, type RestInput } from "../../../src/rulesets/energy/rules/rest";
import { applyDamageMultipliers, resistMultiplier } from "../../../src/rulesets/energy/rules/resist";
import { RuleError } from "../../../src/rulesets/energy/rules/errors";
import { creature } from "./fixtures";
import { energyCard, energyWorld, meleeCard } from "../../play/energy/world";

const CARD = "cardAuraAsleep01";

describe("energy.aura.1-2 / energy.death.1-2 / energy.nonlethal.1-3: damage against Aura", () => {
  it("energy.aura.2: damage lowers Aura, never below 0", () => {
    expect(applyCardDamage({ npc: false, aura: 10, stamina: 5, damage: 4, nonlethal: false }).update).toEqual({ "system.aura.value": 6 });
    expect(applyCardDamage({ npc: false, aura: 3, stamina: 5, damage: 9, nonlethal: false }).update).toEqual({ "system.aura.value": 0 });
  });
  it("energy.nonlethal.1: non-lethal damage lowers Aura the same way", () => {
    expect(applyCardDamage({ npc: false, aura: 10, stamina: 5, damage: 4, nonlethal: true }).update).toEqual({ "system.aura.value": 6 });
  });
  it("energy.nonlethal.2: non-lethal at 0 Aura: a character is Exhausted until the end of the next round (RULINGS)", () => {
    expect(applyCardDamage({ npc: false, aura: 0, stamina: 5, damage: 4, nonlethal: true })).toEqual({ update: {}, conditions: [{ id: "exhausted", rounds: 2 }] });
  });
  it("energy.nonlethal.3: non-lethal at 0 Aura: an NPC is Shaken and loses 5 Stamina (RULINGS)", () => {
    expect(applyCardDamage({ npc: true, aura: 0, stamina: 9, damage: 4, nonlethal: true })).toEqual({ update: { "system.stamina.value": 4 }, conditions: [{ id: "shaken" }] });
  });
  it("energy.stamina.16 / energy.nonlethal.3 / energy.unconscious.3: an NPC the 5 Stamina loss drops to 0 falls unconscious from the non-lethal blow", () => {
    expect(applyCardDamage({ npc: true, aura: 0, stamina: 3, damage: 4, nonlethal: true })).toEqual({
      update: { "system.stamina.value": 0, "system.death.unconscious": "nonlethal" },
      conditions: [{ id: "shaken" }, { id: "unconscious" }],
    });
  });
  it("energy.death.1 / energy.death.2: lethal damage at 0 Aura changes no pool (the Death roll decides)", () => {
    expect(applyCardDamage({ npc: false, aura: 0, stamina: 5, damage: 4, nonlethal: false })).toEqual({ update: {}, conditions: [] });
  });
  it("energy.aura.1: an unconscious creature keeps its Aura: damage lowers it and harms no body", () => {
    expect(applyCardDamage({ npc: false, aura: 8, stamina: 0, damage: 5, nonlethal: false })).toEqual({ update: { "system.aura.value": 3 }, conditions: [] });
    expect(applyCardDamage({ npc: true, aura: 8, stamina: 0, damage: 5, nonlethal: true })).toEqual({ update: { "system.aura.value": 3 }, conditions: [] });
  });
  it("energy.aura.1: through the card, a sword on an unconscious gnoll hits without a roll, takes Aura and owes no Death roll", async () => {
    const w = energyWorld();
    Object.assign(w.gnoll.system, { aura: { value: 10, max: 12 }, stamina: { value: 0, max: 10 }, death: { bleeding: false, unconscious: "stamina", dead: false } });
    w.gnoll.statuses = ["unconscious"];
    meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
    expect(energyCard(w.t, CARD).defense.noRoll).toBe(true);
    await w.t.press("gm", { messageId: CARD, action: "noDefense" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] });
    // 3 on the d8, Kestra's MASDB 0, the gnoll wears no armour.
    expect(energyCard(w.t, CARD).damage!.total).toBe(3);
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect(w.gnoll.system.aura).toEqual({ value: 7, max: 12 });
    expect(energyCard(w.t, CARD).deathNeeded).toBe(false);
  });
  it("energy.save.6: gaining Aura stabilises", () => {
    expect(healUpdate({ value: 0, max: 20 }, 3, true)).toEqual({ "system.aura.value": 3, "system.death.bleeding": false });
    expect(healUpdate({ value: 18, max: 20 }, 5, false)).toEqual({ "system.aura.value": 20 });
  });
});

describe("energy.resist.1-8: weaknesses and resistances", () => {
  it("energy.resist.1: Resistance halves, rounding down (1 becomes 0)", () => {
    expect(applyDamageMultipliers(7, { weak: false, resist: true, doubles: 0 })).toBe(3);
    expect(applyDamageMultipliers(1, { weak: false, resist: true, doubles: 0 })).toBe(0);
  });
  it("energy.resist.2: Weakness doubles", () => expect(applyDamageMultipliers(7, { weak: true, resist: false, doubles: 0 })).toBe(14));
  it("energy.resist.3: both cancel", () => {
    expect(resistMultiplier("fire", ["fire"], ["fire"])).toEqual({ weak: false, resist: false });
    expect(resistMultiplier("fire", ["fire"], [])).toEqual({ weak: true, resist: false });
  });
  it("energy.resist.4 / energy.resist.6: a type listed twice is still one Weakness: never tripled", () => {
    const m = resistMultiplier("cold", ["cold", "cold"], []);
    expect(applyDamageMultipliers(5, { ...m, doubles: 0 })).toBe(10);
  });
  it("energy.resist.7: multipliers come after armour (the base passed in is after AR)", () => {
    expect(applyDamageMultipliers(9 - 4, { weak: true, resist: false, doubles: 0 })).toBe(10);
  });
  it("energy.resist.8: two separate sources of double damage make 3x", () => expect(applyDamageMultipliers(4, { weak: false, resist: false, doubles: 2 })).toBe(12));
});

describe("energy.rest.*: Short and Long Rests", () => {
  const input = (over: Partial<RestInput> = {}): RestInput => ({
    system: creature({ aura: { value: 5 }, stamina: { value: 2 }, surges: { value: 3 } }),
    maxAura: 24,
    maxStamina: 12,
    maxSurges: 6,
    recoveryValue: 4,
    abilities: [
      { id: "s", system: { kind: "ability", energyCost: 1, staminaCost: 0, enhancesAttack: false, doublesDamage: false, defense: "none", damage: "", damageType: "force", recovery: "short", uses: { value: 0, max: 2 } } },
      { id: "l", system: { kind: "spell", energyCost: 1, staminaCost: 0, enhancesAttack: false, doublesDamage: false, defense: "none", damage: "", damageType: "force", recovery: "long", uses: { value: 0, max: 1 } } },
    ],
    ...over,
  });
  it("energy.rest.2 / energy.stamina.3 / energy.rest.3: a Short Rest refills Stamina and Short Rest uses", () => {
    const r = shortRest(input(), 0);
    expect(r.actor["system.stamina.value"]).toBe(12);
    expect(r.items).toEqual([{ _id: "s", "system.uses.value": 2 }]);
  });
  it("energy.rest.4 / energy.aura.9: each Recovery Surge spent restores the Recovery Value", () => {
    const r = shortRest(input(), 2);
    expect(r.actor).toMatchObject({ "system.aura.value": 13, "system.surges.value": 1 });
  });
  it("energy.aura.8: surges spent never exceed those held, and Aura stops at its max", () => {
    expect(() => shortRest(input(), 4)).toThrow(RuleError);
    expect(shortRest(input({ maxAura: 8 }), 3).actor["system.aura.value"]).toBe(8);
  });
  it("energy.rest.8 / energy.rest.9 / energy.rest.10 / energy.rest.11: a Long Rest restores Aura, surges, Stamina and every use", () => {
    const r = longRest(input());
    expect(r.actor).toEqual({ "system.aura.value": 24, "system.surges.value": 6, "system.stamina.value": 12 });
    expect(r.items.map((i) => i._id)).toEqual(["s", "l"]);
  });
  it("energy.cond.2 / energy.death.6: a rest ends Shaken and Exhausted (until the next Short Rest)", () => {
    expect(shortRest(input(), 0).ends).toEqual(["exhausted", "shaken"]);
  });
  it("energy.stamina.17 / energy.unconscious.2: from Stamina loss a 20 wakes with 1 Stamina", () => {
    expect(wakeRoll(20, "stamina", 0)).toEqual({ wakes: true, update: { "system.death.unconscious": "none", "system.stamina.value": 1 } });
    expect(wakeRoll(19, "stamina", 0).wakes).toBe(false);
  });
  it("energy.unconscious.3: from non-lethal damage a 20 wakes", () => expect(wakeRoll(20, "nonlethal", 4)).toEqual({ wakes: true, update: { "system.death.unconscious": "none" } }));
  it("energy.unconscious.4: Death roll unconsciousness does not wake on this roll (the GM decides)", () => expect(wakeRoll(20, "death", 4).wakes).toBe(false));
});

describe("energy.save.6: any Aura gain stabilises", () => {
  it("energy.save.6: a gain while bleeding stabilises; a loss or no bleeding does not", () => {
    expect(stabilises({ aura: { value: 0 }, death: { bleeding: true } }, 2)).toBe(true);
    expect(stabilises({ aura: { value: 3 }, death: { bleeding: true } }, 1)).toBe(false);
    expect(stabilises({ aura: { value: 0 }, death: { bleeding: false } }, 2)).toBe(false);
  });
});
