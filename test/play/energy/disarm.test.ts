/** A Disarm played through the card's steps, and the fling after it, paid through the pay step. */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { item } from "../../rulesets/energy/fixtures";
import { ENERGY, energyCard, energyWorld, inCombat, poolsOf, postCard } from "./world";

const CARD = "cardDisarm000001";

/** Kestra disarms the gnoll: AV 10 beats its roll of 9, its Fortitude of 11 fails against 15; Apply drops the axe. */
function disarmed(axe: Record<string, unknown> = {}, apply = true) {
  const w = energyWorld();
  const gnollAxe = w.gnoll.items[0]!;
  Object.assign(gnollAxe.system, axe);
  postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "disarm" }, openedBy: "ann" });
  w.t.press(ENERGY, "gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
  w.t.press(ENERGY, "gm", { messageId: CARD, action: "rollSave", faces: [[1]] });
  expect(energyCard(w.t, CARD).save?.pass).toBe(false);
  if (apply) w.t.press(ENERGY, "ann", { messageId: CARD, action: "apply" });
  return { ...w, gnollAxe };
}

describe("energy: flinging a disarmed weapon", () => {
  it("energy.maneuver.7 energy.maneuver.8 energy.agility.5: after the weapon drops, the attacker flings it for 1 Agility", () => {
    const w = disarmed();
    expect(w.gnollAxe.system.equipped).toBe(false);
    expect(energyCard(w.t, CARD)).toMatchObject({ flingable: true, flung: false });
    inCombat(w.kestra, { agility: 3 });
    w.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" });
    expect(poolsOf(w.kestra).agility).toBe(2);
    expect(energyCard(w.t, CARD).flung).toBe(true);
    // Once per card; and only the attacker's side may fling.
    expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
    expect(poolsOf(w.kestra).agility).toBe(2);
  });

  it("energy.maneuver.8: only the attacker's side may fling", () => {
    const w = disarmed();
    inCombat(w.kestra, { agility: 3 });
    expect(refusal(() => w.t.press(ENERGY, "bob", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("energy.maneuver.8: a Heavy weapon drops but cannot be flung", () => {
    const w = disarmed({ heavy: true });
    expect(w.gnollAxe.system.equipped).toBe(false);
    expect(energyCard(w.t, CARD).flingable).toBe(false);
    expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("energy.maneuver.8: not before the weapon has dropped (Apply)", () => {
    const w = disarmed({}, false);
    expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("energy.cond.12: a Slowed attacker may not spend the Agility: refused, nothing written", () => {
    const w = disarmed();
    inCombat(w.kestra, { agility: 3 });
    w.kestra.statuses = ["slowed"];
    const before = w.t.state();
    expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.energy.Error.NoAgility");
    expect(w.t.state()).toBe(before);
  });

  it("energy.agility.5: with no Agility left the fling is refused with the reason", () => {
    const w = disarmed();
    inCombat(w.kestra, { agility: 0 });
    expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.energy.Error.NotEnoughAgility");
  });

  it("energy.maneuver.8: outside combat nothing is paid, and Undo puts the weapon back so it can no longer be flung", () => {
    const w = disarmed();
    w.t.press(ENERGY, "ann", { messageId: CARD, action: "undo" });
    expect(w.gnollAxe.system.equipped).toBe(true);
    expect(energyCard(w.t, CARD).flingable).toBe(false);
    const again = disarmed();
    again.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" });
    expect(energyCard(again.t, CARD).flung).toBe(true);
    expect(again.kestra.combatant).toBeNull();
  });

  it("a card that was no Disarm offers no fling", () => {
    const w = energyWorld();
    w.gnoll.items.push(item("energyShield", "Buckler", { equipped: true }) as never);
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { openedBy: "ann" });
    expect(refusal(() => w.t.press(ENERGY, "ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });
});
