import { describe, it, expect } from "vitest";
import { probability, probabilityOf } from "../../../src/core/dice/distribution";
import { mean, totalMass } from "./sampling";
import type { Edge } from "../../../src/core/dice/edge";
import { explodeTotal, explodingDistribution, readExplodingRoll, rollExploding } from "../../../src/core/dice/explode";
import { explosionChance } from "./sampling";
import { seededRandom } from "../seeded";
import { SAMPLES, expectFrequency, expectSampleMatches, tally } from "./sampling";

describe("explodeTotal", () => {
  it("sums a complete chain", () => {
    expect(explodeTotal([3], 4)).toBe(3);
    expect(explodeTotal([4, 4, 1], 4)).toBe(9);
    expect(explodeTotal([10, 7], 10)).toBe(17);
  });

  it("rejects malformed chains with a RangeError", () => {
    expect(() => explodeTotal([], 4)).toThrow(RangeError);
    // ends on the maximum: it should have exploded again
    expect(() => explodeTotal([4], 4)).toThrow(RangeError);
    expect(() => explodeTotal([4, 4], 4)).toThrow(RangeError);
    // goes on after a face that is not the maximum
    expect(() => explodeTotal([3, 2], 4)).toThrow(RangeError);
    expect(() => explodeTotal([4, 2, 1], 4)).toThrow(RangeError);
    // impossible faces
    expect(() => explodeTotal([5, 1], 4)).toThrow(RangeError);
    expect(() => explodeTotal([0], 4)).toThrow(RangeError);
    // a d1 would never stop
    expect(() => explodeTotal([1], 1)).toThrow(RangeError);
  });
});

describe("readExplodingRoll", () => {
  it("keeps the better face of every roll of the chain with advantage", () => {
    const roll = readExplodingRoll([[2, 4], [4, 1], [3, 2]], 4, 1);
    expect(roll.kept).toEqual([4, 4, 3]);
    expect(roll.total).toBe(11);
  });

  it("keeps the worse face with disadvantage, so a 4 beside a 1 does not explode", () => {
    const roll = readExplodingRoll([[4, 1]], 4, -1);
    expect(roll.kept).toEqual([1]);
    expect(roll.total).toBe(1);
    expect(() => readExplodingRoll([[4, 1], [2, 3]], 4, -1)).toThrow(RangeError);
  });

  it("rejects a step with the wrong number of dice", () => {
    expect(() => readExplodingRoll([[4], [2]], 4, 1)).toThrow(RangeError);
    expect(() => readExplodingRoll([[4, 4], [2, 1]], 4, 0)).toThrow(RangeError);
  });
});

describe("explosionChance", () => {
  it("is 1/N plainly, 1-(1-1/N)^2 with advantage and 1/N^2 with disadvantage", () => {
    expect(explosionChance(4, 0)).toBeCloseTo(1 / 4, 15);
    expect(explosionChance(4, 1)).toBeCloseTo(7 / 16, 15);
    expect(explosionChance(4, -1)).toBeCloseTo(1 / 16, 15);
  });
});

