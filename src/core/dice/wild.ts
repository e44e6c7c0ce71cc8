import type { RandomSource } from "../random";
import type { Distribution } from "./distribution";
import { fromWeights } from "./distribution";
import type { TruncationOptions } from "./explode";
import { explodeTotal, explodingDistribution, rollExploding } from "./explode";
import { assertDieSize } from "./face";

/**
 * The woundtrack wild check, `1d10x - 1d10x`: two exploding dice, one added and one subtracted.
 * The positive die exploding is a critical success, the negative one a critical failure; both
 * can happen in one check, and the ruleset decides what that means.
 */

export interface WildCheck {
  total: number;
  critSuccess: boolean;
  critFailure: boolean;
}

export interface WildRoll extends WildCheck {
  /** the exploding chain of the positive die */
  positive: number[];
  /** the exploding chain of the negative die */
  negative: number[];
}

export interface WildOutcome extends WildCheck {
  p: number;
}

const WILD_DIE = 10;

/** Reads the two chains already rolled; throws a RangeError on a malformed chain. */
export function readWildCheck(positive: readonly number[], negative: readonly number[], faces = WILD_DIE): WildCheck {
  return {
    total: explodeTotal(positive, faces) - explodeTotal(negative, faces),
    critSuccess: positive.length > 1,
    critFailure: negative.length > 1,
  };
}

export function rollWildCheck(rng: RandomSource, faces = WILD_DIE): WildRoll {
  const positive = rollExploding(rng, faces, 0).kept;
  const negative = rollExploding(rng, faces, 0).kept;
  const { total, critSuccess, critFailure } = readWildCheck(positive, negative, faces);
  return { total, critSuccess, critFailure, positive, negative };
}

interface ChainPart {
  exploded: boolean;
  dist: Distribution;
}

/**
 * One exploding die split by whether its first roll exploded. The split is exact whatever the
 * truncation, so crit chances stay exactly 1/N; only the far tail of the totals is cut.
 */
function splitChain(faces: number, options: TruncationOptions): ChainPart[] {
  const calm: [number, number][] = [];
  for (let face = 1; face < faces; face++) calm.push([face, 1 / faces]);
  const rest = explodingDistribution(faces, 0, options);
  const exploded = fromWeights(rest.map((o) => [faces + o.value, o.p / faces] as const));
  return [
    { exploded: false, dist: fromWeights(calm) },
    { exploded: true, dist: exploded },
  ];
}

/** The joint distribution of total and both crit flags, sorted by total, then flags. */
export function wildCheckOutcomes(faces = WILD_DIE, options: TruncationOptions = {}): readonly WildOutcome[] {
  assertDieSize(faces, 2);
  const parts = splitChain(faces, options);
  const merged = new Map<string, WildOutcome>();
  for (const pos of parts) {
    for (const neg of parts) {
      for (const a of pos.dist) {
        for (const b of neg.dist) {
          const total = a.value - b.value;
          const key = `${total}|${pos.exploded}|${neg.exploded}`;
          const p = a.p * b.p + (merged.get(key)?.p ?? 0);
          merged.set(key, { total, critSuccess: pos.exploded, critFailure: neg.exploded, p });
        }
      }
    }
  }
  return [...merged.values()].sort(
    (x, y) => x.total - y.total || Number(x.critSuccess) - Number(y.critSuccess) || Number(x.critFailure) - Number(y.critFailure),
  );
}

/** Exact distribution of the wild check total (crit flags dropped). */
export function wildCheckDistribution(faces = WILD_DIE, options: TruncationOptions = {}): Distribution {
  return fromWeights(wildCheckOutcomes(faces, options).map((o) => [o.total, o.p] as const));
}

/** P(predicate) over total and flags, e.g. the chance to meet a TN without a critical failure. */
export function wildCheckProbability(predicate: (check: WildCheck) => boolean, faces = WILD_DIE, options: TruncationOptions = {}): number {
  let sum = 0;
  for (const o of wildCheckOutcomes(faces, options)) if (predicate(o)) sum += o.p;
  return sum;
}
