/**
 * Reaction and Morale at the table: the reaction roll read on the seed's bands, and a fight in
 * which the GM is prompted to check the enemies' Morale at their first death and again when half
 * of them are down, each once.
 */
import { describe, expect, it } from "vitest";
import { moraleCheckStep, moralePromptStep, reactionStep } from "../../../src/rulesets/rollunder/play/morale";
import { refusal } from "../table";
import { attack, enemyOf, rollunderWorld } from "./world";

const none = { firstDeath: false, half: false };

describe("rollunder reaction rolls", () => {
  it("rollunder.reaction.1 / rollunder.reaction.2: 2d6 plus the most visible PC's modifier; 2 or less attacks at once", async () => {
    expect(reactionStep(0, [[1], [1]])).toEqual({ total: 2, key: "MANIFOLD.rollunder.Reaction.attack" });
    expect(reactionStep(-1, [[2], [1]])).toEqual({ total: 2, key: "MANIFOLD.rollunder.Reaction.attack" });
    expect(await refusal(() => reactionStep(0, [[7], [1]]))).toBe("MANIFOLD.Query.BadDice");
  });

  it("rollunder.reaction.3 / rollunder.reaction.4 / rollunder.reaction.5: 3-7 unfavorable, 8-11 favorable, 12 or more very favorable", () => {
    expect(reactionStep(0, [[1], [2]]).key).toBe("MANIFOLD.rollunder.Reaction.unfavorable");
    expect(reactionStep(0, [[3], [4]]).key).toBe("MANIFOLD.rollunder.Reaction.unfavorable");
    expect(reactionStep(0, [[4], [4]]).key).toBe("MANIFOLD.rollunder.Reaction.favorable");
    expect(reactionStep(0, [[5], [6]]).key).toBe("MANIFOLD.rollunder.Reaction.favorable");
    expect(reactionStep(0, [[6], [6]]).key).toBe("MANIFOLD.rollunder.Reaction.veryFavorable");
    expect(reactionStep(2, [[6], [6]]).key).toBe("MANIFOLD.rollunder.Reaction.veryFavorable");
  });
});

describe("rollunder morale in a fight", () => {
  it("rollunder.morale.3 / rollunder.morale.4 / rollunder.morale.6: the footsoldier dies (first death), the ogre checks and holds; when half the side is down, it checks again", async () => {
    const w = rollunderWorld();
    // Ada kills the footsoldier (6 HP) with a natural 1: 2d8.
    await attack(w.t, "cardMorale000001", w.ada, "sword00000000000", w.footsoldier, [[1]], { by: "ann" });
    await w.t.press("ann", { messageId: "cardMorale000001", action: "rollDamage", faces: [[4], [3]] });
    await w.t.press("ann", { messageId: "cardMorale000001", action: "applyDamage" });
    expect(enemyOf(w.footsoldier).hp.value).toBe(-1);
    const side = (extra: { dead: boolean; down: boolean }[] = []) => ({
      pcs: [{ dead: false, down: false }, { dead: false, down: false }],
      enemies: [{ dead: enemyOf(w.footsoldier).hp.value < 0, down: enemyOf(w.footsoldier).hp.value <= 0 }, { dead: false, down: false }, ...extra],
    });
    // Three enemies: the footsoldier's death is the first, but not yet half of them.
    const first = moralePromptStep(side([{ dead: false, down: false }]), { pcs: none, enemies: none });
    expect(first.prompts).toEqual([{ side: "enemies", key: "MANIFOLD.rollunder.Morale.FirstDeath" }]);
    // The ogre (Morale 9) rolls 8: not over 9, it holds.
    expect(moraleCheckStep(enemyOf(w.ogre).morale, 0, [[5], [3]])).toEqual({ total: 8, morale: 9, fails: false });
    // Nothing new: no second prompt for the same death.
    expect(moralePromptStep(side([{ dead: false, down: false }]), first.marks).prompts).toEqual([]);
    // A second enemy is knocked out: two of three down is at least half.
    const half = moralePromptStep(side([{ dead: false, down: true }]), first.marks);
    expect(half.prompts).toEqual([{ side: "enemies", key: "MANIFOLD.rollunder.Morale.Half" }]);
    // Now 10 is over 9: the ogre retreats, surrenders or panics.
    expect(moraleCheckStep(enemyOf(w.ogre).morale, 0, [[6], [4]]).fails).toBe(true);
  });

  it("rollunder.morale.3: the PCs' side is prompted at its own first death too", () => {
    const due = moralePromptStep({ pcs: [{ dead: true, down: true }, { dead: false, down: false }, { dead: false, down: false }], enemies: [] }, { pcs: none, enemies: none });
    expect(due.prompts).toEqual([{ side: "pcs", key: "MANIFOLD.rollunder.Morale.FirstDeath" }]);
  });

  it("rollunder.morale.2 / rollunder.morale.8: Morale runs 2 to 12; bonuses adjust it, except a Morale of 2 or 12", async () => {
    expect(moraleCheckStep(7, 2, [[4], [5]])).toEqual({ total: 9, morale: 9, fails: false });
    expect(moraleCheckStep(2, 5, [[1], [2]])).toEqual({ total: 3, morale: 2, fails: true });
    expect(moraleCheckStep(12, -5, [[6], [6]])).toEqual({ total: 12, morale: 12, fails: false });
    expect(moraleCheckStep(11, 4, [[6], [6]]).morale).toBe(12);
    expect(await refusal(() => moraleCheckStep(13, 0, [[1], [1]]))).toBe("MANIFOLD.rollunder.Error.Morale");
    expect(await refusal(() => moraleCheckStep(1, 0, [[1], [1]]))).toBe("MANIFOLD.rollunder.Error.Morale");
  });
});
