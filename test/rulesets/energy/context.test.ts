import { describe, expect, it } from "vitest";
import { itemFields, itemNotes, itemSheetContext } from "../../../src/rulesets/energy/sheets/item-context";
import { actorSheetContext } from "../../../src/rulesets/energy/sheets/context";
import { actorForm } from "../../../src/rulesets/energy/sheets/form";
import { energyCardContext } from "../../../src/rulesets/energy/sheets/card-context";
import { leafPaths, type SchemaSpec } from "../../../src/core/schema";
import type { EnergyItem } from "../../../src/rulesets/energy/rules/types";
import * as schema from "../../../src/rulesets/energy/rules/schema";
import { character, item } from "./fixtures";
import { planAttack } from "../../../src/rulesets/energy/rules/plan";
import { recordDefense } from "../../../src/rulesets/energy/rules/card";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";

describe("item sheet context", () => {
  it.each(["energyWeapon", "energyRanged", "energyArmor", "energyShield", "energyAbility"])("%s: every stored field but the description gets an input", (type) => {
    const spec = (schema as unknown as Record<string, SchemaSpec>)[type]!;
    const fields = itemFields(type, item(type as EnergyItem["type"], "x").system as unknown as Record<string, unknown>);
    expect(fields.map((f) => f.name).sort()).toEqual(leafPaths(spec).filter((p) => p !== "description" && p !== "example").map((p) => `system.${p}`).sort());
  });
  it("choice fields offer their labelled options; numbers keep their bounds", () => {
    const fields = itemFields("energyRanged", item("energyRanged", "Bow").system as never);
    expect(fields.find((f) => f.name === "system.kind")?.choices?.handCrossbow).toBe("MANIFOLD.energy.Choice.kind.handCrossbow");
    expect(fields.find((f) => f.name === "system.damageType")?.choices?.fire).toBe("MANIFOLD.energy.Damage.fire");
    expect(fields.find((f) => f.name === "system.precision")).toBeUndefined();
    expect(itemFields("energyWeapon", item("energyWeapon", "S").system as never).find((f) => f.name === "system.precision")).toMatchObject({ number: true, min: 0, max: 19 });
  });
  it("energy.crit.2 / energy.draw.3 / energy.rest.5: notes for Precision, crossbow stirrups and broken gear", () => {
    expect(itemNotes("energyWeapon", { precision: 1 })).toEqual(["MANIFOLD.energy.Note.Precision"]);
    expect(itemNotes("energyRanged", { kind: "crossbow", twoHanded: true })).toEqual(["MANIFOLD.energy.Note.CrossbowStirrup"]);
    expect(itemNotes("energyRanged", { kind: "handCrossbow", twoHanded: true })).toEqual([]);
    expect(itemNotes("energyArmor", { broken: true })).toEqual(["MANIFOLD.energy.Note.Broken"]);
  });
  it("shows the type label and the edit mode it was given", () => {
    expect(itemSheetContext({ item: { name: "S", img: "", type: "energyShield", system: {} }, editMode: true, editable: true })).toMatchObject({ typeLabel: "TYPES.Item.energyShield", editMode: true });
  });
});

