import { describe, it, expect } from "vitest";
import { rollWithEdge } from "../../../src/core/dice/advantage";
import { map, probabilityOf, uniformDie } from "../../../src/core/dice/distribution";
import { mean, totalMass } from "./sampling";
import {
  faceSuccesses,
  ladderDistribution,
  ladderLevel,
  opposedSuccessDistribution,
  opposedSuccesses,
  poolSuccessDistribution,
  poolSuccesses,
  rollUnderDistribution,
  rollUnderSuccesses,
} from "../../../src/core/dice/success";
import { seededRandom } from "../seeded";
import { SAMPLES, expectSampleMatches, tally } from "./sampling";

const WOUND_THRESHOLDS = [0, 2, 4, 6, 8];

describe("rollUnderSuccesses (contest degrees)", () => {
  it("counts 1 + one per full 5 under the target, +1 on a natural 1", () => {
    expect(rollUnderSuccesses(12, 12)).toBe(1);
    expect(rollUnderSuccesses(8, 12)).toBe(1);
    expect(rollUnderSuccesses(7, 12)).toBe(2);
    expect(rollUnderSuccesses(2, 12)).toBe(3);
    expect(rollUnderSuccesses(1, 12)).toBe(4);
    expect(rollUnderSuccesses(13, 12)).toBe(0);
  });

  it("fails on a natural 20 even over a target of 30", () => {
    expect(rollUnderSuccesses(20, 30)).toBe(0);
    expect(rollUnderSuccesses(19, 30)).toBe(3);
  });

  it("lets a natural 1 fail under target 1 unless the rules force it to pass", () => {
    expect(rollUnderSuccesses(1, 0)).toBe(0);
    expect(rollUnderSuccesses(1, 0, { critAlwaysPasses: true })).toBe(2);
  });

  it("is parametric in step, crit and fumble faces", () => {
    expect(rollUnderSuccesses(2, 12, { step: 2 })).toBe(6);
    expect(rollUnderSuccesses(1, 12, { critFace: null })).toBe(3);
    expect(rollUnderSuccesses(20, 30, { fumbleFace: null })).toBe(3);
    expect(() => rollUnderSuccesses(2, 12, { step: 0 })).toThrow(RangeError);
    expect(() => rollUnderSuccesses(21, 12)).toThrow(RangeError);
  });
});

describe("rollUnderDistribution", () => {
  it("splits a target of 10 by hand: fail 11-20, one 6-10, two 2-5, three on a 1", () => {
    const d = rollUnderDistribution(10);
    expect(probabilityOf(d, 0)).toBeCloseTo(10 / 20, 15);
    expect(probabilityOf(d, 1)).toBeCloseTo(5 / 20, 15);
    expect(probabilityOf(d, 2)).toBeCloseTo(4 / 20, 15);
    expect(probabilityOf(d, 3)).toBeCloseTo(1 / 20, 15);
    expect(totalMass(d)).toBeCloseTo(1, 14);
  });

  it("fails 1/4 of the time with a boon and 3/4 with a bane at target 10", () => {
    expect(probabilityOf(rollUnderDistribution(10, 1), 0)).toBeCloseTo(0.25, 15);
    expect(probabilityOf(rollUnderDistribution(10, -1), 0)).toBeCloseTo(0.75, 15);
    // boon: a natural 1 comes up on either die, 39/400
    expect(probabilityOf(rollUnderDistribution(10, 1), 3)).toBeCloseTo(39 / 400, 15);
  });

  it("agrees with sampled tests rolled with a boon", () => {
    const rng = seededRandom(404);
    const counts = tally(SAMPLES, () => rollUnderSuccesses(rollWithEdge(rng, 20, 1, "low").kept, 14));
    expectSampleMatches(rollUnderDistribution(14, 1), counts, SAMPLES);
  });
});

