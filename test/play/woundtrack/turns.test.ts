/**
 * Wound Track rounds through the tracker's steps: AP gained at the round's start and at each
 * combatant's own turn end by the Speed table, carried over and capped; the order by initiative,
 * ties broken by a draw made afresh each round.
 */
import { describe, expect, it } from "vitest";
import { roundStartStep, turnEndStep } from "../../../src/rulesets/woundtrack/play/turns";
import { applyUpdates, cardId, draws, endTurn, entrant, startTurn, turns } from "./rounds";
import { attack, checkFaces, inCombat, poolsOf, woundtrackWorld } from "./world";

describe("woundtrack AP through whole rounds", () => {
  it("woundtrack.ap.1, woundtrack.ap.2, woundtrack.ap.3, woundtrack.ap.4, woundtrack.ap.19, woundtrack.ap.20: AP come at the round's start and at the own turn's end by Speed, carry over, and stop at the maximum", async () => {
    const w = woundtrackWorld();
    // The swordswoman has Speed 0 (6 at the round's start, 6 at her turn's end, 18 at most); the archer Speed 1 (7, 7, 21).
    inCombat(w.fighter, { ap: 0 }, 12);
    inCombat(w.archer, { ap: 0 }, 10);
    const all = [w.fighter, w.archer];
    const ap = () => [poolsOf(w.fighter).ap, poolsOf(w.archer).ap];

    // Round 1 starts: one batched update for both.
    const start = roundStartStep(all.map(entrant), draws(0.1, 0.2));
    expect(start.map((u) => u._id)).toEqual([w.fighter.uuid, w.archer.uuid]);
    applyUpdates(w.t, start);
    expect(ap()).toEqual([6, 7]);
    expect(turns(all)).toEqual({ order: ["fighter", "archer"], turn: 0 });

    // Her turn: a Standard Attack costs 4 of her 6 AP; 2 carry over and her turn's end adds 6.
    startTurn(w.t, w.fighter);
    await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2]));
    expect(poolsOf(w.fighter).ap).toBe(2);
    endTurn(w.t, w.fighter);
    expect(ap()).toEqual([8, 7]);
    expect(poolsOf(w.fighter).acted).toBe(true);
    // She has acted: the archer's turn is next.
    expect(turns(all)).toEqual({ order: ["fighter", "archer"], turn: 1 });

    // His turn: he spends nothing; 7 + 7.
    startTurn(w.t, w.archer);
    endTurn(w.t, w.archer);
    expect(ap()).toEqual([8, 14]);

    // Round 2: 8 + 6 = 14; 14 + 7 = 21, his maximum exactly; neither has acted yet.
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.1, 0.2)));
    expect(ap()).toEqual([14, 21]);
    expect([poolsOf(w.fighter).acted, poolsOf(w.archer).acted]).toEqual([false, false]);
    // Her turn's end: 14 + 6 = 20 is past her 18; his: 21 + 7 = 28 is past his 21.
    startTurn(w.t, w.fighter);
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.archer);
    endTurn(w.t, w.archer);
    expect(ap()).toEqual([18, 21]);

    // Round 3: at the maximum, the round's AP are lost whole.
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.1, 0.2)));
    expect(ap()).toEqual([18, 21]);
  });

  it("woundtrack.ap.1, woundtrack.ap.3: AP come only at one's own turn's end, not at another's", () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 0 }, 12);
    inCombat(w.guard, { ap: 0 }, 8);
    const all = [w.fighter, w.guard];
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.5, 0.5)));
    // The fighter's turn ends: only her update, only her 6 (the guard, Speed 0, keeps his 6 of the round's start).
    const end = turnEndStep(entrant(w.fighter));
    expect(end._id).toBe(w.fighter.uuid);
    applyUpdates(w.t, [end]);
    expect([poolsOf(w.fighter).ap, poolsOf(w.guard).ap]).toEqual([12, 6]);
  });
});

describe("woundtrack turn order, round by round", () => {
  it("woundtrack.init.2, woundtrack.init.3, woundtrack.round.2: descending initiative; equal ones by the round's draw, drawn afresh each round", () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, {}, 9);
    inCombat(w.guard, {}, 8);
    inCombat(w.captain, {}, 8);
    inCombat(w.cutthroat, {}, 8);
    const all = [w.fighter, w.guard, w.captain, w.cutthroat];
    // Round 1's draws, in the order given: fighter 0 (she is first anyway, at 9), guard 300000, captain 900000, cutthroat 500000.
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0, 0.3, 0.9, 0.5)));
    expect(poolsOf(w.captain).tieBreak).toBe(900_000);
    expect(turns(all).order).toEqual(["fighter", "captain", "cutthroat", "guard"]);
    // Round 2 draws again: guard 900000, captain 100000, cutthroat 500000.
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0, 0.9, 0.1, 0.5)));
    expect(turns(all).order).toEqual(["fighter", "guard", "cutthroat", "captain"]);
  });
});
