import { describe, expect, it } from "vitest";
import { guardInitiative } from "../../../src/rulesets/energy/rules/initiative-guard";

describe("energy.round.5 / energy.init.9: one Initiative roll per round, from any path", () => {
  it("energy.round.5: the first roll is recorded as this round's", () => {
    expect(guardInitiative({ initiativeUsed: false }, { initiative: 14 })).toBe("record");
  });
  it("energy.init.9: a second roll in the round is refused", () => {
    expect(guardInitiative({ initiativeUsed: true }, { initiative: 9 })).toBe("refuse");
  });
  it("energy.round.3: the round reset may always clear it", () => {
    expect(guardInitiative({ initiativeUsed: true }, { initiative: null })).toBe("allow");
    expect(guardInitiative({ initiativeUsed: true }, { system: { initiativeUsed: false } })).toBe("allow");
  });
  it("a write that already records the roll passes unchanged", () => {
    expect(guardInitiative({ initiativeUsed: false }, { initiative: 12, system: { initiativeUsed: true } })).toBe("allow");
  });
});
