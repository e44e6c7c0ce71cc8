/**
 * The Actions tab and the gear rows' Load, Stow and Use buttons as takeAction plays them: the
 * action step decides the cost, the pay step pays it, the action step's outcome loads, stows,
 * uses, and ends conditions.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { creature, item } from "../../rulesets/energy/fixtures";
import { attackCost } from "../../../src/rulesets/energy/rules/economy";
import { attackOrder } from "../../../src/rulesets/energy/play/pay";
import { energyCard, energyWorld, inCombat, meleeCard, payFor, plain, poolsOf } from "./world";
import { itemOf, pressAction } from "./action-world";

const stamina = (a: { system: Record<string, unknown> }) => (a.system as { stamina: { value: number } }).stamina.value;

/** Kestra in combat with a fresh round's pools, her gear, and the conditions given. */
function kestra(statuses: string[] = [], over: Parameters<typeof creature>[0] = {}) {
  const w = energyWorld();
  const gear = [
    item("energyWeapon", "Dagger", { sidearm: true, equipped: false }),
    item("energyWeapon", "Greatsword", { equipped: true }),
    item("energyRanged", "Crossbow", { loadCost: 2, loaded: false, equipped: true }),
    item("energyShield", "Buckler", { equipped: false }),
    item("energyAbility", "Second Wind", { energyCost: 1, staminaCost: 2, uses: { value: 1, max: 1 } }),
  ];
  const a = w.t.actor(plain("Actor.k2", "energyCharacter", ["ann"], creature(over), gear, statuses));
  inCombat(a, { energy: 5, agility: 3 });
  return a;
}