describe("actor sheet context", () => {
  const hero = character({ abilities: { str: 16, dex: 14, con: 14 }, aura: { value: 10 }, weaknesses: ["fire"] });
  const sword = item("energyWeapon", "Sword", { equipped: true, mpr: 5 });
  const view = actorSheetContext({
    actor: { name: "Hero", img: "", type: "energyCharacter", system: hero.system },
    items: [{ ...sword, id: "s1", img: "" }],
    statuses: new Set(["dazed"]),
    editMode: false,
    editable: true,
    combat: null,
  });
  it("play mode shows what a fight needs; the build's bookkeeping (MPL spent, inherent and other bonuses) is in edit mode only", () => {
    const names = (editMode: boolean) => actorSheetContext({ actor: { name: "Hero", img: "", type: "energyCharacter", system: hero.system }, items: [], statuses: new Set(), editMode, editable: true, combat: null }).details.map((d) => d.name);
    expect(names(false)).toEqual(["system.level", "system.race", "system.size", "system.speed", "system.mpl.level"]);
    const edit = names(true);
    for (const path of ["system.mpl.arm", "system.mpl.leg", "system.mpl.initiative", "system.inherent.fortitude", "system.inherent.will", "system.bonus.initiative", "system.bonus.staminaForEnergy"]) expect(edit).toContain(path);
    expect(edit.slice(0, 5)).toEqual(names(false));
  });

  it("energy.aura.4 / energy.stamina.19: pools show their derived maxima", () => {
    const d = prepareDerived(hero, [sword]);
    expect(view.pools.map((p) => [p.key, p.value, p.max])).toEqual([["aura", 10, d.auraStrength], ["stamina", 10, 14], ["surges", 5, d.recoverySurges]]);
  });
  it("energy.cond.7: implied conditions are shown as implied", () => {
    expect(view.conditions).toEqual([{ id: "dazed", label: "MANIFOLD.energy.Condition.dazed", implied: false }, { id: "exposed", label: "MANIFOLD.energy.Condition.exposed", implied: true }]);
  });
  it("energy.mpl.1: a weapon above the character's MPL is flagged", () => {
    expect(view.gear[0]!.items[0]).toMatchObject({ name: "Sword", unproficient: true });
  });
  it("energy.action.10 energy.action.11: one equip control per item: out of combat the free hand icon; in combat Stow or Equip, a paid action", () => {
    const combat = { energy: 5, agility: 3, swiftUsed: false, initiativeUsed: false, initiative: 0, staminaAsEnergy: 0, agileMoves: 0, defending: false, defendMoved: 0, moveLeft: 0, deathSaveMade: false };
    const rowOf = (equipped: boolean, inCombat: boolean) => actorSheetContext({ actor: { name: "Hero", img: "", type: "energyCharacter", system: hero.system }, items: [{ ...sword, id: "s1", img: "", system: { ...sword.system, equipped } }], statuses: new Set(), editMode: false, editable: true, combat: inCombat ? combat : null }).gear[0]!.items[0]!;
    expect([rowOf(true, false).equippable, rowOf(true, false).rolls.some((r) => r.kind === "stow")]).toEqual([true, false]);
    expect([rowOf(true, true).equippable, rowOf(true, true).rolls.at(-1)]).toEqual([false, { kind: "stow", label: "MANIFOLD.energy.Sheet.Stow" }]);
    expect(rowOf(false, true).rolls.at(-1)).toEqual({ kind: "stow", label: "MANIFOLD.energy.Sheet.Equip" });
  });
  it("energy.move.8 energy.move.9: one Jump button; its cost follows what was moved just before", () => {
    expect(view.actions.filter((a) => a.id.startsWith("jump")).map((a) => a.id)).toEqual(["jump"]);
  });
  it("lists every sheet action with its cost", () => {
    expect(view.actions.find((a) => a.id === "sprint")?.cost).toEqual([{ label: "MANIFOLD.energy.Abbr.Energy", value: 3 }, { label: "MANIFOLD.energy.Abbr.Stamina", value: 1 }]);
    expect(view.actions.find((a) => a.id === "shiftAgility")?.cost).toEqual([{ label: "MANIFOLD.energy.Abbr.Agility", value: 2 }]);
  });
  it("weakness and resistance checkboxes become the stored lists, other fields pass through", () => {
    expect(actorForm({ weak: { fire: true, cold: false }, resist: { acid: true }, system: { level: 3 } })).toEqual({ data: { system: { level: 3, weaknesses: ["fire"], resistances: ["acid"] } }, issues: [] });
    expect(actorForm({ name: "Kestra", system: { level: 3 } })).toEqual({ data: { name: "Kestra", system: { level: 3 } }, issues: [] });
  });
  it("energy.melee.9: the extra MASAB/MASDB abilities are ticked on the sheet; a box not offered is dropped", () => {
    expect(actorForm({ melee: { con: true, wis: false, dex: true } }).data).toEqual({ system: { meleeAbilities: ["con"] } });
  });
});

describe("card context permissions", () => {
  const a = character({ abilities: { str: 14 } });
  const t = character();
  const side = (name: string, c: typeof a) => ({ uuid: name, name, img: "", system: c.system, derived: prepareDerived(c, []), conditions: new Set<string>() });
  const card = planAttack(side("A", a), side("T", t), null, { mode: "unarmed", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false }, { side: "front", distance: 1, defending: false }, { faces: [12], kept: 12 });
  const none = { canRollDefense: false, canRollSave: false, canRollDamage: false, canApply: false, canRollDeath: false };
  it("only the defender's owner sees Roll defence; others see that it is waited for", () => {
    expect(energyCardContext(card, { ...none, canRollDefense: true })).toMatchObject({ canRollDefense: true, waitingForDefense: false });
    expect(energyCardContext(card, none)).toMatchObject({ canRollDefense: false, waitingForDefense: true });
  });
  it("after a hit, Roll damage for the attacker's owner; Apply waits for the damage", () => {
    const hit = recordDefense(card, { thrown: [[1]], kept: [1], total: 1 });
    expect(energyCardContext(hit, { ...none, canRollDamage: true, canApply: true })).toMatchObject({ canRollDamage: true, canApply: false, stage: "damage" });
  });
  it("energy.incomplete.4: the attacker's owner is offered End attack before the target's roll, not after; an ended card says so and offers no roll", () => {
    expect(energyCardContext(card, { ...none, canEnd: true })).toMatchObject({ canEnd: true, ended: false });
    expect(energyCardContext(card, none).canEnd).toBe(false);
    const hit = recordDefense(card, { thrown: [[1]], kept: [1], total: 1 });
    expect(energyCardContext(hit, { ...none, canEnd: true }).canEnd).toBe(false);
    const ended = { ...card, ended: true };
    expect(energyCardContext(ended, { ...none, canEnd: true, canRollDefense: true })).toMatchObject({ canEnd: false, ended: true, canRollDefense: false, waitingForDefense: false, stage: "ended" });
  });
  it("energy.evasion.9: a target that cannot defend is offered Cannot defend, not Roll defence", () => {
    const helpless = { ...card, defense: { ...card.defense, noRoll: true } };
    expect(energyCardContext(helpless, { ...none, canRollDefense: true })).toMatchObject({ canRollDefense: false, canSkipDefense: true });
    expect(energyCardContext(card, { ...none, canRollDefense: true })).toMatchObject({ canRollDefense: true, canSkipDefense: false });
  });
  it("energy.maneuver.8: the attacker's side sees Fling once the disarmed weapon can be flung, and not after", () => {
    const flingable = { ...card, flingable: true };
    expect(energyCardContext(flingable, { ...none, canFling: true })).toMatchObject({ canFling: true, flung: false });
    expect(energyCardContext(flingable, none).canFling).toBe(false);
    expect(energyCardContext({ ...flingable, flung: true }, { ...none, canFling: true })).toMatchObject({ canFling: false, flung: true });
  });
});
