// A saved turn through the round as the combat deals it: Foundry's turn events go to whoever the
// turn index names (v13 compares who held the turn before and after each change), so after the
// save that must be the next combatant, and the save must not outlive its round.
import { describe, expect, it } from "vitest";
import { dealTurns } from "../../../src/core/turns";
import { applyDelays, delayTurn, sortInitiative, type InitiativeEntry, type SavedTurn } from "../../../src/rulesets/contest/rules/initiative";
import { delayUpdate } from "../../../src/rulesets/contest/rules/economy";
import { seededRandom } from "../../core/seeded";

const entries: InitiativeEntry[] = [
  { id: "a", initiative: 9, bonus: 2, isPC: true, tieBreak: 0.1 },
  { id: "b", initiative: 7, bonus: 1, isPC: false, tieBreak: 0.2 },
  { id: "c", initiative: 5, bonus: 3, isPC: true, tieBreak: 0.3 },
  { id: "d", initiative: 2, bonus: 0, isPC: false, tieBreak: 0.4 },
];
const sorted = sortInitiative(entries, seededRandom(1));

/** What the combat deals: the contest arrangement of the sorted order, then the holder of `turn`. */
function deal(saved: SavedTurn[], round: number, turn: number) {
  return dealTurns(sorted, applyDelays(sorted, saved, round), turn);
}

/** The saved turn the Save Turn button stores, read back as the arrangement reads it. */
function save(id: string, after: string, round: number): SavedTurn {
  const update = delayUpdate(after, round);
  return { id, after: update["system.delayAfter"] as string, round: update["system.delayRound"] as number };
}

describe("contest.delay.1: a saved turn as the combat deals it", () => {
  it("sorts a, b, c, d", () => {
    expect(sorted).toEqual(["a", "b", "c", "d"]);
  });

  it("after b saves its turn for after d, the same turn index names c, so c's turn starts and b's ends", () => {
    const before = deal([], 2, 1);
    expect(before.current).toBe("b");
    expect(delayTurn(before.order, "b", "d")).toEqual(["a", "c", "d", "b"]);
    const after = deal([save("b", "d", 2)], 2, 1);
    expect(after.order).toEqual(["a", "c", "d", "b"]);
    expect(after.current).toBe("c");
    expect(after.current).toBe(after.order[1]);
  });

  it("the rest of the round runs d, then b", () => {
    const saved = [save("b", "d", 2)];
    expect([2, 3].map((turn) => deal(saved, 2, turn).current)).toEqual(["d", "b"]);
  });

  it("the next round starts in initiative order before the round-start write clears the save", () => {
    const saved = [save("a", "d", 2)];
    expect(deal(saved, 2, 0).current).toBe("b");
    expect(deal(saved, 3, 0)).toEqual({ order: sorted, current: "a" });
  });
});
