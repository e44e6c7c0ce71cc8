/** Test helpers for contest dice: the faces a test throws, from a seeded source. */
import { diceForEdge, type Edge } from "../../../src/core/dice/edge";
import { rollDie, type RandomSource } from "../../../src/core/random";
import { TEST_DIE } from "../../../src/rulesets/contest/rules/constants";

/** Throws the faces one test needs; in play the Foundry Roll does this. */
export function rollTestFaces(rng: RandomSource, edge: Edge): number[] {
  return Array.from({ length: diceForEdge(edge) }, () => rollDie(rng, TEST_DIE));
}
