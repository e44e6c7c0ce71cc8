/**
 * The attack dialog's exact odds (rules/odds.ts) against every total of a standard check worked
 * out face by face, and against a seeded sample of wild checks thrown one by one through the same
 * rules the card resolves with.
 */
import { describe, expect, it } from "vitest";
import { attackOdds, atLeast, type OddsInput } from "../../../src/rulesets/woundtrack/rules/odds";
import { resolveAttack } from "../../../src/rulesets/woundtrack/rules/damage";
import { rollCheck } from "../../../src/rulesets/woundtrack/rules/checks";
import { WOUND_LEVELS, type WoundLevel } from "../../../src/rulesets/woundtrack/rules/wounds";
import { seededRandom } from "../../core/seeded";

const base: OddsInput = { kind: "standard", faces: 10, action: "standard", bonus: 7, strength: 2, weaponDamage: 3, penetrating: false, defence: 10, toughness: 1 };

/** Every pair of faces of a standard check, one by one, through the card's own resolution. */
function enumerate(o: OddsInput, extraFaces: number[] = [0]) {
  let hit = 0;
  const levels = Object.fromEntries(WOUND_LEVELS.map((l) => [l, 0])) as Record<WoundLevel, number>;
  for (let p = 1; p <= 10; p++) {
    for (let n = 1; n <= 10; n++) {
      for (const extra of extraFaces) {
        const input = { melee: true, roll: p - n + o.bonus, strength: o.strength, weaponDamage: o.weaponDamage, penetrating: o.penetrating, defense: o.defence, toughness: { vitality: o.toughness, size: 0, armor: 0, other: 0 }, bypassArmor: false };
        // A Strong attack's die is thrown only on a hit; it aims as a Standard one.
        const hits = resolveAttack({ ...input, action: o.action === "strong" ? "standard" : o.action, extraFace: null }).hit;
        const r = resolveAttack({ ...input, action: o.action, extraFace: hits && extra ? extra : null });
        const w = 1 / 100 / extraFaces.length;
        if (r.hit) hit += w;
        if (r.level) levels[r.level] += w;
      }
    }
  }
  return { hit, levels };
}

describe("woundtrack attack odds", () => {
  it("woundtrack.attack.2-3, threshold.1-8: a standard check's hit and wound chances match every pair of faces", () => {
    const want = enumerate(base);
    const got = attackOdds(base);
    expect(got.hit).toBeCloseTo(want.hit, 12);
    for (const l of WOUND_LEVELS) expect(got.levels[l], l).toBeCloseTo(want.levels[l], 12);
    // 1d10 - 1d10 + 7 against 10: the roll must be 3 or more, 7 + 6 + ... + 1 = 28 of 100 pairs.
    expect(got.hit).toBeCloseTo(0.28, 12);
  });

  it("woundtrack.action.16-17, action.10-11, pen.1: the Strong die, a Quick attack's lower level and a penetrating hit, face by face", () => {
    for (const o of [{ ...base, action: "strong" as const }, { ...base, action: "quick" as const }, { ...base, penetrating: true, defence: 16 }]) {
      const want = enumerate(o, o.action === "strong" ? [1, 2, 3, 4, 5, 6] : [0]);
      const got = attackOdds(o);
      expect(got.hit).toBeCloseTo(want.hit, 12);
      for (const l of WOUND_LEVELS) expect(got.levels[l], `${o.action} ${l}`).toBeCloseTo(want.levels[l], 12);
    }
  });

  it("woundtrack.roll.1, crit.1-3: a wild check's odds match 200,000 seeded throws within sampling error", () => {
    const o: OddsInput = { ...base, kind: "wild", bonus: 3, defence: 12 };
    const rng = seededRandom(2026);
    const N = 200_000;
    let hits = 0;
    let severe = 0;
    for (let i = 0; i < N; i++) {
      const roll = rollCheck(rng, "wild").total;
      const r = resolveAttack({ action: "standard", melee: true, roll: roll + o.bonus, strength: o.strength, weaponDamage: o.weaponDamage, penetrating: false, defense: o.defence, toughness: { vitality: o.toughness, size: 0, armor: 0, other: 0 }, bypassArmor: false, extraFace: null });
      if (r.hit) hits++;
      if (r.level && WOUND_LEVELS.indexOf(r.level) >= 2) severe++;
    }
    const got = attackOdds(o);
    const sigma = (p: number) => Math.sqrt((p * (1 - p)) / N);
    expect(Math.abs(hits / N - got.hit)).toBeLessThan(4 * sigma(got.hit));
    expect(Math.abs(severe / N - atLeast(got.levels, "severe"))).toBeLessThan(4 * sigma(atLeast(got.levels, "severe")));
  });

  it("woundtrack.check.1: a wild check hits more often than a standard one only past the middle, as its tails are longer", () => {
    const hard = { ...base, defence: 20 };
    expect(attackOdds({ ...hard, kind: "wild" }).hit).toBeGreaterThan(attackOdds(hard).hit);
    const easy = { ...base, defence: 2 };
    expect(attackOdds({ ...easy, kind: "wild" }).hit).toBeLessThan(attackOdds(easy).hit);
  });
});
