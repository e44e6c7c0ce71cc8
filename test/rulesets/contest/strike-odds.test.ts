// The exact Strike odds of odds.ts against the rules that play the card: hand-checked cases, and
// 200k seeded simulated strikes through resolveTest + resolveCombatRoll within 5 standard errors.
import { describe, expect, it } from "vitest";
import type { Edge } from "../../../src/core/dice/edge";
import { seededRandom } from "../../core/seeded";
import type { Defence } from "../../../src/rulesets/contest/rules/constants";
import { strikeDamageChance, strikeHitChance, type StrikeOdds } from "../../../src/rulesets/contest/rules/odds";
import { resolveCombatRoll, type CombatResult } from "../../../src/rulesets/contest/rules/outcome";
import { resolveTest } from "../../../src/rulesets/contest/rules/test";
import { rollTestFaces } from "./roll";
import { expectFrequency } from "../../core/dice/sampling";

const N = 200_000;
const PARTITION = ["damage", "critical", "blocked", "miss", "bothFail"] as const;

function total(odds: StrikeOdds): number {
  return PARTITION.reduce((sum, k) => sum + odds[k], 0);
}

/** Which StrikeOdds bucket a card outcome falls in. */
const BUCKET: Record<CombatResult, (typeof PARTITION)[number]> = {
  hit: "damage",
  attackerCritical: "critical",
  blocked: "blocked",
  miss: "miss",
  defenderCritical: "miss",
  bothFail: "bothFail",
};

function simulate(seed: number, a: number, ae: Edge, defence: Defence, d: number, de: Edge) {
  const rng = seededRandom(seed);
  const counts: Record<string, number> = { damage: 0, critical: 0, blocked: 0, miss: 0, bothFail: 0, defenderCritical: 0 };
  for (let i = 0; i < N; i++) {
    const attack = resolveTest({ target: a, faces: rollTestFaces(rng, ae), edge: ae });
    const defenceTest = defence === "none" ? null : resolveTest({ target: d, faces: rollTestFaces(rng, de), edge: de });
    const { result } = resolveCombatRoll({ defence, attack, defenceTest });
    counts[BUCKET[result]]!++;
    if (result === "defenderCritical") counts.defenderCritical!++;
  }
  return counts;
}

describe("strikeHitChance: exact values", () => {
  it("attacker 12 against a Dodge of 10: hand count over the 400 face pairs", () => {
    // Count pairs directly from the rule text: pass on face <= target except 20;
    // Successes 1 + floor((target - face) / 5), +1 on a natural 1.
    const succ = (face: number, target: number) => (face === 20 || face > target ? 0 : 1 + Math.floor((target - face) / 5) + (face === 1 ? 1 : 0));
    let hit = 0;
    for (let a = 1; a <= 20; a++) for (let d = 1; d <= 20; d++) {
      const sa = succ(a, 12);
      const sd = succ(d, 10);
      if (sa > 0 && (sd === 0 || sa > sd)) hit++;
    }
    const odds = strikeHitChance(12, 0, "dodge", 10, 0);
    expect(odds.damage + odds.critical).toBeCloseTo(hit / 400, 12);
    expect(strikeDamageChance(odds)).toBeCloseTo(hit / 400, 12);
    expect(odds.blocked).toBe(0);
    // P(attacker passes alone) = 12/20 * 10/20
    expect(odds.critical).toBeCloseTo(0.3, 12);
    expect(odds.bothFail).toBeCloseTo((8 / 20) * (10 / 20), 12);
    expect(odds.defenderCritical).toBeCloseTo((8 / 20) * (10 / 20), 12);
  });

  it("not defending: the defence target does not matter and the defender never passes", () => {
    const odds = strikeHitChance(12, 0, "none", 19, 1);
    const want = { damage: 0, critical: 12 / 20, blocked: 0, miss: 0, bothFail: 8 / 20, defenderCritical: 0 };
    for (const [k, p] of Object.entries(want)) expect(odds[k as keyof StrikeOdds], k).toBeCloseTo(p, 12);
  });

  it("Block: every double pass is blocked, never a plain hit or a miss by Successes", () => {
    const odds = strikeHitChance(12, 0, "block", 10, 0);
    expect(odds.damage).toBe(0);
    expect(odds.blocked).toBeCloseTo((12 / 20) * (10 / 20), 12);
    expect(odds.miss).toBeCloseTo(odds.defenderCritical, 12);
  });

  it("a natural 20 always fails: even target 30 passes 19 times in 20", () => {
    expect(strikeHitChance(30, 0, "none", 0, 0).critical).toBeCloseTo(19 / 20, 12);
  });

  it("a boon helps the attacker, a bane hurts", () => {
    const plain = strikeDamageChance(strikeHitChance(12, 0, "dodge", 10, 0));
    expect(strikeDamageChance(strikeHitChance(12, 1, "dodge", 10, 0))).toBeGreaterThan(plain);
    expect(strikeDamageChance(strikeHitChance(12, -1, "dodge", 10, 0))).toBeLessThan(plain);
    expect(strikeDamageChance(strikeHitChance(12, 0, "dodge", 10, 1))).toBeLessThan(plain);
  });

  it.each<[number, Edge, Defence, number, Edge]>([
    [12, 0, "dodge", 10, 0],
    [5, 1, "parry", 15, -1],
    [0, 0, "withstand", 0, 0],
    [25, -1, "block", 3, 1],
    [-3, 0, "none", 8, 0],
  ])("the five outcomes sum to 1: %i/%i %s %i/%i", (a, ae, defence, d, de) => {
    const odds = strikeHitChance(a, ae, defence, d, de);
    expect(total(odds)).toBeCloseTo(1, 12);
    for (const k of PARTITION) expect(odds[k]).toBeGreaterThanOrEqual(0);
    expect(odds.defenderCritical).toBeLessThanOrEqual(odds.miss + 1e-15);
  });
});

describe("strikeHitChance against 200k seeded simulated strikes", () => {
  it.each<[number, number, Edge, Defence, number, Edge]>([
    [1, 12, 0, "dodge", 10, 0],
    [2, 14, 1, "block", 11, 0],
    [3, 9, -1, "parry", 13, 1],
    [4, 12, 0, "none", 10, 0],
  ])("seed %i: attacker %i (edge %i) against %s %i (edge %i)", (seed, a, ae, defence, d, de) => {
    const exact = strikeHitChance(a, ae, defence, d, de);
    const counts = simulate(seed, a, ae, defence, d, de);
    for (const k of [...PARTITION, "defenderCritical"] as const) expectFrequency(counts[k]!, N, exact[k], 5);
    const hits = counts.damage! + counts.critical! + counts.blocked!;
    expectFrequency(hits, N, strikeDamageChance(exact), 5);
  });
});
