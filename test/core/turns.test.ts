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

describe("dealTurns: a combatant the ruleset gives a second turn", () => {
  const sorted = ["pc", "ogre", "goblin", "slow"];

  it("keeps the repeated id up to the ruleset's limit, so the ogre acts again at the end of the enemies", () => {
    const dealt = dealTurns(sorted, ["pc", "ogre", "goblin", "ogre", "slow"], 3, 2);
    expect(dealt).toEqual({ order: ["pc", "ogre", "goblin", "ogre", "slow"], current: "ogre" });
  });

  it("drops a third place, and still drops repeats when the limit is one (saved turns)", () => {
    expect(dealTurns(sorted, ["ogre", "ogre", "ogre", "pc", "goblin", "slow"], 0, 2).order).toEqual(["ogre", "ogre", "pc", "goblin", "slow"]);
    expect(dealTurns(sorted, ["pc", "ogre", "goblin", "ogre", "slow"], 0).order).toEqual(["pc", "ogre", "goblin", "slow"]);
  });

  it("the turn index past the first turns reaches the second turn at the very end", () => {
    expect(dealTurns(["pc", "ogre"], ["pc", "ogre", "ogre"], 2, 2).current).toBe("ogre");
  });
});