describe("explodingDistribution", () => {
  it("gives an exploding d4 no 4, a quarter for 1..3 and 1/16 for 5", () => {
    const d = explodingDistribution(4);
    expect(probabilityOf(d, 4)).toBe(0);
    expect(probabilityOf(d, 8)).toBe(0);
    expect(probabilityOf(d, 1)).toBeCloseTo(1 / 4, 15);
    expect(probabilityOf(d, 3)).toBeCloseTo(1 / 4, 15);
    expect(probabilityOf(d, 5)).toBeCloseTo(1 / 16, 15);
    expect(probabilityOf(d, 9)).toBeCloseTo(1 / 64, 15);
  });

  it("has mean (N+1)/2 * N/(N-1) for a plain exploding dN", () => {
    for (const n of [2, 4, 6, 10, 20]) {
      expect(mean(explodingDistribution(n))).toBeCloseTo(((n + 1) / 2) * (n / (n - 1)), 9);
    }
  });

  it("has mean E[kept face] / (1 - explosion chance) with edge (Wald)", () => {
    // advantage on a d4: kept face k has chance (2k-1)/16, so E = 50/16; the chain stops with 9/16
    expect(mean(explodingDistribution(4, 1))).toBeCloseTo(50 / 9, 9);
    // disadvantage: k has (9-2k)/16, E = 30/16; stops with 15/16
    expect(mean(explodingDistribution(4, -1))).toBeCloseTo(2, 9);
  });

  it("applies advantage to every roll of the chain, not only the first", () => {
    const adv = explodingDistribution(4, 1);
    // two explosions in a row with advantage each time
    expect(probability(adv, (t) => t > 8)).toBeCloseTo((7 / 16) ** 2, 12);
    // exploded once, then kept a 1 from the second pair (1/16)
    expect(probabilityOf(adv, 5)).toBeCloseTo((7 / 16) * (1 / 16), 15);
    const dis = explodingDistribution(10, -1);
    expect(probability(dis, (t) => t > 10)).toBeCloseTo(1 / 100, 12);
    expect(probability(dis, (t) => t > 20)).toBeCloseTo(1 / 10000, 12);
  });

  it("sums to 1 within 1e-12 for every die and edge", () => {
    for (const n of [2, 3, 4, 6, 8, 10, 12, 20]) {
      for (const edge of [-1, 0, 1] as Edge[]) {
        expect(Math.abs(totalMass(explodingDistribution(n, edge)) - 1)).toBeLessThan(1e-12);
      }
    }
  });

  it("folds the cut tail into the highest total when maxDepth stops it early", () => {
    const d = explodingDistribution(4, 0, { maxDepth: 2 });
    expect(d.map((o) => o.value)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(probabilityOf(d, 7)).toBeCloseTo(1 / 16 + 1 / 16, 15);
    expect(totalMass(d)).toBeCloseTo(1, 15);
    expect(() => explodingDistribution(4, 0, { maxDepth: 0 })).toThrow(RangeError);
    expect(() => explodingDistribution(1)).toThrow(RangeError);
  });

  it("cuts the tail no later than epsilon asks", () => {
    const coarse = explodingDistribution(4, 0, { epsilon: 1e-3 });
    // 4^-5 < 1e-3 <= 4^-4, so five rolls of the chain are kept: totals up to 4*4 + 3
    expect(coarse[coarse.length - 1]?.value).toBe(19);
    expect(totalMass(coarse)).toBeCloseTo(1, 14);
  });
});

describe("rollExploding", () => {
  it("produces complete chains whose totals follow the exact distribution", () => {
    const rng = seededRandom(2024);
    for (let i = 0; i < 2000; i++) {
      const roll = rollExploding(rng, 4, 1);
      expect(readExplodingRoll(roll.thrown, 4, 1)).toEqual(roll);
    }
    const counts = tally(SAMPLES, () => rollExploding(rng, 4, 1).total);
    expectSampleMatches(explodingDistribution(4, 1), counts, SAMPLES);
  });

  it("explodes a d4 with advantage at least once 7/16 of the time and twice (7/16)^2", () => {
    const rng = seededRandom(99);
    let once = 0;
    let twice = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const { kept } = rollExploding(rng, 4, 1);
      if (kept.length >= 2) once++;
      if (kept.length >= 3) twice++;
    }
    expectFrequency(once, SAMPLES, 7 / 16);
    expectFrequency(twice, SAMPLES, (7 / 16) ** 2);
  });

  it("samples a d10 with disadvantage like its exact distribution", () => {
    const rng = seededRandom(5);
    const counts = tally(SAMPLES, () => rollExploding(rng, 10, -1).total);
    expectSampleMatches(explodingDistribution(10, -1), counts, SAMPLES);
  });
});