describe("pool successes", () => {
  const rule = { threshold: 8, multiples: { 10: 2 } };

  it("counts faces at the threshold, and multiples as many as they say", () => {
    expect(faceSuccesses(7, rule)).toBe(0);
    expect(faceSuccesses(8, rule)).toBe(1);
    expect(faceSuccesses(10, rule)).toBe(2);
    expect(poolSuccesses([10, 8, 1, 9, 3], 10, rule)).toBe(4);
    expect(poolSuccesses([5, 4, 6], 6, 5)).toBe(2);
    expect(poolSuccesses([], 6, 5)).toBe(0);
    expect(() => poolSuccesses([7], 6, 5)).toThrow(RangeError);
  });

  it("gives 3d6 counting 5+ the binomial (3, 1/3)", () => {
    const d = poolSuccessDistribution(3, 6, 5);
    expect(probabilityOf(d, 0)).toBeCloseTo(8 / 27, 15);
    expect(probabilityOf(d, 1)).toBeCloseTo(12 / 27, 15);
    expect(probabilityOf(d, 2)).toBeCloseTo(6 / 27, 15);
    expect(probabilityOf(d, 3)).toBeCloseTo(1 / 27, 15);
  });

  it("gives 2d10 with 8+ and doubled 10s the hand-computed chances", () => {
    // one die: 0 with 0.7, 1 with 0.2, 2 with 0.1
    const d = poolSuccessDistribution(2, 10, rule);
    expect(probabilityOf(d, 0)).toBeCloseTo(0.49, 15);
    expect(probabilityOf(d, 1)).toBeCloseTo(0.28, 15);
    expect(probabilityOf(d, 2)).toBeCloseTo(0.18, 15);
    expect(probabilityOf(d, 3)).toBeCloseTo(0.04, 15);
    expect(probabilityOf(d, 4)).toBeCloseTo(0.01, 15);
  });

  it("has mean count * per-die mean for a big pool and sums to 1", () => {
    const d = poolSuccessDistribution(25, 10, rule);
    expect(mean(d)).toBeCloseTo(25 * 0.4, 10);
    expect(totalMass(d)).toBeCloseTo(1, 12);
  });

  it("agrees with sampled pools", () => {
    const rng = seededRandom(3);
    const counts = tally(SAMPLES / 4, () => poolSuccesses([1, 2, 3, 4, 5].map(() => 1 + Math.floor(rng.next() * 10)), 10, rule));
    expectSampleMatches(poolSuccessDistribution(5, 10, rule), counts, SAMPLES / 4);
  });
});

describe("opposed successes (dierank)", () => {
  it("is floor(attack / defence) when attack wins and 0 on a tie or loss", () => {
    expect(opposedSuccesses(6, 6)).toBe(0);
    expect(opposedSuccesses(5, 6)).toBe(0);
    expect(opposedSuccesses(7, 6)).toBe(1);
    expect(opposedSuccesses(7, 3)).toBe(2);
    expect(opposedSuccesses(12, 4)).toBe(3);
    expect(opposedSuccesses(2, 1)).toBe(2);
    expect(() => opposedSuccesses(3, 0)).toThrow(RangeError);
  });

  it("gives d4 against d2 the enumerated chances", () => {
    // defence 1: attack 1..4 -> 0,2,3,4; defence 2: -> 0,0,1,2
    const d = opposedSuccessDistribution(4, 2);
    expect(probabilityOf(d, 0)).toBeCloseTo(3 / 8, 15);
    expect(probabilityOf(d, 1)).toBeCloseTo(1 / 8, 15);
    expect(probabilityOf(d, 2)).toBeCloseTo(2 / 8, 15);
    expect(probabilityOf(d, 3)).toBeCloseTo(1 / 8, 15);
    expect(probabilityOf(d, 4)).toBeCloseTo(1 / 8, 15);
  });

  it("agrees with sampled d8 vs d6 rolls, attacker with advantage", () => {
    const rng = seededRandom(17);
    const counts = tally(SAMPLES, () => opposedSuccesses(rollWithEdge(rng, 8, 1, "high").kept, rollWithEdge(rng, 6, 0, "high").kept));
    const exact = opposedSuccessDistribution(8, 6, 1, 0);
    expect(totalMass(exact)).toBeCloseTo(1, 14);
    expectSampleMatches(exact, counts, SAMPLES);
  });
});

describe("threshold ladders (woundtrack wound levels)", () => {
  it("finds the highest threshold met, -1 below the first", () => {
    expect(ladderLevel(-1, WOUND_THRESHOLDS)).toBe(-1);
    expect(ladderLevel(0, WOUND_THRESHOLDS)).toBe(0);
    expect(ladderLevel(1, WOUND_THRESHOLDS)).toBe(0);
    expect(ladderLevel(2, WOUND_THRESHOLDS)).toBe(1);
    expect(ladderLevel(7, WOUND_THRESHOLDS)).toBe(3);
    expect(ladderLevel(8, WOUND_THRESHOLDS)).toBe(4);
    expect(ladderLevel(100, WOUND_THRESHOLDS)).toBe(4);
    expect(ladderLevel(5, [])).toBe(-1);
  });

  it("rejects thresholds that do not rise", () => {
    expect(() => ladderLevel(3, [0, 2, 2])).toThrow(RangeError);
    expect(() => ladderLevel(3, [4, 2])).toThrow(RangeError);
  });

  it("maps a distribution onto levels", () => {
    // d10 - 3 spans -2..7
    const d = ladderDistribution(map(uniformDie(10), (x) => x - 3), WOUND_THRESHOLDS);
    expect(d.map((o) => o.value)).toEqual([-1, 0, 1, 2, 3]);
    for (const o of d) expect(o.p).toBeCloseTo(2 / 10, 15);
  });
});
