import { describe, expect, it } from "vitest";
import {
  applyDamage,
  damageGroupOf,
  damageTotal,
  parseDice,
  reduceDamage,
  strongestModifier,
  type DamageInput,
} from "../../../src/rulesets/contest/rules/damage";
import { DAMAGE_TYPES, type DamageGroup, type DamageType } from "../../../src/rulesets/contest/rules/constants";
import { contestWeapon } from "../../../src/rulesets/contest/rules/schema";
import { validate } from "../../../src/core/schema";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";

const base: DamageInput = { amount: 10, type: "slashing", armor: { ar: 0, magical: false }, block: null, resistances: [], vulnerabilities: [] };
const dealt = (patch: Partial<DamageInput>) => reduceDamage({ ...base, ...patch }).total;
/** The seed's damage types and their groups (contest.damage.3-5). */
const SEED_GROUP: Readonly<Record<DamageType, DamageGroup>> = {
  crushing: "physical", piercing: "physical", slashing: "physical",
  fire: "magical", frost: "magical", shock: "magical",
  acid: "other", force: "other", necrotic: "other", radiant: "other", poison: "other", psychic: "other",
};
const SEED_TYPES = Object.keys(SEED_GROUP) as DamageType[];

describe("contest.damage.2-5: damage types and their groups", () => {
  it.each(Object.entries(SEED_GROUP))("contest.damage.3 / contest.damage.4 / contest.damage.5: %s is %s", (type, group) => {
    expect(damageGroupOf(type as DamageType)).toBe(group);
  });
  it("contest.damage.4: a resistance to the magical group takes 2 off fire, frost and shock, and off nothing else", () => {
    const eased = DAMAGE_TYPES.filter((type) => dealt({ type, resistances: [{ type: "magical", value: 2 }] }) === 8);
    expect(eased.sort()).toEqual(["fire", "frost", "shock"]);
  });
  it("contest.damage.5: acid, force, necrotic, radiant, poison, psychic: no armour, plain or magical, and no group resistance touches them", () => {
    const guard: Partial<DamageInput> = { armor: { ar: 5, magical: true }, resistances: [{ type: "physical", value: 2 }, { type: "magical", value: 2 }] };
    const untouched = DAMAGE_TYPES.filter((type) => dealt({ ...guard, type }) === 10);
    expect(untouched.sort()).toEqual(["acid", "force", "necrotic", "poison", "psychic", "radiant"]);
    expect(DAMAGE_TYPES.filter((type) => dealt({ type, resistances: [{ type: "other", value: 4 }] }) === 6).sort()).toEqual(untouched);
  });
  it("contest.damage.2: a weapon deals one of the seed's twelve types, and its type alone decides which resistance applies", () => {
    for (const type of SEED_TYPES) {
      expect(validate(contestWeapon, { damageType: type }), type).toEqual([]);
      expect(SEED_TYPES.filter((other) => dealt({ type: other, resistances: [{ type, value: 3 }] }) === 7), type).toEqual([type]);
    }
    expect(validate(contestWeapon, { damageType: "laser" }).map((i) => i.path)).toEqual(["damageType"]);
    expect([...DAMAGE_TYPES].sort()).toEqual([...SEED_TYPES].sort());
  });
});

