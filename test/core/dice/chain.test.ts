import { describe, expect, it } from "vitest";
import { chainLabel, readChainTerms } from "../../../src/core/dice/chain";

const term = (...faces: number[]) => ({ results: faces.map((result) => ({ result })) });

describe("energy.defense.3 / energy.defense.4: reading a chain Foundry threw", () => {
  it("energy.defense.3: a d10 chain 10, 10, 4 totals 24", () => {
    expect(readChainTerms([term(10), term(10), term(4)], 10, 0)).toMatchObject({ kept: [10, 10, 4], total: 24 });
  });
  it("energy.defense.4: with advantage each roll keeps the higher of two", () => {
    expect(readChainTerms([term(3, 10), term(2, 1)], 10, 1)).toMatchObject({ kept: [10, 2], total: 12 });
  });
  it("energy.defense.4: with disadvantage a 10 and a 4 keep 4 and the chain stops", () => {
    expect(readChainTerms([term(10, 4)], 10, -1)).toMatchObject({ kept: [4], total: 4 });
  });
  it("energy.defense.3: a chain cut short on the maximum is refused", () => {
    expect(() => readChainTerms([term(4)], 4, 0)).toThrow(RangeError);
  });
  it("shows 1d10* with a signed bonus", () => {
    expect(chainLabel(10, 7)).toBe("1d10* + 7");
    expect(chainLabel(4, -2)).toBe("1d4* - 2");
    expect(chainLabel(4, 0)).toBe("1d4*");
  });
});
