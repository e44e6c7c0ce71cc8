// The energy roll dialogs' summary (play/dialog.ts): the total cost of an attack's or a move's
// payments, Stamina standing in for 1 Energy, and a Defense roll's die and bonus.
import { describe, expect, it } from "vitest";
import { costLine, defenseSummary, moveSummary } from "../../../src/rulesets/energy/play/dialog";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import { character } from "../../rulesets/energy/fixtures";

describe("energy dialog summaries", () => {
  it("totals the orders, Stamina standing in for 1 Energy when asked; nothing is paid out of combat", () => {
    const melee = { kind: "cost" as const, cost: { energy: 3, stamina: 2 }, staminaForEnergy: false };
    expect(costLine([melee], true)).toEqual({ key: "MANIFOLD.energy.Dialog.Cost.ES", data: { energy: 3, stamina: 2, agility: 0 } });
    expect(costLine([{ ...melee, staminaForEnergy: true }], true).data).toEqual({ energy: 2, stamina: 3, agility: 0 });
    expect(costLine([{ kind: "swift", enhance: 0, energy: 1 }, { kind: "cost", cost: { energy: 1 }, staminaForEnergy: false }], true)).toEqual({ key: "MANIFOLD.energy.Dialog.Cost.E", data: { energy: 2, stamina: 0, agility: 0 } });
    expect(costLine([melee], false).key).toBe("MANIFOLD.Roll.CostOutside");
    expect(costLine([{ kind: "cost", cost: { energy: 0 }, staminaForEnergy: true }], true).key).toBe("MANIFOLD.Roll.CostNone");
  });

  it("a Run cut short costs less; a Jump costs Stamina", () => {
    const snap = { speed: 6, jump: 2, leg: 0, statuses: [] };
    expect(moveSummary(snap, "run", { staminaForEnergy: false }, true).cost.data.energy).toBe(3);
    expect(Number(moveSummary(snap, "run", { staminaForEnergy: false, metres: 2 }, true).cost.data.energy)).toBeLessThan(3);
    expect(moveSummary(snap, "run", { staminaForEnergy: false, metres: 9 }, true).roll?.key).toBe("MANIFOLD.energy.Error.MetresOutOfRange");
    expect(moveSummary(snap, "jump", { staminaForEnergy: false, movedFirst: 0 }, true).cost.data.stamina).toBe(1);
  });

  it("a Defense roll shows its die and bonus, Dazed giving it disadvantage", () => {
    const actor = character();
    const derived = prepareDerived(actor, []);
    const bonus = derived.fortitude.total;
    const line = defenseSummary({ derived, conditions: new Set(["dazed"]) }, "fortitude", { modifier: 1, edge: 0 }).roll!;
    expect(line.key).toBe("MANIFOLD.energy.Dialog.DefenseRollDisadvantage");
    expect(line.data).toEqual({ faces: 10, bonus: `+ ${bonus + 1}` });
  });
});
