import { describe, expect, it } from "vitest";
import { type RandomSource } from "../../../src/core/random";
import { seededRandom } from "../../core/seeded";
import {
  applyDelays,
  compareInitiative,
  delayTurn,
  drawTieBreaks,
  initiativeSpec,
  sortInitiative,
  type InitiativeEntry,
} from "../../../src/rulesets/contest/rules/initiative";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";
import { character, npc } from "./fixtures";

/** A random source that returns the given numbers in turn. */
function scripted(...values: number[]): RandomSource {
  let i = 0;
  return { next: () => values[i++ % values.length]! };
}

describe("contest.init.2 / contest.init.3: initiative formulas", () => {
  it("contest.init.2: a PC rolls 1d6 + Initiative", () => {
    expect(initiativeSpec(character({ initiative: 3, attributes: { per: 8 } }))).toEqual({
      formula: "1d6 + @initiative",
      bonus: 3,
      bonusLabel: "MANIFOLD.contest.Initiative",
    });
  });
  it("contest.init.3: an NPC rolls 1d6 + PER", () => {
    expect(initiativeSpec(npc({ attributes: { per: 8 } }))).toEqual({
      formula: "1d6 + @attributes.per",
      bonus: 8,
      bonusLabel: "MANIFOLD.contest.Attribute.per",
    });
  });
});

describe("contest.init.5: descending order; ties by bonus, then PCs, then at random (RULINGS)", () => {
  const e = (id: string, initiative: number | null, bonus: number, isPC: boolean, tieBreak?: number): InitiativeEntry => ({ id, initiative, bonus, isPC, tieBreak });
  it("contest.init.5: the highest result goes first", () => {
    expect(sortInitiative([e("a", 5, 0, true), e("b", 9, 0, true), e("c", 7, 0, true)], seededRandom(1))).toEqual(["b", "c", "a"]);
  });
  it("contest.init.5: on a tie the higher bonus goes first", () => {
    expect(sortInitiative([e("low", 8, 2, true), e("high", 8, 5, false)], seededRandom(1))).toEqual(["high", "low"]);
  });
  it("contest.init.5: on a tie of result and bonus, PCs go before NPCs", () => {
    expect(sortInitiative([e("npc", 8, 3, false), e("pc", 8, 3, true)], seededRandom(1))).toEqual(["pc", "npc"]);
  });
  it("contest.init.5: a full tie is settled by the random source", () => {
    const pair = [e("x", 8, 3, true), e("y", 8, 3, true)];
    expect(sortInitiative(pair, scripted(0.2, 0.7))).toEqual(["y", "x"]);
    expect(sortInitiative(pair, scripted(0.7, 0.2))).toEqual(["x", "y"]);
  });
  it("contest.init.5: stored tie-breaks keep the order stable; only missing ones are drawn", () => {
    const pair = [e("x", 8, 3, true, 0.9), e("y", 8, 3, true)];
    expect(drawTieBreaks(pair, scripted(0.5))).toEqual({ y: 0.5 });
    expect(sortInitiative(pair, scripted(0.99))).toEqual(["y", "x"]);
    expect(sortInitiative(pair, scripted(0.1))).toEqual(["x", "y"]);
  });
  it("contest.init.5: not yet rolled sorts last", () => {
    expect(sortInitiative([e("none", null, 9, true), e("a", 2, 0, false)], seededRandom(1))).toEqual(["a", "none"]);
    expect(compareInitiative(e("n1", null, 0, true), e("n2", null, 0, true))).toBe(0);
  });
});

describe("contest.delay.1: saving a turn to act after a named character", () => {
  const order = ["a", "b", "c", "d"];
  it("contest.delay.1: the delayer moves to just after the one named", () => {
    expect(delayTurn(order, "a", "c")).toEqual(["b", "c", "a", "d"]);
    expect(delayTurn(order, "b", "d")).toEqual(["a", "c", "d", "b"]);
  });
  it("contest.delay.1: a turn cannot be moved earlier, nor after oneself", () => {
    expect(() => delayTurn(order, "c", "a")).toThrow("MANIFOLD.contest.Error.DelayBackwards");
    expect(() => delayTurn(order, "c", "c")).toThrow(RuleError);
  });
  it("contest.delay.1: unknown combatants are refused", () => {
    expect(() => delayTurn(order, "z", "a")).toThrow("MANIFOLD.contest.Error.DelayUnknown");
  });
  it("contest.delay.1: stored delays re-apply to a fresh order; a departed partner drops the delay", () => {
    expect(applyDelays(order, [{ id: "a", after: "c", round: 2 }, { id: "b", after: "", round: 2 }], 2)).toEqual(["b", "c", "a", "d"]);
    expect(applyDelays(order, [{ id: "a", after: "gone", round: 2 }], 2)).toEqual(order);
    expect(applyDelays(order, [{ id: "a", after: "d", round: 2 }, { id: "b", after: "a", round: 2 }], 2)).toEqual(["c", "d", "a", "b"]);
  });
  it("contest.delay.1: a turn saved in an earlier round no longer moves anyone", () => {
    expect(applyDelays(order, [{ id: "a", after: "c", round: 1 }], 2)).toEqual(order);
    expect(applyDelays(order, [{ id: "a", after: "c", round: 1 }, { id: "b", after: "d", round: 2 }], 2)).toEqual(["a", "c", "d", "b"]);
  });
});
