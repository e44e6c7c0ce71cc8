import { describe, expect, it } from "vitest";
import { readRollForm } from "../../../src/core/roll-options";
import { REACTION_MODIFIER, reactionFormula, reactionPcs, readReactionForm } from "../../../src/rulesets/rollunder/reaction-form";
import { reactionStep } from "../../../src/rulesets/rollunder/play/morale";

const pcs = reactionPcs([{ uuid: "Actor.a", name: "Aria" }], [{ uuid: "Actor.a", name: "Aria" }, { uuid: "Actor.b", name: "Brom" }]);
const form = (data: Record<string, unknown>) => {
  const read = readRollForm(data);
  if (!read.ok) throw new Error(read.error);
  return read.form;
};

describe("the reaction roll's dialog (rollunder.reaction.1)", () => {
  it("offers the scene's PCs, then the party's others, each once", () => {
    expect(pcs.map((p) => p.name)).toEqual(["Aria", "Brom"]);
  });

  it("reads the party member it offered, the modifier and the roll mode", () => {
    expect(readReactionForm(form({ pc: "Actor.b", modifier: "-1", rollMode: "gmroll" }), pcs)).toEqual({ pc: { uuid: "Actor.b", name: "Brom" }, modifier: -1, rollMode: "gmroll" });
  });

  it("refuses a party member it did not offer and a roll mode Foundry does not know", () => {
    expect(() => readReactionForm(form({ pc: "Actor.z", modifier: "", rollMode: "gmroll" }), pcs)).toThrow("MANIFOLD.rollunder.Error.NoPCs");
    expect(() => readReactionForm(form({ pc: "Actor.a", modifier: "", rollMode: "everyone" }), pcs)).toThrow("MANIFOLD.Query.Malformed");
  });

  it("refuses a modifier the reaction step would refuse, before any dice are thrown", () => {
    expect(readReactionForm(form({ pc: "Actor.a", modifier: "+20", rollMode: "gmroll" }), pcs).modifier).toBe(REACTION_MODIFIER);
    expect(() => readReactionForm(form({ pc: "Actor.a", modifier: "-21", rollMode: "gmroll" }), pcs)).toThrow("MANIFOLD.rollunder.Error.ReactionModifier");
    expect(reactionStep(-REACTION_MODIFIER, [[1], [1]]).total).toBe(2 - REACTION_MODIFIER);
    expect(() => reactionStep(REACTION_MODIFIER + 1, [[1], [1]])).toThrow("MANIFOLD.Query.Malformed");
  });

  it("rolls 2d6 with the modifier, and the formula's total is the step's", () => {
    expect([reactionFormula(0), reactionFormula(2), reactionFormula(-3)]).toEqual(["2d6", "2d6 + 2", "2d6 - 3"]);
    expect(reactionStep(-3, [[6], [6]]).total).toBe(12 - 3);
  });
});
