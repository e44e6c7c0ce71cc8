/**
 * An action that costs more AP than are at hand, through whole rounds: declared from the sheet with
 * all the AP, paid at each of its later turns' start until it takes effect (the table told each
 * time), and cancelled by AP spent on anything else or by the player's choice, nothing refunded.
 */
import { describe, expect, it } from "vitest";
import { cancelLongStep, declareLongStep } from "../../../src/rulesets/woundtrack/play/actions";
import type { Action } from "../../../src/rulesets/woundtrack/play/side";
import { roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import { refusal, type PlainActor } from "../table";
import { item } from "../../rulesets/woundtrack/data";
import { applyUpdates, cardId, draws, endTurn, entrant, startTurn } from "./rounds";
import { attack, checkFaces, inCombat, initiativeOf, poolsOf, sideOf, systemOf, woundtrackWorld, act } from "./world";

type World = ReturnType<typeof woundtrackWorld>;
const NONE = { action: "", cost: 0, paid: 0, timed: false };

/** The swordswoman (Speed 0: 6 AP at the round's start, 6 at her turn's end) at 12 and the guard at 8, with a 30 AP ritual besides her 12 AP Treat Wound. */
function fight() {
  const w = woundtrackWorld();
  w.fighter.items.push(item("ritual", "woundtrackAction", { automation: "", ap: 30 }) as never);
  inCombat(w.fighter, { ap: 0 }, 12);
  inCombat(w.guard, { ap: 0 }, 8);
  return w;
}

const all = (w: World) => [w.fighter, w.guard];
const newRound = (w: World) => applyUpdates(w.t, roundStartStep(all(w).map(entrant), draws(0.5, 0.5)));
const actionOf = (a: PlainActor, id: string) => a.items.find((i) => i.id === id) as unknown as Action;
const declare = (w: World, id: string) => act(w.t, w.fighter, { kind: "declare", item: actionOf(w.fighter, id).id });

describe("woundtrack long actions", () => {
  it("woundtrack.ap.5: a 12 AP action declared with 6 at hand takes them all, and the rest at her next turn's start, when it takes effect", async () => {
    const w = fight();
    newRound(w);
    expect(startTurn(w.t, w.fighter)).toEqual([]);
    await declare(w, "treat");
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, long: { action: "treat", cost: 12, paid: 6, timed: false } });
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.guard);
    endTurn(w.t, w.guard);
    // Round 2: 6 (turn's end) + 6 (round's start) = 12 at hand; 6 are still owed, so 6 stay.
    newRound(w);
    expect(poolsOf(w.fighter).ap).toBe(12);
    const told = startTurn(w.t, w.fighter);
    expect(told).toEqual([{ key: "MANIFOLD.woundtrack.Notice.LongActionDone", data: { action: "treat" } }]);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 6, long: NONE });
  });

  it("woundtrack.ap.5, woundtrack.ap.6, woundtrack.act.3: paid over two turns, then AP spent on an attack off her turn cancel it; nothing is refunded", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    // 30 AP with 6 at hand: 6 paid.
    await declare(w, "ritual");
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, long: { action: "ritual", cost: 30, paid: 6 } });
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.guard);
    endTurn(w.t, w.guard);

    // Round 2: all 12 at hand go to it at her turn's start: 18 of 30, and the table is told.
    newRound(w);
    expect(startTurn(w.t, w.fighter)).toEqual([{ key: "MANIFOLD.woundtrack.Notice.LongActionPaid", data: { action: "ritual", paid: "18", cost: "30" } }]);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, long: { paid: 18 } });
    endTurn(w.t, w.fighter);
    expect(poolsOf(w.fighter).ap).toBe(6);

    // The guard's turn: at 12 against his 8 she attacks off her turn: 4 of her 6 AP, 2 initiative, and the ritual is gone.
    startTurn(w.t, w.guard);
    await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2]));
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 2, long: NONE });
    expect(initiativeOf(w.fighter)).toBe(10);
    endTurn(w.t, w.guard);

    // Round 3: nothing is paid at her turn's start any more, and the 18 spent do not come back.
    newRound(w);
    expect(startTurn(w.t, w.fighter)).toEqual([]);
    expect(poolsOf(w.fighter).ap).toBe(8);
  });

  it("woundtrack.ap.6: she may cancel it herself, keeping nothing of what was paid; with none under way there is nothing to cancel", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    await declare(w, "ritual");
    await act(w.t, w.fighter, { kind: "cancel" });
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, long: NONE });
    expect(await refusal(() => cancelLongStep(sideOf(w.fighter)))).toBe("MANIFOLD.woundtrack.Error.NoLongAction");
    // Her turn's end brings 6 and round 2 another 6; her turn's start pays nothing.
    endTurn(w.t, w.fighter);
    newRound(w);
    expect(startTurn(w.t, w.fighter)).toEqual([]);
    expect(poolsOf(w.fighter).ap).toBe(12);
  });

  it("woundtrack.ap.5: an action she can afford is taken, not declared", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    // Defend costs 2 of her 6.
    expect(await refusal(() => declareLongStep(sideOf(w.fighter), actionOf(w.fighter, "defend")))).toBe("MANIFOLD.woundtrack.Error.LongActionAffordable");
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 6, long: NONE });
  });
});

