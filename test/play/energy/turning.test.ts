/**
 * Turning a token in combat as the rotation hook plays it (src/rulesets/energy/rotation.ts): the
 * payer's snapshot, the turn step, the guard, and whatever it writes.
 */
import { describe, expect, it } from "vitest";
import { checkOutcome, type SideDocs } from "../../../src/core/play/guard";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CombatantSystem, CreatureSystem } from "../../../src/rulesets/energy/rules/types";
import { paySnapshot } from "../../../src/rulesets/energy/play/pay";
import { turnStep } from "../../../src/rulesets/energy/play/move";
import { ENERGY_PAY_ALLOW } from "../../../src/rulesets/energy/play/allow";
import { refusal, type PlainActor } from "../table";
import { act, energyWorld, inCombat, poolsOf } from "./world";

const docs: SideDocs = { has: () => true, read: () => undefined };

/** The rotation hook: the turn step's outcome, checked as the glue checks it. */
function turn(a: PlainActor) {
  const derived = (a.system as { derived?: EnergyDerived }).derived;
  const snap = paySnapshot({ system: a.system as unknown as CreatureSystem, derived, statuses: a.statuses, combatant: a.combatant as unknown as CombatantSystem });
  const outcome = turnStep(snap);
  checkOutcome(outcome, ENERGY_PAY_ALLOW, docs, { kind: "gm" });
  return outcome;
}

describe("energy: turning around", () => {
  it("energy.facing.6: a creature with empty pools turns as often as it likes, and nothing is written", () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 0, agility: 0, staminaAsEnergy: 1 });
    const before = { ...poolsOf(w.kestra) };
    for (let i = 0; i < 3; i++) expect(turn(w.kestra)).toMatchObject({ writes: [], statuses: [] });
    expect(poolsOf(w.kestra)).toEqual(before);
  });

  it("energy.facing.6: turning is no movement: Restrained may turn, though it may not Shift", async () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 5, agility: 3 });
    w.kestra.statuses.push("restrained");
    expect(await refusal(() => act(w.kestra, "shift"))).toBe("MANIFOLD.energy.Error.CannotMove");
    expect(turn(w.kestra).writes).toEqual([]);
  });

  it("energy.facing.6: turning neither spends Energy nor earns an Agile Move", () => {
    const w = energyWorld();
    inCombat(w.kestra, { energy: 5, agility: 3, agileMoves: 0 });
    const outcome = turn(w.kestra);
    expect(outcome.writes).toEqual([]);
    expect(outcome.statuses).toEqual([]);
  });
});
