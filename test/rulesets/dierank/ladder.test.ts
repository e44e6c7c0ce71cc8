import { describe, expect, it } from "vitest";
import { DIE_LADDER, dieLabel, isDie, parseDie, shiftDie } from "../../../src/rulesets/dierank/rules/ladder";

describe("dierank die ladder (RULINGS)", () => {
  it("is d2, d4, d6, d8, d10, d12, d20 and nothing else", () => {
    expect(DIE_LADDER).toEqual([2, 4, 6, 8, 10, 12, 20]);
    expect([1, 3, 5, 7, 14, 16, 100, "8", null].map(isDie)).toEqual(Array(9).fill(false));
  });

  // Each cell: the die, the ranks, the die it becomes.
  const cells: [number, number, number][] = [
    [8, -2, 4], [6, -2, 2], [4, -2, 2], [2, -2, 2], [20, -2, 10], [12, -2, 8], [10, -2, 6],
    [2, 1, 4], [10, 1, 12], [12, 1, 20], [20, 1, 20], [6, 0, 6], [4, 6, 20], [20, -6, 2],
  ];
  for (const [die, ranks, to] of cells) {
    it(`dierank.unarmed.1: d${die} shifted ${ranks} rank(s) is d${to}, never off the ladder`, () => {
      expect(shiftDie(die as never, ranks)).toBe(to);
    });
  }

  it("refuses a part of a rank", () => {
    expect(() => shiftDie(8, 0.5)).toThrow(RangeError);
  });

  it("reads a die as a person types it, and refuses what is not on the ladder", () => {
    expect(["d8", "D12", " 20 ", "d2"].map(parseDie)).toEqual([8, 12, 20, 2]);
    expect(["d7", "d", "", "2d6", "d-4", "x8"].map(parseDie)).toEqual([null, null, null, null, null, null]);
    expect(dieLabel(10)).toBe("d10");
  });
});
