import type { Edge } from "../dice/edge";
import { readExplodingRoll } from "../dice/explode";
import { RuleError } from "../errors";
import type { Faces } from "./request";

/**
 * The dice a step needs before it can run. The glue throws them with Foundry (so Dice So Nice
 * and roll modes work) and sends back one list of faces per logical die: one face, or two with
 * advantage or disadvantage. The step checks them against what it asked for.
 */
export type DiceNeed =
  | { kind: "die"; faces: number; edge: Edge; better?: "high" | "low" }
  /** an exploding die: rolled again on its maximum, without limit */
  | { kind: "chain"; faces: number; edge: Edge };

export interface SumFormula {
  dice: { count: number; faces: number; sign: 1 | -1 }[];
  constant: number;
}

const TERM = /^(\d*)d(\d+)$|^(\d+)$/i;
const MAX_DICE = 100;
const MAX_FACES = 1000;

/** Parses a sum of dice and numbers ("1d8", "2d6 + 1d4 - 1"); anything else is refused. */
export function parseSum(formula: string): SumFormula {
  const out: SumFormula = { dice: [], constant: 0 };
  // Spaces may sit around the signs, never inside a term: "1d6 2" is a typo, not a d62.
  if (/\w\s+\w/.test(formula)) throw new RuleError("MANIFOLD.Error.DiceFormula", { formula });
  const text = formula.replace(/\s+/g, "");
  if (!text) return out;
  const tokens = text.match(/[+-]?[^+-]+/g) ?? [];
  if (tokens.join("") !== text) throw new RuleError("MANIFOLD.Error.DiceFormula", { formula });
  for (const token of tokens) {
    const sign = token.startsWith("-") ? -1 : 1;
    const m = TERM.exec(token.replace(/^[+-]/, ""));
    if (!m) throw new RuleError("MANIFOLD.Error.DiceFormula", { formula });
    if (m[3] !== undefined) {
      out.constant += sign * Number(m[3]);
      continue;
    }
    const count = m[1] ? Number(m[1]) : 1;
    const faces = Number(m[2]);
    if (count < 1 || count > MAX_DICE || faces < 2 || faces > MAX_FACES) throw new RuleError("MANIFOLD.Error.DiceFormula", { formula });
    out.dice.push({ count, faces, sign });
  }
  return out;
}

/** The dice of a sum formula, one need per die. */
export function sumNeeds(formula: string): DiceNeed[] {
  return parseSum(formula).dice.flatMap((d) => Array.from({ length: d.count }, () => ({ kind: "die" as const, faces: d.faces, edge: 0 as Edge })));
}

/** A sum formula's total from the faces its needs were answered with. */
export function sumTotal(formula: string, faces: readonly number[][]): number {
  const sum = parseSum(formula);
  let i = 0;
  let total = sum.constant;
  for (const d of sum.dice) for (let n = 0; n < d.count; n++) total += d.sign * (faces[i++]?.[0] ?? 0);
  return total;
}

export interface TakenDie {
  faces: number[];
  kept: number;
}

export interface TakenChain {
  thrown: number[][];
  kept: number[];
  total: number;
}

export type Taken = TakenDie | TakenChain;

/**
 * Matches the faces sent with a request to the needs, in order, and refuses any that do not fit:
 * a wrong count, a face off the die, a chain that stops on its maximum or goes on past a lower face.
 */
export function takeDice(needs: readonly DiceNeed[], faces: Faces): Taken[] {
  const bad = () => new RuleError("MANIFOLD.Query.BadDice", {});
  const out: Taken[] = [];
  let i = 0;
  for (const need of needs) {
    if (need.kind === "die") {
      const roll = faces[i++];
      if (!roll || !fits(roll, need.faces, need.edge)) throw bad();
      out.push({ faces: [...roll], kept: keep(roll, need.edge, need.better ?? "high") });
      continue;
    }
    const thrown: number[][] = [];
    for (;;) {
      const roll = faces[i++];
      if (!roll || !fits(roll, need.faces, need.edge)) throw bad();
      thrown.push([...roll]);
      if (keep(roll, need.edge, "high") !== need.faces) break;
    }
    const chain = readExplodingRoll(thrown, need.faces, need.edge);
    out.push({ thrown, kept: chain.kept, total: chain.total });
  }
  if (i !== faces.length) throw bad();
  return out;
}

function fits(roll: readonly number[], faces: number, edge: Edge): boolean {
  return roll.length === (edge === 0 ? 1 : 2) && roll.every((f) => Number.isInteger(f) && f >= 1 && f <= faces);
}

/** Advantage keeps the better face: the higher, or the lower for a roll-under die. */
function keep(roll: readonly number[], edge: Edge, better: "high" | "low"): number {
  if (edge === 0) return roll[0]!;
  const high = (edge === 1) === (better === "high");
  return high ? Math.max(...roll) : Math.min(...roll);
}
