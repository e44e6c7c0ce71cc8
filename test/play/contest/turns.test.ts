/**
 * A round as the combat runs it, through the steps the contest combat scheme hands ManifoldCombat:
 * core deals the turns in order, each turn starts (skipped when the step says so) and ends (its
 * updates written in one batch). A surprised combatant loses its first turn; Disengage
 * runs out at the end of the mover's turn, not at the end of the round.
 */
import { describe, expect, it } from "vitest";
import { CONTEST_TURNS } from "../../../src/rulesets/contest/play/turns";
import { disengageUpdate, roundReset } from "../../../src/rulesets/contest/rules/economy";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { combatant } from "../../rulesets/contest/fixtures";

interface Plain { id: string; system: CombatantSystem }
type Steps = typeof CONTEST_TURNS;

/** What ManifoldCombat does with the scheme's steps over one round: start each turn, skip or act, end it. */
function playRound(steps: Steps, round: number, order: Plain[], act: (c: Plain) => void = () => undefined): string[] {
  const took: string[] = [];
  const write = (updates: Record<string, unknown>[]) => {
    for (const { _id, ...changes } of updates) {
      const c = order.find((x) => x.id === _id)!;
      for (const [path, value] of Object.entries(changes)) (c.system as unknown as Record<string, unknown>)[path.replace(/^system\./, "")] = value;
    }
  };
  write(steps.roundStart(order, round));
  for (const c of order) {
    if (!steps.skipTurn(c, round)) {
      took.push(c.id);
      act(c);
    }
    write(steps.turnEnd(c));
  }
  return took;
}

const fresh = (): Plain[] => [
  { id: "a", system: combatant() },
  { id: "b", system: combatant({ surprised: true }) },
  { id: "c", system: combatant() },
];

describe("contest.init.1 / contest.round.3: each combatant one turn a round; the surprised lose their first", () => {
  it("contest.round.3: in round 1 the surprised combatant's turn is skipped; in round 2 it acts", () => {
    const order = fresh();
    expect(playRound(CONTEST_TURNS, 1, order)).toEqual(["a", "c"]);
    expect(playRound(CONTEST_TURNS, 2, order)).toEqual(["a", "b", "c"]);
    expect(order[1]!.system.surprised).toBe(false);
  });

  it("contest.init.1: every combatant's turn is marked taken when it ends, and the next round clears the marks", () => {
    const order = fresh();
    playRound(CONTEST_TURNS, 2, order);
    expect(order.map((c) => c.system.actedThisRound)).toEqual([true, true, true]);
    expect(roundReset(order, 3).every((u) => u["system.actedThisRound"] === false)).toBe(true);
  });
});

describe("contest.action.2: Disengage lasts for the rest of the mover's turn", () => {
  it("contest.action.2: a's Disengage ends with a's turn, before b moves and c reacts", () => {
    const order = fresh();
    const during: boolean[] = [];
    playRound(CONTEST_TURNS, 2, order, (c) => {
      if (c.id === "a") Object.assign(c.system, { disengaged: disengageUpdate()["system.disengaged"] });
      during.push(order[0]!.system.disengaged);
    });
    // Still disengaged during its own turn; no longer once b's turn has begun.
    expect(during).toEqual([true, false, false]);
  });
});
