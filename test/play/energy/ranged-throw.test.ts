/**
 * Throwing at the table: the sheet's Throw button opens a ranged attack through openAttackStep with
 * the melee weapon in hand; its range comes from the weapon (Light, Heavy, other, or its own
 * Thrown trio) plus the Increased Throwing Distance of the thrower's Arm Strength.
 */
import { describe, expect, it } from "vitest";
import { energyCard, poolsOf } from "./world";
import { openAttack } from "./open-world";
import { bandsAcross, bandsOf, modifierOf, shoot, shootingRange, SHOT, toThrow, type Shooter, type Trio } from "./ranged-world";

/** A fresh thrower with a weapon, throwing it at the gnoll. */
async function throwWith(shooter: Shooter, weapon: Record<string, unknown>, distance = 2, d20 = 10) {
  const w = shootingRange(shooter);
  const id = toThrow(w.kestra, weapon);
  return { ...w, card: await shoot(w, { item: id, how: { mode: "throw" }, places: [{ distance }], d20 }) };
}

describe("energy: throwing a weapon", () => {
  it("energy.throw.1: a throw is a ranged attack: Miss Chance on the card, a Ranged Evasion d4 to face, 1 Energy", async () => {
    const w = shootingRange();
    const id = toThrow(w.kestra);
    // 3 m is beyond the ordinary weapon's 2: one d20, the Hit roll.
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[12]], { item: id, how: { mode: "throw" }, places: [{ distance: 3 }] });
    expect(card!.attack.mode).toBe("thrown");
    expect(card!.d20.kept).toBe(12);
    expect(modifierOf(card!)).toBe(8);
    expect(card!.defense).toMatchObject({ kind: "rangedEvasion", faces: 4 });
    expect(poolsOf(w.kestra).energy).toBe(9);
  });

  /** Throws, lets the gnoll roll a 1 on its d4, and rolls a 6 for damage. */
  async function damageOf(weapon: Record<string, unknown>, d20: number) {
    const w = await throwWith({}, { damage: "1d6", ...weapon }, 2, d20);
    await w.t.press("gm", { messageId: SHOT, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: SHOT, action: "rollDamage", faces: [[d20 === 20 ? 6 : 5]] });
    return energyCard(w.t, SHOT).damage?.total;
  }

  it("energy.throw.2: a weapon without Thrown deals half damage (rounded down), full on a natural 20; a Thrown one deals full", async () => {
    expect(await damageOf({}, 15)).toBe(2);
    expect(await damageOf({}, 20)).toBe(6);
    expect(await damageOf({ thrown: true }, 15)).toBe(5);
  });

  it("energy.throw.3: a Thrown weapon aims with its AV bonus; any other thrown weapon with none", async () => {
    expect(modifierOf((await throwWith({}, { thrown: true, attackBonus: 3 })).card)).toBe(5);
    expect(modifierOf((await throwWith({}, { thrown: false, attackBonus: 3 })).card)).toBe(8);
  });
});

describe("energy: default throwing ranges, cell by cell", () => {
  const cells = [
    ["energy.throw.4", "a Light weapon", [3, 5, 10], { light: true }],
    ["energy.throw.5", "a Heavy weapon", [1, 3, 6], { heavy: true }],
    ["energy.throw.6", "any other weapon", [2, 4, 8], {}],
    ["energy.throw.7", "a Thrown(5/10/20) weapon, Light or not", [5, 10, 20], { light: true, thrown: true, thrownRange: { near: 5, far: 10, max: 20 } }],
  ] as const;
  it.each(cells)("%s: %s is thrown with range %j", async (_id, _what, trio, weapon) => {
    expect(await bandsAcross(async (d) => (await throwWith({ arm: 0 }, weapon, d)).card, trio)).toEqual(bandsOf(trio));
  });
});

describe("energy: the Increased Throwing Distance table, cell by cell", () => {
  // Added to the ordinary weapon's 2/4/8.
  const cells: { id: string; arms: number[]; trio: Trio }[] = [
    { id: "energy.throw.8", arms: [-2, 4], trio: [2, 4, 8] },
    { id: "energy.throw.9", arms: [5, 9], trio: [2, 6, 12] },
    { id: "energy.throw.10", arms: [10, 14], trio: [3, 8, 16] },
    { id: "energy.throw.11", arms: [15, 19], trio: [3, 10, 18] },
    { id: "energy.throw.12", arms: [20, 24], trio: [4, 12, 24] },
    { id: "energy.throw.13", arms: [25, 29], trio: [4, 14, 28] },
    { id: "energy.throw.14", arms: [30, 34], trio: [5, 16, 32] },
    { id: "energy.throw.15", arms: [35, 39], trio: [5, 18, 36] },
    { id: "energy.throw.16", arms: [40, 44], trio: [6, 20, 40] },
  ];
  for (const c of cells) {
    for (const arm of c.arms) {
      it(`${c.id}: Arm Strength ${arm} throws an ordinary weapon ${c.trio.join("/")}`, async () => {
        expect(await bandsAcross(async (d) => (await throwWith({ arm }, {}, d)).card, c.trio)).toEqual(bandsOf(c.trio));
      });
    }
  }

  it("energy.throw.7 energy.throw.16: a Thrown(#/#/#) trio gets the Arm Strength's extra distance too", async () => {
    const trio: Trio = [9, 26, 52];
    expect(await bandsAcross(async (d) => (await throwWith({ arm: 40 }, { thrown: true, thrownRange: { near: 5, far: 10, max: 20 } }, d)).card, trio)).toEqual(bandsOf(trio));
  });
});
