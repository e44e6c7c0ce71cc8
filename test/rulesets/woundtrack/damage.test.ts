/** Wound Track's damage: Toughness, damage value, final damage, penetrating attacks and the wound-dealing attack actions. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import {
  actionLevel,
  activeProperties,
  ATTACK_ACTIONS,
  baseToughness,
  chooseNonlethalLevel,
  damageValue,
  extraDamage,
  finalDamage,
  hitTotal,
  nonlethalKnockout,
  nonlethalLevels,
  resolveAttack,
  toughness,
  underwaterFireDamage,
  underwaterWeaponDamage,
  type AttackInput,
} from "../../../src/rulesets/woundtrack/rules/damage";

describe("woundtrack Toughness", () => {
  it("woundtrack.tough.2: Toughness = Vitality + Size + armor + other modifiers", () => {
    expect(toughness({ vitality: 2, size: -1, armor: 3, other: 1 })).toBe(5);
    expect(toughness({ vitality: -2, size: 4, armor: 0, other: 0 })).toBe(2);
    expect(toughness({ vitality: 0, size: 0, armor: 0, other: 0 })).toBe(0);
    expect(() => toughness({ vitality: 1.5, size: 0, armor: 0, other: 0 })).toThrow(RangeError);
  });

  it("woundtrack.tough.3: an armor-bypassing attack meets only the base Toughness (all but the armor)", () => {
    const parts = { vitality: 2, size: -1, armor: 3, other: 1 };
    expect(toughness(parts, true)).toBe(2);
    expect(baseToughness(parts)).toBe(2);
    expect(baseToughness({ vitality: 1, size: 1, armor: 4, other: 0 })).toBe(2);
  });
});

describe("woundtrack damage value and final damage", () => {
  it("woundtrack.threshold.8 / woundtrack.attack.3: damage value = attack total + Str + weapon damage (+ extra)", () => {
    expect(damageValue(12, 2, 3)).toBe(17);
    expect(damageValue(9, -1, 4)).toBe(12);
    expect(damageValue(12, 2, 3, 5)).toBe(22);
    expect(() => damageValue(12, 2, 0.5)).toThrow(RangeError);
  });

  it("woundtrack.threshold.6 / woundtrack.tough.1 / woundtrack.threshold.8: final = value - targeted Defense - Toughness, negative allowed", () => {
    expect(finalDamage(17, 11, 3)).toBe(3);
    expect(finalDamage(13, 11, 3)).toBe(-1);
    expect(finalDamage(20, 10, -2)).toBe(12);
  });

  it("woundtrack.pen.1: a penetrating attack adds its damage before the hit is judged", () => {
    expect(hitTotal(8, 5, false)).toBe(8);
    expect(hitTotal(8, 5, true)).toBe(13);
    expect(hitTotal(8, -2, true)).toBe(6);
  });
});

describe("woundtrack attack actions", () => {
  it("woundtrack.action.6 / woundtrack.action.11 / woundtrack.action.14 / woundtrack.action.17: Nonlethal -2 to hit, Quick -1 level, Rebuff +1 level, Strong +1d6", () => {
    const rows = Object.entries(ATTACK_ACTIONS).map(([name, r]) => [name, r.toHit, r.levelShift, r.extraDie, r.chooseLevel]);
    expect(rows).toEqual([
      ["standard", 0, 0, null, false],
      ["quick", 0, -1, null, false],
      ["strong", 0, 0, 6, false],
      ["nonlethal", -2, 0, null, true],
      ["rebuff", 0, 1, null, false],
    ]);
  });

  it("woundtrack.action.11 / woundtrack.action.14: Quick lowers a wound a step (a light one goes), Rebuff raises any wound dealt, fatal stays fatal", () => {
    expect(actionLevel("quick", "severe")).toBe("moderate");
    expect(actionLevel("quick", "light")).toBeNull();
    expect(actionLevel("rebuff", "moderate")).toBe("severe");
    expect(actionLevel("rebuff", "fatal")).toBe("fatal");
    expect(actionLevel("rebuff", null)).toBeNull();
    expect(actionLevel("standard", "critical")).toBe("critical");
  });

  it("woundtrack.action.17: a Strong hit adds the d6 face; other attacks roll no extra die", () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => extraDamage("strong", f))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(() => extraDamage("strong", 7)).toThrow(RangeError);
    expect(() => extraDamage("strong", 0)).toThrow(RangeError);
    expect(() => extraDamage("strong", null)).toThrow(RangeError);
    expect(extraDamage("standard", null)).toBe(0);
    expect(() => extraDamage("quick", 3)).toThrow(RangeError);
  });

  it("woundtrack.action.7: a Nonlethal attack ignores armor piercing, concussive and slicing", () => {
    expect(activeProperties("nonlethal", ["armorPiercing", "reach", "concussive", "slicing", "aquatic"])).toEqual(["reach", "aquatic"]);
    expect(activeProperties("standard", ["armorPiercing", "slicing"])).toEqual(["armorPiercing", "slicing"]);
  });
});

describe("woundtrack one attack resolved", () => {
  // Roll 12, Str 2, weapon 3 against Defense 11 and Toughness 1 + 0 + armor 2 = 3.
  const attack = (over: Partial<AttackInput> = {}): AttackInput => ({
    action: "standard",
    melee: true,
    roll: 12,
    strength: 2,
    weaponDamage: 3,
    penetrating: false,
    defense: 11,
    toughness: { vitality: 1, size: 0, armor: 2, other: 0 },
    bypassArmor: false,
    extraFace: null,
    ...over,
  });

  it("woundtrack.attack.2 / woundtrack.attack.3 / woundtrack.threshold.8: 12 + 2 + 3 = 17, less Defense 11 and Toughness 3 is 3, a moderate wound", () => {
    expect(resolveAttack(attack())).toEqual({ attackTotal: 12, hitTotal: 12, hit: true, damageValue: 17, finalDamage: 3, indicated: "moderate", level: "moderate" });
    expect(resolveAttack(attack({ roll: 11 }))).toMatchObject({ hit: true, finalDamage: 2, level: "moderate" });
    expect(resolveAttack(attack({ roll: 10 }))).toEqual({ attackTotal: 10, hitTotal: 10, hit: false, damageValue: null, finalDamage: null, indicated: null, level: null });
  });

  it("woundtrack.threshold.7: a hit whose final damage is negative deals no wound", () => {
    // 11 + 2 + 3 = 16 - 11 - 3 = 2; with Toughness 6 it is -1.
    expect(resolveAttack(attack({ roll: 11, toughness: { vitality: 3, size: 1, armor: 2, other: 0 } }))).toMatchObject({ hit: true, finalDamage: -1, indicated: null, level: null });
  });

  it("woundtrack.tough.3: bypassing armor leaves Toughness 1, so the same hit is severe", () => {
    expect(resolveAttack(attack({ bypassArmor: true }))).toMatchObject({ finalDamage: 5, level: "severe" });
  });

  it("woundtrack.pen.1: roll 8 misses Defense 11, but penetrating 8 + 5 = 13 hits; the damage is still 8 + 5", () => {
    expect(resolveAttack(attack({ roll: 8 })).hit).toBe(false);
    expect(resolveAttack(attack({ roll: 8, penetrating: true }))).toEqual({ attackTotal: 8, hitTotal: 13, hit: true, damageValue: 13, finalDamage: -1, indicated: null, level: null });
    expect(resolveAttack(attack({ roll: 14, penetrating: true }))).toMatchObject({ hitTotal: 19, damageValue: 19, finalDamage: 5, level: "severe" });
  });

  it("woundtrack.action.11: a Quick hit lowers the wound a step, a light one to nothing", () => {
    expect(resolveAttack(attack({ action: "quick" }))).toMatchObject({ indicated: "moderate", level: "light" });
    expect(resolveAttack(attack({ action: "quick", roll: 11, toughness: { vitality: 1, size: 0, armor: 3, other: 0 } }))).toMatchObject({ finalDamage: 1, indicated: "light", level: null });
  });

  it("woundtrack.action.14: a Rebuff hit raises the wound a step; a miss deals none to raise", () => {
    expect(resolveAttack(attack({ action: "rebuff" }))).toMatchObject({ indicated: "moderate", level: "severe" });
    expect(resolveAttack(attack({ action: "rebuff", roll: 20 }))).toMatchObject({ finalDamage: 11, indicated: "fatal", level: "fatal" });
    expect(resolveAttack(attack({ action: "rebuff", roll: 5 })).level).toBeNull();
  });

  it("woundtrack.action.17: a Strong hit with a 4 adds 4 damage: 21 - 14 = 7, critical", () => {
    expect(resolveAttack(attack({ action: "strong", extraFace: 4 }))).toMatchObject({ damageValue: 21, finalDamage: 7, level: "critical" });
    expect(() => resolveAttack(attack({ action: "strong" }))).toThrow(RangeError);
    expect(() => resolveAttack(attack({ action: "strong", roll: 5, extraFace: 3 }))).toThrow(RangeError);
    expect(resolveAttack(attack({ action: "strong", roll: 5 })).hit).toBe(false);
  });

  it("woundtrack.action.6: a Nonlethal attack takes -2 on the roll, which also lowers its damage", () => {
    expect(resolveAttack(attack({ action: "nonlethal" }))).toMatchObject({ attackTotal: 10, hit: false });
    expect(resolveAttack(attack({ action: "nonlethal", roll: 14 }))).toMatchObject({ attackTotal: 12, hit: true, damageValue: 17, level: "moderate" });
  });

  it("woundtrack.action.6 / woundtrack.action.10 / woundtrack.action.16: Quick, Strong, Nonlethal and Rebuff are melee; a ranged one is refused", () => {
    for (const action of ["quick", "strong", "nonlethal", "rebuff"] as const) {
      expect(() => resolveAttack(attack({ action, melee: false, extraFace: action === "strong" ? 1 : null }))).toThrow(RuleError);
    }
    expect(resolveAttack(attack({ melee: false })).level).toBe("moderate");
  });
});

describe("woundtrack Nonlethal choices", () => {
  it("woundtrack.action.8: any level up to the one the damage indicates; above it is refused", () => {
    expect(nonlethalLevels("severe")).toEqual(["light", "moderate", "severe"]);
    expect(nonlethalLevels("light")).toEqual(["light"]);
    expect(nonlethalLevels("fatal")).toEqual(["light", "moderate", "severe", "critical", "fatal"]);
    expect(nonlethalLevels(null)).toEqual([]);
    expect(chooseNonlethalLevel("severe", "light")).toBe("light");
    expect(chooseNonlethalLevel("severe", "severe")).toBe("severe");
    expect(() => chooseNonlethalLevel("severe", "critical")).toThrow(RuleError);
    expect(() => chooseNonlethalLevel(null, "light")).toThrow(RuleError);
  });

  it("woundtrack.action.9: a knock-out may spare the dying condition, or leave the target conscious but helpless 2 rounds", () => {
    expect(nonlethalKnockout("critical", true, "asUsual")).toEqual({ unconscious: true, dyingPrevented: false, helplessRounds: 0 });
    expect(nonlethalKnockout("critical", true, "unconsciousNotDying")).toEqual({ unconscious: true, dyingPrevented: true, helplessRounds: 0 });
    expect(nonlethalKnockout("severe", true, "helpless")).toEqual({ unconscious: false, dyingPrevented: false, helplessRounds: 2 });
    expect(nonlethalKnockout("severe", false, "helpless")).toEqual({ unconscious: false, dyingPrevented: false, helplessRounds: 0 });
  });

  it("woundtrack.action.9: a fatal wound leaves no such choice", () => {
    expect(() => nonlethalKnockout("fatal", true, "unconsciousNotDying")).toThrow(RuleError);
    expect(() => nonlethalKnockout("fatal", true, "helpless")).toThrow(RuleError);
    expect(nonlethalKnockout("fatal", true, "asUsual")).toEqual({ unconscious: true, dyingPrevented: false, helplessRounds: 0 });
  });
});

describe("woundtrack underwater damage", () => {
  it("woundtrack.underwater.5 / woundtrack.underwater.6: weapon damage halved, rounded down, unless aquatic; Str is added in full", () => {
    expect([0, 1, 2, 3, 4, 7].map((d) => underwaterWeaponDamage(d, false))).toEqual([0, 0, 1, 1, 2, 3]);
    expect(underwaterWeaponDamage(7, true)).toBe(7);
    expect(damageValue(10, 3, underwaterWeaponDamage(5, false))).toBe(15);
  });

  it("woundtrack.underwater.8: fire damage halved, rounded down", () => {
    expect([1, 4, 5, 9].map(underwaterFireDamage)).toEqual([0, 2, 2, 4]);
  });
});
