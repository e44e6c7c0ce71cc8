import { describe, expect, it } from "vitest";
import { grappleHolds, isSurprised, resolveSkillContest } from "../../../src/rulesets/contest/rules/skillContest";
import { failed, passed } from "./fixtures";

describe("contest.round.2: skill contests (ruling: read like the combat roll)", () => {
  it.each([
    ["both fail", failed(), failed(), "neither"],
    ["active alone passes", passed(1), failed(), "active"],
    ["passive alone passes", failed(), passed(1), "passive"],
    ["both pass, active more", passed(3), passed(2), "active"],
    ["both pass, tie", passed(2), passed(2), "passive"],
    ["both pass, passive more", passed(1), passed(2), "passive"],
  ] as const)("contest.round.2: %s -> %s", (_n, a, p, winner) => {
    expect(resolveSkillContest(a, p)).toBe(winner);
  });
});

describe("contest.round.2 / contest.round.3: surprise", () => {
  it("contest.round.3: an observer who loses the contest is surprised", () => {
    expect(isSurprised(passed(2), failed())).toBe(true);
    expect(isSurprised(passed(2), passed(2))).toBe(false);
    expect(isSurprised(failed(), failed())).toBe(false);
  });
});

describe("contest.action.3: grapple is Athletics against Athletics or Acrobatics", () => {
  // GRAPPLE_ATTACK_SKILL and GRAPPLE_DEFENCE_SKILLS are read by no code (nor is grappleHolds): no
  // step rolls a grapple yet, so which skills it tests has no behaviour to prove beyond the constants.
  it("contest.action.3: the grappler holds on a win only", () => {
    expect(grappleHolds(passed(2), passed(1))).toBe(true);
    expect(grappleHolds(passed(1), passed(1))).toBe(false);
    expect(grappleHolds(failed(), failed())).toBe(false);
  });
});