describe("woundtrack a long action's other costs", () => {
  it("woundtrack.action.3, woundtrack.action.4: begun, a long action pays its stamina and invests its mana at once; too little mana refuses it and nothing is paid", async () => {
    const w = fight();
    w.fighter.items.push(item("rite", "woundtrackAction", { automation: "", ap: 20, staminaCost: 3, manaCost: 2 }) as never);
    Object.assign(systemOf(w.fighter).mana, { value: 1, max: 4 });
    newRound(w);
    startTurn(w.t, w.fighter);
    expect(await refusal(() => declare(w, "rite"))).toBe("MANIFOLD.woundtrack.Error.NotEnoughMana");
    expect(poolsOf(w.fighter).ap).toBe(6);
    systemOf(w.fighter).mana.value = 4;
    await declare(w, "rite");
    expect([poolsOf(w.fighter).long.action, systemOf(w.fighter).stamina.value, systemOf(w.fighter).mana]).toMatchObject(["rite", 7, { value: 2, invested: 2, max: 4 }]);
  });
});

describe("woundtrack actions timed in rounds", () => {
  it("woundtrack.ap.7: a 2-round action takes all her AP this round, its first, and all of them at her next turn, when it is done; minutes count 4 rounds each", async () => {
    const w = fight();
    w.fighter.items.push(item("search", "woundtrackAction", { automation: "", ap: 4, rounds: 2 }) as never, item("bandage", "woundtrackAction", { automation: "", ap: 4, minutes: 1 }) as never);
    newRound(w);
    startTurn(w.t, w.fighter);
    // Taken with its AP in hand, it is still begun: time, not AP, is its cost.
    expect(await refusal(() => act(w.t, w.fighter, { kind: "take", item: "search", faces: [] }))).toBe("MANIFOLD.woundtrack.Error.TimedBegin");
    await declare(w, "search");
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, long: { action: "search", cost: 2, paid: 1, timed: true } });
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.guard);
    endTurn(w.t, w.guard);
    newRound(w);
    expect(startTurn(w.t, w.fighter)).toEqual([{ key: "MANIFOLD.woundtrack.Notice.LongActionDone", data: { action: "search" } }]);
    // All 12 AP went to its second round.
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, long: NONE });
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.guard);
    endTurn(w.t, w.guard);
    newRound(w);
    startTurn(w.t, w.fighter);
    await declare(w, "bandage");
    expect(poolsOf(w.fighter).long).toMatchObject({ action: "bandage", cost: 4, paid: 1, timed: true });
  });
});
