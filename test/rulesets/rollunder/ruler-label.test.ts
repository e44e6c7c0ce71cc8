import { describe, expect, it } from "vitest";
import { rulerLine } from "../../../src/rulesets/rollunder/ruler-label";
import { combatant } from "./fixtures";

describe("rollunder ruler: feet left this turn (rollunder.turn.10)", () => {
  it("shows what a planned move would leave, and how far past it a longer one goes", () => {
    const c = combatant({ moved: 10, allowance: 30 });
    expect(rulerLine(c, 15)).toEqual({ key: "MANIFOLD.rollunder.Ruler.Left", feet: 5 });
    expect(rulerLine(c, 20)).toEqual({ key: "MANIFOLD.rollunder.Ruler.Left", feet: 0 });
    expect(rulerLine(c, 35)).toEqual({ key: "MANIFOLD.rollunder.Ruler.TooFar", feet: 15 });
  });
});
