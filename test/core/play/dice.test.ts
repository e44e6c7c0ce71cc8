import { describe, expect, it } from "vitest";
import { parseSum, sumNeeds, sumTotal, takeDice } from "../../../src/core/play/dice";
import { mergeWrites } from "../../../src/core/play/merge";

describe("dice a step asks for", () => {
  it("reads sums of dice and numbers, and nothing else", () => {
    expect(parseSum("2d6 + 1d4 - 1")).toEqual({ dice: [{ count: 2, faces: 6, sign: 1 }, { count: 1, faces: 4, sign: 1 }], constant: -1 });
    expect(parseSum("")).toEqual({ dice: [], constant: 0 });
    for (const bad of ["1d6x", "1d6*2", "d", "1000d6", "1d1", "@str"]) expect(() => parseSum(bad), bad).toThrow(/DiceFormula/);
  });

  it("asks for one die per die of the formula and adds the faces it gets", () => {
    expect(sumNeeds("2d6+3").map((n) => n.faces)).toEqual([6, 6]);
    expect(sumTotal("2d6 + 3 - 1d4", [[5], [2], [3]])).toBe(7);
  });

  it("keeps the better face: the higher for a high die, the lower for a roll-under die", () => {
    expect(takeDice([{ kind: "die", faces: 20, edge: 1 }], [[4, 17]])).toEqual([{ faces: [4, 17], kept: 17 }]);
    expect(takeDice([{ kind: "die", faces: 20, edge: 1, better: "low" }], [[4, 17]])).toEqual([{ faces: [4, 17], kept: 4 }]);
    expect(takeDice([{ kind: "die", faces: 20, edge: -1 }], [[4, 17]])).toEqual([{ faces: [4, 17], kept: 4 }]);
  });

  it("refuses a wrong count, a face off the die, or faces left over", () => {
    const d8 = [{ kind: "die" as const, faces: 8, edge: 0 as const }];
    expect(() => takeDice(d8, [[0]])).toThrow(/BadDice/);
    expect(() => takeDice(d8, [[8, 8]])).toThrow(/BadDice/);
    expect(() => takeDice(d8, [[8], [1]])).toThrow(/BadDice/);
    expect(() => takeDice(d8, [])).toThrow(/BadDice/);
  });

  it("reads an exploding chain with advantage on every roll: it goes on while the kept face is the maximum", () => {
    const chain = [{ kind: "chain" as const, faces: 4, edge: 1 as const }];
    expect(takeDice(chain, [[1, 4], [2, 3]])).toEqual([{ thrown: [[1, 4], [2, 3]], kept: [4, 3], total: 7 }]);
    expect(() => takeDice(chain, [[1, 4]])).toThrow(/BadDice/);
  });
});

describe("one write per document per click", () => {
  it("a step's writes to one document become one update, later paths over earlier", () => {
    expect(
      mergeWrites([
        { side: "defender", doc: "actor", changes: { "system.aura.value": 3 } },
        { side: "defender", doc: "item.x", changes: { "system.equipped": false } },
        { side: "defender", doc: "actor", changes: { "system.aura.value": 1, "system.death.bleeding": true } },
      ]),
    ).toEqual([
      { side: "defender", doc: "actor", changes: { "system.aura.value": 1, "system.death.bleeding": true } },
      { side: "defender", doc: "item.x", changes: { "system.equipped": false } },
    ]);
  });
});
