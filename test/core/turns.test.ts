import { describe, expect, it } from "vitest";
import { dealTurns } from "../../src/core/turns";

describe("dealTurns: the arranged order and who holds the turn in it", () => {
  const sorted = ["a", "b", "c", "d"];

  it("reads the holder of the turn index from the arranged order, not the sorted one", () => {
    const dealt = dealTurns(sorted, ["a", "c", "d", "b"], 1);
    expect(dealt).toEqual({ order: ["a", "c", "d", "b"], current: "c" });
    expect(dealt.current).not.toBe(sorted[1]);
  });

  it("nobody holds the turn when the index is null or past the end", () => {
    expect(dealTurns(sorted, sorted, null).current).toBeNull();
    expect(dealTurns(sorted, sorted, 4).current).toBeNull();
  });

  it("keeps every combatant exactly once: repeats and strangers dropped, the lost ones after the rest", () => {
    expect(dealTurns(sorted, ["c", "c", "x", "a"], 0).order).toEqual(["c", "a", "b", "d"]);
    expect(dealTurns(sorted, [], 0)).toEqual({ order: sorted, current: "a" });
  });
});
