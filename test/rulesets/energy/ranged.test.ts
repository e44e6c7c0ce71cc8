import { describe, expect, it } from "vitest";
import { drawArm, drawCap, drawRange, drawRowForArm, missChanceModifier, rangeEdge, throwRange, thrownTrio, usableDraw } from "../../../src/rulesets/energy/rules/ranged";

const trio = { near: 5, far: 30, max: 120 };

describe("energy.ranged.3: the Miss Chance Modifier", () => {
  it("energy.ranged.3: 8 - Accuracy - ½ Dex mod (rounded down)", () => {
    expect(missChanceModifier(2, 3)).toBe(8 - 2 - 1);
    expect(missChanceModifier(0, -1)).toBe(8 - 0 + 1);
  });
});

describe("energy.range.1-4: range trios", () => {
  it("energy.range.1 / energy.range.2: at or within the first number: advantage", () => {
    expect(rangeEdge(5, trio).edge).toBe(1);
  });
  it("energy.range.3: beyond the second number: disadvantage", () => {
    expect(rangeEdge(30, trio).edge).toBe(0);
    expect(rangeEdge(31, trio).edge).toBe(-1);
  });
  it("energy.range.4: beyond the third number the weapon cannot aim", () => {
    expect(rangeEdge(120, trio).beyondMax).toBe(false);
    expect(rangeEdge(121, trio).beyondMax).toBe(true);
  });
});

describe("energy.draw.1-3: the draw weight in use", () => {
  it("energy.draw.1: Arm Strength caps the draw weight a wielder can use", () => {
    expect(usableDraw(50, 12, "bow", true, 5).kg).toBe(35);
    expect(usableDraw(30, 20, "bow", true, 5).kg).toBe(30);
  });
  it("energy.draw.3: a two-handed crossbow adds +5 Arm Strength; a hand crossbow does not", () => {
    expect(drawArm(10, "crossbow", true)).toBe(15);
    expect(drawArm(10, "handCrossbow", false)).toBe(10);
    expect(drawArm(10, "bow", true)).toBe(10);
  });
  it("energy.draw.8-14: the Restrictions column caps by MPL and weapon kind", () => {
    expect(drawCap("bow", 2)).toBe(40);
    expect(drawCap("bow", 4)).toBe(45);
    expect(drawCap("bow", 5)).toBe(50);
    expect(drawCap("handCrossbow", 9)).toBe(35);
    expect(drawCap("heavyCrossbow", 9)).toBe(60);
    expect(drawCap("siegeCrossbow", 1)).toBe(80);
    expect(usableDraw(80, 40, "bow", true, 9).kg).toBe(50);
  });
  it("energy.draw.4-7 (Rulings): below 30 kg the Range column's minus sign takes from all three numbers", () => {
    expect(drawRange(trio, drawRowForArm(2))).toEqual({ near: 3, far: 25, max: 90 });
  });
  it("energy.draw.4 (Rulings): a range taken below 0 counts as 0, so a short bow loses its advantage band", () => {
    expect(drawRange({ near: 2, far: 8, max: 40 }, drawRowForArm(0))).toEqual({ near: 0, far: 0, max: 0 });
    expect(drawRange({ near: 4, far: 12, max: 70 }, drawRowForArm(-2))).toEqual({ near: 1, far: 2, max: 10 });
  });
  it("energy.draw.8-14 (Rulings): from 35 kg the Range column adds to all three numbers", () => {
    expect(drawRange(trio, drawRowForArm(20))).toEqual({ near: 6, far: 39, max: 138 });
  });
  it("energy.draw.7: 30 kg changes nothing", () => expect(drawRange(trio, drawRowForArm(9))).toEqual(trio));
});

describe("energy.throw.1-7: throwing ranges", () => {
  const w = (over: Partial<{ light: boolean; heavy: boolean }> = {}, thrownRange = { near: 0, far: 0, max: 0 }) => ({ light: false, heavy: false, thrownRange, ...over });
  it("energy.throw.4: a Light weapon throws (3/5/10)", () => expect(throwRange(w({ light: true }))).toEqual({ near: 3, far: 5, max: 10 }));
  it("energy.throw.5: a Heavy weapon throws (1/3/6)", () => expect(throwRange(w({ heavy: true }))).toEqual({ near: 1, far: 3, max: 6 }));
  it("energy.throw.6: other weapons throw (2/4/8)", () => expect(throwRange(w())).toEqual({ near: 2, far: 4, max: 8 }));
  it("energy.throw.7: Thrown(5/10/20) uses its own trio", () => expect(throwRange(w({ light: true }, { near: 5, far: 10, max: 20 }))).toEqual({ near: 5, far: 10, max: 20 }));
  it("energy.throw.8-16: Arm Strength adds distance", () => expect(thrownTrio(w({ light: true }), 12)).toEqual({ near: 4, far: 9, max: 18 }));
});
