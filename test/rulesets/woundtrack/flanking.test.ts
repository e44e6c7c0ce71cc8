/** Wound Track's attack modifiers cell by cell, and flanking decided from positions. */
import { describe, expect, it } from "vitest";
import { attackModifiers, COVER_MOD, POSTURE_MOD, type AttackSituation } from "../../../src/rulesets/woundtrack/rules/modifiers";
import { isFlanked, separation, type Flanker } from "../../../src/rulesets/woundtrack/rules/flanking";

const plain: AttackSituation = { posture: "standing", cover: "none", flanked: false, rear: false };

describe("woundtrack attack modifiers", () => {
  it("woundtrack.mod.1 / woundtrack.mod.2 / woundtrack.mod.4 / woundtrack.mod.5 / woundtrack.mod.6 / woundtrack.mod.7: the table, cell by cell", () => {
    expect(POSTURE_MOD).toEqual({ standing: { melee: 0, ranged: 0 }, prone: { melee: 3, ranged: -3 }, crouching: { melee: 2, ranged: -2 } });
    expect(COVER_MOD).toEqual({ none: { melee: 0, ranged: 0 }, quarter: { melee: 0, ranged: -1 }, half: { melee: -2, ranged: -2 }, threeQuarters: { melee: -3, ranged: -3 }, nineTenths: { melee: -5, ranged: -5 } });
    for (const posture of ["prone", "crouching"] as const) for (const way of ["melee", "ranged"] as const) expect(attackModifiers(way, { ...plain, posture }).total).toBe(POSTURE_MOD[posture][way]);
    for (const cover of ["quarter", "half", "threeQuarters", "nineTenths"] as const) for (const way of ["melee", "ranged"] as const) expect(attackModifiers(way, { ...plain, cover }).total).toBe(COVER_MOD[cover][way]);
  });

  it("woundtrack.mod.3: a flanked target, +2 to melee and ranged attacks", () => {
    expect([attackModifiers("melee", { ...plain, flanked: true }).total, attackModifiers("ranged", { ...plain, flanked: true }).total]).toEqual([2, 2]);
  });

  it("woundtrack.mod.8: a prone target's ranged penalty and the cover's do not stack: the largest applies", () => {
    expect(attackModifiers("ranged", { ...plain, posture: "prone", cover: "half" })).toEqual({ parts: [{ part: "posture", value: -3 }], total: -3 });
    expect(attackModifiers("ranged", { ...plain, posture: "crouching", cover: "nineTenths" })).toEqual({ parts: [{ part: "cover", value: -5 }], total: -5 });
    expect(attackModifiers("ranged", { ...plain, posture: "crouching", cover: "quarter" }).total).toBe(-2);
  });

  it("woundtrack.mod.10: bonuses and the other penalties stack: prone in melee behind half cover, flanked", () => {
    expect(attackModifiers("melee", { ...plain, posture: "prone", cover: "half", flanked: true })).toEqual({
      parts: [{ part: "posture", value: 3 }, { part: "cover", value: -2 }, { part: "flank", value: 2 }],
      total: 3,
    });
  });

  it("woundtrack.ignore.2: a rear attack gets double the flanking bonus, flanked or not", () => {
    expect([attackModifiers("melee", { ...plain, rear: true }).total, attackModifiers("melee", { ...plain, rear: true, flanked: true }).total]).toEqual([4, 4]);
  });
});

describe("woundtrack flanking from positions", () => {
  const at = (id: string, x: number, y: number, over: Partial<Flanker> = {}): Flanker => ({ id, at: { x, y }, canAttack: true, ignoredByTarget: false, ignoresTarget: false, ...over });
  const centre = { x: 0, y: 0 };

  it("woundtrack.flank.1: two hostile creatures 120 degrees apart or more flank; less does not", () => {
    expect(isFlanked(centre, [at("a", 1, 0), at("b", -1, 0)])).toBe(true);
    // 135 degrees: diagonally opposite-ish on the grid.
    expect(isFlanked(centre, [at("a", 1, 0), at("b", -1, 1)])).toBe(true);
    // 90 degrees: side by side around a corner.
    expect(isFlanked(centre, [at("a", 1, 0), at("b", 0, 1)])).toBe(false);
    // Exactly 120 degrees counts.
    expect(isFlanked(centre, [at("a", 1, 0), at("b", Math.cos((2 * Math.PI) / 3), Math.sin((2 * Math.PI) / 3))])).toBe(true);
    expect(isFlanked(centre, [at("a", 1, 0)])).toBe(false);
  });

  it("woundtrack.flank.1: any two of several: a third creature completes the flank", () => {
    expect(isFlanked(centre, [at("a", 1, 0), at("b", 0, 1), at("c", -1, -1)])).toBe(true);
    expect([separation(centre, { x: 1, y: 0 }, { x: -1, y: 0 }), separation(centre, centre, { x: 1, y: 0 })]).toEqual([180, null]);
  });

  it("woundtrack.flank.2: a creature that cannot attack the target does not flank", () => {
    expect(isFlanked(centre, [at("a", 1, 0), at("b", -1, 0, { canAttack: false })])).toBe(false);
  });

  it("woundtrack.ignore.3 / woundtrack.ignore.4: an ignored creature, or one ignoring the target, does not count", () => {
    expect(isFlanked(centre, [at("a", 1, 0), at("b", -1, 0, { ignoredByTarget: true })])).toBe(false);
    expect(isFlanked(centre, [at("a", 1, 0), at("b", -1, 0, { ignoresTarget: true })])).toBe(false);
  });
});
