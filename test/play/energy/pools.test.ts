/**
 * The round's pools as the table lives them: spent through the sheet's actions (play/action.ts)
 * in any order, refilled by the round step (play/round.ts) from Stamina and Maximum Agility, and
 * Stamina given back by a Short Rest (play/rest.ts).
 */
import { describe, expect, it } from "vitest";
import { checkOutcome, type SideDocs } from "../../../src/core/play/guard";
import { ENERGY_REST_ALLOW, parseRestChoice, restStep } from "../../../src/rulesets/energy/play/rest";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { creature } from "../../rulesets/energy/fixtures";
import { refusal, type PlainActor } from "../table";
import { energyWorld, plain } from "./world";
import { Fight, pools, systemOf } from "./round-world";
import { pressAction } from "./action-world";

async function fight(...extra: PlainActor[]) {
  const w = energyWorld();
  const f = new Fight([w.kestra, w.gnoll, ...extra]);
  await f.next();
  return { ...w, f };
}

describe("energy: no turn order, only a round's pools", () => {
  it("energy.energy.1: anyone acts whenever they choose: Kestra spends her whole round before the gnoll moves, then the gnoll, then Kestra is capped", async () => {
    const w = await fight();
    await pressAction(w.kestra, "run");
    await pressAction(w.kestra, "shift");
    await pressAction(w.kestra, "defend");
    await pressAction(w.gnoll, "run");
    expect(await refusal(() => pressAction(w.kestra, "shift"))).toBe("MANIFOLD.energy.Error.NotEnoughEnergy");
    await pressAction(w.gnoll, "shift");
    expect([pools(w.kestra).energy, pools(w.gnoll).energy]).toEqual([0, 1]);
    await w.f.next();
    await pressAction(w.kestra, "shift");
    expect(pools(w.kestra).energy).toBe(4);
  });

  it("energy.energy.2 energy.stamina.4: each round gives 5 Energy from the Stamina the creature has now", async () => {
    const w = await fight();
    await pressAction(w.kestra, "run");
    expect(pools(w.kestra).energy).toBe(2);
    systemOf(w.kestra).stamina.value = 3;
    await w.f.next();
    expect(pools(w.kestra).energy).toBe(3);
    systemOf(w.kestra).stamina.value = 10;
    await w.f.next();
    expect(pools(w.kestra).energy).toBe(5);
  });

  it.each([
    ["energy.stamina.6", 1, 1],
    ["energy.stamina.7", 2, 2],
    ["energy.stamina.8", 3, 3],
    ["energy.stamina.9", 4, 4],
    ["energy.stamina.10", 5, 5],
    ["energy.stamina.10", 9, 5],
  ])("%s: Stamina %i gives %i Energy a round", async (_id, stamina, energy) => {
    const w = await fight();
    systemOf(w.kestra).stamina.value = stamina;
    await w.f.next();
    expect(pools(w.kestra).energy).toBe(energy);
  });

  it("energy.stamina.5: Stamina 0 is unconscious: no Energy at the next round, and nothing can be paid", async () => {
    const w = await fight();
    systemOf(w.kestra).stamina.value = 1;
    await pressAction(w.kestra, "sprint");
    expect(w.kestra.statuses).toContain("unconscious");
    w.f.condition(w.kestra, "unconscious");
    await w.f.next({ [w.kestra.uuid]: 5 });
    expect(pools(w.kestra)).toMatchObject({ energy: 0, agility: 0 });
    expect(await refusal(() => pressAction(w.kestra, "catchBreath"))).toBe("MANIFOLD.energy.Error.CannotAct");
  });

  it("energy.stamina.17: out from Stamina loss, it rolls a d20 each round; 19 sleeps on, 20 wakes it with 1 Stamina and 1 Energy", async () => {
    const w = await fight();
    systemOf(w.kestra).stamina.value = 1;
    await pressAction(w.kestra, "sprint");
    w.f.condition(w.kestra, "unconscious");
    expect(w.f.owed()).toEqual({ [w.kestra.uuid]: "wake" });
    await w.f.next({ [w.kestra.uuid]: 19 });
    expect(w.kestra.statuses).toContain("unconscious");
    await w.f.next({ [w.kestra.uuid]: 20 });
    expect(w.kestra.statuses).not.toContain("unconscious");
    expect(systemOf(w.kestra).stamina.value).toBe(1);
    expect(pools(w.kestra).energy).toBe(1);
    await pressAction(w.kestra, "shift");
    expect(pools(w.kestra).energy).toBe(0);
  });

  it("energy.agility.2: Agility goes back to its maximum each round, not to an amount from Speed", async () => {
    const nimble = energyWorld().t.actor(plain("Actor.nimble", "energyCharacter", ["ann"], creature({ bonus: { agility: 2 }, speed: 9 }), []));
    const w = await fight(nimble);
    expect(pools(nimble).agility).toBe(5);
    await pressAction(nimble, "shiftAgility");
    await pressAction(nimble, "shiftAgility");
    expect(pools(nimble).agility).toBe(1);
    await pressAction(w.kestra, "shiftAgility");
    await w.f.next();
    expect([pools(nimble).agility, pools(w.kestra).agility]).toEqual([5, 3]);
  });
});

describe("energy: waiting", () => {
  it("energy.wait.1: when everyone waits with Energy in hand, the GM may start the next round at once; waiting banks nothing", async () => {
    const w = await fight();
    await pressAction(w.kestra, "shift");
    expect([pools(w.kestra).energy, pools(w.gnoll).energy]).toEqual([4, 5]);
    const start = await w.f.next();
    expect(start.combatants).toHaveLength(2);
    expect([pools(w.kestra).energy, pools(w.gnoll).energy]).toEqual([5, 5]);
    expect(w.f.round).toBe(2);
  });
});

const read = (obj: unknown, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);

describe("energy: Stamina comes back with a Short Rest", () => {
  it("energy.stamina.3: after sprinting and jumping down to 2 Stamina, a Short Rest gives all 10 back", async () => {
    const w = await fight();
    systemOf(w.kestra).stamina.value = 4;
    await pressAction(w.kestra, "sprint");
    await w.f.next();
    await pressAction(w.kestra, "jump", {});
    expect(systemOf(w.kestra).stamina.value).toBe(2);
    const a = w.kestra;
    const outcome = restStep({ system: a.system as unknown as CreatureSystem, derived: (a.system as { derived: EnergyDerived }).derived, items: a.items as unknown as EnergyItem[], statuses: a.statuses }, parseRestChoice({ kind: "short", minutes: 5 }));
    const docs: SideDocs = { has: (_s, doc) => doc === "actor", read: (_s, _doc, path) => read(a, path) };
    checkOutcome(outcome, ENERGY_REST_ALLOW, docs, { kind: "gm" });
    expect(outcome.writes).toContainEqual(expect.objectContaining({ doc: "actor", changes: expect.objectContaining({ "system.stamina.value": 10 }) }));
  });
});
