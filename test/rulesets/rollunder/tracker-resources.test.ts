import { describe, expect, it } from "vitest";
import { rollunderTrackerResources } from "../../../src/rulesets/rollunder/tracker-resources";
import { combatant } from "./fixtures";

describe("rollunder tracker rows", () => {
  it("a fighter shows its group, its action ready or taken, and the feet left this turn", () => {
    const ready = rollunderTrackerResources({ kind: "pc", system: combatant({ moved: 10, allowance: 30 }), group: "Quick PCs", action: "" });
    expect(ready.map((r) => [r.label, r.value])).toEqual([
      ["MANIFOLD.rollunder.Tracker.Group", "Quick PCs"],
      ["MANIFOLD.rollunder.Tracker.ActionReady", "✓"],
      ["MANIFOLD.rollunder.Tracker.FeetLeft", 20],
    ]);
    const ran = rollunderTrackerResources({ kind: "enemy", system: combatant({ action: "run", moved: 90, allowance: 80 }), group: "", action: "Run" });
    expect(ran.map((r) => [r.label, r.value])).toEqual([
      ["MANIFOLD.rollunder.Tracker.ActionTaken", "Run"],
      ["MANIFOLD.rollunder.Tracker.FeetLeft", 0],
    ]);
  });

  it("Time shows the GM's reminder and nothing else", () => {
    const rows = rollunderTrackerResources({ kind: "time", system: combatant({ reminder: "The water rises 6 inches." }), group: "Enemies", action: "" });
    expect(rows).toEqual([{ label: "MANIFOLD.rollunder.Tracker.Reminder", value: "The water rises 6 inches.", icon: "fa-solid fa-hourglass-half" }]);
  });
});
