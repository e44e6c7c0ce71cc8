/**
 * Determining surprise from the tracker, as the GM's entry plays it (surprise.ts over
 * play/surprise.ts): the tests to roll, the faces thrown, the marks written in one batch, then the
 * round played with the surprised losing their turn.
 */
import { describe, expect, it } from "vitest";
import { surpriseStep, surpriseTests, toggleSurpriseStep, type SurpriseSide, type SurpriseSnapshot } from "../../../src/rulesets/contest/play/surprise";
import { character, combatant, npc } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { derivedOf, creature } from "./people";
import { fighter, Tracker } from "./tracker-world";

// Stealth 12 (AGI 10 + 2) for the thief; Observation 10 (PER 10) for each guard.
const thief = creature("Actor.thief", ["ann"], character({ attributes: { agi: 10 }, skills: { stealth: { value: 2 } } } as never), []);
const guard = creature("Actor.guard", [], npc({ attributes: { per: 10 } } as never), []);

function side(id: string, disposition: number, actor = guard): SurpriseSide {
  return { id, disposition, derived: derivedOf(actor), system: combatant() };
}

const snap = (round = 0): SurpriseSnapshot => ({
  sneakerId: "thief",
  combatants: [side("thief", 1, thief), side("g1", -1), side("g2", -1), side("cat", 0), side("pal", 1)],
  round,
});

describe("contest.round.2: the surprise contest, Stealth against each foe's Observation", () => {
  it("contest.round.2: the sneaker tests Stealth once; each foe (not a neutral, not an ally) tests Observation", () => {
    expect(surpriseTests(snap()).map((t) => [t.id, t.skill, t.target, t.dice])).toEqual([
      ["thief", "stealth", 12, 1],
      ["g1", "observation", 10, 1],
      ["g2", "observation", 10, 1],
    ]);
  });

  // Stealth target 12, Observation target 10: faces per row, cell by cell of the contest.
  it.each([
    ["the sneaker passes alone", 12, 11, true],
    ["both pass, the sneaker with more Successes", 2, 10, true],
    ["both pass with as many Successes: the observer wins the tie", 10, 9, false],
    ["the observer passes alone", 13, 10, false],
    ["both fail: nobody wins, nobody is surprised", 20, 20, false],
  ])("contest.round.2: %s", (_name, stealth, observation, surprised) => {
    const { surprised: who } = surpriseStep(snap(), { thief: [stealth], g1: [observation], g2: [20] });
    expect(who.includes("g1")).toBe(surprised);
  });

  it("contest.round.2: every foe who loses is marked in one write; one who wins is left alone", () => {
    const result = surpriseStep(snap(), { thief: [3], g1: [15], g2: [2] });
    expect(result.updates).toEqual([{ _id: "g1", "system.surprised": true }]);
  });

  it("contest.round.2: refused once round 1 is over, without foes, or with a die missing", async () => {
    expect(await refusal(() => surpriseTests(snap(2)))).toBe("MANIFOLD.contest.Surprise.TooLate");
    expect(await refusal(() => surpriseTests({ ...snap(), combatants: [side("thief", 1, thief), side("cat", 0)] }))).toBe("MANIFOLD.contest.Surprise.NoObservers");
    expect(await refusal(() => surpriseStep(snap(), { thief: [3], g1: [15] }))).toBe("MANIFOLD.contest.Error.TestFaces");
  });
});

describe("contest.round.3: the surprised lose their first turn", () => {
  it("contest.round.3: a guard the thief beat is skipped in round 1 and acts in round 2", () => {
    const t = new Tracker([fighter("thief", character({ initiative: 2 } as never)), fighter("g1", npc({ attributes: { per: 1 } } as never)), fighter("g2", npc({ attributes: { per: 1 } } as never))]);
    const { updates } = surpriseStep(snap(), { thief: [3], g1: [15], g2: [2] });
    for (const { _id, ...changes } of updates) Object.assign(t.get(_id).system, { surprised: changes["system.surprised"] });
    t.rollAll({ thief: 6, g1: 4, g2: 2 });
    t.start();
    expect(t.playUntil(2)).toEqual(["thief", "g2"]);
    expect(t.playUntil(3)).toEqual(["thief", "g1", "g2"]);
  });
});

describe("contest.round.3: the tracker's Toggle surprised sets the mark and the condition together", () => {
  it("contest.round.3: marking a combatant also puts the condition on its actor", () => {
    expect(toggleSurpriseStep({ system: { surprised: false }, statuses: [] }, 1)).toEqual({
      changes: { "system.surprised": true },
      status: { side: "attacker", id: "surprised", active: true },
    });
  });

  it("contest.round.3: a creature surprised by the condition alone is un-surprised by one toggle: mark and condition both off", () => {
    const { changes, status } = toggleSurpriseStep({ system: { surprised: false }, statuses: ["surprised"] }, 0);
    expect(changes).toEqual({ "system.surprised": false });
    expect(status.active).toBe(false);
  });

  it("contest.round.3: after round 1 there is no surprise to toggle", async () => {
    expect(await refusal(() => toggleSurpriseStep({ system: { surprised: false }, statuses: [] }, 2))).toBe("MANIFOLD.contest.Surprise.TooLate");
  });
});
