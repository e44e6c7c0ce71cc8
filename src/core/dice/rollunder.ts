import { dieWithEdge } from "./advantage";
import { probability } from "./distribution";
import type { Edge } from "./edge";
import { assertDieSize, assertFace } from "./face";

/**
 * Plain roll-under: a roll passes when the die shows at most the target. Natural faces may
 * override that; the rollunder ruleset hits on a natural 1 (for double damage) and misses on a
 * natural 20 whatever the target.
 */
export interface NaturalRules {
  faces: number;
  /** a face that always passes, or null */
  autoPass: number | null;
  /** a face that always fails, or null */
  autoFail: number | null;
}

export const D20_NATURALS: Readonly<NaturalRules> = { faces: 20, autoPass: 1, autoFail: 20 };
export const NO_NATURALS: Readonly<NaturalRules> = { faces: 20, autoPass: null, autoFail: null };

export interface RollUnderResult {
  pass: boolean;
  /** the face was the auto-pass face */
  critical: boolean;
  /** the face was the auto-fail face */
  fumble: boolean;
}

export function readRollUnder(face: number, target: number, rules: Readonly<NaturalRules> = D20_NATURALS): RollUnderResult {
  assertDieSize(rules.faces);
  assertFace(face, rules.faces);
  if (!Number.isFinite(target)) throw new RangeError(`a roll-under target must be finite, got ${target}`);
  const critical = face === rules.autoPass;
  const fumble = face === rules.autoFail;
  // Auto-fail wins if a table ever names the same face for both: failing safe is the GM's call.
  const pass = fumble ? false : critical ? true : face <= target;
  return { pass, critical, fumble };
}

export function rollUnderPasses(face: number, target: number, rules: Readonly<NaturalRules> = D20_NATURALS): boolean {
  return readRollUnder(face, target, rules).pass;
}

/** Exact pass chance; with edge, advantage (boon) keeps the lower face because low is good here. */
export function rollUnderPassChance(target: number, edge: Edge = 0, rules: Readonly<NaturalRules> = D20_NATURALS): number {
  const kept = dieWithEdge(rules.faces, edge, "low");
  return probability(kept, (face) => readRollUnder(face, target, rules).pass);
}
