import { describe, expect, it } from "vitest";
import { rulerLine } from "../../../src/rulesets/rollunder/ruler-label";
import { plannedFeet } from "../../../src/core/ruler";
import { combatant } from "./fixtures";

describe("rollunder ruler: feet left this turn (rollunder.turn.10)", () => {
  it("shows what a planned move would leave, and how far past it a longer one goes", () => {
    const c = combatant({ moved: 10, allowance: 30 });
    expect(rulerLine(c, 15)).toEqual({ key: "MANIFOLD.rollunder.Ruler.Left", feet: 5 });
    expect(rulerLine(c, 20)).toEqual({ key: "MANIFOLD.rollunder.Ruler.Left", feet: 0 });
    expect(rulerLine(c, 35)).toEqual({ key: "MANIFOLD.rollunder.Ruler.TooFar", feet: 15 });
  });
});

describe("rollunder ruler: core draws this turn's earlier moves as part of the path", () => {
  it("the feet already moved (the passed waypoints) are not counted a second time", () => {
    const history = [{ stage: "passed", distance: 0 }, { stage: "passed", distance: 10 }];
    expect(plannedFeet({ stage: "planned", distance: 25 }, history)).toBe(15);
    // Moved 10 of 30: a new 15 ft leaves 5, as the combatant's own count says.
    expect(rulerLine(combatant({ moved: 10, allowance: 30 }), plannedFeet({ stage: "planned", distance: 25 }, history))).toEqual({ key: "MANIFOLD.rollunder.Ruler.Left", feet: 5 });
    expect(plannedFeet({ stage: "planned", distance: 20 }, [{ stage: "planned", distance: 0 }, { stage: "planned", distance: 5 }])).toBe(20);
  });
});
