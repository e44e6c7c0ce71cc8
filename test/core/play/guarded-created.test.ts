import { describe, expect, it } from "vitest";
import { revertCreated } from "../../../src/core/play/guarded";

const GUARDED = ["initiative", "system.riding", "system.acted"];
const INITIAL = { initiative: null, "system.riding": "", "system.acted": false };

describe("a combatant a player creates starts as any other", () => {
  it("puts back each guarded path a player set away from its start: a link to a mount, an initiative rolled by hand", () => {
    expect(revertCreated({ initiative: 30, "system.riding": "Combatant.dragon", "system.acted": false }, false, GUARDED, INITIAL)).toEqual({ initiative: null, "system.riding": "" });
  });

  it("leaves a GM's creation, and a player's that set nothing guarded, alone", () => {
    expect(revertCreated({ initiative: 30, "system.riding": "Combatant.dragon" }, true, GUARDED, INITIAL)).toBeNull();
    expect(revertCreated({ initiative: null, "system.riding": "", "system.acted": false }, false, GUARDED, INITIAL)).toBeNull();
  });
});
