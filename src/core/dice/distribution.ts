/**
 * Exact discrete probability distributions. Everything here is computed analytically so tests
 * and sheets can quote a chance without sampling noise.
 */

export interface Outcome {
  readonly value: number;
  readonly p: number;
}

/** Sorted by value, each value once, every p > 0. Build one only through these helpers. */
export type Distribution = readonly Outcome[];

/**
 * Merges duplicate values and sorts. Zero weights are dropped so a distribution lists only what
 * can happen, which keeps convolutions small.
 */
export function fromWeights(weights: Iterable<readonly [value: number, p: number]>): Distribution {
  const merged = new Map<number, number>();
  for (const [value, p] of weights) {
    if (!Number.isFinite(value)) throw new RangeError(`distribution value must be finite, got ${value}`);
    if (!(p >= 0) || !Number.isFinite(p)) throw new RangeError(`probability must be finite and >= 0, got ${p}`);
    if (p === 0) continue;
    merged.set(value, (merged.get(value) ?? 0) + p);
  }
  return [...merged]
    .map(([value, p]) => ({ value, p }))
    .sort((a, b) => a.value - b.value);
}

/** A value that happens for sure: the identity for `add`. */
export function certain(value: number): Distribution {
  return fromWeights([[value, 1]]);
}

/** One fair die with faces 1..faces. */
export function uniformDie(faces: number): Distribution {
  if (!Number.isInteger(faces) || faces < 1) throw new RangeError(`a die needs a whole number of faces >= 1, got ${faces}`);
  const weights: [number, number][] = [];
  for (let face = 1; face <= faces; face++) weights.push([face, 1 / faces]);
  return fromWeights(weights);
}

/** The distribution of fn(A, B) for independent A and B. */
export function combine(a: Distribution, b: Distribution, fn: (x: number, y: number) => number): Distribution {
  const weights: [number, number][] = [];
  for (const x of a) for (const y of b) weights.push([fn(x.value, y.value), x.p * y.p]);
  return fromWeights(weights);
}

/** The distribution of A + B for independent A and B (a convolution). */
export function add(a: Distribution, b: Distribution): Distribution {
  return combine(a, b, (x, y) => x + y);
}

/** The distribution of A - B for independent A and B. */
export function subtract(a: Distribution, b: Distribution): Distribution {
  return combine(a, b, (x, y) => x - y);
}

export function negate(dist: Distribution): Distribution {
  return map(dist, (x) => -x);
}

/** The distribution of fn(A); values that fn sends to the same result merge. */
export function map(dist: Distribution, fn: (x: number) => number): Distribution {
  return fromWeights(dist.map((o) => [fn(o.value), o.p] as const));
}

/** The sum of `count` independent copies, e.g. the successes of a pool of `count` dice. */
export function sumOfCopies(dist: Distribution, count: number): Distribution {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number >= 0, got ${count}`);
  // Square-and-add keeps a large pool at O(log count) convolutions.
  let result = certain(0);
  let power = dist;
  for (let n = count; n > 0; n >>= 1) {
    if (n & 1) result = add(result, power);
    if (n > 1) power = add(power, power);
  }
  return result;
}

export function probability(dist: Distribution, predicate: (x: number) => boolean): number {
  let sum = 0;
  for (const o of dist) if (predicate(o.value)) sum += o.p;
  return sum;
}

/** P(X = value). */
export function probabilityOf(dist: Distribution, value: number): number {
  return dist.find((o) => o.value === value)?.p ?? 0;
}


