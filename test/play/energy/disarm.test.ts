/** A Disarm played through the card's steps, and the fling after it, paid through the pay step. */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { item } from "../../rulesets/energy/fixtures";
import { energyCard, energyWorld, inCombat, poolsOf, postCard } from "./world";

const CARD = "cardDisarm000001";

/** Kestra disarms the gnoll: AV 10 beats its roll of 9, its Fortitude of 11 fails against 15; Apply drops the axe. */
async function disarmed(axe: Record<string, unknown> = {}, apply = true) {
  const w = energyWorld();
  const gnollAxe = w.gnoll.items[0]!;
  Object.assign(gnollAxe.system, axe);
  postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { choices: { mode: "maneuver", maneuver: "disarm" }, openedBy: "ann" });
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[1, 1]] });
  await w.t.press("gm", { messageId: CARD, action: "rollSave", faces: [[1]] });
  expect(energyCard(w.t, CARD).save?.pass).toBe(false);
  if (apply) await w.t.press("ann", { messageId: CARD, action: "apply" });
  return { ...w, gnollAxe };
}

describe("energy: flinging a disarmed weapon", () => {
  it("energy.maneuver.7 energy.maneuver.8 energy.agility.5: after the weapon drops, the attacker flings it for 1 Agility", async () => {
    const w = await disarmed();
    expect(w.gnollAxe.system.equipped).toBe(false);
    expect(energyCard(w.t, CARD)).toMatchObject({ flingable: true, flung: false });
    inCombat(w.kestra, { agility: 3 });
    await w.t.press("ann", { messageId: CARD, action: "fling" });
    expect(poolsOf(w.kestra).agility).toBe(2);
    expect(energyCard(w.t, CARD).flung).toBe(true);
    // Once per card; and only the attacker's side may fling.
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
    expect(poolsOf(w.kestra).agility).toBe(2);
  });

  it("energy.maneuver.8: only the attacker's side may fling", async () => {
    const w = await disarmed();
    inCombat(w.kestra, { agility: 3 });
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("energy.maneuver.8: a Heavy weapon drops but cannot be flung", async () => {
    const w = await disarmed({ heavy: true });
    expect(w.gnollAxe.system.equipped).toBe(false);
    expect(energyCard(w.t, CARD).flingable).toBe(false);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("energy.maneuver.8: not before the weapon has dropped (Apply)", async () => {
    const w = await disarmed({}, false);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("energy.cond.12: a Slowed attacker may not spend the Agility: refused, nothing written", async () => {
    const w = await disarmed();
    inCombat(w.kestra, { agility: 3 });
    w.kestra.statuses = ["slowed"];
    const before = w.t.state();
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.energy.Error.NoAgility");
    expect(w.t.state()).toBe(before);
  });

  it("energy.agility.5: with no Agility left the fling is refused with the reason", async () => {
    const w = await disarmed();
    inCombat(w.kestra, { agility: 0 });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.energy.Error.NotEnoughAgility");
  });

  it("energy.maneuver.8: outside combat nothing is paid, and Undo puts the weapon back so it can no longer be flung", async () => {
    const w = await disarmed();
    await w.t.press("ann", { messageId: CARD, action: "undo" });
    expect(w.gnollAxe.system.equipped).toBe(true);
    expect(energyCard(w.t, CARD).flingable).toBe(false);
    const again = await disarmed();
    await again.t.press("ann", { messageId: CARD, action: "fling" });
    expect(energyCard(again.t, CARD).flung).toBe(true);
    expect(again.kestra.combatant).toBeNull();
  });

  it("a card that was no Disarm offers no fling", async () => {
    const w = energyWorld();
    w.gnoll.items.push(item("energyShield", "Buckler", { equipped: true }) as never);
    postCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, { openedBy: "ann" });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "fling" }))).toBe("MANIFOLD.Query.NotYours");
  });
});