describe("contest.maneuver.7: dice formulas and Precision", () => {
  it.each([
    ["1d8+2", { count: 1, faces: 8, modifier: 2 }, 10],
    ["2d6", { count: 2, faces: 6, modifier: 0 }, 12],
    ["d6", { count: 1, faces: 6, modifier: 0 }, 6],
    [" 3D4 - 1 ", { count: 3, faces: 4, modifier: -1 }, 11],
    ["5", { count: 0, faces: 0, modifier: 5 }, 5],
  ])("contest.maneuver.7: %s parses and maximises", (formula, parsed, max) => {
    expect(parseDice(formula)).toEqual(parsed);
    expect(damageTotal(formula, [], { precision: true })).toBe(max);
  });
  it.each(["", "abc", "1d", "d", "2d6+", "1d8+2+1", "0d6", "1d0", "1000d6", "1d6*2", "-1d6"])("contest.maneuver.7: %j is refused with a lang key", (formula) => {
    expect(() => parseDice(formula)).toThrow(RuleError);
    try {
      parseDice(formula);
    } catch (e) {
      expect((e as RuleError).key).toBe("MANIFOLD.contest.Error.DiceFormula");
      expect((e as RuleError).data).toEqual({ formula });
    }
  });
  it("contest.maneuver.7: rolled damage sums the faces; Precision ignores them", () => {
    expect(damageTotal("2d6+1", [3, 4])).toBe(8);
    expect(damageTotal("2d6+1", [3, 4], { precision: true })).toBe(13);
    expect(damageTotal("1d4-3", [1])).toBe(0);
  });
  it("contest.maneuver.7: the faces must fit the formula", () => {
    expect(() => damageTotal("2d6", [3])).toThrow("MANIFOLD.contest.Error.DamageFaces");
    expect(() => damageTotal("1d6", [7])).toThrow(RuleError);
  });
});

describe("contest.armor.4 / contest.armor.3: AR against each group; magical armour", () => {
  const expectations: Record<DamageGroup, [number, number]> = {
    // [plain armour AR 5, magical armour AR 5] on 10 damage
    physical: [5, 5],
    magical: [10, 5],
    other: [10, 10],
  };
  for (const type of DAMAGE_TYPES) {
    const [plain, magical] = expectations[SEED_GROUP[type]];
    it(`contest.armor.4: AR 5 vs 10 ${type}: plain ${plain}, magical material ${magical}`, () => {
      expect(dealt({ type, armor: { ar: 5, magical: false } })).toBe(plain);
      expect(dealt({ type, armor: { ar: 5, magical: true } })).toBe(magical);
    });
  }
  it("contest.armor.4: the seed's example: full Iron Armor AR 5 takes 5 off crushing", () => {
    expect(dealt({ type: "crushing", amount: 8, armor: { ar: 5, magical: false } })).toBe(3);
  });
});

describe("contest.shield.1 / contest.shield.2: a successful Block adds BR (physical) or half BR rounded up (magical)", () => {
  it.each([
    // br, physical reduction, magical reduction
    [1, 1, 1],
    [2, 2, 1],
    [3, 3, 2],
    [4, 4, 2],
    [5, 5, 3],
    [6, 6, 3],
    [7, 7, 4],
  ])("contest.shield.2: BR %i -> %i physical, %i magical", (br, phys, mag) => {
    expect(20 - dealt({ amount: 20, type: "piercing", block: { br } })).toBe(phys);
    expect(20 - dealt({ amount: 20, type: "frost", block: { br } })).toBe(mag);
    expect(dealt({ amount: 20, type: "poison", block: { br } })).toBe(20);
  });
  it("contest.shield.1: BR adds to AR against the triggering attack", () => {
    expect(dealt({ amount: 15, type: "slashing", armor: { ar: 4, magical: false }, block: { br: 3 } })).toBe(8);
  });
  it("contest.shield.2: the seed's Bone Shield, BR 6: 6 off physical, 3 off magical", () => {
    expect(dealt({ amount: 10, type: "slashing", block: { br: 6 } })).toBe(4);
    expect(dealt({ amount: 10, type: "fire", block: { br: 6 } })).toBe(7);
  });
  it("contest.shield.2: magical armour and a block both count against magic", () => {
    expect(dealt({ amount: 10, type: "shock", armor: { ar: 2, magical: true }, block: { br: 3 } })).toBe(6);
  });
});

