/**
 * Wound Track's dynamic initiative through whole rounds: the starting check, surprise, criticals
 * that move two initiatives mid-round, actions off one's turn for 2, Seize Initiative, reactions,
 * and the order re-sorted after every change without a second turn for anyone.
 */
import { describe, expect, it } from "vitest";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { initiativeStep, roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import { refusal, type PlainActor } from "../table";
import { applyUpdates, cardId, draws, endTurn, entrant, startTurn, turns } from "./rounds";
import { attack, checkFaces, inCombat, initiativeOf, poolsOf, systemOf, woundtrackWorld, act } from "./world";

type World = ReturnType<typeof woundtrackWorld>;
const actionItem = (a: PlainActor, id: string) => a.items.find((i) => i.id === id) as unknown as Action;

/** Takes an action item from the sheet, its dice landing on `faces`. */
function takeAction(w: World, user: string, a: PlainActor, id: string, faces: number[][] = []) {
  void user;
  return act(w.t, a, { kind: "take", item: actionItem(a, id).id, faces });
}


describe("woundtrack starting initiative", () => {
  it("woundtrack.init.1, woundtrack.init.7: Prc [Reflex/Initiative] + 5 on the check's roll; never below 0", () => {
    const w = woundtrackWorld();
    // Swordswoman: Prc 2 + Reflex 1 + Initiative 1 = 4; a roll of 3: 3 + 4 + 5 = 12.
    expect(initiativeStep(entrant(inCombat(w.fighter)), 3)).toBe(12);
    // Archer: Prc 3 + Reflex 1, no Initiative specialisation; -2 + 4 + 5 = 7.
    expect(initiativeStep(entrant(inCombat(w.archer)), -2)).toBe(7);
    // Cutthroat: Prc 1 and no Reflex; -9 + 1 + 5 = -3, which stops at 0.
    expect(initiativeStep(entrant(inCombat(w.cutthroat)), -9)).toBe(0);
  });

  it("woundtrack.surprise.4, woundtrack.surprise.5: surprised, 5 - Perception comes off; above Perception 5 no one is surprised", () => {
    const w = woundtrackWorld();
    // Prc 2: a penalty of 3, so the roll of 3 gives 12 - 3 = 9.
    expect(initiativeStep(entrant(inCombat(w.fighter, { surprised: true })), 3)).toBe(9);
    // Prc 6 cannot be surprised: no "penalty" of 5 - 6 = -1 either. 0 + 6 + 1 (Reflex) + 5 = 12, not 13.
    systemOf(w.archer).attributes.prc = 6;
    expect(initiativeStep(entrant(inCombat(w.archer, { surprised: true })), 0)).toBe(12);
    // Prc 5 exactly can be surprised, and 5 - 5 takes nothing: 0 + 5 + 1 + 5 = 11.
    systemOf(w.archer).attributes.prc = 5;
    expect(initiativeStep(entrant(inCombat(w.archer, { surprised: true })), 0)).toBe(11);
  });

  it("woundtrack.surprise.3: a surprised combatant gains no AP at the round's start nor at its first turn's end; from then on as usual", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 0, surprised: true }, 9);
    inCombat(w.guard, { ap: 0 }, 12);
    const all = [w.guard, w.fighter];
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.5, 0.5)));
    // The guard (Speed 0) gains 6; the surprised swordswoman nothing.
    expect([poolsOf(w.guard).ap, poolsOf(w.fighter).ap]).toEqual([6, 0]);
    endTurn(w.t, w.guard);
    // Her first turn: nothing to act with.
    startTurn(w.t, w.fighter);
    expect(await refusal(() => attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2])))).toBe("MANIFOLD.woundtrack.Error.NotEnoughAp");
    endTurn(w.t, w.fighter);
    // The documented reading (docs/dev/woundtrack.md): the gain at the end of that first turn is lost too; then she is surprised no more.
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, surprised: false, acted: true });
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.5, 0.5)));
    expect([poolsOf(w.guard).ap, poolsOf(w.fighter).ap]).toEqual([18, 6]);
  });
});

