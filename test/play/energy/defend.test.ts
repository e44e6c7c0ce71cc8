/**
 * Defend and movement as the sheet pays for them (takeAction, useAbility and the attack's payment
 * through the pay step): when Defend ends, and a Restrained creature that may not move.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { item, creature } from "../../rulesets/energy/fixtures";
import { roundReset } from "../../../src/rulesets/energy/rules/economy";
import { abilityOrder, attackOrder } from "../../../src/rulesets/energy/play/pay";
import { attackCost } from "../../../src/rulesets/energy/rules/economy";
import { act, energyWorld, inCombat, payFor, plain, poolsOf } from "./world";

/** Kestra (Speed 6) in combat with 5 Energy, 3 Agility, and Defending once she takes the action. */
async function defending() {
  const w = energyWorld();
  inCombat(w.kestra, { energy: 5, agility: 3 });
  await act(w.kestra, "defend");
  expect(poolsOf(w.kestra)).toMatchObject({ defending: true, defendMoved: 0, energy: 4 });
  return w;
}

describe("energy: Defend lasts until an attack, a spell, or moving more than your Speed", () => {
  it("energy.action.9: one Run is exactly your Speed: Defend holds", async () => {
    const w = await defending();
    await act(w.kestra, "run");
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 1, defending: true, defendMoved: 6 });
  });

  it("energy.action.9: a Shift after that Run moves past your Speed: Defend ends", async () => {
    const w = await defending();
    await act(w.kestra, "run");
    await act(w.kestra, "shift");
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 0, defending: false, defendMoved: 0 });
  });

  it("energy.action.9: Shifts and Agile Moves add up; the seventh metre ends it", async () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 5, agility: 40 });
    await act(w.kestra, "defend");
    for (let i = 0; i < 6; i++) await act(w.kestra, "shiftAgility");
    expect(poolsOf(w.kestra)).toMatchObject({ defending: true, defendMoved: 6 });
    await payFor(w.kestra, { kind: "agileMove" });
    expect(poolsOf(w.kestra).defending).toBe(false);
  });

  it("energy.action.9 energy.move.3: a Sprint goes beyond your Speed: Defend ends at once", async () => {
    const w = await defending();
    await act(w.kestra, "sprint");
    expect(poolsOf(w.kestra).defending).toBe(false);
  });

  it("energy.action.9 energy.cond.11: Slowed, a Run covers the halved Speed (3 m) and one Shift more ends Defend", async () => {
    const w = energyWorld();
    const slowed = w.t.actor(plain("Actor.slow", "energyCharacter", ["ann"], creature(), [], ["slowed"]));
    inCombat(slowed, { energy: 5 });
    await act(slowed, "defend");
    await act(slowed, "run");
    expect(poolsOf(slowed)).toMatchObject({ defending: true, defendMoved: 3 });
    await act(slowed, "shift");
    expect(poolsOf(slowed).defending).toBe(false);
  });

  it("energy.action.9: the count starts again each round; Defend carries over", async () => {
    const w = await defending();
    await act(w.kestra, "run");
    // The round's reset (combat.ts roundStart): fresh pools, Defending kept.
    w.kestra.combatant = { ...roundReset({ stamina: 10, maxAgility: 3, exhausted: false, unconscious: false }), defending: poolsOf(w.kestra).defending };
    await act(w.kestra, "run");
    expect(poolsOf(w.kestra)).toMatchObject({ defending: true, defendMoved: 6 });
  });

  it("energy.action.9: standing up, turning and catching your breath do not end it", async () => {
    const w = await defending();
    await act(w.kestra, "standUp");
    await act(w.kestra, "turn");
    await payFor(w.kestra, { kind: "catchBreath" });
    expect(poolsOf(w.kestra).defending).toBe(true);
  });

  it("energy.action.9: casting a spell ends it; using an ability that is not a spell does not", async () => {
    const w = await defending();
    const { order, extra } = abilityOrder({ kind: "ability", energyCost: 1, staminaCost: 0 });
    await payFor(w.kestra, order, extra);
    expect(poolsOf(w.kestra).defending).toBe(true);
    const spell = abilityOrder({ kind: "spell", energyCost: 1, staminaCost: 0 });
    await payFor(w.kestra, spell.order, spell.extra);
    expect(poolsOf(w.kestra).defending).toBe(false);
  });

  it("energy.action.9: an attack ends it, a Swift Attack too", async () => {
    const w = await defending();
    const melee = attackOrder(attackCost("melee", { weapon: true, proficient: true, swift: true }), true, false);
    await payFor(w.kestra, melee.order, melee.extra);
    expect(poolsOf(w.kestra)).toMatchObject({ defending: false, swiftUsed: true, energy: 3 });
  });

  it("Defend is bought with its own cost: an order that claims it for nothing is refused", async () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 5 });
    expect(await refusal(() => payFor(w.kestra, { kind: "cost", cost: { energy: 0 }, staminaForEnergy: false }, { act: "defend" }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => payFor(w.kestra, { kind: "cost", cost: { energy: 3, movement: true, moves: "speed" }, staminaForEnergy: false }, { act: "defend" }))).toBe("MANIFOLD.Query.Malformed");
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 5, defending: false });
  });
});

describe("energy: a Restrained creature makes no movement actions", () => {
  function held() {
    const w = energyWorld();
    const held = w.t.actor(plain("Actor.held", "energyCharacter", ["ann"], creature(), [item("energyWeapon", "Knife", { equipped: true })], ["restrained"]));
    inCombat(held, { energy: 5, agility: 3, agileMoves: 2 });
    return held;
  }

  it.each(["run", "sprint", "shift", "shiftAgility", "jump", "standUp", "kneel", "climb"] as const)("energy.maneuver.12: %s is refused with the reason, and nothing is spent", async (id) => {
    const a = held();
    const before = JSON.stringify(a);
    expect(await refusal(() => act(a, id))).toBe("MANIFOLD.energy.Error.CannotMove");
    expect(JSON.stringify(a)).toBe(before);
  });

  it("energy.maneuver.12: an Agile Move is refused too", async () => {
    expect(await refusal(() => payFor(held(), { kind: "agileMove" }))).toBe("MANIFOLD.energy.Error.CannotMove");
  });

  it("energy.maneuver.14: it may still try to escape, and Defend", async () => {
    const a = held();
    await act(a, "escape");
    await act(a, "defend");
    expect(poolsOf(a)).toMatchObject({ energy: 1, defending: true });
  });

  it("energy.maneuver.16: Restraining (Slowed) may still move", async () => {
    const w = energyWorld();
    const holder = w.t.actor(plain("Actor.holder", "energyCharacter", ["ann"], creature(), [], ["restraining"]));
    inCombat(holder, { energy: 5 });
    await act(holder, "run");
    expect(poolsOf(holder).energy).toBe(2);
  });
});
