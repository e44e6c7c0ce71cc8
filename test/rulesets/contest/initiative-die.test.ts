import { describe, expect, it } from "vitest";
import { initiativeSpec, initiativeWithDie } from "../../../src/rulesets/contest/rules/initiative";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";
import type { ContestActor } from "../../../src/rulesets/contest/rules/types";

const npc = { type: "contestNpc", system: { attributes: { per: 4 } } } as unknown as ContestActor;

describe("contest.init.3 with the GM's initiative die setting", () => {
  it("puts the configured die in place of 1d6", () => {
    expect(initiativeWithDie(initiativeSpec(npc), "1d6").formula).toBe("1d6 + @attributes.per");
    expect(initiativeWithDie(initiativeSpec(npc), " 2d4 ").formula).toBe("2d4 + @attributes.per");
  });
  it("refuses a mistyped die with a lang key", () => {
    for (const bad of ["d", "1d6+2", "banana", "3", ""]) {
      expect(() => initiativeWithDie(initiativeSpec(npc), bad), bad).toThrow(RuleError);
    }
  });
});
