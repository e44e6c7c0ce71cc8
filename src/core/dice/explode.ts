import type { RandomSource } from "../random";
import { dieWithEdge, readEdgeRoll, rollWithEdge } from "./advantage";
import type { Distribution } from "./distribution";
import { fromWeights, probabilityOf } from "./distribution";
import type { Edge } from "./edge";
import { assertDieSize, assertFace } from "./face";

/**
 * Exploding dice ("1d10*"): on the die's maximum, roll again and add, without limit.
 * An exploding roll is always good when high, so advantage keeps the higher face. With edge,
 * every roll of the chain is thrown twice (the energy seed: "every time you would normally roll
 * the die once"), so the chain goes on only when the kept face is the maximum.
 */

export interface ExplodingRoll {
  /** the faces thrown for each roll of the chain: one per roll, or two with edge */
  thrown: number[][];
  /** the kept face of each roll of the chain */
  kept: number[];
  total: number;
}

export interface TruncationOptions {
  /** stop once the chance of the chain going on is at most this; default 1e-12 */
  epsilon?: number;
  /** stop after this many rolls of the chain even if epsilon is not reached */
  maxDepth?: number;
}

const DEFAULT_EPSILON = 1e-12;

/**
 * Sums the kept faces of one chain after checking it is a complete chain: every roll but the
 * last is the maximum and the last is not (a chain ending on the maximum was cut short).
 */
export function explodeTotal(rolls: readonly number[], faces: number): number {
  // A d1 would explode forever.
  assertDieSize(faces, 2);
  if (rolls.length === 0) throw new RangeError("an exploding chain needs at least one roll");
  let total = 0;
  rolls.forEach((face, i) => {
    assertFace(face, faces);
    const last = i === rolls.length - 1;
    if (!last && face !== faces) throw new RangeError(`roll ${i + 1} of the chain is ${face}, not ${faces}, yet the chain goes on`);
    if (last && face === faces) throw new RangeError(`the chain ends on ${faces}, so it should have exploded again`);
    total += face;
  });
  return total;
}

/** Reads the faces thrown for each roll of a chain (two per roll with edge) into kept faces and total. */
export function readExplodingRoll(thrown: readonly (readonly number[])[], faces: number, edge: Edge): ExplodingRoll {
  const kept = thrown.map((step) => readEdgeRoll(step, faces, edge, "high"));
  return { thrown: thrown.map((step) => [...step]), kept, total: explodeTotal(kept, faces) };
}

export function rollExploding(rng: RandomSource, faces: number, edge: Edge): ExplodingRoll {
  assertDieSize(faces, 2);
  const thrown: number[][] = [];
  const kept: number[] = [];
  let total = 0;
  for (;;) {
    const step = rollWithEdge(rng, faces, edge, "high");
    thrown.push(step.thrown);
    kept.push(step.kept);
    total += step.kept;
    if (step.kept !== faces) return { thrown, kept, total };
  }
}


/**
 * Exact distribution of an exploding total. A chain of d explosions ending on k < N totals
 * d*N + k with chance r^d * q(k), where q is the kept-face distribution and r = q(N). The
 * infinite tail is cut once r^d <= epsilon (or at maxDepth); the cut-off mass is added to the
 * highest total kept, so the distribution still sums to 1.
 */
export function explodingDistribution(faces: number, edge: Edge = 0, options: TruncationOptions = {}): Distribution {
  assertDieSize(faces, 2);
  const epsilon = options.epsilon ?? DEFAULT_EPSILON;
  const maxDepth = options.maxDepth ?? Infinity;
  if (!(epsilon > 0) && !Number.isFinite(maxDepth)) throw new RangeError("an exploding distribution needs epsilon > 0 or a finite maxDepth");
  if (!(maxDepth >= 1)) throw new RangeError(`maxDepth must be at least 1, got ${maxDepth}`);

  const step = dieWithEdge(faces, edge, "high");
  const r = probabilityOf(step, faces);
  const weights: [number, number][] = [];
  let reach = 1;
  for (let depth = 0; ; depth++) {
    for (const o of step) if (o.value !== faces) weights.push([depth * faces + o.value, reach * o.p]);
    reach *= r;
    if (reach <= epsilon || depth + 1 >= maxDepth) break;
  }
  const last = weights[weights.length - 1];
  if (last) last[1] += reach;
  return fromWeights(weights);
}
