import { describe, expect, it } from "vitest";
import { checkInitiativeFormula, DEFAULT_INITIATIVE_FORMULA } from "../../../src/rulesets/energy/rules/initiative-formula";
import { RuleError } from "../../../src/rulesets/energy/rules/errors";

describe("energy.init.4: the Initiative roll formula setting", () => {
  it("energy.init.4: the default is 1d20 + Initiative (RULINGS)", () => {
    expect(checkInitiativeFormula(DEFAULT_INITIATIVE_FORMULA)).toBe("1d20 + @initiative");
  });
  it.each(["1d20+@initiative", "2d20kh + @initiative + 2", "1d12 - 1"])("accepts %s", (f) => {
    expect(() => checkInitiativeFormula(f)).not.toThrow();
  });
  it.each(["", "1d20 +", "@initiative", "1d20 + @str", "1d20 * 2", "d20 + foo", "+1d20"])("refuses %j with a localized error", (f) => {
    expect(() => checkInitiativeFormula(f)).toThrow(RuleError);
    try {
      checkInitiativeFormula(f);
    } catch (err) {
      expect((err as RuleError).key).toBe("MANIFOLD.energy.Error.InitiativeFormula");
    }
  });
});
