import { describe, it, expect } from "vitest";
import { dieWithEdge, readEdgeRoll, rollWithEdge } from "../../../src/core/dice/advantage";
import { probability, probabilityOf } from "../../../src/core/dice/distribution";
import { totalMass } from "./sampling";
import type { Edge } from "../../../src/core/dice/edge";
import { keepFace } from "../../../src/core/dice/edge";
import { seededRandom } from "../seeded";
import { SAMPLES, expectSampleMatches, tally } from "./sampling";

const EDGES: Edge[] = [-1, 0, 1];

describe("dieWithEdge", () => {
  it("matches brute-force enumeration of both dice for every small die", () => {
    for (let faces = 1; faces <= 12; faces++) {
      for (const edge of EDGES) {
        for (const better of ["high", "low"] as const) {
          const counts = new Map<number, number>();
          const pairs = edge === 0 ? [...Array(faces).keys()].map((i) => [i + 1]) : [...Array(faces * faces).keys()].map((i) => [(i % faces) + 1, Math.floor(i / faces) + 1]);
          for (const pair of pairs) {
            const kept = keepFace(pair, edge, better);
            counts.set(kept, (counts.get(kept) ?? 0) + 1);
          }
          const dist = dieWithEdge(faces, edge, better);
          expect(totalMass(dist)).toBeCloseTo(1, 12);
          for (let k = 1; k <= faces; k++) {
            expect(probabilityOf(dist, k)).toBeCloseTo((counts.get(k) ?? 0) / pairs.length, 14);
          }
        }
      }
    }
  });

  it("gives a boon on roll-under d20 <= 10 a 3/4 chance and a bane 1/4", () => {
    const boon = dieWithEdge(20, 1, "low");
    const bane = dieWithEdge(20, -1, "low");
    expect(probability(boon, (f) => f <= 10)).toBeCloseTo(0.75, 14);
    expect(probability(bane, (f) => f <= 10)).toBeCloseTo(0.25, 14);
  });

  it("gives advantage on a d20 a 39/400 chance of a 20", () => {
    expect(probabilityOf(dieWithEdge(20, 1, "high"), 20)).toBeCloseTo(39 / 400, 14);
    expect(probabilityOf(dieWithEdge(20, -1, "high"), 20)).toBeCloseTo(1 / 400, 14);
  });
});

describe("readEdgeRoll", () => {
  it("keeps the face the edge asks for", () => {
    expect(readEdgeRoll([7], 20, 0, "high")).toBe(7);
    expect(readEdgeRoll([7, 15], 20, 1, "high")).toBe(15);
    expect(readEdgeRoll([7, 15], 20, 1, "low")).toBe(7);
    expect(readEdgeRoll([7, 15], 20, -1, "low")).toBe(15);
    expect(readEdgeRoll([7, 15], 20, -1, "high")).toBe(7);
  });

  it("rejects a wrong number of dice or an impossible face", () => {
    expect(() => readEdgeRoll([7, 15], 20, 0, "high")).toThrow(RangeError);
    expect(() => readEdgeRoll([7], 20, 1, "high")).toThrow(RangeError);
    expect(() => readEdgeRoll([21, 3], 20, 1, "high")).toThrow(RangeError);
    expect(() => readEdgeRoll([0], 20, 0, "high")).toThrow(RangeError);
    expect(() => readEdgeRoll([2.5], 20, 0, "high")).toThrow(RangeError);
  });
});

describe("rollWithEdge", () => {
  it("throws two dice with edge and its kept faces follow the exact distribution", () => {
    const rng = seededRandom(11);
    const one = rollWithEdge(rng, 6, 1, "high");
    expect(one.thrown).toHaveLength(2);
    expect(one.kept).toBe(Math.max(...one.thrown));
    const counts = tally(SAMPLES, () => rollWithEdge(rng, 6, -1, "high").kept);
    expectSampleMatches(dieWithEdge(6, -1, "high"), counts, SAMPLES);
  });
});
