import { describe, expect, it } from "vitest";
import { seededRandom } from "../../core/seeded";
import { netEdge } from "../../../src/core/dice/edge";
import { passChance, resolveTest } from "../../../src/rulesets/contest/rules/test";
import { rollTestFaces } from "./roll";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";

describe("contest.attack.1: a test passes on d20 <= target, a natural 20 always fails (RULINGS)", () => {
  it.each([
    // target, roll, pass
    [10, 10, true],
    [10, 11, false],
    [10, 1, true],
    [0, 1, false], // a natural 1 is not an automatic pass
    [25, 19, true],
    [25, 20, false], // natural 20 fails even under the target
    [19, 20, false],
  ])("contest.attack.1: target %i, roll %i -> pass %s", (target, roll, pass) => {
    expect(resolveTest({ target, faces: [roll], edge: 0 }).pass).toBe(pass);
  });

  it("contest.attack.1: natural flags follow the kept face", () => {
    expect(resolveTest({ target: 10, faces: [1], edge: 0 })).toMatchObject({ natural1: true, natural20: false, kept: 1 });
    expect(resolveTest({ target: 10, faces: [20], edge: 0 })).toMatchObject({ natural1: false, natural20: true, successes: 0 });
  });
});

describe("contest.outcome.7: Successes = 1 + floor((target - roll) / 5), +1 on a natural 1 (RULINGS)", () => {
  it.each([
    // target, roll, successes
    [12, 12, 1],
    [12, 8, 1],
    [12, 7, 2],
    [12, 3, 2],
    [12, 2, 3],
    [12, 1, 4], // 1 + floor(11/5)=3, +1 natural 1
    [5, 1, 2], // 1 + floor(4/5)=1, +1
    [6, 1, 3], // 1 + floor(5/5)=2, +1
    [25, 19, 2],
    [25, 5, 5],
    [12, 13, 0],
  ])("contest.outcome.7: target %i, roll %i -> %i successes", (target, roll, successes) => {
    expect(resolveTest({ target, faces: [roll], edge: 0 }).successes).toBe(successes);
  });
});

describe("contest.maneuver.2 / contest.size.4: boon keeps the lower of 2d20, bane the higher (RULINGS)", () => {
  it("contest.maneuver.2: a boon keeps the lower face", () => {
    const r = resolveTest({ target: 10, faces: [15, 4], edge: 1 });
    expect(r).toMatchObject({ kept: 4, pass: true, successes: 2 });
  });
  it("contest.size.4: a bane keeps the higher face", () => {
    const r = resolveTest({ target: 10, faces: [15, 4], edge: -1 });
    expect(r).toMatchObject({ kept: 15, pass: false, successes: 0 });
  });
  it("contest.maneuver.2: a boon with a natural 20 on one die keeps the other", () => {
    expect(resolveTest({ target: 10, faces: [20, 9], edge: 1 }).pass).toBe(true);
    expect(resolveTest({ target: 10, faces: [20, 9], edge: -1 }).natural20).toBe(true);
  });
  it.each([
    [2, 1, 1],
    [1, 1, 0],
    [1, 3, -1],
    [0, 0, 0],
  ])("contest.maneuver.2: %i boons and %i banes cancel to edge %i", (boons, banes, edge) => {
    expect(netEdge(boons, banes)).toBe(edge);
  });
  it("contest.attack.1: the number of faces must match the edge", () => {
    expect(() => resolveTest({ target: 10, faces: [3, 4], edge: 0 })).toThrow(RuleError);
    expect(() => resolveTest({ target: 10, faces: [3], edge: 1 })).toThrow("MANIFOLD.contest.Error.TestFaces");
    expect(() => resolveTest({ target: 10, faces: [21], edge: 0 })).toThrow(RuleError);
  });
});

describe("contest.defend.9 / contest.size.3 / contest.size.5 / contest.cover.5: automatic results", () => {
  it("contest.defend.9: an automatic failure fails even on a natural 1", () => {
    expect(resolveTest({ target: 15, faces: [1], edge: 0, autoFail: true })).toMatchObject({ pass: false, successes: 0, automatic: true });
  });
  it("contest.defend.9: an automatic failure needs no die", () => {
    expect(resolveTest({ target: 15, faces: [], edge: 0, autoFail: true })).toMatchObject({ pass: false, kept: 0 });
  });
  it("contest.size.3: an automatic pass counts one success, or the roll's own when it passes", () => {
    expect(resolveTest({ target: 5, faces: [20], edge: 0, autoPass: true })).toMatchObject({ pass: true, successes: 1 });
    expect(resolveTest({ target: 15, faces: [4], edge: 0, autoPass: true })).toMatchObject({ pass: true, successes: 3 });
    expect(resolveTest({ target: 15, faces: [], edge: 0, autoPass: true })).toMatchObject({ pass: true, successes: 1 });
  });
  it("contest.size.5: an automatic failure wins over an automatic pass", () => {
    expect(resolveTest({ target: 15, faces: [3], edge: 0, autoPass: true, autoFail: true }).pass).toBe(false);
  });
});


describe("contest.attack.1: pass chances and thrown faces", () => {
  it.each([
    [10, 0, 0.5],
    [10, 1, 0.75],
    [10, -1, 0.25],
    [25, 0, 0.95],
    [0, 0, 0],
    [-3, 1, 0],
  ] as const)("contest.attack.1: target %i edge %i passes with chance %f", (target, edge, chance) => {
    expect(passChance(target, edge)).toBeCloseTo(chance, 10);
  });
  it("contest.attack.1: the exact chance matches counting every face pair", () => {
    for (const target of [3, 11, 19]) {
      let boon = 0;
      let bane = 0;
      for (let a = 1; a <= 20; a++)
        for (let b = 1; b <= 20; b++) {
          if (resolveTest({ target, faces: [a, b], edge: 1 }).pass) boon++;
          if (resolveTest({ target, faces: [a, b], edge: -1 }).pass) bane++;
        }
      expect(passChance(target, 1)).toBeCloseTo(boon / 400, 10);
      expect(passChance(target, -1)).toBeCloseTo(bane / 400, 10);
    }
  });
  it("contest.maneuver.2: rollTestFaces throws one d20, or two with an edge, all in 1..20", () => {
    const rng = seededRandom(7);
    expect(rollTestFaces(rng, 0)).toHaveLength(1);
    const faces = Array.from({ length: 200 }, () => rollTestFaces(rng, -1)).flat();
    expect(faces).toHaveLength(400);
    expect(faces.every((f) => f >= 1 && f <= 20)).toBe(true);
    expect(new Set(faces).size).toBe(20);
  });
});
