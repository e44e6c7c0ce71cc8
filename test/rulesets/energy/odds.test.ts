import { describe, expect, it } from "vitest";
import { meleeOdds, rangedOdds, undefendedOdds } from "../../../src/rulesets/energy/rules/odds";
import { seededRandom } from "../../core/seeded";
import { rollExploding } from "../../../src/core/dice/explode";
import { rollWithEdge } from "../../../src/core/dice/advantage";
import { settleAttack } from "../../../src/rulesets/energy/rules/settle";
import { expectFrequency, SAMPLES } from "../../core/dice/sampling";

describe("energy.defense.3 / energy.defense.4 / energy.melee.5: exact attack odds against exploding defences", () => {
  it("energy.melee.5: AV 18 against Evasion 8: worked by hand", () => {
    // Hit unless 1d10* + 8 > 18, i.e. the d10 chain totals 11 or more: 10 then 1+ (0.1), less the 1 on the d20.
    // P(d10* >= 11) = 0.1; crits (20) hit anyway; a 1 misses.
    const o = meleeOdds(18, 8);
    const pDefenseBeats = 0.1;
    expect(o.hit).toBeCloseTo((18 / 20) * (1 - pDefenseBeats) + 1 / 20, 10);
    expect(o.crit).toBeCloseTo(0.05, 12);
    expect(o.critFail).toBeCloseTo(0.05, 12);
  });
  it("energy.action.8: Defending lowers the chance (ties go to the defender)", () => {
    // A chain never totals exactly 10 (a 10 explodes), so the tie is at 9: AV 17 against +8; faces 2-19 can lose it.
    expect(meleeOdds(17, 8, { winsTies: true }).hit).toBeCloseTo(meleeOdds(17, 8).hit - (18 / 20) * 0.1, 10);
  });
  it("energy.defense.4: the defender's advantage on every roll of the chain lowers the chance", () => {
    expect(meleeOdds(18, 8, { defenseEdge: 1 }).hit).toBeLessThan(meleeOdds(18, 8).hit);
    expect(meleeOdds(18, 8, { defenseEdge: -1 }).hit).toBeGreaterThan(meleeOdds(18, 8).hit);
  });
  it("energy.defense.3: sampled melee attacks match the exact chance (seeded)", () => {
    const rng = seededRandom(1234);
    let hits = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const d20 = rollWithEdge(rng, 20, 0, "high").kept;
      const defense = rollExploding(rng, 10, 1).total + 9;
      if (settleAttack({ ranged: false, value: 17, d20, precision: 1, defense, winsTies: false, coverage: 0 }).hit) hits++;
    }
    expectFrequency(hits, SAMPLES, meleeOdds(17, 9, { defenseEdge: 1, precision: 1 }).hit);
  });
  it("energy.ranged.1 / energy.ranged.5: sampled ranged attacks match the exact chance (seeded)", () => {
    const rng = seededRandom(99);
    let hits = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const d20 = rollWithEdge(rng, 20, 1, "high").kept;
      const defense = rollExploding(rng, 4, 0).total + 1;
      if (settleAttack({ ranged: true, value: 6, d20, precision: 0, defense, winsTies: false, coverage: 0 }).hit) hits++;
    }
    expectFrequency(hits, SAMPLES, rangedOdds(6, 1, { attackEdge: 1 }).hit);
  });
  it("energy.evasion.9: a target that cannot roll: melee hits but on a 1, ranged must still reach the bare Miss Chance", () => {
    const melee = undefendedOdds(false, 3);
    expect(melee.hit).toBeCloseTo(19 / 20, 12);
    expect(melee.crit).toBeCloseTo(1 / 20, 12);
    expect(melee.critFail).toBeCloseTo(1 / 20, 12);
    expect(undefendedOdds(true, 11).hit).toBeCloseTo(10 / 20, 12);
    expect(undefendedOdds(false, 3, { precision: 2 }).crit).toBeCloseTo(3 / 20, 12);
    expect(undefendedOdds(true, 11, { attackEdge: 1 }).hit).toBeCloseTo(1 - (10 / 20) ** 2, 12);
  });
});
