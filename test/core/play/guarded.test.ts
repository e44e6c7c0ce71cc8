/**
 * What decides turn order or a once-a-round limit is the active GM's to write: a player's change
 * to such a path on their own combatant is put back to what the GM left, whatever else it changed.
 */
import { describe, expect, it } from "vitest";
import { guardedValues, revertGuarded } from "../../../src/core/play/guarded";

const GUARDED = ["initiative", "system.initiativeUsed", "system.group"];
const before = { initiative: 14, "system.initiativeUsed": true, "system.group": "last" };

describe("guarded combatant paths", () => {
  it("a player's change to a guarded path is put back; the rest of the change stays", () => {
    expect(revertGuarded({ "system.initiativeUsed": false, "system.energy": 5 }, false, GUARDED, before)).toEqual({ "system.initiativeUsed": true });
    expect(revertGuarded({ "system.group": "first", initiative: 20 }, false, GUARDED, before)).toEqual({ "system.group": "last", initiative: 14 });
  });

  it("a GM's change, a change to nothing guarded, or one that leaves a guarded value as it was, is left alone", () => {
    expect(revertGuarded({ "system.group": "first" }, true, GUARDED, before)).toBeNull();
    expect(revertGuarded({ "system.energy": 2 }, false, GUARDED, before)).toBeNull();
    expect(revertGuarded({ initiative: 14 }, false, GUARDED, before)).toBeNull();
  });

  it("with nothing seen of the combatant before, nothing is put back (a GM's client just loaded)", () => {
    expect(revertGuarded({ "system.group": "first" }, false, GUARDED, undefined)).toBeNull();
  });

  it("the values remembered are read path by path", () => {
    const doc = { initiative: 9, system: { initiativeUsed: false, group: "first", energy: 3 } };
    const read = (path: string) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], doc);
    expect(guardedValues(read, GUARDED)).toEqual({ initiative: 9, "system.initiativeUsed": false, "system.group": "first" });
  });
});
