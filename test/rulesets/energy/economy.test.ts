import { describe, expect, it } from "vitest";
import { ACTIONS, agileMove, attackCost, canEnhance, catchBreath, defendEnds, jumpAction, loseStamina, partialRunCost, rangedCost, roundReset, spend, stowAction, swiftAttack, type Pools } from "../../../src/rulesets/energy/rules/economy";
import { RuleError } from "../../../src/rulesets/energy/rules/errors";
import type { CombatantSystem, CreatureSystem } from "../../../src/rulesets/energy/rules/types";
import { checkEnhancements, planAttack, type AttackChoices } from "../../../src/rulesets/energy/rules/plan";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import { character, item } from "./fixtures";

const combatant = (over: Partial<CombatantSystem> = {}): CombatantSystem => ({
  energy: 5, agility: 3, swiftUsed: false, initiativeUsed: false, initiative: 0, staminaAsEnergy: 0, agileMoves: 0, defending: false, defendMoved: 0, moveLeft: 0, deathSaveMade: false, ...over,
});
const pools = (over: Partial<CombatantSystem> = {}, extra: Partial<Pools> = {}): Pools => ({ combatant: combatant(over), stamina: 10, noStamina: false, noAgility: false, ...extra });
const shootChoices: AttackChoices = { mode: "ranged", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false };
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(RuleError);
    return (err as RuleError).key;
  }
  throw new Error("not refused");
};

