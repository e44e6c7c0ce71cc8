/**
 * Defense rolls from the sheet, as the sheet's roll button plays them through the step: Will
 * against mental effects, Fortitude against physical ones, each 1d10* + the stat, with the edge
 * the creature's conditions and the roll dialog give.
 */
import { describe, expect, it } from "vitest";
import { inForce } from "../../../src/core/status";
import { defenseRollStep } from "../../../src/rulesets/energy/play/defense";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import { creature } from "../../rulesets/energy/fixtures";
import { refusal, type PlainActor } from "../table";
import { plain } from "./world";

/** A sage with Will 10 + 1 + 2 = 13 (level 3, Cha 14, Wis 15) and Fortitude 10 + 1 = 11. */
const sage = (statuses: string[] = []) => plain("Actor.sage", "energyCharacter", ["ann"], creature({ level: 3, abilities: { cha: 14, wis: 15 } }), [], statuses);

/** The sheet's button: the actor's prepared values and its conditions in force, and the dialog's choices. */
function roll(a: PlainActor, key: string, edge: -1 | 0 | 1 = 0, modifier = 0) {
  const derived = (a.system as { derived: EnergyDerived }).derived;
  return defenseRollStep({ derived, conditions: inForce(ENERGY_STATUSES, a.statuses) }, { key, edge, modifier });
}

describe("energy: Will and Fortitude rolls from the sheet", () => {
  it("energy.will.1 energy.will.2: resisting a mental effect is a Will roll: 1d10* + Will", () => {
    expect(roll(sage(), "will")).toEqual({ key: "will", faces: 10, edge: 0, bonus: 13, label: "MANIFOLD.energy.Defense.will" });
    // A situational modifier from the dialog adds to it.
    expect(roll(sage(), "will", 0, -2).bonus).toBe(11);
  });

  it("energy.fort.1 energy.fort.2: resisting a physical effect is a Fortitude roll: 1d10* + Fortitude", () => {
    expect(roll(sage(), "fortitude")).toMatchObject({ faces: 10, edge: 0, bonus: 11 });
    expect(roll(sage(), "rangedEvasion").faces).toBe(4);
  });

  it("energy.will.2: Dazed gives disadvantage on the Will roll; Prone only on Evasion", () => {
    expect(roll(sage(["dazed"]), "will").edge).toBe(-1);
    expect(roll(sage(["prone"]), "will").edge).toBe(0);
    expect(roll(sage(["prone"]), "evasion").edge).toBe(-1);
  });

  it("energy.resist.5: the dialog's advantage cancels a condition's disadvantage one for one; two disadvantages stay one", () => {
    expect(roll(sage(["dazed"]), "will", 1).edge).toBe(0);
    expect(roll(sage(["dazed", "surprised"]), "fortitude").edge).toBe(-1);
    // One source of advantage cancels one of two disadvantages: one disadvantage remains (RULINGS).
    expect(roll(sage(["dazed", "surprised"]), "fortitude", 1).edge).toBe(-1);
    expect(roll(sage(["prone"]), "evasion", 1).edge).toBe(0);
  });

  it("a roll the sheet does not know, or a broken modifier, is refused", async () => {
    expect(await refusal(() => roll(sage(), "luck"))).toBe("MANIFOLD.energy.Error.UnknownDefense");
    expect(await refusal(() => roll(sage(), "toString"))).toBe("MANIFOLD.energy.Error.UnknownDefense");
    expect(await refusal(() => roll(sage(), "will", 0, 1.5))).toBe("MANIFOLD.Query.Malformed");
  });
});
