/**
 * The sheet's "pay 1 Energy with Stamina" box (energy.stamina.1) stands for the next action or
 * attack that goes ahead: a cancelled dialog or a refused payment leaves it ticked; a paid one
 * spends it, and the box then shows what is left this round.
 */
import { describe, expect, it } from "vitest";
import { defaults } from "../../../src/core/schema";
import { energyCombatant } from "../../../src/rulesets/energy/rules/schema";
import type { CombatantSystem } from "../../../src/rulesets/energy/rules/types";
import { parsePayOrder, payStep } from "../../../src/rulesets/energy/play/pay";
import { staminaBoxAfter, staminaToggleContext, type ActionEnd } from "../../../src/rulesets/energy/sheets/stamina-toggle";
import { refusal } from "../table";

const combatant = (over: Partial<CombatantSystem> = {}): CombatantSystem => ({ ...(defaults(energyCombatant) as unknown as CombatantSystem), ...over });
const snap = (c: CombatantSystem) => ({ pools: { combatant: c, stamina: 6, noStamina: false, noAgility: false }, maxStamina: 10, extraStaminaForEnergy: 0, speed: 6, jump: 3 });

/**
 * One click on an action that costs 2 Energy, with the box as it stands: the dialog is confirmed
 * or cancelled, the pay step pays or refuses, and the box is what the sheet keeps after.
 */
async function click(c: CombatantSystem, ticked: boolean, confirm: boolean): Promise<{ end: ActionEnd; ticked: boolean; combatant: CombatantSystem }> {
  let end: ActionEnd = "cancelled";
  let after = c;
  if (confirm) {
    const order = parsePayOrder({ kind: "cost", cost: { energy: 2 }, staminaForEnergy: ticked });
    const paid = await refusal(() => (after = { ...c, ...payStep(snap(c), order).result.combatant }));
    end = paid === null ? "done" : "refused";
  }
  return { end, ticked: staminaBoxAfter(ticked, end), combatant: after };
}

describe("energy.stamina.1: the sheet's Stamina box", () => {
  it("a cancelled dialog leaves the box ticked, and the next paid action spends it", async () => {
    const start = combatant({ energy: 5 });
    const cancelled = await click(start, true, false);
    expect(cancelled).toMatchObject({ end: "cancelled", ticked: true });
    expect(staminaToggleContext(cancelled.combatant, 0, cancelled.ticked)).toMatchObject({ left: 1, checked: true });
    const paid = await click(cancelled.combatant, cancelled.ticked, true);
    expect(paid).toMatchObject({ end: "done", ticked: false });
    expect(paid.combatant).toMatchObject({ energy: 4, staminaAsEnergy: 1 });
    expect(staminaToggleContext(paid.combatant, 0, paid.ticked)).toMatchObject({ left: 0, checked: false, leftLabel: "MANIFOLD.energy.Sheet.StaminaToggleUsed" });
  });

  it("a refused payment leaves it ticked too: nothing was paid", async () => {
    // No Energy left: the Stamina swap covers 1 of the 2, and the payment is refused.
    const broke = await click(combatant({ energy: 0 }), true, true);
    expect(broke).toMatchObject({ end: "refused", ticked: true });
  });

  it("an unticked box stays unticked whatever happens", () => {
    for (const end of ["cancelled", "refused", "done"] as const) expect(staminaBoxAfter(false, end)).toBe(false);
  });
});
