/** The seed's tables, cell by cell, against the text of seed 002. */
import { describe, expect, it } from "vitest";
import { ARMOUR, MELEE, RANGED, REACTION, RULES, SHIELD, THIRD } from "../../../src/rulesets/rollunder/rules/tables";
import { weaponDamage, weaponRange, weaponSlots } from "../../../src/rulesets/rollunder/rules/gear";
import { reactionBand } from "../../../src/rulesets/rollunder/rules/morale";

describe("rollunder armour table", () => {
  it.each([
    ["rollunder.armor.1", "leather", 0, 2, 0, 0],
    ["rollunder.armor.2", "chain", 2, 4, -2, -2],
    ["rollunder.armor.3", "plate", 4, 6, -4, -4],
  ] as const)("%s: %s takes %i slots, +%i Defense, %i Movement, %i Stealth", (_id, kind, slots, defense, movement, stealth) => {
    expect(ARMOUR[kind]).toEqual({ slots, defense, movement, stealth });
  });
  it("rollunder.armor.4 / rollunder.armor.5: a shield takes 1 slot, gives +1 and sunders for 1d12", () => {
    expect(SHIELD).toEqual({ slots: 1, defense: 1, sunder: "1d12" });
    expect(Object.keys(ARMOUR)).toEqual(["leather", "chain", "plate"]);
  });
});

describe("rollunder melee table", () => {
  it.each([
    ["rollunder.melee.1", "light", THIRD, "1d4", null],
    ["rollunder.melee.4 / rollunder.melee.5", "medium", 1, "1d8", "1d10"],
    ["rollunder.melee.6", "heavy", 1, null, "1d12"],
  ] as const)("%s: %s takes %d slots, %s in one hand, %s in two", (_id, kind, slots, oneHand, twoHands) => {
    expect(MELEE[kind]).toEqual({ slots, oneHand, twoHands });
    expect(weaponSlots(kind)).toBe(slots);
  });
  it("rollunder.melee.1 / rollunder.melee.4 / rollunder.melee.5 / rollunder.melee.6: the damage a weapon deals as it is wielded", () => {
    expect(weaponDamage({ kind: "light", hands: 1 }, false)).toBe("1d4");
    expect(weaponDamage({ kind: "medium", hands: 1 }, false)).toBe("1d8");
    expect(weaponDamage({ kind: "medium", hands: 2 }, false)).toBe("1d10");
    expect(weaponDamage({ kind: "heavy", hands: 2 }, false)).toBe("1d12");
    expect(() => weaponDamage({ kind: "heavy", hands: 1 }, false)).toThrow("MANIFOLD.rollunder.Error.Hands");
    expect(() => weaponDamage({ kind: "light", hands: 2 }, false)).toThrow("MANIFOLD.rollunder.Error.Hands");
    expect(weaponRange({ kind: "medium" }, false)).toBeNull();
  });
});

describe("rollunder ranged table", () => {
  it.each([
    ["rollunder.ranged.1 / rollunder.melee.3", "light", THIRD, "1d6", 20, false, false],
    ["rollunder.ranged.2", "sling", 1, "1d6", 20, false, false],
    ["rollunder.ranged.3 / rollunder.ranged.6", "bow", 1, "1d6", 30, true, false],
    ["rollunder.ranged.4 / rollunder.ranged.5 / rollunder.ranged.6", "crossbow", 1, "1d12", 30, true, true],
  ] as const)("%s: %s takes %d slots, deals %s, range %i ft, arrows %s, reload %s", (_id, kind, slots, damage, range, arrows, reload) => {
    expect(RANGED[kind]).toEqual({ slots, damage, range, arrows, reload });
    if (kind === "light") {
      expect([weaponDamage({ kind, hands: 1 }, true), weaponRange({ kind }, true)]).toEqual([damage, range]);
    } else {
      expect([weaponDamage({ kind, hands: 2 }, false), weaponRange({ kind }, false), weaponSlots(kind)]).toEqual([damage, range, slots]);
    }
  });
  it("rollunder.melee.3: only a light weapon is thrown", () => {
    expect(() => weaponDamage({ kind: "medium", hands: 1 }, true)).toThrow("MANIFOLD.rollunder.Error.NotThrown");
  });
});

describe("rollunder numbers from the prose", () => {
  it("rollunder.hp.4 / rollunder.hp.5 / rollunder.prof.3 / rollunder.prof.4 / rollunder.melee.2 / rollunder.ranged.6 / rollunder.heal.1", () => {
    expect(RULES).toMatchObject({ pcMaxHp: 20, hitDie: 8, nonProficient: -4, hitsForProficiency: 8, dualLight: 2, rangeStep: 10, move: 20, run: 50, charge: 20, quiver: 20, lunch: "1d6", defenseBase: 10 });
  });
});

describe("rollunder reaction table", () => {
  it.each([
    ["rollunder.reaction.2", -3, "attack"], ["rollunder.reaction.2", 2, "attack"], ["rollunder.reaction.3", 3, "unfavorable"], ["rollunder.reaction.3", 7, "unfavorable"],
    ["rollunder.reaction.4", 8, "favorable"], ["rollunder.reaction.4", 11, "favorable"], ["rollunder.reaction.5", 12, "veryFavorable"], ["rollunder.reaction.5", 15, "veryFavorable"],
  ] as const)("%s: a total of %i is %s", (_id, total, band) => {
    expect(reactionBand(total)).toBe(`MANIFOLD.rollunder.Reaction.${band}`);
  });
  it("rollunder.reaction.2 / rollunder.reaction.3 / rollunder.reaction.4 / rollunder.reaction.5: four bands, lowest first", () => {
    expect(REACTION.map((b) => b.from)).toEqual([-Infinity, 3, 8, 12]);
  });
});
