/**
 * The odds an attack dialog shows, cell by cell against brute force: for every pair of dice on
 * the ladder and every edge on either side, every way the dice can fall is counted.
 */
import { describe, expect, it } from "vitest";
import { DIE_LADDER, type Die } from "../../../src/rulesets/dierank/rules/ladder";
import { attackOdds } from "../../../src/rulesets/dierank/rules/odds";
import { opposedSuccesses } from "../../../src/core/dice/success";
import type { Edge } from "../../../src/core/dice/edge";

/** Every kept face of a die with its edge, each with its weight out of faces^dice. */
function kept(faces: number, edge: Edge): number[] {
  const out: number[] = [];
  for (let a = 1; a <= faces; a++) {
    if (edge === 0) out.push(a);
    else for (let b = 1; b <= faces; b++) out.push(edge === 1 ? Math.max(a, b) : Math.min(a, b));
  }
  return out;
}

function bruteForce(attack: Die, ae: Edge, defence: Die, de: Edge): number[] {
  const counts: number[] = [];
  const as = kept(attack, ae);
  const ds = kept(defence, de);
  for (const a of as) for (const d of ds) counts[opposedSuccesses(a, d)] = (counts[opposedSuccesses(a, d)] ?? 0) + 1;
  const total = as.length * ds.length;
  return Array.from(counts, (c) => (c ?? 0) / total);
}

const EDGES: Edge[] = [-1, 0, 1];

describe("dierank attack odds: every pair of dice, every edge", () => {
  for (const attack of DIE_LADDER) {
    for (const defence of DIE_LADDER) {
      it(`d${attack} against d${defence}`, () => {
        for (const ae of EDGES) {
          for (const de of EDGES) {
            const odds = attackOdds(attack, ae, defence, de);
            const exact = bruteForce(attack, ae, defence, de);
            expect(odds.successes.length, `${ae}/${de}`).toBe(exact.length);
            odds.successes.forEach((p, k) => expect(p, `${ae}/${de} k=${k}`).toBeCloseTo(exact[k]!, 12));
            expect(odds.hit).toBeCloseTo(1 - exact[0]!, 12);
            expect(odds.meanDamage).toBeCloseTo(exact.reduce((s, p, k) => s + p * k, 0), 12);
          }
        }
      });
    }
  }

  it("dierank.damage.1: a tie goes to the defender, and successes are multiples", () => {
    expect([opposedSuccesses(4, 4), opposedSuccesses(5, 4), opposedSuccesses(8, 4), opposedSuccesses(12, 4), opposedSuccesses(3, 4)]).toEqual([0, 1, 2, 3, 0]);
    // d4 against d4: a 4 against a 1 is 4 successes, the most the pair allows.
    expect(attackOdds(4, 0, 4, 0).successes).toHaveLength(5);
  });
});
