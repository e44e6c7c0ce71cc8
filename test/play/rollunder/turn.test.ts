/**
 * A turn's economy: one big action from the seed's list, a move of 20 ft + Movement, a run or a
 * charge that carries further, and the feet left that the ruler shows.
 */
import { describe, expect, it } from "vitest";
import { actionStep, turnStartStep, type TurnSnapshot } from "../../../src/rulesets/rollunder/play/turn";
import { refusal } from "../table";
import { armour } from "../../rulesets/rollunder/fixtures";
import { attack, combatantOf, itemsOf, movementOf, rollunderWorld } from "./world";

function turn(w: Awaited<ReturnType<typeof rollunderWorld>>, who: "ada" | "bram" = "ada"): TurnSnapshot {
  const a = w[who];
  w.t.turn = a.uuid;
  const c = combatantOf(a)!;
  Object.assign(c, turnStartStep({ id: who, kind: "pc", movement: movementOf(a), combatant: c }).update.system);
  return { id: who, kind: "pc" as const, movement: movementOf(a), combatant: c, onTurn: true, statuses: [] as string[] };
}

const apply = (snap: TurnSnapshot, update: { system: object }) => Object.assign(snap.combatant, update.system);

describe("rollunder turns", () => {
  it("rollunder.turn.10: Ada may move 20 ft + Movement 10 = 30 ft, counted through the movement ledger; a longer move is refused", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    expect(await w.t.move("ann", w.ada, 20)).toBe("willing");
    expect(snap.combatant.moved).toBe(20);
    const before = w.t.state();
    expect(await refusal(() => w.t.move("ann", w.ada, 15))).toBe("MANIFOLD.rollunder.Error.TooFar");
    expect(w.t.state()).toBe(before);
    await w.t.move("ann", w.ada, 10);
    expect(snap.combatant.moved).toBe(30);
  });

  it("rollunder.turn.10 / rollunder.armor.3: in plate Ada's Movement is 6, so her move is 26 ft", () => {
    const w = rollunderWorld();
    w.ada.items = w.ada.items.filter((i) => i.type !== "rollunderArmor");
    itemsOf(w.ada).push(armour("plate00000000000", "plate"));
    expect(turn(w).combatant.allowance).toBe(26);
  });

  it("rollunder.turn.3: running is the action and carries 50 ft + Movement more: 90 ft in all", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    apply(snap, actionStep(snap, "run"));
    await w.t.move("ann", w.ada, 90);
    expect(snap.combatant.moved).toBe(90);
    expect(await refusal(() => w.t.move("ann", w.ada, 5))).toBe("MANIFOLD.rollunder.Error.TooFar");
    expect(await refusal(() => actionStep(snap, "cast"))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
  });

  it("rollunder.turn.4: a charge moves 20 ft + Movement more, then its attack is made; no other attack follows", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    apply(snap, actionStep(snap, "charge"));
    await w.t.move("ann", w.ada, 60);
    expect(await refusal(() => w.t.move("ann", w.ada, 5))).toBe("MANIFOLD.rollunder.Error.TooFar");
    await attack(w.t, "cardCharge000001", w.ada, "sword00000000000", w.footsoldier, [[4]]);
    expect(combatantOf(w.ada)!.action).toBe("charged");
    expect(await refusal(() => attack(w.t, "cardCharge000001", w.ada, "sword00000000000", w.footsoldier, [[4]]))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
  });

  it("rollunder.turn.5 / rollunder.turn.6 / rollunder.turn.1: casting a spell or fetching an item from a pack is the action of the turn", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    apply(snap, actionStep(snap, "cast"));
    expect(snap.combatant.action).toBe("cast");
    expect(await refusal(() => actionStep(snap, "retrieve"))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
    const next = turn(w);
    apply(next, actionStep(next, "retrieve"));
    expect([next.combatant.action, next.combatant.allowance]).toEqual(["retrieve", 30]);
    expect(await refusal(() => actionStep(turn(w), "dance"))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => actionStep({ ...turn(w), onTurn: false }, "cast"))).toBe("MANIFOLD.rollunder.Error.NotYourTurn");
  });

  it("rollunder.turn.10: a teleport or displacement is free only when a GM moves the token; a player naming one pays the feet", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    expect(await w.t.move("gm", w.ada, 200, { actions: ["blink"] })).toBe("forced");
    expect(await w.t.move("gm", w.ada, 200, { actions: ["walk", "displace"] })).toBe("forced");
    expect(snap.combatant.moved).toBe(0);
    expect(await refusal(() => w.t.move("ann", w.ada, 999, { actions: ["blink"] }))).toBe("MANIFOLD.rollunder.Error.TooFar");
    expect(await w.t.move("ann", w.ada, 10, { actions: ["displace"] })).toBe("willing");
    expect(snap.combatant.moved).toBe(10);
  });

  it("rollunder.turn.10: off its turn a player's creature does not move; a GM moving it then places it and no feet are counted", async () => {
    const w = rollunderWorld();
    const snap = turn(w, "bram");
    expect(await refusal(() => w.t.move("ann", w.ada, 5))).toBe("MANIFOLD.Move.NotYourTurn");
    expect(await w.t.move("gm", w.ada, 40)).toBe("forced");
    expect(combatantOf(w.ada)!.moved).toBe(0);
    expect(snap.combatant.moved).toBe(0);
  });

  it("rollunder.turn.10: a GM's move past the feet left is let through with a warning, the table told, and it uses them all; an undo gives feet back", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    w.t.turn = w.ada.uuid;
    await w.t.move("gm", w.ada, 45);
    expect(w.t.log.warned).toEqual(["MANIFOLD.rollunder.Error.TooFar"]);
    expect(w.t.log.notices).toEqual([{ uuid: w.ada.uuid, key: "MANIFOLD.rollunder.Move.Past", data: { distance: "45", left: "30", name: "ada" } }]);
    expect(snap.combatant.moved).toBe(30);
    expect(await w.t.move("ann", w.ada, 10, { method: "undo" })).toBe("undo");
    expect(snap.combatant.moved).toBe(20);
    await w.t.move("ann", w.ada, 10);
    expect(snap.combatant.moved).toBe(30);
  });

  it("rollunder.turn.10: the dead and the dying do not move of their own; with no GM online the mover's own client counts the feet", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    w.ada.statuses = ["dying"];
    expect(await refusal(() => w.t.move("ann", w.ada, 5))).toBe("MANIFOLD.rollunder.Error.CannotAct");
    w.ada.statuses = [];
    w.t.gmOnline = false;
    await w.t.move("ann", w.ada, 5);
    expect(snap.combatant.moved).toBe(5);
    expect(w.t.log.writes).toEqual([{ uuid: w.ada.uuid, doc: "combatant", changes: { "system.moved": 5 } }]);
  });
});
