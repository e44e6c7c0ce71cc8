// The stored shapes hold the plain shapes the rules read: the scenario fixtures validate against
// the data-model specs, and the defaults a new document gets are shapes the rules accept.
import { describe, expect, it } from "vitest";
import { defaults, validate } from "../../../src/core/schema";
import { slotsUsed } from "../../../src/rulesets/rollunder/rules/gear";
import { rollunderRules } from "../../../src/rulesets/rollunder/rules/definition";
import * as schema from "../../../src/rulesets/rollunder/rules/schema";
import type { CombatantSystem, CharacterSystem, EnemySystem, RollunderItem } from "../../../src/rulesets/rollunder/rules/types";
import { armour, character, combatant, enemy, shield, weapon } from "./fixtures";

const gear = (id: string, over: Partial<{ slotsTaken: number; small: boolean }> = {}): RollunderItem => ({
  id,
  name: "Rope",
  type: "rollunderGear",
  system: { slotsTaken: 1, small: false, quickdraw: false, ...over },
});

describe("Roll-Under schemas", () => {
  it("names every type the house expects, namespaced by the ruleset", () => {
    expect(Object.keys(rollunderRules.actorTypes)).toEqual(["rollunderCharacter", "rollunderNpc"]);
    expect(Object.keys(rollunderRules.itemTypes)).toEqual(["rollunderWeapon", "rollunderArmor", "rollunderShield", "rollunderGear"]);
    expect(Object.keys(rollunderRules.combatTypes)).toEqual(["rollunderCombat"]);
    expect(Object.keys(rollunderRules.combatantTypes)).toEqual(["rollunderCombatant"]);
    expect(Object.keys(rollunderRules.chatTypes)).toEqual(["rollunderAttack"]);
  });

  it("the fixtures the scenarios play validate against the stored shapes", () => {
    expect(validate(schema.rollunderCharacter, character({ hp: { value: -5, max: 20 } }))).toEqual([]);
    expect(validate(schema.rollunderNpc, enemy({ morale: 12, actsTwice: true }))).toEqual([]);
    expect(validate(schema.rollunderWeapon, weapon("w", "Crossbow", { kind: "crossbow", loaded: false }).system)).toEqual([]);
    expect(validate(schema.rollunderArmor, armour("a", "plate").system)).toEqual([]);
    expect(validate(schema.rollunderShield, shield("s", true).system)).toEqual([]);
    expect(validate(schema.rollunderGear, gear("g").system)).toEqual([]);
    expect(validate(schema.rollunderCombatant, combatant({ group: "last", action: "charged", roll: 20 }))).toEqual([]);
  });

  it("a new document's defaults carry every field the rules read", () => {
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(defaults(schema.rollunderCharacter))).toEqual(keys({ ...character(), biography: "" } satisfies CharacterSystem & { biography: string }));
    expect(keys(defaults(schema.rollunderNpc))).toEqual(keys({ ...enemy(), biography: "" } satisfies EnemySystem & { biography: string }));
    expect(keys(defaults(schema.rollunderCombatant))).toEqual(keys(combatant() satisfies CombatantSystem));
  });

  it("refuses what the rules cannot play: a PC above 20 HP, Morale outside 2-12, an unknown group", () => {
    expect(validate(schema.rollunderCharacter, character({ hp: { value: 21, max: 21 } })).length).toBeGreaterThan(0);
    expect(validate(schema.rollunderNpc, enemy({ morale: 13 })).length).toBeGreaterThan(0);
    expect(validate(schema.rollunderCombatant, { ...combatant(), group: "middle" }).length).toBeGreaterThan(0);
  });

  it("gear takes its slots, and a small item a third of one, like a dagger", () => {
    const dagger = weapon("d", "Dagger", { kind: "light" });
    expect(slotsUsed([gear("rope", { slotsTaken: 2 }), gear("chalk", { small: true }), dagger, gear("candle", { small: true })])).toBe(3);
  });
});
