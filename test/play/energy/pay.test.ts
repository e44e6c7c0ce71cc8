/** Paying for actions as a play step: only what changed is written, nothing a player adds is. */
import { describe, expect, it } from "vitest";
import { defaults } from "../../../src/core/schema";
import { checkOutcome } from "../../../src/core/play/guard";
import { energyCombatant } from "../../../src/rulesets/energy/rules/schema";
import { ACTIONS } from "../../../src/rulesets/energy/rules/economy";
import type { CombatantSystem } from "../../../src/rulesets/energy/rules/types";
import { parsePayExtra, parsePayOrder, payStep } from "../../../src/rulesets/energy/play/pay";
import { ENERGY_PAY_ALLOW } from "../../../src/rulesets/energy/play/allow";

const pools = (over: Partial<CombatantSystem> = {}, stamina = 6) => ({
  pools: { combatant: { ...(defaults(energyCombatant) as unknown as CombatantSystem), ...over }, stamina, noStamina: false, noAgility: false },
  maxStamina: 10,
  extraStaminaForEnergy: 0,
  speed: 6,
  jump: 3,
});

const docs = { has: () => true, read: (_s: string, _d: string, path: string) => (path === "system.derived.maxStamina" ? 10 : undefined) };

describe("energy payments", () => {
  it("a Run writes the Energy it spends, the metres a Defender moved and the metres its token may walk, nothing else; Defend holds at exactly its Speed", () => {
    const { outcome } = payStep(pools({ energy: 5, defending: true }), parsePayOrder({ kind: "cost", cost: ACTIONS.run }));
    expect(outcome.writes).toEqual([{ side: "attacker", doc: "combatant", changes: { "system.energy": 2, "system.defendMoved": 6, "system.moveLeft": 6 } }]);
    expect(() => checkOutcome(outcome, ENERGY_PAY_ALLOW, docs as never, { kind: "gm" })).not.toThrow();
  });

  it("an order's movement is one the rules know: metres or Speed, Sprint or Jump", () => {
    expect(parsePayOrder({ kind: "cost", cost: ACTIONS.sprint })).toMatchObject({ cost: { moves: "sprint" } });
    expect(() => parsePayOrder({ kind: "cost", cost: { energy: 1, moves: "teleport" } })).toThrow(/Malformed/);
    expect(() => parsePayOrder({ kind: "cost", cost: { energy: 1, moves: -3 } })).toThrow(/Malformed/);
  });

  it("Stamina for Energy: the Stamina goes from the actor, once a round", () => {
    const { outcome } = payStep(pools({ energy: 2 }), parsePayOrder({ kind: "cost", cost: { energy: 3 }, staminaForEnergy: true }));
    expect(outcome.writes).toContainEqual({ side: "attacker", doc: "actor", changes: { "system.stamina.value": 5 } });
    expect(() => payStep(pools({ energy: 2, staminaAsEnergy: 1 }), parsePayOrder({ kind: "cost", cost: { energy: 3 }, staminaForEnergy: true }))).toThrow(/StaminaForEnergyUsed/);
  });

  it("the last Stamina knocks the payer out, and Jump leaves it Unguarded for the round", () => {
    const { outcome } = payStep(pools({ energy: 5 }, 1), parsePayOrder({ kind: "cost", cost: ACTIONS.jump }));
    expect(outcome.writes).toContainEqual({ side: "attacker", doc: "actor", changes: { "system.stamina.value": 0, "system.death.unconscious": "stamina" } });
    expect(outcome.statuses).toEqual([
      { side: "attacker", id: "unconscious", active: true },
      { side: "attacker", id: "unguarded", active: true, rounds: 1 },
    ]);
  });

  it("a payment the pools cannot cover is refused before anything is written", () => {
    expect(() => payStep(pools({ energy: 1 }), parsePayOrder({ kind: "cost", cost: ACTIONS.melee }))).toThrow(/NotEnoughEnergy/);
  });

  it.each([
    ["a pool value sent as an extra", { "system.energy": 20 }],
    ["an actor path sent as an extra", { "system.stamina.value": 10 }],
    ["Defending written as an extra", { "system.defending": true }],
    ["an act no action has", { act: "teleport" }],
  ])("refuses %s", (_name, extra) => {
    expect(() => parsePayExtra(extra)).toThrow(/Malformed/);
  });

  it.each([
    ["a negative cost", { kind: "cost", cost: { energy: -5 } }],
    ["a condition no action gives", { kind: "cost", cost: { energy: 1, gives: ["dead"] } }],
    ["an unknown kind", { kind: "refund" }],
  ])("refuses an order with %s", (_name, order) => {
    expect(() => parsePayOrder(order)).toThrow(/Malformed/);
  });
});