describe("energy sheet actions: stowing, equipping, loading, picking up", () => {
  it("energy.action.10: equipping a side arm costs 1 Energy and puts it in hand", async () => {
    const a = kestra();
    await pressAction(a, "stow", { item: "Dagger" });
    expect(poolsOf(a).energy).toBe(4);
    expect(itemOf(a, "Dagger").equipped).toBe(true);
  });

  it("energy.action.11: stowing anything else costs 2 Energy: a weapon, a shield, or an unnamed item from the action list", async () => {
    const a = kestra();
    await pressAction(a, "stow", { item: "Greatsword" });
    expect(itemOf(a, "Greatsword").equipped).toBe(false);
    expect(poolsOf(a).energy).toBe(3);
    await pressAction(a, "stow", { item: "Buckler" });
    expect(itemOf(a, "Buckler").equipped).toBe(true);
    expect(poolsOf(a).energy).toBe(1);
    expect(await refusal(() => pressAction(a, "stow"))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
    expect(itemOf(a, "Buckler").equipped).toBe(true);
  });

  it("energy.action.6: Load costs what the weapon says and loads it", async () => {
    const a = kestra();
    await pressAction(a, "load", { item: "Crossbow" });
    expect(poolsOf(a).energy).toBe(3);
    expect(itemOf(a, "Crossbow").loaded).toBe(true);
    expect(await refusal(() => pressAction(a, "load", { item: "Crossbow" }))).toBe("MANIFOLD.energy.Error.AlreadyLoaded");
    expect(poolsOf(a).energy).toBe(3);
  });

  it("energy.action.6 energy.action.10: a Shaken hand makes its Chance roll: 5 keeps hold, 4 drops the item, and the Energy is spent either way", async () => {
    const a = kestra(["shaken"]);
    const held = await pressAction(a, "load", { item: "Crossbow", d20: 5 });
    expect(held.done.chance?.key).toBe("MANIFOLD.energy.Sheet.Held");
    expect(itemOf(a, "Crossbow")).toMatchObject({ loaded: true, equipped: true });
    const b = kestra(["shaken"]);
    const dropped = await pressAction(b, "stow", { item: "Dagger", d20: 4 });
    expect(dropped.done.chance?.key).toBe("MANIFOLD.energy.Sheet.Fumbled");
    expect(itemOf(b, "Dagger").equipped).toBe(false);
    expect(poolsOf(b).energy).toBe(4);
  });

  it("energy.action.6: loading asks for a ranged weapon; a sword is refused and nothing is spent", async () => {
    const a = kestra();
    expect(await refusal(() => pressAction(a, "load", { item: "Greatsword" }))).toBe("MANIFOLD.Query.Malformed");
    expect(poolsOf(a).energy).toBe(5);
  });

  it("energy.action.14: picking an item up off the ground costs 1 Energy and leaves you Exposed", async () => {
    const a = kestra();
    await pressAction(a, "pickUp");
    expect(poolsOf(a).energy).toBe(4);
    expect(a.statuses).toContain("exposed");
  });

  it("energy.action.15: Catch Your Breath: 3 Energy for 1 Stamina, or all that is left; never past the maximum", async () => {
    const a = kestra([], { stamina: { value: 6 } });
    await pressAction(a, "catchBreath");
    expect(poolsOf(a).energy).toBe(2);
    expect(stamina(a)).toBe(7);
    await pressAction(a, "catchBreath");
    expect(poolsOf(a).energy).toBe(0);
    expect(stamina(a)).toBe(8);
    expect(await refusal(() => pressAction(a, "catchBreath"))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
  });

  it("energy.stamina.19: Maximum Stamina is the Constitution score: catching your breath stops there", async () => {
    const a = kestra([], { abilities: { con: 12 }, stamina: { value: 12 } });
    expect((a.system as { derived: { maxStamina: number } }).derived.maxStamina).toBe(12);
    await pressAction(a, "catchBreath");
    expect(stamina(a)).toBe(12);
  });

  it("an ability spends its Energy, its Stamina and a use; with no use left it is refused", async () => {
    const a = kestra();
    const used = await pressAction(a, "ability", { item: "Second Wind" });
    expect(used.done.used).toBe(true);
    expect(poolsOf(a).energy).toBe(4);
    expect(stamina(a)).toBe(8);
    expect(itemOf(a, "Second Wind").uses).toEqual({ value: 0, max: 1 });
    expect(await refusal(() => pressAction(a, "ability", { item: "Second Wind" }))).toBe("MANIFOLD.energy.Error.NoUses");
  });
});

describe("energy: Defend", () => {
  it("energy.action.7: Defend costs 1 Energy and ends Unguarded and the Exposed it brought", async () => {
    const a = kestra(["unguarded"]);
    await pressAction(a, "defend");
    expect(poolsOf(a)).toMatchObject({ energy: 4, defending: true });
    expect(a.statuses).toEqual([]);
  });

  it("energy.action.7: a Prone creature's Exposed stays while Prone holds it; an Exposed of its own goes", async () => {
    const a = kestra(["prone", "unguarded"]);
    await pressAction(a, "defend");
    expect(a.statuses).toEqual(["prone"]);
    const b = kestra(["exposed"]);
    await pressAction(b, "defend");
    expect(b.statuses).toEqual([]);
  });

  it("energy.action.7: an Exposed of its own that Prone also holds stays while Prone stands", async () => {
    const a = kestra(["prone", "exposed"]);
    const { done } = await pressAction(a, "defend");
    expect(done.outcome.statuses).toEqual([]);
    expect(a.statuses).toEqual(["prone", "exposed"]);
  });

  it("energy.action.9: a Run cut short counts its metres: 4 m then 3 m passes Speed 6 and Defend ends", async () => {
    const a = kestra();
    await pressAction(a, "defend");
    await pressAction(a, "run", { metres: 4 });
    expect(poolsOf(a)).toMatchObject({ defending: true, defendMoved: 4 });
    await pressAction(a, "run", { metres: 2 });
    expect(poolsOf(a)).toMatchObject({ defending: true, defendMoved: 6 });
    await pressAction(a, "shift");
    expect(poolsOf(a).defending).toBe(false);
  });

  it("energy.action.9: a Jump counts its distance: after a full Run it passes Speed and ends Defend", async () => {
    const a = kestra();
    await pressAction(a, "defend");
    a.combatant = { ...a.combatant, energy: 5 };
    await pressAction(a, "run");
    await pressAction(a, "jump", { movedFirst: 6 });
    expect(poolsOf(a).defending).toBe(false);
  });
});

describe("energy: moving", () => {
  it("energy.move.1 energy.action.3: a Shift moves 1 m for 1 Energy, or for 2 Agility", async () => {
    const a = kestra();
    expect((await pressAction(a, "shift")).plan.metres).toBe(1);
    expect(poolsOf(a)).toMatchObject({ energy: 4, agility: 3 });
    await pressAction(a, "shiftAgility");
    expect(poolsOf(a)).toMatchObject({ energy: 4, agility: 1 });
    expect(await refusal(() => pressAction(a, "shiftAgility"))).toBe("MANIFOLD.energy.Error.NotEnoughAgility");
  });

  it("energy.move.2 energy.action.1: a Run covers your Speed for 3 Energy", async () => {
    const a = kestra();
    expect((await pressAction(a, "run")).plan.metres).toBe(6);
    expect(poolsOf(a).energy).toBe(2);
  });

  it("energy.move.2: a Run cut short costs its share of 3 Energy, at least 1: 2 m of 6 costs 1, 4 m costs 2", async () => {
    const a = kestra();
    await pressAction(a, "run", { metres: 2 });
    expect(poolsOf(a).energy).toBe(4);
    await pressAction(a, "run", { metres: 4 });
    expect(poolsOf(a).energy).toBe(2);
  });

  it("energy.move.2: a Run longer than your Speed, or of part of a metre, is refused", async () => {
    const a = kestra();
    expect(await refusal(() => pressAction(a, "run", { metres: 7 }))).toBe("MANIFOLD.energy.Error.MetresOutOfRange");
    expect(await refusal(() => pressAction(a, "run", { metres: 2.5 }))).toBe("MANIFOLD.energy.Error.MetresOutOfRange");
    expect(poolsOf(a).energy).toBe(5);
  });

  it("energy.move.5: sharp turns spend the Run's metres: 4 m with two turns is a full Run of Speed 6 (3 Energy), and 5 m more is refused", async () => {
    const a = kestra();
    await pressAction(a, "defend");
    expect(await refusal(() => pressAction(a, "run", { metres: 5, turns: 2 }))).toBe("MANIFOLD.energy.Error.MetresOutOfRange");
    await pressAction(a, "run", { metres: 4, turns: 2 });
    expect(poolsOf(a)).toMatchObject({ energy: 1, defendMoved: 4 });
    const b = kestra();
    await pressAction(b, "run", { metres: 2, turns: 2 });
    expect(poolsOf(b).energy).toBe(3);
  });

  it("energy.move.10 energy.move.11: a Jump past a 2-Energy Run, and any Jump with Leg Strength, leaves the GM a note; an ordinary one none", async () => {
    const plain = kestra();
    expect((await pressAction(plain, "jump", {})).plan.notes).toEqual([]);
    const slow = kestra([], { speed: 3 });
    expect((await pressAction(slow, "jump", {})).plan.notes).toEqual(["MANIFOLD.energy.Move.LongJump"]);
    const legs = kestra([], { mpl: { level: 1, leg: 1 } });
    expect((await pressAction(legs, "jump", {})).plan.notes).toEqual(["MANIFOLD.energy.Move.LegJump"]);
    expect((await pressAction(legs, "sprint")).plan.notes).toEqual(["MANIFOLD.energy.Move.LegSprint"]);
  });

  it("energy.move.3 energy.stamina.11 energy.move.4: a Sprint is a full Run and 1 Stamina, and carries you past your Speed", async () => {
    const a = kestra();
    const { plan } = await pressAction(a, "sprint");
    expect(plan.metres).toBeGreaterThan(6);
    expect(poolsOf(a).energy).toBe(2);
    expect(stamina(a)).toBe(9);
  });

  it("energy.move.3: a Shaken sprinter may not spend the Stamina", async () => {
    const a = kestra(["shaken"]);
    expect(await refusal(() => pressAction(a, "sprint"))).toBe("MANIFOLD.energy.Error.NoStamina");
    expect(poolsOf(a).energy).toBe(5);
  });

  it("energy.move.9 energy.stamina.12 energy.move.13: a standing Jump costs 2 Energy and 1 Stamina and lands you Unguarded", async () => {
    const a = kestra();
    await pressAction(a, "jump", { movedFirst: 1 });
    expect(poolsOf(a).energy).toBe(3);
    expect(stamina(a)).toBe(9);
    expect(a.statuses).toContain("unguarded");
  });

  it("energy.move.8: a Jump right after moving at least 2 m costs 1 Energy and 1 Stamina", async () => {
    const a = kestra();
    await pressAction(a, "run", { metres: 2 });
    await pressAction(a, "jump", { movedFirst: 2 });
    expect(poolsOf(a).energy).toBe(3);
    expect(stamina(a)).toBe(9);
  });

  it("energy.move.12: out of a Sprint the Jump carries 1 m further, and costs the Jump after moving", async () => {
    const a = kestra();
    const standing = (await pressAction(a, "jump", {})).plan.metres;
    const b = kestra();
    await pressAction(b, "sprint");
    const sprinting = await pressAction(b, "jump", { sprinted: true });
    expect(sprinting.plan.metres).toBe(standing + 1);
    expect(poolsOf(b).energy).toBe(1);
  });

  it("energy.move.14: Kneel From Prone costs 1 Energy, ends Prone and leaves you Unguarded; standing up costs 1 more", async () => {
    const a = kestra(["prone"]);
    await pressAction(a, "kneel");
    expect(a.statuses).not.toContain("prone");
    expect(a.statuses).toContain("unguarded");
    expect(poolsOf(a).energy).toBe(4);
    await pressAction(a, "standUp");
    expect(poolsOf(a).energy).toBe(3);
  });

  it("energy.action.3 energy.move.14: Stand Up costs 1 Energy; straight up off the ground it is a kneel and a stand: 2, Prone ends, Unguarded", async () => {
    const a = kestra();
    await pressAction(a, "standUp");
    expect(poolsOf(a).energy).toBe(4);
    const b = kestra(["prone"]);
    await pressAction(b, "standUp");
    expect(b.statuses).toEqual(["unguarded"]);
    expect(poolsOf(b).energy).toBe(3);
  });

  it("energy.move.6: an Agile Move costs 1 Agility, once per Energy spent on a non-movement action", async () => {
    const a = kestra();
    expect(await refusal(() => pressAction(a, "agileMove"))).toBe("MANIFOLD.energy.Error.NoAgileMove");
    await pressAction(a, "run");
    expect(await refusal(() => pressAction(a, "agileMove"))).toBe("MANIFOLD.energy.Error.NoAgileMove");
    await pressAction(a, "defend");
    await pressAction(a, "agileMove");
    expect(poolsOf(a)).toMatchObject({ agility: 2, agileMoves: 0 });
    expect(await refusal(() => pressAction(a, "agileMove"))).toBe("MANIFOLD.energy.Error.NoAgileMove");
  });
});

describe("energy: Stamina for Energy, strenuous tasks, and running out", () => {
  it("energy.stamina.1: once a round 1 Stamina stands in for 1 Energy; a second time is refused", async () => {
    const a = kestra();
    await pressAction(a, "run", { staminaForEnergy: true });
    expect(poolsOf(a)).toMatchObject({ energy: 3, staminaAsEnergy: 1 });
    expect(stamina(a)).toBe(9);
    expect(await refusal(() => pressAction(a, "shift", { staminaForEnergy: true }))).toBe("MANIFOLD.energy.Error.StaminaForEnergyUsed");
  });

  it("energy.stamina.2: an ability that allows one more Stamina in place of Energy each round allows a second", async () => {
    const a = kestra([], { bonus: { staminaForEnergy: 1 } });
    await pressAction(a, "shift", { staminaForEnergy: true });
    await pressAction(a, "shift", { staminaForEnergy: true });
    expect(poolsOf(a)).toMatchObject({ energy: 5, staminaAsEnergy: 2 });
    expect(await refusal(() => pressAction(a, "shift", { staminaForEnergy: true }))).toBe("MANIFOLD.energy.Error.StaminaForEnergyUsed");
  });

  it("energy.stamina.13 energy.stamina.14: breaking down a door costs 1 Stamina; so does the Climb button", async () => {
    const a = kestra();
    await pressAction(a, "breakDoor");
    await pressAction(a, "climb");
    expect(stamina(a)).toBe(8);
    expect(poolsOf(a).energy).toBe(5);
  });

  it("energy.stamina.16: spending the last Stamina knocks you out at once, and an unconscious creature pays for nothing more", async () => {
    const a = kestra([], { stamina: { value: 1 } });
    await pressAction(a, "sprint");
    expect(stamina(a)).toBe(0);
    expect(a.statuses).toContain("unconscious");
    expect((a.system as { death: { unconscious: string } }).death.unconscious).toBe("stamina");
    const before = JSON.stringify(a);
    expect(await refusal(() => pressAction(a, "shift"))).toBe("MANIFOLD.energy.Error.CannotAct");
    expect(await refusal(() => pressAction(a, "defend"))).toBe("MANIFOLD.energy.Error.CannotAct");
    expect(JSON.stringify(a)).toBe(before);
  });

  it("energy.stamina.16: a creature knocked out mid-round keeps its Energy but cannot pay for an attack with it", async () => {
    const a = kestra(["unconscious"]);
    const { order, extra } = attackOrder(attackCost("melee", { weapon: true, proficient: true, swift: false }), false, false);
    expect(await refusal(() => payFor(a, order, extra))).toBe("MANIFOLD.energy.Error.CannotAct");
    expect(await refusal(() => payFor(a, { kind: "agileMove" }))).toBe("MANIFOLD.energy.Error.CannotAct");
    expect(poolsOf(a).energy).toBe(5);
  });
});

describe("energy: Agility", () => {
  it("energy.agility.1: Maximum Agility is 3; a fresh round's 3 buys one Agility Shift and no second", async () => {
    const a = kestra();
    expect((a.system as { derived: { maxAgility: number } }).derived.maxAgility).toBe(3);
    await pressAction(a, "shiftAgility");
    expect(await refusal(() => pressAction(a, "shiftAgility"))).toBe("MANIFOLD.energy.Error.NotEnoughAgility");
  });

  it("energy.agility.4 energy.agility.3: an ability granting Agility, and Leg Strength, raise Maximum Agility", () => {
    const w = energyWorld();
    const base = (w.kestra.system as { derived: { maxAgility: number } }).derived.maxAgility;
    const nimble = w.t.actor(plain("Actor.nimble", "energyCharacter", ["ann"], creature({ bonus: { agility: 2 } }), []));
    expect((nimble.system as { derived: { maxAgility: number } }).derived.maxAgility).toBe(base + 2);
    const legs = w.t.actor(plain("Actor.legs", "energyCharacter", ["ann"], creature({ bonus: { leg: 1 } }), []));
    expect((legs.system as { derived: { maxAgility: number } }).derived.maxAgility).toBeGreaterThan(base);
  });
});

describe("energy: out of combat", () => {
  it("nothing is spent; Defend still ends Unguarded and a Stow still equips", async () => {
    const w = energyWorld();
    const a = w.t.actor(plain("Actor.calm", "energyCharacter", ["ann"], creature(), [item("energyWeapon", "Knife", { sidearm: true })], ["unguarded"]));
    expect((await pressAction(a, "defend")).done.outside).toBe(true);
    expect(a.statuses).toEqual([]);
    await pressAction(a, "stow", { item: "Knife" });
    expect(itemOf(a, "Knife").equipped).toBe(true);
    expect(a.combatant).toBeNull();
  });

  it("an ability still costs its Stamina, and is refused when there is not enough", async () => {
    const w = energyWorld();
    const a = w.t.actor(plain("Actor.calm2", "energyCharacter", ["ann"], creature({ stamina: { value: 1 } }), [item("energyAbility", "Surge", { staminaCost: 2 })]));
    expect(await refusal(() => pressAction(a, "ability", { item: "Surge" }))).toBe("MANIFOLD.energy.Error.NotEnoughStamina");
    expect(stamina(a)).toBe(1);
  });
});

describe("energy: Immediate Interrupts", () => {
  it("energy.interrupt.1: an Agile Move may be made while another creature's attack is under way, before its defence is rolled", async () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 5, agility: 3 });
    inCombat(w.gnoll, { energy: 5 });
    await pressAction(w.kestra, "defend");
    meleeCard(w.t, "cardInterrupt001", "gm", w.gnoll, w.kestra, 12);
    await pressAction(w.kestra, "agileMove");
    expect(poolsOf(w.kestra)).toMatchObject({ agility: 2, agileMoves: 0 });
    await w.t.press("ann", { messageId: "cardInterrupt001", action: "rollDefense", faces: [[5]] });
    expect(energyCard(w.t, "cardInterrupt001").result).not.toBeNull();
  });
});
