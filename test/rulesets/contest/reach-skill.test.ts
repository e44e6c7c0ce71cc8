import { describe, expect, it } from "vitest";
import { meleeReach } from "../../../src/rulesets/contest/rules/grid";
import { bestSkill } from "../../../src/rulesets/contest/rules/maneuver";

describe("contest.flank.1 / contest.oppo.2: melee reach from equipped gear", () => {
  it("is the longest equipped melee weapon, at least 1", () => {
    expect(meleeReach([])).toBe(1);
    expect(meleeReach([{ equipped: true, ranged: false, reach: 2 }, { equipped: true, ranged: false, reach: 1 }])).toBe(2);
    expect(meleeReach([{ equipped: false, ranged: false, reach: 3 }])).toBe(1);
    expect(meleeReach([{ equipped: true, ranged: true, reach: 0 }])).toBe(1);
  });
});

describe("contest.maneuver.3: the roller takes its best allowed skill", () => {
  const targets = { athletics: { total: 6 }, sleightOfHand: { total: 9 } } as never;
  it("picks the higher target, the first on a tie, none from an empty list", () => {
    expect(bestSkill(["athletics", "sleightOfHand"], targets)).toBe("sleightOfHand");
    expect(bestSkill(["athletics"], targets)).toBe("athletics");
    expect(bestSkill(["athletics", "sleightOfHand"], { athletics: { total: 5 }, sleightOfHand: { total: 5 } } as never)).toBe("athletics");
    expect(bestSkill([], targets)).toBeNull();
  });
});
