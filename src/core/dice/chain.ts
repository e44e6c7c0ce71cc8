import type { Edge } from "./edge";
import { readExplodingRoll, type ExplodingRoll } from "./explode";

/** One evaluated die term as Foundry stores it: every face thrown, in order. */
export interface ThrownTerm {
  results: readonly { result: number }[];
}

/**
 * Reads an exploding chain that Foundry threw as one die term per roll of the chain (one face
 * each, or two with edge) into the kept faces and total, checking the chain is complete.
 */
export function readChainTerms(terms: readonly ThrownTerm[], faces: number, edge: Edge): ExplodingRoll {
  return readExplodingRoll(
    terms.map((t) => t.results.map((r) => r.result)),
    faces,
    edge,
  );
}

/** The formula a person reads for an exploding defence die: "1d10*" plus a signed bonus. */
export function chainLabel(faces: number, bonus: number): string {
  if (bonus === 0) return `1d${faces}*`;
  return `1d${faces}* ${bonus < 0 ? "-" : "+"} ${Math.abs(bonus)}`;
}

/** More rolls than this in one chain means the dice are broken, not lucky (P < 1e-100 for a d10). */
export const CHAIN_LIMIT = 100;
