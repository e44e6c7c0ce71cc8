import { describe, expect, it } from "vitest";
import { moraleDialogContext } from "../../../src/rulesets/rollunder/morale-form";
import { moraleCheckStep, readMoraleBonus } from "../../../src/rulesets/rollunder/play/morale";
import { refusal } from "../../play/table";

describe("rollunder.morale.8: the Morale dialog's situational bonus", () => {
  it.each([["", 0], ["+2", 2], ["-3", -3], ["  4 ", 4], [5, 5], ["+10", 10], ["-10", -10]] as const)("%j reads as %d", (raw, bonus) => {
    expect(readMoraleBonus(raw)).toBe(bonus);
  });
  it.each(["11", "-11", "2.5", "two", "+", "1e1", "0x2"])("%j is refused before any die", async (raw) => {
    expect(await refusal(() => readMoraleBonus(raw))).toBe("MANIFOLD.rollunder.Error.MoraleBonus");
  });
  it("the bonus read from the dialog is the one the check adds: Morale 7 with +2 holds on a 9", () => {
    expect(moraleCheckStep(7, readMoraleBonus("+2"), [[4], [5]])).toEqual({ total: 9, morale: 9, fails: false });
    expect(moraleCheckStep(7, readMoraleBonus(""), [[4], [5]]).fails).toBe(true);
  });
  it("the dialog says when the Morale never moves (2 or 12), and names everyone who checks", () => {
    expect(moraleDialogContext({ names: ["Ogre"], morale: 12 })).toMatchObject({ names: "Ogre", morale: 12, fixed: true, max: 10 });
    expect(moraleDialogContext({ names: ["Ogre", "Footsoldier"], morale: null })).toMatchObject({ names: "Ogre, Footsoldier", fixed: false });
  });
});
