import { describe, expect, it } from "vitest";
import { chosenTimeMacros, trustedTimeMacro } from "../../../src/rulesets/rollunder/time-trust";

describe("Time's macro runs only when a GM chose it for this combat", () => {
  it("runs a macro the GM set through Add Time", () => {
    expect(trustedTimeMacro(["Macro.flood", "Macro.bell"], "Macro.bell")).toBe(true);
  });

  it("refuses a macro a combatant names that the GM never chose, and any with no choices stored", () => {
    expect(trustedTimeMacro(["Macro.flood"], "Macro.wipeScene")).toBe(false);
    expect(trustedTimeMacro(undefined, "Macro.flood")).toBe(false);
    expect(trustedTimeMacro("Macro.flood", "Macro.flood")).toBe(false);
    expect(trustedTimeMacro(["Macro.flood"], "")).toBe(false);
  });

  it("keeps only the uuids from what the flags hold", () => {
    expect(chosenTimeMacros(["Macro.a", 3, null, "Macro.b"])).toEqual(["Macro.a", "Macro.b"]);
    expect(chosenTimeMacros({ 0: "Macro.a" })).toEqual([]);
  });
});