describe("woundtrack initiative changing mid-round", () => {
  it("woundtrack.crit.1, woundtrack.crit.2, woundtrack.init.2, woundtrack.init.3: a critical success raises the attacker 2 and lowers the target 2; the target falls behind an equal initiative that won the round's draw", async () => {
    const w = woundtrackWorld();
    inCombat(w.archer, { ap: 0 }, 11);
    inCombat(w.fighter, { ap: 0 }, 9);
    inCombat(w.captain, { ap: 0 }, 8);
    inCombat(w.guard, { ap: 0 }, 6);
    const all = [w.archer, w.fighter, w.captain, w.guard];
    // The draws: captain 200000, guard 700000.
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.5, 0.5, 0.2, 0.7)));
    expect(turns(all)).toEqual({ order: ["archer", "fighter", "captain", "guard"], turn: 0 });

    startTurn(w.t, w.archer);
    // The positive die explodes: 10 + 3 - 4 = 9, a critical success. Dex 4 + Aim 2 + Bows 2 = 8: 17 against the captain's ranged Defense 10.
    const card = await attack(w.t, cardId(1), w.archer, "bow", w.captain, checkFaces([10, 3], [4]));
    expect(card.check.critSuccess).toBe(true);
    // The archer's own +2 at once: 13; the captain's -2 waits for Apply.
    expect([initiativeOf(w.archer), initiativeOf(w.captain)]).toEqual([13, 8]);
    await w.t.press("bob", { messageId: cardId(1), action: "applyWound" });
    expect(initiativeOf(w.captain)).toBe(6);
    // 6 and 6: the guard's draw (700000) beats the captain's (200000); the archer keeps his turn.
    expect(turns(all)).toEqual({ order: ["archer", "fighter", "guard", "captain"], turn: 0 });
    endTurn(w.t, w.archer);
    expect(turns(all)).toEqual({ order: ["archer", "fighter", "guard", "captain"], turn: 1 });
  });

  it("woundtrack.act.2, woundtrack.act.3, woundtrack.init.2, woundtrack.round.2: off its turn only an initiative above the active one acts, for 2; the order re-sorts; the turn's holder keeps it", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 0 }, 12);
    inCombat(w.archer, { ap: 0 }, 10);
    inCombat(w.captain, { ap: 0 }, 9);
    inCombat(w.guard, { ap: 0 }, 8);
    const all = [w.fighter, w.archer, w.captain, w.guard];
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.1, 0.2, 0.3, 0.4)));
    startTurn(w.t, w.fighter);
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.archer);
    expect(turns(all)).toEqual({ order: ["fighter", "archer", "captain", "guard"], turn: 1 });

    // The captain (9) is not above the archer (10): no action off its turn.
    expect(await refusal(() => attack(w.t, cardId(1), w.captain, "club", w.archer, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    // The archer's critical failure (the negative die explodes: 5 - 12) takes him to 8; he keeps his turn.
    await attack(w.t, cardId(2), w.archer, "bow", w.guard, checkFaces([5], [10, 2]));
    expect(initiativeOf(w.archer)).toBe(8);
    expect(turns(all)).toEqual({ order: ["fighter", "archer", "captain", "guard"], turn: 1 });

    // Now the captain (9) is above the active 8: its attack off turn costs its 4 AP and 2 initiative.
    await attack(w.t, cardId(3), w.captain, "club", w.archer, checkFaces([5], [5]));
    expect([initiativeOf(w.captain), poolsOf(w.captain).ap]).toEqual([7, 2]);
    // At 7 it falls behind the guard (8), who now goes first after the archer.
    expect(turns(all)).toEqual({ order: ["fighter", "archer", "guard", "captain"], turn: 1 });
    // The guard (8) is not above the archer (8) either, nor is the captain now.
    expect(await refusal(() => attack(w.t, cardId(4), w.guard, "club", w.archer, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    expect(await refusal(() => attack(w.t, cardId(5), w.captain, "club", w.archer, checkFaces([5], [5])))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");

    // The swordswoman has had her turn; at 12 she may still act off the archer's: Defend for 2 AP, 2 initiative.
    await takeAction(w, "ann", w.fighter, "defend");
    expect([initiativeOf(w.fighter), poolsOf(w.fighter).ap, poolsOf(w.fighter).defending]).toEqual([10, 10, true]);
  });

  it("woundtrack.action.62, woundtrack.act.3, woundtrack.round.2: Seize Initiative adds its d6 for 2 AP; off one's turn after the 2 it costs; the next round's order follows", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 0 }, 9);
    inCombat(w.archer, { ap: 0 }, 11);
    inCombat(w.guard, { ap: 0 }, 7);
    const all = [w.fighter, w.archer, w.guard];
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.1, 0.2, 0.3)));
    expect(turns(all).order).toEqual(["archer", "fighter", "guard"]);
    startTurn(w.t, w.archer);
    endTurn(w.t, w.archer);

    // Her turn: the d6 shows 4, 9 + 4 = 13; 6 AP less 2.
    startTurn(w.t, w.fighter);
    await takeAction(w, "ann", w.fighter, "seize", [[4]]);
    expect([initiativeOf(w.fighter), poolsOf(w.fighter).ap]).toEqual([13, 4]);
    endTurn(w.t, w.fighter);

    // Off the guard's turn (7): 13 - 2 for acting out of turn, + 3 on the d6 = 14; 10 AP less 2.
    startTurn(w.t, w.guard);
    await takeAction(w, "ann", w.fighter, "seize", [[3]]);
    expect([initiativeOf(w.fighter), poolsOf(w.fighter).ap]).toEqual([14, 8]);
    // She has had her turn this round: she is not offered another.
    expect(turns(all)).toEqual({ order: ["fighter", "archer", "guard"], turn: 2 });
    endTurn(w.t, w.guard);
    // Round 2: she now goes before the archer (11).
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.1, 0.2, 0.3)));
    expect(turns(all)).toEqual({ order: ["fighter", "archer", "guard"], turn: 0 });
  });

  it("woundtrack.init.4, woundtrack.init.2: lowered below those yet to act after her turn, she gets no second turn; the holder keeps a turn its own critical failure lowered", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 0 }, 10);
    inCombat(w.guard, { ap: 0 }, 9);
    inCombat(w.captain, { ap: 0 }, 8);
    const all = [w.fighter, w.guard, w.captain];
    applyUpdates(w.t, roundStartStep(all.map(entrant), draws(0.1, 0.2, 0.3)));

    // Her critical failure (5 - 12): 10 - 2 = 8, below the guard, but the turn stays hers.
    startTurn(w.t, w.fighter);
    await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([5], [10, 2]));
    expect(initiativeOf(w.fighter)).toBe(8);
    expect(turns(all)).toEqual({ order: ["fighter", "guard", "captain"], turn: 0 });
    endTurn(w.t, w.fighter);

    // The guard's critical success on her: he rises to 11, and on Apply she drops to 6, below the captain (8) who has not acted.
    startTurn(w.t, w.guard);
    await attack(w.t, cardId(2), w.guard, "club", w.fighter, checkFaces([10, 3], [4]));
    await w.t.press("gm", { messageId: cardId(2), action: "applyWound" });
    expect([initiativeOf(w.guard), initiativeOf(w.fighter)]).toEqual([11, 6]);
    // The captain is next, and after the captain no one: she does not come round again.
    expect(turns(all)).toEqual({ order: ["fighter", "guard", "captain"], turn: 1 });
    endTurn(w.t, w.guard);
    startTurn(w.t, w.captain);
    endTurn(w.t, w.captain);
    const end = turns(all);
    expect(end.turn).toBe(end.order.length);
  });
});

