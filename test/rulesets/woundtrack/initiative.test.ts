/** Wound Track's dynamic initiative and durations, cell by cell. */
import { describe, expect, it } from "vitest";
import { refusal } from "../refusal";
import { actOutOfTurn, canBeSurprised, canReact, clampInitiative, critShifts, nextToAct, roundOrder, seizeInitiative, startingInitiative, type Entrant } from "../../../src/rulesets/woundtrack/rules/initiative";


describe("woundtrack initiative", () => {
  it("woundtrack.init.1 / woundtrack.init.7: the check's total + 5, never below 0", () => {
    expect([-9, -5, -3, 0, 4].map((t) => startingInitiative(t, { surprised: false, perception: 2 }))).toEqual([0, 0, 2, 5, 9]);
    expect([clampInitiative(-1), clampInitiative(0), clampInitiative(3)]).toEqual([0, 0, 3]);
  });

  it("woundtrack.surprise.4 / woundtrack.surprise.5: surprised, 5 - Perception off; above 5 it cannot be surprised", () => {
    expect([0, 1, 3, 5, 6, 8].map((perception) => startingInitiative(4, { surprised: true, perception }))).toEqual([4, 5, 7, 9, 9, 9]);
    expect([5, 6].map(canBeSurprised)).toEqual([true, false]);
  });

  it("woundtrack.crit.1 / woundtrack.crit.2 / woundtrack.crit.3: a critical success +2 to the attacker and -2 to the target; a critical failure -2", () => {
    expect(critShifts({ critSuccess: true, critFailure: false })).toEqual({ attacker: 2, target: -2 });
    expect(critShifts({ critSuccess: false, critFailure: true })).toEqual({ attacker: -2, target: 0 });
    expect(critShifts({ critSuccess: true, critFailure: true })).toEqual({ attacker: 0, target: -2 });
    expect(critShifts({ critSuccess: false, critFailure: false })).toEqual({ attacker: 0, target: 0 });
  });

  it("woundtrack.act.2 / woundtrack.act.3 / woundtrack.init.6: off its turn only above the active one's initiative, for 2; never at 0", () => {
    expect(actOutOfTurn(7, 5)).toBe(5);
    expect(actOutOfTurn(1, 0)).toBe(0);
    expect(refusal(() => actOutOfTurn(5, 5))).toBe("MANIFOLD.woundtrack.Error.NotAboveActive");
    expect(refusal(() => actOutOfTurn(0, -1))).toBe("MANIFOLD.woundtrack.Error.InitiativeZero");
  });

  it("woundtrack.init.5 / woundtrack.act.7: no reactions at 0", () => {
    expect([0, 1].map(canReact)).toEqual([false, true]);
  });

  it("woundtrack.action.62: Seize Initiative adds the d6", () => {
    expect([1, 6].map((f) => seizeInitiative(4, f))).toEqual([5, 10]);
    expect(() => seizeInitiative(4, 7)).toThrow(RangeError);
  });

  const e = (id: string, initiative: number, tieBreak = 0, acted = false): Entrant => ({ id, initiative, tieBreak, acted });

  it("woundtrack.init.2 / woundtrack.init.3 / woundtrack.round.2: descending, ties by the round's own draw", () => {
    expect(roundOrder([e("a", 5, 1), e("b", 9), e("c", 5, 2)])).toEqual(["b", "c", "a"]);
    // The next round draws again: the tie may fall the other way.
    expect(roundOrder([e("a", 5, 2), e("b", 9), e("c", 5, 1)])).toEqual(["b", "a", "c"]);
  });

  it("woundtrack.init.4: the next turn is the highest of those yet to act; one lowered after acting does not act again", () => {
    const round = [e("a", 9, 0, true), e("b", 6), e("c", 4)];
    expect(nextToAct(round)).toBe("b");
    // b's critical success lowers a (already acted) below c: a still does not act again.
    round[0]!.initiative = 2;
    round[1]!.acted = true;
    expect(nextToAct(round)).toBe("c");
    round[2]!.acted = true;
    expect(nextToAct(round)).toBeNull();
  });
});
