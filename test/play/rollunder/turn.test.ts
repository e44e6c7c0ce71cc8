/**
 * A turn's economy: one big action from the seed's list, a move of 20 ft + Movement, a run or a
 * charge that carries further, and the feet left that the ruler shows.
 */
import { describe, expect, it } from "vitest";
import { actionStep, moveStep, paysFeet, turnStartStep, type TurnSnapshot } from "../../../src/rulesets/rollunder/play/turn";
import { refusal } from "../table";
import { armour } from "../../rulesets/rollunder/fixtures";
import { attack, combatantOf, itemsOf, movementOf, rollunderWorld } from "./world";

function turn(w: Awaited<ReturnType<typeof rollunderWorld>>, who: "ada" | "bram" = "ada"): TurnSnapshot {
  const a = w[who];
  const c = combatantOf(a)!;
  Object.assign(c, turnStartStep({ id: who, kind: "pc", movement: movementOf(a), combatant: c }).update.system);
  return { id: who, kind: "pc" as const, movement: movementOf(a), combatant: c, onTurn: true, statuses: [] as string[] };
}

const apply = (snap: TurnSnapshot, update: { system: object }) => Object.assign(snap.combatant, update.system);

describe("rollunder turns", () => {
  it("rollunder.turn.10: Ada may move 20 ft + Movement 10 = 30 ft; the ruler shows the feet left and a longer move is refused", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    const moved = moveStep(snap, 20);
    expect(moved.left).toBe(10);
    apply(snap, moved.update);
    expect(await refusal(() => moveStep(snap, 15))).toBe("MANIFOLD.rollunder.Error.TooFar");
    apply(snap, moveStep(snap, 10).update);
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
    expect(moveStep(snap, 0).left).toBe(90);
    expect(await refusal(() => actionStep(snap, "cast"))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
  });

  it("rollunder.turn.4: a charge moves 20 ft + Movement more, then its attack is made; no other attack follows", async () => {
    const w = rollunderWorld();
    const snap = turn(w);
    apply(snap, actionStep(snap, "charge"));
    expect(moveStep(snap, 60).left).toBe(0);
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
    expect(paysFeet(["move", "move"], false)).toBe(true);
    expect(paysFeet(["blink"], true)).toBe(false);
    expect(paysFeet(["move", "displace"], true)).toBe(false);
    expect(paysFeet(["blink"], false)).toBe(true);
    expect(paysFeet(["displace"], false)).toBe(true);
    expect(paysFeet([undefined], true)).toBe(true);
    // What a player's blink pays is what the step counts: past the feet left it is refused.
    const w = rollunderWorld();
    const t = turn(w);
    expect(paysFeet(["blink"], false) && await refusal(() => moveStep(t, 999))).toBe("MANIFOLD.rollunder.Error.TooFar");
  });
});
