import { describe, expect, it } from "vitest";
import { energyCardContext } from "../../../src/rulesets/energy/sheets/card-context";
import { planAttack } from "../../../src/rulesets/energy/rules/plan";
import { recordDamage, recordDefense, type EnergyCard } from "../../../src/rulesets/energy/rules/card";
import { cardDamage } from "../../../src/rulesets/energy/rules/card-damage";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import { character } from "./fixtures";

/** How the energy card reads: its outcome said once, its Apply named, its damage typed. */
describe("energy card text", () => {
  const a = character({ abilities: { str: 14 } });
  const t = character();
  const side = (name: string, c: typeof a) => ({ uuid: name, name, img: "", system: c.system, derived: prepareDerived(c, []), conditions: new Set<string>() });
  const attack = (d20: number) =>
    planAttack(side("A", a), side("T", t), null, { mode: "unarmed", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false }, { side: "front", distance: 1, defending: false }, { faces: [d20], kept: d20 });
  const can = { canRollDefense: true, canRollSave: true, canRollDamage: true, canApply: true, canRollDeath: true };
  const hit = recordDefense(attack(12), { thrown: [[1]], kept: [1], total: 1 });
  const damaged = (c: EnergyCard, armorHit: boolean, rolled = 5) => recordDamage({ ...c, result: { ...c.result!, armorHit } }, { ...cardDamage(c, "1d6", [rolled], rolled) }, null);

  it("a hit says in one phrase whether the armour took its part", () => {
    expect(energyCardContext(damaged(hit, true), can).outcome).toEqual({ cssClass: "hit", label: "MANIFOLD.energy.Card.Outcome.hitArmor" });
    expect(energyCardContext(damaged(hit, false), can).outcome).toEqual({ cssClass: "hit", label: "MANIFOLD.energy.Card.Outcome.hitClean" });
  });
  it("a hit with damage offers Apply damage, and names the damage type", () => {
    const ctx = energyCardContext(damaged(hit, false), can);
    expect(ctx).toMatchObject({ canApply: true, applyLabel: "MANIFOLD.Card.Apply" });
    expect(ctx.damage?.typeLabel).toBe(`MANIFOLD.energy.Damage.${hit.attack.damageType}`);
  });
  it("a hit whose damage came to 0 has nothing to apply: no Apply", () => {
    const none = damaged(hit, false);
    const zero = { ...none, damage: { ...none.damage!, total: 0 } };
    expect(energyCardContext(zero, can)).toMatchObject({ canApply: false, applyLabel: null });
  });
  it("a plain miss has nothing to apply; an attack roll of 3 or less exposes the attacker: Apply names the conditions, and says so", () => {
    const miss = recordDefense(attack(5), { thrown: [[10], [10], [9]], kept: [10, 10, 9], total: 29 });
    expect(miss.result).toMatchObject({ hit: false, attackerExposed: false });
    expect(energyCardContext(miss, can)).toMatchObject({ canApply: false, applyLabel: null });
    const parried = recordDefense(attack(3), { thrown: [[10], [10], [9]], kept: [10, 10, 9], total: 29 });
    expect(parried.result).toMatchObject({ hit: false, attackerExposed: true });
    expect(energyCardContext(parried, can)).toMatchObject({ canApply: true, applyLabel: "MANIFOLD.Card.ApplyConditions" });
    const fumble = recordDefense(attack(1), { thrown: [[1]], kept: [1], total: 1 });
    expect(fumble.result?.critFail).toBe(true);
    expect(energyCardContext(fumble, can)).toMatchObject({ canApply: true, applyLabel: "MANIFOLD.Card.ApplyConditions" });
  });
  it("after Apply, the card shows what is left of the target's Aura", () => {
    const c = { ...damaged(hit, false), ledger: { applied: true, entries: [{ side: "defender" as const, doc: "actor" as const, path: "system.aura.value", before: 12, after: 7 }] } };
    expect(energyCardContext(c, { ...can, seesTarget: true })).toMatchObject({ applied: true, remaining: [{ pool: "MANIFOLD.Card.Pool.aura", before: 12, after: 7 }] });
    expect(energyCardContext(c, can)).toMatchObject({ remaining: [], pool: null });
  });
});
