/**
 * Range trios and the Draw Weight table at the table: every shot opens through openAttackStep, as
 * the sheet's Shoot button does; the card carries the edge its distance gives, the Miss Chance
 * Modifier with the draw weight's Accuracy, and the draw weight's extra damage, which the card's
 * Roll damage adds.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { energyCard, poolsOf } from "./world";
import { openAttack } from "./open-world";
import { bandsAcross, bandsOf, bow, extraOf, modifierOf, shoot, shootingRange, SHOT, type Shooter, type Trio } from "./ranged-world";

/** A fresh shooter with a weapon, shooting the gnoll at a distance. */
function shotWith(shooter: Shooter, weapon: Record<string, unknown>, distance = 10) {
  const w = shootingRange(shooter);
  const id = bow(w.kestra, weapon);
  return shoot(w, { item: id, places: [{ distance }] });
}

const SLING = { kind: "sling", drawWeight: 0 };

describe("energy: range trios", () => {
  it("energy.range.1: the weapon's own trio sets the bands, in metres", async () => {
    const trio: Trio = [2, 7, 9];
    const got = await bandsAcross((d) => shotWith({}, { ...SLING, range: { near: 2, far: 7, max: 9 } }, d), trio);
    expect(got).toEqual([
      { distance: 2, got: 1 },
      { distance: 3, got: 0 },
      { distance: 7, got: 0 },
      { distance: 8, got: -1 },
      { distance: 9, got: -1 },
      { distance: 10, got: "out" },
    ]);
  });

  it("energy.range.2: at or within the first number the Hit roll has advantage: two d20s, the better kept", async () => {
    const w = shootingRange();
    const id = bow(w.kestra, SLING);
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[3, 15]], { item: id, how: { mode: "shoot" }, places: [{ distance: 5 }] });
    expect(card!.d20).toEqual({ faces: [3, 15], kept: 15 });
    // One step further there is no edge: a second face is refused.
    const w2 = shootingRange();
    const id2 = bow(w2.kestra, SLING);
    expect(await refusal(() => openAttack(w2.t, "ann", w2.kestra, [w2.gnoll], [[3, 15]], { item: id2, how: { mode: "shoot" }, places: [{ distance: 6 }] }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("energy.range.3: beyond the second number the Hit roll has disadvantage, and the dialog's advantage cancels it", async () => {
    const w = shootingRange();
    const id = bow(w.kestra, SLING);
    const [card] = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[15, 3]], { item: id, how: { mode: "shoot" }, places: [{ distance: 31 }] });
    expect(card!.d20).toEqual({ faces: [15, 3], kept: 3 });
    expect((await shotWith({}, SLING, 30)).attack.edge).toBe(0);
    const w2 = shootingRange();
    const id2 = bow(w2.kestra, SLING);
    expect((await shoot(w2, { item: id2, places: [{ distance: 31 }], choices: { edge: 1 } })).attack.edge).toBe(0);
  });

  it("energy.range.4: the third number is the farthest shot; beyond it the shot is refused and nothing is paid", async () => {
    expect((await shotWith({}, SLING, 120)).attack.edge).toBe(-1);
    const w = shootingRange();
    const id = bow(w.kestra, SLING);
    expect(await refusal(() => shoot(w, { item: id, places: [{ distance: 121 }] }))).toBe("MANIFOLD.energy.Error.OutOfRange");
    expect(poolsOf(w.kestra).energy).toBe(10);
    expect(w.t.messages.has(SHOT)).toBe(false);
  });
});

/**
 * The Draw Weight table, row by row, with an 80 kg bow (5/30/120, Accuracy 0) so that the
 * shooter's Arm Strength is what limits it; crossbows for the rows only they may use (one-handed
 * here, so the Arm Strength column is read as it stands). The Range column's sign applies to all
 * three numbers, added to the weapon's range; it never touches the Miss Chance Modifier (RULINGS).
 */
describe("energy: the Draw Weight table, cell by cell", () => {
  const cells = [
    { id: "energy.draw.4", arms: [-3, 0], kind: "bow", mpl: 1, modifier: 8, trio: [2, 20, 60], extra: 0 },
    { id: "energy.draw.5", arms: [1, 3], kind: "bow", mpl: 1, modifier: 8, trio: [3, 25, 90], extra: 0 },
    { id: "energy.draw.6", arms: [4, 7], kind: "bow", mpl: 1, modifier: 8, trio: [4, 25, 110], extra: 0 },
    { id: "energy.draw.7", arms: [8, 11], kind: "bow", mpl: 1, modifier: 8, trio: [5, 30, 120], extra: 0 },
    { id: "energy.draw.8", arms: [12, 15], kind: "bow", mpl: 1, modifier: 8, trio: [5, 35, 130], extra: 1 },
    { id: "energy.draw.9", arms: [16, 19], kind: "bow", mpl: 1, modifier: 8, trio: [6, 36, 132], extra: 2 },
    { id: "energy.draw.10", arms: [20, 24], kind: "bow", mpl: 3, modifier: 8, trio: [6, 39, 138], extra: 3 },
    { id: "energy.draw.11", arms: [25, 29], kind: "bow", mpl: 5, modifier: 8, trio: [7, 42, 144], extra: 4 },
    { id: "energy.draw.12", arms: [30, 34], kind: "heavyCrossbow", mpl: 1, modifier: 8, trio: [7, 45, 150], extra: 5 },
    { id: "energy.draw.13", arms: [35, 39], kind: "siegeCrossbow", mpl: 1, modifier: 8, trio: [8, 48, 156], extra: 6 },
    { id: "energy.draw.14", arms: [40, 44], kind: "siegeCrossbow", mpl: 1, modifier: 8, trio: [8, 56, 172], extra: 7 },
  ] as const;

  for (const c of cells) {
    for (const arm of c.arms) {
      it(`${c.id}: Arm Strength ${arm}: Miss Chance Modifier ${c.modifier}, range ${c.trio.join("/")}, +${c.extra} damage`, async () => {
        const weapon = { kind: c.kind, drawWeight: 80, twoHanded: false };
        const shooter = { arm, mpl: c.mpl };
        const card = await shotWith(shooter, weapon);
        expect(modifierOf(card)).toBe(c.modifier);
        expect(extraOf(card)).toBe(c.extra);
        expect(card.attack.flatDamage).toBe(c.extra);
        expect(await bandsAcross((d) => shotWith(shooter, weapon, d), c.trio)).toEqual(bandsOf(c.trio));
      });
    }
  }

  it("energy.draw.8: the extra damage is added when the card rolls damage", async () => {
    const w = shootingRange({ arm: 12 });
    const id = bow(w.kestra, { drawWeight: 80 });
    await shoot(w, { item: id, places: [{ distance: 10 }], d20: 15 });
    await w.t.press("gm", { messageId: SHOT, action: "rollDefense", faces: [[1]] });
    await w.t.press("ann", { messageId: SHOT, action: "rollDamage", faces: [[4]] });
    expect(energyCard(w.t, SHOT).damage?.total).toBe(5);
  });
});

describe("energy: who may use which draw weight", () => {
  const extra = async (shooter: Shooter, weapon: Record<string, unknown>) => extraOf(await shotWith(shooter, { drawWeight: 80, twoHanded: false, ...weapon }));

  it("energy.draw.1: the draw in use is the weapon's, up to what the wielder's Arm Strength manages", async () => {
    // A 30 kg bow in a strong arm stays a 30 kg bow.
    const light = await shotWith({ arm: 40, mpl: 5 }, { drawWeight: 30 });
    expect([modifierOf(light), extraOf(light)]).toEqual([8, 0]);
    // An 80 kg bow in a weak arm draws like 30 kg.
    const heavy = await shotWith({ arm: 8 }, { drawWeight: 80 });
    expect([modifierOf(heavy), extraOf(heavy)]).toEqual([8, 0]);
  });

  it("energy.draw.3: a two-handed crossbow adds +5 Arm Strength; a bow or a one-handed crossbow does not", async () => {
    expect(await extra({ arm: 7 }, { kind: "crossbow", twoHanded: true })).toBe(1);
    // Arm Strength 7 draws 25 kg: the range drops by 1/5/10.
    const weak = [4, 25, 110] as const;
    for (const weapon of [{ kind: "crossbow", twoHanded: false }, { kind: "bow", twoHanded: true }]) {
      expect(await bandsAcross((d) => shotWith({ arm: 7 }, { drawWeight: 80, ...weapon }, d), weak)).toEqual(bandsOf(weak));
    }
  });

  it("energy.draw.8: a hand crossbow draws 35 kg at most", async () => {
    expect(await extra({ arm: 40, mpl: 5 }, { kind: "handCrossbow" })).toBe(1);
  });

  it("energy.draw.9 energy.draw.10 energy.draw.11: a bow draws 40 kg at MPL 1-2, 45 kg at MPL 3-4, 50 kg from MPL 5", async () => {
    expect(await Promise.all([1, 2, 3, 4, 5, 6].map((mpl) => extra({ arm: 40, mpl }, { kind: "bow" })))).toEqual([2, 2, 3, 3, 4, 4]);
  });

  it("energy.draw.12 energy.draw.13 energy.draw.14: 60 kg is for heavy and siege crossbows, 70 and 80 kg for siege crossbows only", async () => {
    expect(await extra({ arm: 40, mpl: 5 }, { kind: "crossbow" })).toBe(4);
    expect(await extra({ arm: 40, mpl: 5 }, { kind: "heavyCrossbow" })).toBe(5);
    expect(await extra({ arm: 40, mpl: 1 }, { kind: "siegeCrossbow" })).toBe(7);
  });
});
