import { CONTEST_DEGREES, rollUnderPassChance, rollUnderSuccesses } from "../../../core/dice";
/**
 * A contest test (RULINGS contest): d20 <= attribute + skill + modifiers passes; a natural 20
 * always fails; Successes on a pass = 1 + floor((target - roll) / 5), one more on a natural 1.
 * A boon rolls 2d20 and keeps the lower, a bane keeps the higher; they cancel one for one.
 */
import { diceForEdge, keepFace, type Edge } from "../../../core/dice/edge";
import { SUCCESS_STEP, TEST_DIE } from "./constants";
import { RuleError } from "./errors";

export interface TestInput {
  target: number;
  /** the d20 faces thrown: one without edge, two with a boon or a bane */
  faces: readonly number[];
  edge: Edge;
  /** e.g. not defending, a ranged attack into full cover, a much smaller maneuver target */
  autoFail?: boolean;
  /** e.g. a maneuver target more than one size larger */
  autoPass?: boolean;
}

export interface TestResult {
  pass: boolean;
  successes: number;
  /** the face that counts; 0 when an automatic result threw no die */
  kept: number;
  natural1: boolean;
  natural20: boolean;
  /** true when autoPass / autoFail decided the result rather than the die */
  automatic: boolean;
}

/**
 * Resolves one test from the faces thrown. An automatic failure wins over an automatic pass
 * (nothing in the seed gives both at once; failing is the cautious reading). An automatic pass
 * counts at least one Success, or the roll's own Successes when the die would have passed too.
 */
export function resolveTest(input: TestInput): TestResult {
  const automatic = Boolean(input.autoFail || input.autoPass);
  if (automatic && input.faces.length === 0) {
    return { pass: !input.autoFail, successes: input.autoFail ? 0 : 1, kept: 0, natural1: false, natural20: false, automatic };
  }
  checkFaces(input.faces, input.edge);
  // Roll-under: the good face is the low one, so a boon keeps the lower face.
  const kept = keepFace(input.faces, input.edge, "low");
  const natural1 = kept === 1;
  const natural20 = kept === TEST_DIE;
  const rolledPass = !natural20 && kept <= input.target;
  const rolledSuccesses = rolledPass ? successesFor(input.target, kept) : 0;
  if (input.autoFail) return { pass: false, successes: 0, kept, natural1, natural20, automatic };
  if (input.autoPass) return { pass: true, successes: Math.max(1, rolledSuccesses), kept, natural1, natural20, automatic };
  return { pass: rolledPass, successes: rolledSuccesses, kept, natural1, natural20, automatic };
}

/** Successes of a passing roll; callers make sure the roll passed. */
export function successesFor(target: number, kept: number): number {
  // The core counts degrees for every roll-under ruleset; on a pass this is 1 + floor(margin / 5), +1 on a 1.
  return rollUnderSuccesses(kept, target, { ...CONTEST_DEGREES, step: SUCCESS_STEP, fumbleFace: null });
}

/**
 * Exact chance to pass by the die (no automatic result). One d20 passes on 1..min(target, 19);
 * a boon passes if either die does, a bane only if both do. Used to pick the better style.
 */
export function passChance(target: number, edge: Edge): number {
  return rollUnderPassChance(target, edge, { faces: TEST_DIE, autoPass: null, autoFail: TEST_DIE });
}

function checkFaces(faces: readonly number[], edge: Edge): void {
  const wanted = diceForEdge(edge);
  const bad = faces.some((f) => !Number.isInteger(f) || f < 1 || f > TEST_DIE);
  if (faces.length !== wanted || bad) {
    throw new RuleError("MANIFOLD.contest.Error.TestFaces", { wanted, faces: faces.join(", ") });
  }
}
