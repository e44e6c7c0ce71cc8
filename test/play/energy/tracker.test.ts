/**
 * A combat without turns, played through the tracker's buttons: nobody ever holds the turn, both
 * sides pay for their actions whenever they choose within a round, and the next-turn button moves
 * a whole round of 5 seconds.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { act, energyWorld } from "./world";
import { Fight, pools } from "./round-world";
import { Tracker } from "./tracker-world";
import { trackerStep } from "../../../src/rulesets/energy/play/round";
import { energyTrackerResources } from "../../../src/rulesets/energy/tracker-resources";
import { energyRules } from "../../../src/rulesets/energy/rules/definition";

function table() {
  const w = energyWorld();
  return { ...w, tracker: new Tracker(new Fight([w.kestra, w.gnoll])) };
}

describe("energy: rounds without turns", () => {
  it("energy.round.1: the round the step moves is the round time Foundry's clock is given at init", () => {
    // The combat glue lets core move whole rounds by CONFIG.time.roundTime, which init sets from roundSeconds.
    expect(trackerStep(1, "nextTurn").seconds).toBe(energyRules.roundSeconds);
    expect(trackerStep(2, "previousRound").seconds).toBe(-energyRules.roundSeconds);
  });

  it("energy.round.1: beginning the combat starts round 1 with nobody holding the turn; the clock has not moved", async () => {
    const w = table();
    await w.tracker.press("start");
    expect([w.tracker.round, w.tracker.turn, w.tracker.clock]).toEqual([1, null, 0]);
    expect(pools(w.kestra).energy).toBe(5);
  });

  it("energy.round.1: both sides act within the round in any order, and the turn stays nobody's", async () => {
    const w = table();
    await w.tracker.press("start");
    await act(w.gnoll, "shift");
    await act(w.kestra, "run");
    await act(w.gnoll, "run");
    await act(w.kestra, "shift");
    expect([pools(w.kestra).energy, pools(w.gnoll).energy]).toEqual([1, 1]);
    expect(w.tracker.turn).toBeNull();
  });

  it("energy.round.1: the next-turn button moves a whole round of 5 seconds: fresh pools, still nobody's turn", async () => {
    const w = table();
    await w.tracker.press("start");
    await act(w.kestra, "run");
    await w.tracker.press("nextTurn");
    expect([w.tracker.round, w.tracker.turn, w.tracker.clock]).toEqual([2, null, 5]);
    expect(pools(w.kestra).energy).toBe(5);
    await w.tracker.press("nextRound");
    expect([w.tracker.round, w.tracker.turn, w.tracker.clock]).toEqual([3, null, 10]);
  });

  it("energy.round.1: the previous-turn button undoes a whole round and winds the clock back; undoing round 1 leaves it", async () => {
    const w = table();
    await w.tracker.press("start");
    await w.tracker.press("nextTurn");
    await w.tracker.press("previousTurn");
    expect([w.tracker.round, w.tracker.turn, w.tracker.clock]).toEqual([1, null, 0]);
    await w.tracker.press("previousRound");
    expect([w.tracker.round, w.tracker.clock]).toEqual([0, 0]);
  });

  it("energy.round.1: a round button before the combat begins, or beginning it twice, is refused and nothing moves", async () => {
    const w = table();
    expect(await refusal(() => w.tracker.press("nextTurn"))).toBe("MANIFOLD.energy.Round.NotBegun");
    await w.tracker.press("start");
    expect(await refusal(() => w.tracker.press("start"))).toBe("MANIFOLD.energy.Round.Begun");
    expect([w.tracker.round, w.tracker.clock]).toEqual([1, 0]);
  });
});

describe("energy: the tracker's rows show pools only to who may see them", () => {
  const facts = (sees: boolean) => ({ system: { energy: 4, agility: 2, swiftUsed: false, initiativeUsed: true }, initiative: 13, maxAgility: 3, stamina: { value: 6, max: 10 }, conditions: ["Exposed"], sees });
  const labels = (sees: boolean) => energyTrackerResources(facts(sees)).map((r) => r.label);

  it("the owner and the GM see Energy, Agility and Stamina; another player sees only the round's marks and the conditions", () => {
    expect(labels(true)).toEqual(["MANIFOLD.energy.Tracker.Energy", "MANIFOLD.energy.Tracker.Agility", "MANIFOLD.energy.Tracker.Stamina", "MANIFOLD.energy.Tracker.SwiftReady", "MANIFOLD.energy.Tracker.InitiativeUsed", "MANIFOLD.energy.Tracker.Conditions"]);
    expect(labels(false)).toEqual(["MANIFOLD.energy.Tracker.SwiftReady", "MANIFOLD.energy.Tracker.InitiativeUsed", "MANIFOLD.energy.Tracker.Conditions"]);
    expect(energyTrackerResources(facts(false)).some((r) => r.value === 6 || r.value === 4)).toBe(false);
  });
});
