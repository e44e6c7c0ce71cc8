// Each ruleset's own renames also run on update changes (Foundry passes them to migrateData and
// cannot say which is which): they must act on old keys only and never on what is current.
import { describe, expect, it } from "vitest";
import { migrateContestCreature } from "../../src/rulesets/contest/rules/migrate";
import { migrateEnergyCreature } from "../../src/rulesets/energy/rules/migrate";

describe("contest: hp becomes health", () => {
  it("turns an old macro's `system.hp.value` change into a Health change", () => {
    const change: Record<string, unknown> = { hp: { value: 3 } };
    expect(migrateContestCreature(change)).toBe(true);
    expect(change).toEqual({ health: { value: 3 } });
  });

  it("leaves a current Health change, and an hp that is not a pool, alone", () => {
    const change = { health: { value: 3 } };
    expect(migrateContestCreature(change)).toBe(false);
    const odd: Record<string, unknown> = { hp: "high" };
    expect(migrateContestCreature(odd)).toBe(false);
    expect(odd).toEqual({ hp: "high" });
  });

  it("recovers _preserved.hp over a starting Health and removes it, so the next load does nothing", () => {
    const system: Record<string, unknown> = { health: { value: 10, max: 10 }, _preserved: { hp: { value: 7, max: 12 } } };
    expect(migrateContestCreature(system)).toBe(true);
    expect(system.health).toEqual({ value: 7, max: 12 });
    expect(migrateContestCreature(system)).toBe(false);
  });
});

describe("energy: a blank unconscious cause reads none", () => {
  it("recodes only the blank", () => {
    const old = { death: { unconscious: "" } };
    expect(migrateEnergyCreature(old)).toBe(true);
    expect(old).toEqual({ death: { unconscious: "none" } });
    expect(migrateEnergyCreature({ death: { unconscious: "sleep" } })).toBe(false);
    expect(migrateEnergyCreature({ death: { bleeding: true } })).toBe(false);
  });
});
