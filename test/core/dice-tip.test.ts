import { describe, expect, it } from "vitest";
import { chainTip, formulaTip, keptTip } from "../../src/core/dice-tip";
import { compareView } from "../../src/core/compare";

/** Every roll on a card shows its formula and faces in core's dice tooltip, marked as core marks them. */
describe("dice tooltip of a stored roll", () => {
  it("a plain d20 shows 1d20 and its one face, a 20 marked max and a 1 marked min", () => {
    expect(keptTip(20, [20], 20, 0, "high")).toEqual({ formula: "1d20", total: 20, parts: [{ formula: "1d20", total: 20, faces: [{ result: 20, classes: "roll die d20 max" }] }] });
    expect(keptTip(20, [1], 1, 0, "low").parts[0]!.faces).toEqual([{ result: 1, classes: "roll die d20 min" }]);
    expect(keptTip(20, [7], 7, 0, "low").parts[0]!.faces).toEqual([{ result: 7, classes: "roll die d20" }]);
  });
  it("an edge names the kept die as Foundry's formula does and strikes out the other face", () => {
    const roll = keptTip(20, [14, 6], 14, 1, "high");
    expect(roll.formula).toBe("2d20kh");
    expect(roll.parts[0]!.faces.map((f) => f.classes)).toEqual(["roll die d20", "roll die d20 discarded"]);
    // Roll-under: a boon keeps the lower face.
    const under = keptTip(20, [14, 6], 6, 1, "low");
    expect(under.formula).toBe("2d20kl");
    expect(under.parts[0]!.faces.map((f) => f.classes)).toEqual(["roll die d20 discarded", "roll die d20"]);
  });
  it("two equal faces keep one and strike out the other", () => {
    expect(keptTip(20, [9, 9], 9, -1, "high").parts[0]!.faces.map((f) => f.classes)).toEqual(["roll die d20", "roll die d20 discarded"]);
  });
  it("an exploding chain marks each kept maximum as exploded, adds the bonus, and spells the die as the seed does", () => {
    const roll = chainTip(10, [[10], [10], [3]], [10, 10, 3], 8);
    expect(roll.formula).toBe("1d10* + 8");
    expect(roll.total).toBe(31);
    expect(roll.parts[0]).toMatchObject({ formula: "1d10*", total: 23 });
    expect(roll.parts[0]!.faces.map((f) => f.classes)).toEqual(["roll die d10 max exploded", "roll die d10 max exploded", "roll die d10"]);
    expect(chainTip(4, [[2]], [2], -1).formula).toBe("1d4* − 1");
    expect(chainTip(4, [[2]], [2]).formula).toBe("1d4*");
  });
  it("an exploding chain with edge strikes out the face not kept at each throw", () => {
    const roll = chainTip(10, [[10, 4], [2, 7]], [10, 7]);
    expect(roll.parts[0]!.faces.map((f) => `${f.result}:${f.classes}`)).toEqual(["10:roll die d10 max exploded", "4:roll die d10 discarded", "2:roll die d10 discarded", "7:roll die d10"]);
    expect(roll.total).toBe(17);
  });
  it("a damage formula keeps its faces in order, named by its one die size, or unnamed when sizes mix", () => {
    const roll = formulaTip("2d6 + 1", [6, 1], 8);
    expect(roll).toMatchObject({ formula: "2d6 + 1", total: 8, parts: [{ formula: "2d6", total: 7 }] });
    expect(formulaTip("d8+1", [5], 6).parts[0]).toMatchObject({ formula: "1d8", total: 5 });
    expect(roll.parts[0]!.faces.map((f) => f.classes)).toEqual(["roll die d6 max", "roll die d6 min"]);
    expect(formulaTip("1d8 + 1d4", [3, 2], 5).parts[0]!.faces.map((f) => f.classes)).toEqual(["roll die", "roll die"]);
  });
});

describe("a comparison side by side", () => {
  it("reads its sign from the numbers, so it never says what is not so", () => {
    expect(compareView("A", 18, "B", 10)).toEqual({ left: { label: "A", value: 18 }, op: ">", opWords: "MANIFOLD.Compare.Greater", right: { label: "B", value: 10 }, note: null });
    expect(compareView("A", 9, "B", 10, "N")).toMatchObject({ op: "<", opWords: "MANIFOLD.Compare.Less", note: "N" });
    expect(compareView("A", 10, "B", 10)).toMatchObject({ op: "=", opWords: "MANIFOLD.Compare.Equal" });
    expect(compareView("AV", 18, "B", 10, null, { left: "TIP" })).toMatchObject({ left: { label: "AV", value: 18, tip: "TIP" }, right: { label: "B", value: 10 } });
  });
});
