/** The attack dialog offers only options that can change the attack chosen. */
import { describe, expect, it } from "vitest";
import { attackDialogContext, type AttackDialogInput } from "../../../src/rulesets/energy/sheets/dialog-context";

const input = (mode: string, maneuver: string): AttackDialogInput => ({
  edge: 0 as AttackDialogInput["edge"], mode, maneuver, swift: false, staminaForEnergy: false, enhancements: [],
  rollModes: {}, rollMode: "publicroll", summary: { targets: [], roll: "", cost: "" },
});
const names = (i: AttackDialogInput) => attackDialogContext(i).attackChecks.map((c) => c.name);

describe("energy attack dialog options", () => {
  it("energy.maneuver.1: a Combat Maneuver deals no damage, so it offers neither non-lethal nor its trade steps", () => {
    for (const maneuver of ["trip", "disarm", "restrain", "push"]) {
      expect(names(input("melee", maneuver)), maneuver).not.toContain("nonlethal");
      expect(attackDialogContext(input("melee", maneuver)).steps, maneuver).toBe(false);
    }
  });

  it("a weapon's blow offers non-lethal and the steps; an unarmed blow starts non-lethal and needs no steps", () => {
    expect(names(input("melee", ""))).toContain("nonlethal");
    expect(attackDialogContext(input("melee", "")).steps).toBe(true);
    const unarmed = attackDialogContext(input("unarmed", ""));
    expect(unarmed.attackChecks.find((c) => c.name === "nonlethal")?.checked).toBe(true);
    expect(unarmed.steps).toBe(false);
  });
});
