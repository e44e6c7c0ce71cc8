import type { RandomSource } from "../random";
import { rollDie } from "../random";
import type { Distribution } from "./distribution";
import { fromWeights, uniformDie } from "./distribution";
import type { Edge } from "./edge";
import { diceForEdge, keepFace } from "./edge";
import { assertDieSize, assertFace } from "./face";

/** Which way a face is good for the roller: high for roll-over, low for roll-under. */
export type Better = "high" | "low";

/** One logical roll: every face thrown, and the one kept. */
export interface EdgeRoll {
  thrown: number[];
  kept: number;
}

/**
 * Exact distribution of the kept face of one logical roll with edge.
 * Keeping the higher of two dN: P(max <= k) = (k/N)^2, so P(max = k) = (2k - 1) / N^2;
 * the lower of two mirrors it.
 */
export function dieWithEdge(faces: number, edge: Edge, better: Better): Distribution {
  assertDieSize(faces);
  if (edge === 0) return uniformDie(faces);
  const keepHigh = (edge === 1) === (better === "high");
  const weights: [number, number][] = [];
  for (let k = 1; k <= faces; k++) {
    const rank = keepHigh ? k : faces - k + 1;
    weights.push([k, (2 * rank - 1) / (faces * faces)]);
  }
  return fromWeights(weights);
}

/**
 * Reads faces already thrown for one logical roll (for instance from a Foundry roll) and returns
 * the kept face. Throws a RangeError when the count does not match the edge or a face is impossible.
 */
export function readEdgeRoll(thrown: readonly number[], faces: number, edge: Edge, better: Better): number {
  assertDieSize(faces);
  const expected = diceForEdge(edge);
  if (thrown.length !== expected) {
    throw new RangeError(`a roll with edge ${edge} throws ${expected} dice, got ${thrown.length}`);
  }
  for (const face of thrown) assertFace(face, faces);
  return keepFace(thrown, edge, better);
}

export function rollWithEdge(rng: RandomSource, faces: number, edge: Edge, better: Better): EdgeRoll {
  assertDieSize(faces);
  const thrown: number[] = [];
  for (let i = 0; i < diceForEdge(edge); i++) thrown.push(rollDie(rng, faces));
  return { thrown, kept: keepFace(thrown, edge, better) };
}