describe("woundtrack initiative at 0", () => {
  it("woundtrack.init.5, woundtrack.act.6, woundtrack.act.7: a Rebuff is a reaction at any initiative above 0, off any turn, and leaves the initiative as it was; at 0 none", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 12 }, 12);
    inCombat(w.guard, { ap: 12 }, 3);
    startTurn(w.t, w.fighter);
    // The guard (3) is far below the swordswoman (12), yet may Rebuff her approach: 4 AP, no initiative.
    await attack(w.t, cardId(1), w.guard, "club", w.fighter, checkFaces([5], [5]), { action: "rebuff" });
    expect([initiativeOf(w.guard), poolsOf(w.guard).ap]).toEqual([3, 8]);
    // At 0, no reaction at all.
    inCombat(w.captain, { ap: 12 }, 0);
    expect(await refusal(() => attack(w.t, cardId(2), w.captain, "club", w.fighter, checkFaces([5], [5]), { action: "rebuff" }))).toBe("MANIFOLD.woundtrack.Error.NoReactions");
    expect(poolsOf(w.captain).ap).toBe(12);
  });

  it("woundtrack.init.6, woundtrack.init.7, woundtrack.crit.2: acting off turn from 1 stops at 0, and from 0 it is refused; a critical success takes a target at 1 to 0", async () => {
    const w = woundtrackWorld();
    inCombat(w.fighter, { ap: 12 }, 1);
    inCombat(w.guard, { ap: 12 }, 0);
    startTurn(w.t, w.guard);
    // 1 is above the guard's 0: the Defend off turn costs 2 initiative, which stops at 0.
    await takeAction(w, "ann", w.fighter, "defend");
    expect([initiativeOf(w.fighter), poolsOf(w.fighter).ap]).toEqual([0, 10]);
    // At 0 she may take no action that lowers it: off turn, refused, and nothing paid.
    expect(await refusal(() => takeAction(w, "ann", w.fighter, "defend"))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    expect(await refusal(() => attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2])))).toBe("MANIFOLD.woundtrack.Error.NotYourTurn");
    expect(poolsOf(w.fighter).ap).toBe(10);

    // The guard's critical success on the archer at 1: on Apply he is at 0, not -1.
    inCombat(w.archer, {}, 1);
    await attack(w.t, cardId(2), w.guard, "club", w.archer, checkFaces([10, 3], [4]));
    await w.t.press("gm", { messageId: cardId(2), action: "applyWound" });
    expect(initiativeOf(w.archer)).toBe(0);
  });
});
