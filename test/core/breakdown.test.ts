import { describe, expect, it } from "vitest";
import { formulaTerms, tip, withBonus } from "../../src/core/breakdown";
import { resolvedInitiative } from "../../src/rulesets/energy/sheets/tips";

describe("a number's formula as a tooltip reads it", () => {
  it("the first term keeps its sign; later ones are added or taken away", () => {
    expect(formulaTerms([{ label: "Str", value: -1 }, { label: "Dex", value: 2 }, { label: "Armour", value: -3 }])).toEqual([
      { op: "", label: "Str", value: -1 },
      { op: "+", label: "Dex", value: 2 },
      { op: "−", label: "Armour", value: 3 },
    ]);
  });
  it("a tip's total is its parts' sum unless the rules clamp it", () => {
    expect(tip("k", { parts: [{ label: "a", value: 2 }, { label: "b", value: 3 }] }).total).toBe("5");
    expect(tip("k", { parts: [{ label: "a", value: -2 }], total: 0 }).total).toBe("0");
  });
  it("a roll with a bonus reads as a player writes it", () => {
    expect(withBonus("1d6", 2)).toBe("1d6 + 2");
    expect(withBonus("1d6", -1)).toBe("1d6 − 1");
    expect(withBonus("1d6", 0)).toBe("1d6");
  });
  it("the world's Initiative roll has the actor's bonus in place of @initiative", () => {
    expect(resolvedInitiative("1d20 + @initiative", 2)).toBe("1d20 + 2");
    expect(resolvedInitiative("1d20 + @initiative", -2)).toBe("1d20 − 2");
    expect(resolvedInitiative("1d20 - @initiative + 1d4", 3)).toBe("1d20 − 3 + 1d4");
    expect(resolvedInitiative("@initiative + 2d6", 1)).toBe("1 + 2d6");
    expect(resolvedInitiative("1d20 + @initiative", 0)).toBe("1d20 + 0");
  });
});
