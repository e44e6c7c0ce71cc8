/**
 * Energy's movement tied to the token, through the movement ledger (Table.move, as the token hooks
 * run it): a token walks the metres its movement actions paid for this round; a GM's longer walk
 * counts as moved, toward ending Defend; a push or a GM's placing of a player's creature counts nothing.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { ENERGY_MOVES } from "../../../src/rulesets/energy/play/move";
import { act, energyWorld, inCombat, poolsOf } from "./world";

/** Kestra (Speed 6), ann's, in combat with 5 Energy and 3 Agility. */
function fighting() {
  const w = energyWorld();
  inCombat(w.kestra, { energy: 5, agility: 3 });
  return w;
}

describe("energy.move.1 / energy.move.2: the token walks what was paid", () => {
  it("energy.move.2: a Run pays 6 m; the token walks them over several drags; a step more is refused and changes nothing", async () => {
    const w = fighting();
    expect(await refusal(() => w.t.move("ann", w.kestra, 1))).toBe("MANIFOLD.energy.Move.TooFar");
    await act(w.kestra, "run");
    expect(poolsOf(w.kestra).moveLeft).toBe(6);
    expect(await w.t.move("ann", w.kestra, 4)).toBe("willing");
    await w.t.move("ann", w.kestra, 2);
    expect(poolsOf(w.kestra).moveLeft).toBe(0);
    const before = w.t.state();
    expect(await refusal(() => w.t.move("ann", w.kestra, 1))).toBe("MANIFOLD.energy.Move.TooFar");
    expect(w.t.state()).toBe(before);
  });

  it("energy.move.1: a Shift pays 1 m; an undone walk gives its metres back", async () => {
    const w = fighting();
    await act(w.kestra, "shift");
    await w.t.move("ann", w.kestra, 1);
    expect(await w.t.move("ann", w.kestra, 1, { method: "undo" })).toBe("undo");
    expect(poolsOf(w.kestra).moveLeft).toBe(1);
  });

  it("energy.maneuver.12: a Restrained creature walks nothing, whatever it paid before", async () => {
    const w = fighting();
    await act(w.kestra, "shift");
    w.kestra.statuses = ["restrained"];
    expect(await refusal(() => w.t.move("ann", w.kestra, 1))).toBe("MANIFOLD.energy.Error.CannotMove");
  });
});

describe("energy.action.9: Defend ends by the metres the token moved", () => {
  it("energy.action.9: a GM walking a Defending NPC past what it paid is warned; the unpaid metres count, and past Speed Defend ends", async () => {
    const w = fighting();
    inCombat(w.gnoll, { energy: 5, agility: 3 });
    await act(w.gnoll, "defend");
    await act(w.gnoll, "run");
    const speed = poolsOf(w.gnoll).defendMoved;
    // Its paid Run walked, then one more metre than it paid: Defend still holds at exactly Speed.
    await w.t.move("gm", w.gnoll, speed);
    expect(poolsOf(w.gnoll)).toMatchObject({ defending: true, moveLeft: 0, defendMoved: speed });
    await w.t.move("gm", w.gnoll, 1);
    expect(w.t.log.warned).toEqual(["MANIFOLD.energy.Move.TooFar"]);
    expect(w.t.log.notices).toEqual([{ uuid: w.gnoll.uuid, key: "MANIFOLD.energy.Move.Past", data: { distance: "1", left: "0", name: "gnoll" } }]);
    expect(poolsOf(w.gnoll)).toMatchObject({ defending: false, defendMoved: 0 });
  });

  it("energy.action.9: the GM dragging Kestra (a player's creature: a push, a fall) is no move of hers: Defend holds", async () => {
    const w = fighting();
    await act(w.kestra, "defend");
    expect(await w.t.move("gm", w.kestra, 12)).toBe("forced");
    expect(poolsOf(w.kestra)).toMatchObject({ defending: true, defendMoved: 0, moveLeft: 0 });
    expect(w.t.log.warned).toEqual([]);
  });

  it("energy.move.1: out of the combat a token walks freely: no refusal, nothing written, nothing told", async () => {
    const w = energyWorld();
    expect(w.gnoll.combatant).toBeNull();
    expect(await w.t.move("gm", w.gnoll, 30)).toBe("willing");
    expect(await w.t.move("ann", w.kestra, 30)).toBe("willing");
    expect([w.t.log.writes, w.t.log.notices, w.t.log.warned]).toEqual([[], [], []]);
  });

  it("energy.move.2: a walk within what was paid tells nobody; a GM's unpaid walk of a creature not Defending writes nothing but is told", async () => {
    const w = fighting();
    await act(w.kestra, "run");
    await w.t.move("ann", w.kestra, 6);
    expect([w.t.log.notices, w.t.log.warned]).toEqual([[], []]);
    inCombat(w.gnoll, { energy: 5, agility: 3 });
    await w.t.move("gm", w.gnoll, 2);
    expect(w.t.log.writes).toEqual([]);
    expect(w.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.energy.Move.Past"]);
  });

  it("a walk may write only the metres left and Defend, never a pool it could spend", () => {
    expect(Object.keys(ENERGY_MOVES.allow.combatant).sort()).toEqual(["system.defendMoved", "system.defending", "system.moveLeft"]);
    expect(Object.keys(ENERGY_MOVES.allow.actor)).toEqual([]);
  });
});
