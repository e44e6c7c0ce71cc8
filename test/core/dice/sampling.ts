import { expect } from "vitest";
import type { Distribution } from "../../../src/core/dice/distribution";
import { dieWithEdge } from "../../../src/core/dice/advantage";
import { probabilityOf } from "../../../src/core/dice/distribution";
import type { Edge } from "../../../src/core/dice/edge";

/** How many samples each statistical test draws: enough for tight bounds, well under a second. */
export const SAMPLES = 200_000;

/** Counts how often each value comes up in `n` draws. */
export function tally(n: number, draw: () => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const v = draw();
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return counts;
}

/**
 * A sampled count must lie within `sigmas` binomial standard errors of the exact expectation, plus
 * one count of slack for the discreteness of small counts.
 */
export function expectFrequency(hits: number, n: number, p: number, sigmas = 5): void {
  const se = Math.sqrt(n * p * (1 - p));
  expect(Math.abs(hits - n * p), `count ${hits}/${n} against exact chance ${p}`).toBeLessThanOrEqual(sigmas * se + 1);
}

/** Below this many expected hits the normal approximation is poor, so such values are pooled. */
const MIN_EXPECTED = 25;

/**
 * Every value seen must be possible, each common value must match its exact chance, and the rare
 * values (the far tail of an exploding die, say) must match together.
 */
export function expectSampleMatches(dist: Distribution, counts: ReadonlyMap<number, number>, n: number): void {
  const exact = new Map(dist.map((o) => [o.value, o.p]));
  for (const v of counts.keys()) expect(exact.has(v), `sampled ${v}, which cannot happen`).toBe(true);
  let rareP = 0;
  let rareHits = 0;
  for (const [v, p] of exact) {
    const hits = counts.get(v) ?? 0;
    if (n * p >= MIN_EXPECTED) expectFrequency(hits, n, p);
    else {
      rareP += p;
      rareHits += hits;
    }
  }
  expectFrequency(rareHits, n, rareP);
}

// Helpers the game does not need, kept for the tests of the dice maths.
export function mean(dist: Distribution): number {
  let sum = 0;
  for (const o of dist) sum += o.value * o.p;
  return sum;
}

/** Should be 1; a test checks it so a lost branch of a computation shows up. */
export function totalMass(dist: Distribution): number {
  let sum = 0;
  for (const o of dist) sum += o.p;
  return sum;
}

/** The chance that one roll of the chain explodes, i.e. that its kept face is the maximum. */
export function explosionChance(faces: number, edge: Edge): number {
  return probabilityOf(dieWithEdge(faces, edge, "high"), faces);
}
