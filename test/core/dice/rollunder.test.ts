import { describe, it, expect } from "vitest";
import { rollWithEdge } from "../../../src/core/dice/advantage";
import { D20_NATURALS, NO_NATURALS, readRollUnder, rollUnderPassChance, rollUnderPasses } from "../../../src/core/dice/rollunder";
import { seededRandom } from "../seeded";
import { SAMPLES, expectFrequency } from "./sampling";

describe("readRollUnder", () => {
  it("passes at or under the target", () => {
    expect(rollUnderPasses(10, 10)).toBe(true);
    expect(rollUnderPasses(11, 10)).toBe(false);
    expect(rollUnderPasses(2, 10)).toBe(true);
  });

  it("hits on a natural 1 and misses on a natural 20 whatever the target", () => {
    expect(readRollUnder(1, -5)).toEqual({ pass: true, critical: true, fumble: false });
    expect(readRollUnder(20, 30)).toEqual({ pass: false, critical: false, fumble: true });
    expect(readRollUnder(1, -5, NO_NATURALS).pass).toBe(false);
    expect(readRollUnder(20, 30, NO_NATURALS).pass).toBe(true);
  });

  it("rejects faces the die cannot show and a target that is not a number", () => {
    expect(() => readRollUnder(0, 10)).toThrow(RangeError);
    expect(() => readRollUnder(21, 10)).toThrow(RangeError);
    expect(() => readRollUnder(3.5, 10)).toThrow(RangeError);
    expect(() => readRollUnder(3, NaN)).toThrow(RangeError);
  });
});

describe("rollUnderPassChance", () => {
  it("is 1/2 for d20 <= 10, 3/4 with a boon and 1/4 with a bane", () => {
    expect(rollUnderPassChance(10)).toBeCloseTo(0.5, 15);
    expect(rollUnderPassChance(10, 1)).toBeCloseTo(1 - 0.5 ** 2, 15);
    expect(rollUnderPassChance(10, -1)).toBeCloseTo(0.5 ** 2, 15);
  });

  it("never drops below the natural 1 nor reaches certainty past the natural 20", () => {
    expect(rollUnderPassChance(-3)).toBeCloseTo(1 / 20, 15);
    expect(rollUnderPassChance(40)).toBeCloseTo(19 / 20, 15);
    expect(rollUnderPassChance(-3, 1)).toBeCloseTo(39 / 400, 15);
    expect(rollUnderPassChance(40, -1)).toBeCloseTo(1 - 39 / 400, 15);
    expect(rollUnderPassChance(-3, 0, NO_NATURALS)).toBe(0);
    expect(rollUnderPassChance(40, 0, NO_NATURALS)).toBeCloseTo(1, 15);
  });

  it("works for other dice", () => {
    expect(rollUnderPassChance(3, 0, { faces: 6, autoPass: null, autoFail: 6 })).toBeCloseTo(0.5, 15);
  });

  it("agrees with sampled boon rolls", () => {
    const rng = seededRandom(31);
    let passes = 0;
    for (let i = 0; i < SAMPLES; i++) {
      if (readRollUnder(rollWithEdge(rng, 20, 1, "low").kept, 7, D20_NATURALS).pass) passes++;
    }
    expectFrequency(passes, SAMPLES, rollUnderPassChance(7, 1));
    // 1 - (13/20)^2
    expect(rollUnderPassChance(7, 1)).toBeCloseTo(1 - (13 / 20) ** 2, 15);
  });
});
