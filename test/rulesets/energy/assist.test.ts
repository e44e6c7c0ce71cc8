import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REMINDERS } from "../../../src/rulesets/energy/rules/reminders";
import { ACTIONS, jumpBonus, shakenFumbles, spend } from "../../../src/rulesets/energy/rules/economy";
import { DEFENSE_DIE, owedRoll } from "../../../src/rulesets/energy/rules/owed";
import { energyRules } from "../../../src/rulesets/energy/rules/definition";
import { actorSheetContext } from "../../../src/rulesets/energy/sheets/context";
import { creature } from "./fixtures";
import { saveEdge } from "../../../src/rulesets/energy/rules/card";
import { RuleError } from "../../../src/rulesets/energy/rules/errors";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const text = (key: string) => key.split(".").reduce<unknown>((n, p) => (n && typeof n === "object" ? (n as Record<string, unknown>)[p] : undefined), lang);

describe("assist rules shown as reminders on the Actions tab", () => {
  it("every assist rule without a tool of its own has a reminder", () => {
    expect(REMINDERS.map((r) => r.id)).toEqual([
      "energy.move.4", "energy.move.5", "energy.move.10", "energy.move.11", "energy.size.11", "energy.stamina.2", "energy.round.2",
      "energy.init.7", "energy.interrupt.1", "energy.incomplete.1", "energy.incomplete.4", "energy.incomplete.5", "energy.wait.1",
      "energy.melee.1", "energy.facing.5", "energy.swift.2", "energy.swift.3", "energy.surprise.2", "energy.mpl.5", "energy.rest.1",
      "energy.rest.7", "energy.rest.12", "energy.cond.9", "energy.cond.17",
    ]);
  });
  it.each(REMINDERS.map((r) => [r.id, r.key] as const))("%s: the reminder %s has text", (_id, key) => {
    expect(typeof text(key)).toBe("string");
  });
});

describe("assist and auto rules with a tool of their own", () => {
  it("energy.move.12: Sprinting before a Jump adds 1 m", () => {
    expect(jumpBonus(true)).toBe(1);
    expect(jumpBonus(false)).toBe(0);
  });
  it("energy.stamina.13 / energy.stamina.14: breaking a door costs 1 Stamina; Climb charges 1 (the GM may ask up to 3)", () => {
    expect(ACTIONS.breakDoor).toMatchObject({ energy: 0, stamina: 1 });
    expect(ACTIONS.climb).toMatchObject({ energy: 0, stamina: 1 });
  });
  it("energy.maneuver.14: escaping a restraint costs 3 Energy", () => expect(ACTIONS.escape.energy).toBe(3));
  it("energy.stamina.2: an ability may allow more Stamina in place of Energy each round", () => {
    const pools = { combatant: { energy: 0, agility: 3, swiftUsed: false, initiativeUsed: false, initiative: 0, staminaAsEnergy: 1, agileMoves: 0, defending: false, defendMoved: 0, moveLeft: 0, deathSaveMade: false }, stamina: 5, noStamina: false, noAgility: false };
    expect(() => spend(pools, { energy: 1 }, { staminaForEnergy: true })).toThrow(RuleError);
    expect(spend(pools, { energy: 1 }, { staminaForEnergy: true, extraStaminaForEnergy: 1 }).combatant.staminaAsEnergy).toBe(2);
  });
  it("energy.cond.3: Shaken hands drop the item on a Chance roll below 5", () => {
    expect(shakenFumbles(4)).toBe(true);
    expect(shakenFumbles(5)).toBe(false);
  });
  it("energy.maneuver.5: a moving Trip target rolls Fortitude with disadvantage", () => {
    const card = (targetMoving: boolean, maneuver: "trip" | "push") => ({ attack: { maneuver, targetMoving }, defense: { fortitudeEdge: 0 } }) as unknown as EnergyCard;
    expect(saveEdge(card(true, "trip"))).toBe(-1);
    expect(saveEdge(card(false, "trip"))).toBe(0);
    expect(saveEdge(card(true, "push"))).toBe(0);
  });
  it("energy.save.5: one Death Save per round whatever the wounds; the wake roll otherwise", () => {
    expect(owedRoll({ bleeding: true, unconscious: "death", dead: false, owed: 0 })).toBe("deathSave");
    expect(owedRoll({ bleeding: false, unconscious: "stamina", dead: false, owed: 0 })).toBe("wake");
    expect(owedRoll({ bleeding: false, unconscious: "sleep", dead: false, owed: 0 })).toBeNull();
    expect(owedRoll({ bleeding: true, unconscious: "none", dead: true, owed: 0 })).toBeNull();
  });
  it("energy.defense.1 / energy.defense.2: the sheet offers a Defense roll for Evasion (melee, ranged, unarmed), Fortitude and Will, each on the die the roll throws", () => {
    const view = actorSheetContext({ actor: { name: "Hero", img: "", type: "energyCharacter", system: creature() }, items: [], statuses: new Set(), editMode: false, editable: true, combat: null });
    expect(view.defenses.map((d) => [d.key, d.die])).toEqual(Object.entries(DEFENSE_DIE).map(([key, faces]) => [key, `1d${faces}*`]));
    expect(new Set(view.defenses.map((d) => d.key.replace(/^(ranged|unarmed)Evasion$/, "evasion")))).toEqual(new Set(["evasion", "fortitude", "will"]));
  });
  it("energy.will.1 / energy.will.2 / energy.fort.2 / energy.evasion.1: Will, Fortitude and Evasion roll 1d10*; Ranged Evasion 1d4*", () => {
    expect(DEFENSE_DIE).toEqual({ evasion: 10, rangedEvasion: 4, unarmedEvasion: 10, fortitude: 10, will: 10 });
  });
  it("energy.round.1 / energy.grid.1: a round is 5 seconds; the grid is 1 m hexes", () => {
    expect(energyRules.roundSeconds).toBe(5);
    expect(energyRules.grid).toMatchObject({ type: "hexOddR", distance: 1, units: "m" });
  });
});
