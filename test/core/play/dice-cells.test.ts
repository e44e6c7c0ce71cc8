/** The dice-formula reader, cell by cell: each term's shape, each bound, and what a refusal names. */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import { parseSum, sumTotal, takeDice } from "../../../src/core/play/dice";

const refusal = (formula: string) => {
  try {
    parseSum(formula);
    return null;
  } catch (err) {
    return err instanceof RuleError ? [err.key, err.data] : String(err);
  }
};

describe("parseSum", () => {
  it("reads every shape of term: a bare d, a many-digit count and size, a many-digit number, signs, spaces", () => {
    expect(parseSum("d20")).toEqual({ dice: [{ count: 1, faces: 20, sign: 1 }], constant: 0 });
    expect(parseSum("12d100")).toEqual({ dice: [{ count: 12, faces: 100, sign: 1 }], constant: 0 });
    expect(parseSum("2D6 + 14")).toEqual({ dice: [{ count: 2, faces: 6, sign: 1 }], constant: 14 });
    expect(parseSum(" 1d8  -  1d4 - 10 + 3 ")).toEqual({ dice: [{ count: 1, faces: 8, sign: 1 }, { count: 1, faces: 4, sign: -1 }], constant: -7 });
    expect(parseSum("")).toEqual({ dice: [], constant: 0 });
    expect(parseSum("   ")).toEqual({ dice: [], constant: 0 });
  });

  it("refuses anything else, naming the formula as written", () => {
    for (const formula of ["1d6x", "x1d6", "1d", "d", "1d6++2", "2*3", "1d6 2", "1d6  2", "1d6\t2", "abc"]) {
      expect(refusal(formula), formula).toEqual(["MANIFOLD.Error.DiceFormula", { formula }]);
    }
  });

  it("each bound, on both sides: 1 to 100 dice, 2 to 1000 faces", () => {
    expect(refusal("1d2")).toBeNull();
    expect(refusal("100d1000")).toBeNull();
    expect(refusal("0d6")).toEqual(["MANIFOLD.Error.DiceFormula", { formula: "0d6" }]);
    expect(refusal("101d6")).toEqual(["MANIFOLD.Error.DiceFormula", { formula: "101d6" }]);
    expect(refusal("1d1")).toEqual(["MANIFOLD.Error.DiceFormula", { formula: "1d1" }]);
    expect(refusal("1d1001")).toEqual(["MANIFOLD.Error.DiceFormula", { formula: "1d1001" }]);
  });

  it("a total with faces missing counts them as 0 rather than failing", () => {
    expect(sumTotal("2d6+1", [[4]])).toBe(5);
    expect(sumTotal("2d6-1d4", [[4], [6], [3]])).toBe(7);
  });
});

describe("the faces a request sends, each die checked", () => {
  const bad = (fn: () => unknown) => expect(fn).toThrow(expect.objectContaining({ key: "MANIFOLD.Query.BadDice" }) as never);
  it("an edge throws two faces and both must be on the die: one good face does not carry a bad one", () => {
    const need = { kind: "die" as const, faces: 20, edge: 1 as const };
    expect(takeDice([need], [[5, 20]])).toEqual([{ faces: [5, 20], kept: 20 }]);
    bad(() => takeDice([need], [[5, 21]]));
    bad(() => takeDice([need], [[0, 5]]));
    bad(() => takeDice([need], [[5, 2.5]]));
    bad(() => takeDice([need], [[5]]));
    const chain = { kind: "chain" as const, faces: 10, edge: -1 as const };
    bad(() => takeDice([chain], [[3, 11]]));
  });
});

