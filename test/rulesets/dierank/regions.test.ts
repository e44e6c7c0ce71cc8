import { describe, expect, it } from "vitest";
import { regionsEntered } from "../../../src/rulesets/dierank/rules/regions";

describe("dierank regions entered by a move", () => {
  it("counts each crossing into a region; none on a scene with no regions", () => {
    expect(regionsEntered([])).toBe(0);
    expect(regionsEntered([[{ x: 100, y: 50 }], []])).toBe(1);
    expect(regionsEntered([[{ x: 100, y: 50 }], [{ x: 300, y: 50 }]])).toBe(2);
  });

  it("overlapping regions entered at one crossing count once; leaving and coming back counts twice", () => {
    expect(regionsEntered([[{ x: 100, y: 50 }], [{ x: 100.2, y: 49.8 }]])).toBe(1);
    expect(regionsEntered([[{ x: 100, y: 50 }, { x: 180, y: 50 }]])).toBe(2);
  });
});