describe("contest.resist.1-4: resistances and vulnerabilities by type or group, never stacking", () => {
  it.each([
    ["fire", [{ type: "fire", value: 3 }], 7],
    ["frost", [{ type: "fire", value: 3 }], 10],
    ["fire", [{ type: "magical", value: 2 }], 8],
    ["shock", [{ type: "magical", value: 2 }], 8],
    ["slashing", [{ type: "magical", value: 2 }], 10],
    ["crushing", [{ type: "physical", value: 1 }], 9],
    ["psychic", [{ type: "other", value: 4 }], 6],
  ] as const)("contest.resist.2: %s with %j -> %i", (type, resistances, total) => {
    expect(dealt({ type, resistances: [...resistances] })).toBe(total);
  });
  it("contest.resist.4: only the highest resistance counts, type or group", () => {
    expect(strongestModifier("fire", [{ type: "fire", value: 3 }, { type: "magical", value: 2 }, { type: "fire", value: 1 }])).toBe(3);
    expect(strongestModifier("fire", [{ type: "fire", value: 1 }, { type: "magical", value: 4 }])).toBe(4);
    expect(dealt({ type: "fire", resistances: [{ type: "fire", value: 3 }, { type: "magical", value: 2 }] })).toBe(7);
  });
  it("contest.resist.3: a vulnerability adds; the seed's Crushing Vulnerability (3)", () => {
    expect(dealt({ type: "crushing", vulnerabilities: [{ type: "crushing", value: 3 }] })).toBe(13);
    expect(dealt({ type: "piercing", vulnerabilities: [{ type: "crushing", value: 3 }] })).toBe(10);
  });
  it("contest.resist.4: only the most severe vulnerability counts", () => {
    expect(dealt({ type: "frost", vulnerabilities: [{ type: "frost", value: 2 }, { type: "magical", value: 5 }, { type: "frost", value: 1 }] })).toBe(15);
  });
  it("contest.resist.1: resistance and vulnerability both apply", () => {
    expect(dealt({ type: "acid", resistances: [{ type: "acid", value: 2 }], vulnerabilities: [{ type: "other", value: 5 }] })).toBe(13);
  });
});

describe("contest.damage.1 / RULINGS: damage after reductions is never below 0", () => {
  it("contest.damage.1: big reductions stop at 0 and the card shows what was absorbed", () => {
    const b = reduceDamage({ ...base, amount: 3, armor: { ar: 5, magical: false }, block: { br: 2 } });
    expect(b.total).toBe(0);
    expect(b.parts).toEqual([
      { label: "MANIFOLD.contest.Damage.Rolled", value: 3 },
      { label: "MANIFOLD.contest.Damage.Armor", value: -5 },
      { label: "MANIFOLD.contest.Damage.Block", value: -2 },
      { label: "MANIFOLD.contest.Damage.Floor", value: 4 },
    ]);
  });
  it.each(DAMAGE_TYPES.map((t) => [t]))("contest.damage.1: %s never goes negative", (type: DamageType) => {
    expect(dealt({ type, amount: 1, armor: { ar: 9, magical: true }, block: { br: 9 }, resistances: [{ type, value: 9 }] })).toBe(0);
  });
});

describe("contest.damage.1: applying damage to the Health Pool, with undo", () => {
  it("contest.damage.1: damage lowers health and records before/after", () => {
    const r = applyDamage({ value: 10 }, 4);
    expect(r).toEqual({
      update: { "system.health.value": 6 },
      record: { path: "system.health.value", before: 10, after: 6 },
      unconscious: false,
      becameUnconscious: false,
    });
  });
  it("contest.damage.1: health never goes below 0; at 0 the character is unconscious", () => {
    expect(applyDamage({ value: 3 }, 7)).toMatchObject({ update: { "system.health.value": 0 }, unconscious: true, becameUnconscious: true });
    expect(applyDamage({ value: 0 }, 2)).toMatchObject({ unconscious: true, becameUnconscious: false, record: { before: 0, after: 0 } });
  });
  it("contest.damage.1: a negative or fractional amount is refused", () => {
    expect(() => applyDamage({ value: 3 }, -1)).toThrow("MANIFOLD.contest.Error.DamageAmount");
    expect(() => applyDamage({ value: 3 }, 1.5)).toThrow(RuleError);
  });
});
