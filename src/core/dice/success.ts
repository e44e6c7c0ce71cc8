import { dieWithEdge } from "./advantage";
import type { Distribution } from "./distribution";
import { combine, map, sumOfCopies } from "./distribution";
import type { Edge } from "./edge";
import { assertDieSize, assertFace } from "./face";
import { readRollUnder } from "./rollunder";

/** Success counting: how well a roll passed, not only whether it did. */

// ---- roll-under with degrees (contest) ----

export interface DegreeRules {
  faces: number;
  /** a natural face that adds one success to a pass, or null */
  critFace: number | null;
  /** a natural face that always fails, or null */
  fumbleFace: number | null;
  /** every full `step` the roll is under the target adds a success */
  step: number;
  /**
   * Whether the crit face passes even over the target. The contest seed says a natural 20 always
   * fails but only that a natural 1 adds a success, so by default it does not force a pass.
   */
  critAlwaysPasses: boolean;
}

export const CONTEST_DEGREES: Readonly<DegreeRules> = { faces: 20, critFace: 1, fumbleFace: 20, step: 5, critAlwaysPasses: false };

/** Successes of one roll-under test, 0 for a fail: on a pass 1 + floor((target - face) / step), +1 on the crit face. */
export function rollUnderSuccesses(face: number, target: number, rules: Partial<DegreeRules> = {}): number {
  const r = { ...CONTEST_DEGREES, ...rules };
  if (!(r.step > 0)) throw new RangeError(`step must be > 0, got ${r.step}`);
  const { pass } = readRollUnder(face, target, {
    faces: r.faces,
    autoPass: r.critAlwaysPasses ? r.critFace : null,
    autoFail: r.fumbleFace,
  });
  if (!pass) return 0;
  // A forced pass over the target still earns its base success, never a negative count.
  const margin = Math.max(0, target - face);
  return 1 + Math.floor(margin / r.step) + (face === r.critFace ? 1 : 0);
}

/** Exact distribution of successes (0 = fail); boon (edge +1) keeps the lower of 2 dice, bane the higher. */
export function rollUnderDistribution(target: number, edge: Edge = 0, rules: Partial<DegreeRules> = {}): Distribution {
  const faces = rules.faces ?? CONTEST_DEGREES.faces;
  return map(dieWithEdge(faces, edge, "low"), (face) => rollUnderSuccesses(face, target, rules));
}

// ---- pools ----

export interface PoolRule {
  /** a face at or above this counts one success */
  threshold: number;
  /** faces that count some other number of successes, e.g. { 10: 2 }; this overrides the threshold */
  multiples?: Readonly<Record<number, number>>;
}

function asRule(rule: PoolRule | number): PoolRule {
  return typeof rule === "number" ? { threshold: rule } : rule;
}

export function faceSuccesses(face: number, rule: PoolRule | number): number {
  const r = asRule(rule);
  return r.multiples?.[face] ?? (face >= r.threshold ? 1 : 0);
}

/** Successes of a pool already thrown; throws a RangeError on an impossible face. */
export function poolSuccesses(thrown: readonly number[], faces: number, rule: PoolRule | number): number {
  assertDieSize(faces);
  let sum = 0;
  for (const face of thrown) {
    assertFace(face, faces);
    sum += faceSuccesses(face, rule);
  }
  return sum;
}

/** Exact distribution of the successes of `count` independent dice. */
export function poolSuccessDistribution(count: number, faces: number, rule: PoolRule | number): Distribution {
  assertDieSize(faces);
  const oneDie = map(dieWithEdge(faces, 0, "high"), (face) => faceSuccesses(face, rule));
  return sumOfCopies(oneDie, count);
}

// ---- opposed dice (dierank) ----

/** floor(attack / defence) when attack beats defence, else 0: ties go to the defender. */
export function opposedSuccesses(attack: number, defence: number): number {
  if (!(defence >= 1) || !Number.isFinite(attack)) throw new RangeError(`cannot oppose ${attack} against ${defence}`);
  return attack > defence ? Math.floor(attack / defence) : 0;
}

/** Exact distribution of opposed successes; an edge on either die keeps its higher or lower face. */
export function opposedSuccessDistribution(attackFaces: number, defenceFaces: number, attackEdge: Edge = 0, defenceEdge: Edge = 0): Distribution {
  const attack = dieWithEdge(attackFaces, attackEdge, "high");
  const defence = dieWithEdge(defenceFaces, defenceEdge, "high");
  return combine(attack, defence, opposedSuccesses);
}

// ---- threshold ladders (woundtrack wound levels) ----

/** Index of the highest threshold the value meets, or -1 below the first. Thresholds must rise strictly. */
export function ladderLevel(value: number, thresholds: readonly number[]): number {
  let level = -1;
  thresholds.forEach((threshold, i) => {
    if (i > 0 && !(threshold > thresholds[i - 1]!)) throw new RangeError(`ladder thresholds must rise strictly: ${thresholds.join(", ")}`);
    if (value >= threshold) level = i;
  });
  return level;
}

export function ladderDistribution(dist: Distribution, thresholds: readonly number[]): Distribution {
  return map(dist, (value) => ladderLevel(value, thresholds));
}
