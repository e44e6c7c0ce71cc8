import { describe, it, expect } from "vitest";
import { probability, probabilityOf } from "../../../src/core/dice/distribution";
import { mean, totalMass } from "./sampling";
import { readWildCheck, rollWildCheck, wildCheckDistribution, wildCheckOutcomes, wildCheckProbability } from "../../../src/core/dice/wild";
import { seededRandom } from "../seeded";
import { SAMPLES, expectFrequency, expectSampleMatches, tally } from "./sampling";

describe("readWildCheck", () => {
  it("subtracts the negative chain from the positive one", () => {
    expect(readWildCheck([7], [3])).toEqual({ total: 4, critSuccess: false, critFailure: false });
    expect(readWildCheck([10, 10, 2], [9])).toEqual({ total: 13, critSuccess: true, critFailure: false });
    expect(readWildCheck([1], [10, 4])).toEqual({ total: -13, critSuccess: false, critFailure: true });
    expect(readWildCheck([10, 1], [10, 1])).toEqual({ total: 0, critSuccess: true, critFailure: true });
  });

  it("rejects malformed chains on either die", () => {
    expect(() => readWildCheck([10], [3])).toThrow(RangeError);
    expect(() => readWildCheck([3], [5, 2])).toThrow(RangeError);
    expect(() => readWildCheck([11], [2])).toThrow(RangeError);
    expect(() => readWildCheck([], [2])).toThrow(RangeError);
  });
});

describe("wildCheckDistribution", () => {
  const dist = wildCheckDistribution();

  it("sums to 1 and is symmetric about 0", () => {
    expect(Math.abs(totalMass(dist) - 1)).toBeLessThan(1e-12);
    expect(mean(dist)).toBeCloseTo(0, 10);
    for (const v of [1, 5, 9, 11, 17, 25]) expect(probabilityOf(dist, v)).toBeCloseTo(probabilityOf(dist, -v), 14);
  });

  it("ties with chance 1/11: the sum over levels of 9 * (1/10^k)^2 is (9/100) / (99/100)", () => {
    expect(probabilityOf(dist, 0)).toBeCloseTo(1 / 11, 12);
  });

  it("gives total 8 the hand-computed 17/990", () => {
    // no explosion: 9-1 (1/100); positive only: 10+x-y with y = x+2 (7/1000);
    // negative only: impossible; both: P(8) again times 1/100. So P(8) = (17/1000) / (99/100).
    expect(probabilityOf(dist, 8)).toBeCloseTo(17 / 990, 13);
    expect(wildCheckProbability((c) => c.total === 8 && !c.critSuccess && !c.critFailure)).toBeCloseTo(1 / 100, 14);
    expect(wildCheckProbability((c) => c.total === 8 && c.critFailure && !c.critSuccess)).toBe(0);
  });

  it("moves the total at least 2 toward the die that exploded alone", () => {
    // 11..19 less 1..9 is at least 2
    expect(wildCheckProbability((c) => c.critSuccess && !c.critFailure && c.total < 2)).toBe(0);
    expect(wildCheckProbability((c) => c.critFailure && !c.critSuccess && c.total > -2)).toBe(0);
    expect(wildCheckProbability((c) => c.critSuccess && !c.critFailure && c.total === 2)).toBeCloseTo(1 / 1000, 14);
  });
});

describe("wildCheckOutcomes", () => {
  it("gives each crit a 1/10 chance and both a 1/100 chance, however far the tail is cut", () => {
    for (const options of [{}, { maxDepth: 1 }, { epsilon: 1e-3 }]) {
      expect(wildCheckProbability((c) => c.critSuccess, 10, options)).toBeCloseTo(0.1, 14);
      expect(wildCheckProbability((c) => c.critFailure, 10, options)).toBeCloseTo(0.1, 14);
      expect(wildCheckProbability((c) => c.critSuccess && c.critFailure, 10, options)).toBeCloseTo(0.01, 14);
    }
  });

  it("lists each (total, flags) once, sorted by total", () => {
    const outcomes = wildCheckOutcomes(4);
    const keys = outcomes.map((o) => `${o.total}|${o.critSuccess}|${o.critFailure}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (let i = 1; i < outcomes.length; i++) expect(outcomes[i]!.total).toBeGreaterThanOrEqual(outcomes[i - 1]!.total);
  });
});

describe("rollWildCheck", () => {
  it("samples totals and crits like the exact distribution", () => {
    const rng = seededRandom(7);
    let success = 0;
    let failure = 0;
    let winBy5 = 0;
    const counts = tally(SAMPLES, () => {
      const roll = rollWildCheck(rng);
      if (roll.critSuccess) success++;
      if (roll.critFailure) failure++;
      if (roll.total >= 5) winBy5++;
      return roll.total;
    });
    expectSampleMatches(wildCheckDistribution(), counts, SAMPLES);
    expectFrequency(success, SAMPLES, 0.1);
    expectFrequency(failure, SAMPLES, 0.1);
    expectFrequency(winBy5, SAMPLES, probability(wildCheckDistribution(), (t) => t >= 5));
  });

  it("returns chains that read back to the same check", () => {
    const rng = seededRandom(8);
    for (let i = 0; i < 1000; i++) {
      const roll = rollWildCheck(rng);
      expect(readWildCheck(roll.positive, roll.negative)).toEqual({ total: roll.total, critSuccess: roll.critSuccess, critFailure: roll.critFailure });
    }
  });
});