describe("energy.action.*: the action cost table (RULINGS where it disagrees)", () => {
  it("energy.action.1 / energy.action.4 / energy.move.2: Melee Attack and Run cost 3", () => {
    expect([ACTIONS.melee.energy, ACTIONS.run.energy]).toEqual([3, 3]);
  });
  it("energy.action.2 / energy.unarmed.3: Unarmed Attack 2; Ranged Attack 1 per the prose (RULINGS)", () => {
    expect([ACTIONS.unarmed.energy, ACTIONS.ranged.energy]).toEqual([2, 1]);
  });
  it("energy.action.5 / energy.mpl.3: a Ranged Attack costs 1, 2 when not proficient", () => {
    expect([rangedCost(true), rangedCost(false)]).toEqual([1, 2]);
  });
  it("energy.action.3 / energy.move.1: Shift and Stand Up cost 1; Shift may cost 2 Agility instead", () => {
    expect([ACTIONS.shift.energy, ACTIONS.standUp.energy, ACTIONS.shiftAgility.agility]).toEqual([1, 1, 2]);
  });
  it("energy.move.3 / energy.stamina.11: Sprint is a 3-Energy Run plus 1 Stamina", () => {
    expect(ACTIONS.sprint).toMatchObject({ energy: 3, stamina: 1 });
  });
  it("energy.move.8 / energy.move.9 / energy.stamina.12 / energy.move.13: Jump 1 Energy after 2 m, else 2; always 1 Stamina; lands Unguarded", () => {
    expect(jumpAction(2)).toMatchObject({ energy: 1, stamina: 1, gives: ["unguarded"] });
    expect(jumpAction(1)).toMatchObject({ energy: 2, stamina: 1, gives: ["unguarded"] });
  });
  it("energy.move.14: Kneel From Prone costs 1 and makes you Unguarded", () => {
    expect(ACTIONS.kneel).toMatchObject({ energy: 1, gives: ["unguarded"] });
  });
  it("energy.action.7: Defend costs 1", () => expect(ACTIONS.defend.energy).toBe(1));
  it("energy.action.10 / energy.action.11: stow a side arm 1, anything else 2", () => {
    expect([stowAction(true).energy, stowAction(false).energy]).toEqual([1, 2]);
  });
  it("energy.action.14: picking up off the ground costs 1 and Exposes", () => {
    expect(ACTIONS.pickUp).toMatchObject({ energy: 1, gives: ["exposed"] });
  });
  it("energy.facing.6: turning costs nothing", () => expect(ACTIONS.turn.energy).toBe(0));
  it("energy.action.6: Load costs what the weapon says (its loadCost, 1 unless set), and a bow must be loaded to shoot", () => {
    const shortbow = item("energyRanged", "Shortbow", { equipped: true });
    const arbalest = item("energyRanged", "Arbalest", { equipped: true, loadCost: 3 });
    // The sheet's Load button pays { energy: loadCost } (actions.ts), the same cost object spend takes.
    expect(spend(pools({ energy: 5 }), { energy: shortbow.system.loadCost }).combatant.energy).toBe(4);
    expect(spend(pools({ energy: 5 }), { energy: arbalest.system.loadCost }).combatant.energy).toBe(2);
    expect(refusal(() => spend(pools({ energy: 2 }), { energy: arbalest.system.loadCost }))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
    const archer = prepareDerived(character(), [shortbow]);
    const shooter = { uuid: "Actor.a", name: "A", img: "", system: character().system as CreatureSystem, derived: archer, conditions: new Set<string>() };
    const target = { ...shooter, uuid: "Actor.t", name: "T" };
    const shoot = (loaded: boolean) =>
      planAttack(shooter, target, { kind: "ranged", name: "Shortbow", uuid: "Item.bow", system: { ...shortbow.system, loaded } }, shootChoices, { side: "front", distance: 10, defending: false }, { faces: [10], kept: 10 });
    expect(() => shoot(false)).toThrow("MANIFOLD.energy.Error.NotLoaded");
    expect(shoot(true).attack.mode).toBe("ranged");
  });
});

describe("energy.energy.2 / energy.stamina.4 / energy.round.3-5 / energy.agility.2: a new round", () => {
  const state = { stamina: 3, maxAgility: 4, exhausted: false, unconscious: false };
  it("energy.stamina.4: Energy comes from Stamina; Agility refills to its max", () => {
    expect(roundReset(state)).toMatchObject({ energy: 3, agility: 4 });
  });
  it("energy.round.4 / energy.round.5: the Swift Attack and the Initiative roll come back", () => {
    expect(roundReset(state)).toMatchObject({ swiftUsed: false, initiativeUsed: false, staminaAsEnergy: 0, agileMoves: 0 });
  });
  it("energy.energy.2: at most 5 Energy", () => expect(roundReset({ ...state, stamina: 12 }).energy).toBe(5));
  it("energy.cond.5: Exhausted gets 2 less", () => expect(roundReset({ ...state, stamina: 12, exhausted: true }).energy).toBe(3));
  it("energy.stamina.5: unconscious gets nothing", () => expect(roundReset({ ...state, unconscious: true })).toMatchObject({ energy: 0, agility: 0 }));
});

describe("spending from the pools", () => {
  it("energy.energy.1 / energy.init.1: anyone with the Energy may act; without it the action is refused", () => {
    expect(spend(pools({ energy: 3 }), ACTIONS.melee).combatant.energy).toBe(0);
    expect(refusal(() => spend(pools({ energy: 2 }), ACTIONS.melee))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
  });
  it("energy.stamina.1: once a round 1 Stamina stands in for 1 Energy", () => {
    const r = spend(pools({ energy: 2 }), ACTIONS.melee, { staminaForEnergy: true });
    expect(r).toMatchObject({ stamina: 9, combatant: { energy: 0, staminaAsEnergy: 1 } });
    expect(refusal(() => spend(pools({ energy: 2, staminaAsEnergy: 1 }), ACTIONS.melee, { staminaForEnergy: true }))).toBe("MANIFOLD.energy.Error.StaminaForEnergyUsed");
  });
  it("energy.cond.2 / energy.cond.4: Shaken or Exhausted may not spend Stamina", () => {
    expect(refusal(() => spend(pools({}, { noStamina: true }), ACTIONS.sprint))).toBe("MANIFOLD.energy.Error.NoStamina");
  });
  it("energy.cond.12: Slowed may not use Agility", () => {
    expect(refusal(() => spend(pools({}, { noAgility: true }), ACTIONS.shiftAgility))).toBe("MANIFOLD.energy.Error.NoAgility");
  });
  it("energy.stamina.16: spending the last Stamina knocks you out", () => {
    expect(spend(pools({}, { stamina: 1 }), ACTIONS.sprint)).toMatchObject({ stamina: 0, unconscious: true });
  });
  it("energy.stamina.18: Stamina never goes below 0", () => {
    expect(loseStamina(3, 5)).toEqual({ stamina: 0, unconscious: true });
    expect(loseStamina(3, 1)).toEqual({ stamina: 2, unconscious: false });
  });
  it("energy.move.6 / energy.agility.5: Energy spent on a non-movement action allows as many Agile Moves, 1 Agility each", () => {
    const after = spend(pools(), ACTIONS.melee).combatant;
    expect(after.agileMoves).toBe(3);
    expect(spend(pools(), ACTIONS.run).combatant.agileMoves).toBe(0);
    const moved = agileMove(pools({ agileMoves: 1 }));
    expect(moved.combatant).toMatchObject({ agility: 2, agileMoves: 0 });
    expect(refusal(() => agileMove(pools({ agileMoves: 0 })))).toBe("MANIFOLD.energy.Error.NoAgileMove");
  });
  it("energy.action.15: Catch Your Breath spends 3 Energy, or all that is left, for 1 Stamina up to the max", () => {
    expect(catchBreath(pools({ energy: 5 }, { stamina: 4 }), 10)).toMatchObject({ stamina: 5, combatant: { energy: 2 } });
    expect(catchBreath(pools({ energy: 2 }, { stamina: 4 }), 10)).toMatchObject({ stamina: 5, combatant: { energy: 0 } });
    expect(catchBreath(pools({ energy: 3 }, { stamina: 10 }), 10).stamina).toBe(10);
  });
  it("energy.swift.1 / energy.round.4: a Swift Attack costs 1 Energy, once a round", () => {
    expect(swiftAttack(pools()).combatant).toMatchObject({ energy: 4, swiftUsed: true });
    expect(refusal(() => swiftAttack(pools({ swiftUsed: true })))).toBe("MANIFOLD.energy.Error.SwiftUsed");
  });
});

describe("energy.stamina.20-22: Stamina spent to enhance one attack", () => {
  it("energy.stamina.20: at most 4", () => {
    expect(canEnhance(2, 2)).toBe(true);
    expect(canEnhance(3, 2)).toBe(false);
  });
  it("energy.stamina.21: one ability costing more than 4 may be paid, then nothing more", () => {
    expect(canEnhance(0, 6)).toBe(true);
    expect(canEnhance(6, 1)).toBe(false);
  });
  it("energy.stamina.22: a melee attack enhanced by the full 4 Stamina may still take 1 Stamina in place of Energy: 5 Stamina in all", () => {
    const enhancements = [{ name: "Crushing Blow", stamina: 4, damage: "1d6" }];
    expect(checkEnhancements(enhancements)).toEqual(enhancements);
    const cost = attackCost("melee", { weapon: true, proficient: true, swift: false, enhance: 4 });
    const paid = spend(pools({ energy: 2 }, { stamina: 10 }), cost, { staminaForEnergy: true });
    expect(paid).toMatchObject({ stamina: 5, combatant: { energy: 0, staminaAsEnergy: 1 } });
    // A fifth Stamina as an enhancement is over the limit; only the one in place of Energy is not counted.
    expect(() => checkEnhancements([...enhancements, { name: "Power", stamina: 1, damage: "" }])).toThrow(RuleError);
  });
});

describe("energy.incomplete.* / energy.action.9", () => {
  it("energy.incomplete.3: a Run of a third of your Speed costs 1 Energy", () => {
    expect(partialRunCost(2, 6)).toBe(1);
    expect(partialRunCost(4, 6)).toBe(2);
    expect(partialRunCost(6, 6)).toBe(3);
  });
  it("energy.incomplete.2: an interrupted action still costs at least 1", () => expect(partialRunCost(0, 6)).toBe(1));
  it("energy.action.9: Defend ends on an attack, a spell, or moving more than your Speed", () => {
    expect(defendEnds("attack")).toBe(true);
    expect(defendEnds("spell")).toBe(true);
    expect(defendEnds("move", 6, 6)).toBe(false);
    expect(defendEnds("move", 7, 6)).toBe(true);
  });
});

describe("energy.action.1 / energy.action.5 / energy.unarmed.3 / energy.swift.1 / energy.mpl.3: what an attack costs", () => {
  const cost = (mode: Parameters<typeof attackCost>[0], o: Partial<Parameters<typeof attackCost>[1]> = {}) => attackCost(mode, { weapon: true, proficient: true, swift: false, ...o });
  it("energy.action.1: a melee attack or weapon maneuver costs 3", () => {
    expect(cost("melee").energy).toBe(3);
    expect(cost("maneuver").energy).toBe(3);
  });
  it("energy.unarmed.3: unarmed attacks, Restrain and Push cost 2", () => {
    expect(cost("unarmed", { weapon: false }).energy).toBe(2);
    expect(cost("maneuver", { weapon: false }).energy).toBe(2);
  });
  it("energy.action.5 / energy.mpl.3: ranged and thrown cost 1, 2 when not proficient", () => {
    expect(cost("ranged").energy).toBe(1);
    expect(cost("thrown", { proficient: false }).energy).toBe(2);
  });
  it("energy.swift.1: a Swift Attack costs 1; enhancing Stamina rides on any attack", () => {
    expect(cost("melee", { swift: true, enhance: 2 })).toMatchObject({ energy: 1, stamina: 2 });
    expect(cost("melee", { enhance: 3 }).stamina).toBe(3);
  });
  it("energy.move.14 / energy.action.3: Kneel From Prone ends Prone and leaves its taker kneeling; Stand Up ends both", () => {
    expect([ACTIONS.kneel.ends, ACTIONS.kneel.becomes]).toEqual([["prone"], ["kneeling"]]);
    expect(ACTIONS.standUp.ends).toEqual(["prone", "kneeling"]);
  });
});
