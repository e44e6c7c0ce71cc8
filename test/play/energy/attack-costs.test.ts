/**
 * What attacks cost, as the table pays them: opened through openAttackStep (play/open.ts) and
 * paid through the pay step, beside the sheet's Run, Pick Up and Shift (play/action.ts).
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/energy/fixtures";
import { refusal } from "../table";
import { energyWorld, inCombat, poolsOf } from "./world";
import { openAttack } from "./open-world";
import { pressAction } from "./action-world";

/** Kestra with her Blade, a Sling she is trained with, a Longbow she is not, and 5 Energy; a gnoll to fight. */
function table(energy = 5) {
  const w = energyWorld();
  const sling = item("energyRanged", "Sling", { equipped: true, kind: "sling", drawWeight: 0, mpr: 0, loadCost: 0, loaded: true, range: { near: 10, far: 20, max: 30 } });
  const longbow = item("energyRanged", "Longbow", { equipped: true, kind: "bow", drawWeight: 0, mpr: 3, loadCost: 0, loaded: true, range: { near: 10, far: 20, max: 30 } });
  const surge = item("energyAbility", "Power Strike", { enhancesAttack: true, staminaCost: 3 });
  const edge = item("energyAbility", "Keen Edge", { enhancesAttack: true, staminaCost: 2 });
  const titan = item("energyAbility", "Titan Blow", { enhancesAttack: true, staminaCost: 5 });
  w.kestra.items.push(sling as never, longbow as never, surge as never, edge as never, titan as never);
  inCombat(w.kestra, { energy });
  return { ...w, sling, longbow, surge, edge, titan };
}

const stamina = (a: { system: Record<string, unknown> }) => (a.system as { stamina: { value: number } }).stamina.value;
/** A shot 8 m away; the plan throws its Hit roll twice (its edge), so two faces. */
const shoot = (id: string) => ({ item: id, how: { mode: "shoot" }, places: [{ distance: 8 }] });

describe("energy: what each action costs", () => {
  it("energy.action.1 energy.action.4: a Melee Attack costs 3 Energy and is one card, one series of strikes; a Run costs 3 too", async () => {
    const w = table(6);
    const cards = await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id });
    expect(cards).toHaveLength(1);
    expect(poolsOf(w.kestra).energy).toBe(3);
    await pressAction(w.kestra, "run");
    expect(poolsOf(w.kestra).energy).toBe(0);
  });

  it("energy.action.4: the target must be within your Reach: 3 m away is refused and nothing is paid", async () => {
    const w = table();
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, places: [{ distance: 3 }] }))).toBe("MANIFOLD.energy.Error.OutOfReach");
    expect(poolsOf(w.kestra).energy).toBe(5);
  });

  it("energy.action.5: a Ranged Attack costs 1 Energy, 2 with a weapon you are not proficient with", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7, 7]], shoot(w.sling.id!));
    expect(poolsOf(w.kestra).energy).toBe(4);
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7, 7]], shoot(w.longbow.id!), ["cardOpen00000009"]);
    expect(poolsOf(w.kestra).energy).toBe(2);
  });

  it("energy.action.5: a thrown weapon is a Ranged Attack: 1 Energy", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, how: { mode: "throw" }, places: [{ distance: 4 }] });
    expect(poolsOf(w.kestra).energy).toBe(4);
  });

  it("energy.action.2: with the RULINGS: an Unarmed Attack 2, a Ranged Attack 1, Pick Up 1; a Quick Run is a Run cut to two thirds of Speed, 2", async () => {
    const w = table(6);
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: "", how: { mode: "unarmed" } });
    expect(poolsOf(w.kestra).energy).toBe(4);
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7, 7]], shoot(w.sling.id!), ["cardOpen00000009"]);
    expect(poolsOf(w.kestra).energy).toBe(3);
    await pressAction(w.kestra, "pickUp");
    expect(poolsOf(w.kestra).energy).toBe(2);
    await pressAction(w.kestra, "run", { metres: 4 });
    expect(poolsOf(w.kestra).energy).toBe(0);
  });
});

describe("energy: Stamina that enhances an attack", () => {
  it("energy.stamina.20: up to 4 Stamina may enhance one attack; a fifth is refused and nothing is paid", async () => {
    const w = table();
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, choices: { enhancements: [w.surge.id, w.edge.id] } }))).toBe("MANIFOLD.energy.Error.EnhanceLimit");
    expect(poolsOf(w.kestra).energy).toBe(5);
    expect(stamina(w.kestra)).toBe(10);
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, choices: { enhancements: [w.surge.id] } });
    expect(stamina(w.kestra)).toBe(7);
    expect(poolsOf(w.kestra).energy).toBe(2);
  });

  it("energy.stamina.20: one enhancement named twice is refused as a forged request, and nothing is paid", async () => {
    const w = table();
    const before = w.t.state();
    expect(await refusal(() => openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, choices: { enhancements: [w.surge.id, w.surge.id] } }))).toBe("MANIFOLD.Query.Malformed");
    expect(w.t.state()).toBe(before);
  });

  it("energy.stamina.21: one ability needing 5 may be paid in full, but then nothing more is added", async () => {
    const w = table();
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, choices: { enhancements: [w.titan.id] } });
    expect(stamina(w.kestra)).toBe(5);
    const again = table();
    expect(await refusal(() => openAttack(again.t, "ann", again.kestra, [again.gnoll], [[7]], { item: again.blade.id, choices: { enhancements: [again.titan.id, again.edge.id] } }))).toBe("MANIFOLD.energy.Error.EnhanceLimit");
  });

  it("energy.stamina.22: Stamina spent in place of Energy does not count: 4 to enhance and 1 as Energy on one attack", async () => {
    const w = table();
    const fourth = item("energyAbility", "Feint", { enhancesAttack: true, staminaCost: 1 });
    w.kestra.items.push(fourth as never);
    await openAttack(w.t, "ann", w.kestra, [w.gnoll], [[7]], { item: w.blade.id, choices: { enhancements: [w.surge.id, fourth.id], staminaForEnergy: true } });
    expect(stamina(w.kestra)).toBe(5);
    expect(poolsOf(w.kestra)).toMatchObject({ energy: 3, staminaAsEnergy: 1 });
  });
});
