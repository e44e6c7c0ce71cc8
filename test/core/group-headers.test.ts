import { describe, expect, it } from "vitest";
import { groupHeaders } from "../../src/foundry/combat/groups-view";

describe("groupHeaders: where the tracker titles each CombatantGroup", () => {
  it("one header before the first row of each run, the second turn staying under its group", () => {
    expect(groupHeaders(["Quick PCs", "Enemies", "Enemies", "Enemies", "Slow PCs"])).toEqual([
      { index: 0, name: "Quick PCs" },
      { index: 1, name: "Enemies" },
      { index: 4, name: "Slow PCs" },
    ]);
  });

  it("no header for rows without a group (before the first round), and none at all without groups", () => {
    expect(groupHeaders([null, "Enemies", null])).toEqual([{ index: 1, name: "Enemies" }]);
    expect(groupHeaders([null, null])).toEqual([]);
  });
});
