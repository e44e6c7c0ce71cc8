import { describe, expect, it } from "vitest";
import { resolveCombatRoll } from "../../../src/rulesets/contest/rules/outcome";
import { resolveTest } from "../../../src/rulesets/contest/rules/test";
import { DEFENCES } from "../../../src/rulesets/contest/rules/constants";
import { failed, passed } from "./fixtures";

const defending = DEFENCES.filter((d) => d !== "none");

describe("contest.outcome.2: both fail, the AP are spent and nothing happens", () => {
  it.each(DEFENCES)("contest.outcome.2: against %s", (defence) => {
    expect(resolveCombatRoll({ defence, attack: failed(), defenceTest: failed() })).toEqual({
      result: "bothFail",
      damage: false,
      blocked: false,
      maneuverBy: null,
      label: "MANIFOLD.contest.Outcome.BothFail",
    });
  });
});

describe("contest.outcome.3 / contest.outcome.5: attacker passes, defender fails: critical win, damage, a maneuver", () => {
  it.each(DEFENCES)("contest.outcome.3: against %s", (defence) => {
    expect(resolveCombatRoll({ defence, attack: passed(1), defenceTest: failed() })).toMatchObject({
      result: "attackerCritical",
      damage: true,
      blocked: false,
      maneuverBy: "attacker",
    });
  });
  it("contest.defend.9: not defending fails even when a stray defence die passed", () => {
    expect(resolveCombatRoll({ defence: "none", attack: passed(1), defenceTest: passed(4) }).result).toBe("attackerCritical");
    expect(resolveCombatRoll({ defence: "none", attack: passed(1), defenceTest: null }).result).toBe("attackerCritical");
    expect(resolveCombatRoll({ defence: "none", attack: failed(), defenceTest: null }).result).toBe("bothFail");
  });
  it("contest.outcome.3: a critical win against Block ignores the shield", () => {
    expect(resolveCombatRoll({ defence: "block", attack: passed(1), defenceTest: failed() }).blocked).toBe(false);
  });
});

describe("contest.outcome.4 / contest.outcome.5: defender passes, attacker fails: the attack is negated, a maneuver", () => {
  it.each(defending)("contest.outcome.4: with %s", (defence) => {
    expect(resolveCombatRoll({ defence, attack: failed(), defenceTest: passed(1) })).toMatchObject({
      result: "defenderCritical",
      damage: false,
      maneuverBy: "defender",
      label: "MANIFOLD.contest.Outcome.DefenderCritical",
    });
  });
});

describe("contest.outcome.6: both pass against Block: blocked whatever the Successes, damage through the shield", () => {
  it.each([
    [1, 1],
    [4, 1],
    [1, 4],
  ])("contest.outcome.6: %i attacker vs %i defender Successes", (a, d) => {
    expect(resolveCombatRoll({ defence: "block", attack: passed(a), defenceTest: passed(d) })).toEqual({
      result: "blocked",
      damage: true,
      blocked: true,
      maneuverBy: null,
      label: "MANIFOLD.contest.Outcome.Blocked",
    });
  });
});

describe("contest.outcome.7 / contest.outcome.8 / RULINGS withstand: both pass, the attacker needs MORE Successes", () => {
  for (const defence of ["dodge", "parry", "withstand"] as const) {
    const id = defence === "dodge" ? "contest.outcome.7" : defence === "parry" ? "contest.outcome.8" : "contest.defend.6";
    it.each([
      [3, 2, "hit"],
      [2, 2, "miss"],
      [1, 2, "miss"],
    ])(`${id}: ${defence}, %i vs %i Successes -> %s`, (a, d, result) => {
      const out = resolveCombatRoll({ defence, attack: passed(a), defenceTest: passed(d) });
      expect(out.result).toBe(result);
      expect(out.damage).toBe(result === "hit");
      expect(out.maneuverBy).toBeNull();
    });
  }
});

describe("contest.outcome.1: both sides roll, then Step III decides", () => {
  it("contest.outcome.1: a full combat roll from faces", () => {
    // Attacker target 14 rolls 3: 1 + floor(11/5) = 3 Successes. Defender dodges, target 12 rolls 6: 2.
    const attack = resolveTest({ target: 14, faces: [3], edge: 0 });
    const dodge = resolveTest({ target: 12, faces: [6], edge: 0 });
    expect(resolveCombatRoll({ defence: "dodge", attack, defenceTest: dodge }).result).toBe("hit");
    // The defender's natural 1 adds a Success: 1 + floor(11/5) + 1 = 4 > 3, a miss.
    const lucky = resolveTest({ target: 12, faces: [1], edge: 0 });
    expect(resolveCombatRoll({ defence: "dodge", attack, defenceTest: lucky }).result).toBe("miss");
  });
});
