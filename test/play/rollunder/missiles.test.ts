/**
 * Crossbows and arrows over a fight: a bolt empties the crossbow, reloading is the next turn's
 * action, every shot spends an arrow, and half of them come back when the combat ends.
 */
import { describe, expect, it } from "vitest";
import { arrowsRecoveryStep } from "../../../src/rulesets/rollunder/play/combat-end";
import { reloadStep, turnStartStep } from "../../../src/rulesets/rollunder/play/turn";
import { RULES } from "../../../src/rulesets/rollunder/rules/tables";
import { prepareStep } from "../../../src/rulesets/rollunder/play/prepare";
import { refusal } from "../table";
import { attack, combatantOf, itemsOf, movementOf, pcOf, rollunderWorld, writeOn } from "./world";

const CARD = "cardMissile00001";
function crossbow(w: Awaited<ReturnType<typeof rollunderWorld>>) {
  const item = itemsOf(w.bram).find((i) => i.id === "crossbow00000000");
  if (item?.type !== "rollunderWeapon") throw new Error("Bram has lost his crossbow");
  return item;
}

function newTurn(w: Awaited<ReturnType<typeof rollunderWorld>>) {
  const c = combatantOf(w.bram)!;
  Object.assign(c, turnStartStep({ id: "bram", kind: "pc", movement: movementOf(w.bram), combatant: c }).update.system);
}

describe("rollunder crossbows and arrows", () => {
  it("rollunder.ranged.6: a quiver of 20 arrows is an average item: each 20 begun takes one slot, and shooting the last arrow of a quiver frees it", async () => {
    const w = rollunderWorld();
    const slots = () => prepareStep(pcOf(w.bram), itemsOf(w.bram)).slots;
    pcOf(w.bram).arrows = 0;
    const bare = slots();
    for (const [arrows, quivers] of [[1, 1], [20, 1], [21, 2], [40, 2]] as const) {
      pcOf(w.bram).arrows = arrows;
      expect(slots() - bare).toBeCloseTo(quivers, 9);
    }
    pcOf(w.bram).arrows = 21;
    await attack(w.t, "cardQuiver000001", w.bram, "bow0000000000000", w.ogre, [[4]], { how: "shot" });
    expect(pcOf(w.bram).arrows).toBe(20);
    expect(slots() - bare).toBeCloseTo(1, 9);
  });

  it("rollunder.ranged.5 / rollunder.turn.7: a crossbow shot empties it; the next turn's action reloads it; then it shoots again", async () => {
    const w = rollunderWorld();
    await attack(w.t, CARD, w.bram, "crossbow00000000", w.ogre, [[4]], { how: "shot", distance: 20 });
    expect(crossbow(w).system).toMatchObject({ loaded: false });
    newTurn(w);
    expect(await refusal(() => attack(w.t, CARD, w.bram, "crossbow00000000", w.ogre, [[4]], { how: "shot" }))).toBe("MANIFOLD.rollunder.Error.NotLoaded");
    const snap = { id: "bram", kind: "pc" as const, movement: movementOf(w.bram), combatant: combatantOf(w.bram)!, statuses: [] };
    expect(await refusal(() => reloadStep({ ...snap, onTurn: false }, itemsOf(w.bram), "crossbow00000000"))).toBe("MANIFOLD.rollunder.Error.NotYourTurn");
    await writeOn(w.bram, reloadStep({ ...snap, onTurn: true }, itemsOf(w.bram), "crossbow00000000"));
    expect([crossbow(w).system.loaded, combatantOf(w.bram)!.action]).toEqual([true, "reload"]);
    // Reloading was the turn's action: no shot until the next turn.
    expect(await refusal(() => attack(w.t, CARD, w.bram, "crossbow00000000", w.ogre, [[4]], { how: "shot" }))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
    newTurn(w);
    await attack(w.t, CARD, w.bram, "crossbow00000000", w.ogre, [[4]], { how: "shot" });
    expect(crossbow(w).system.loaded).toBe(false);
    expect(await refusal(() => reloadStep(null, itemsOf(w.bram), "bow0000000000000"))).toBe("MANIFOLD.rollunder.Error.NoReload");
  });

  it("rollunder.ranged.6: bow and crossbow shots each spend an arrow from the quiver; with none left the shot is refused", async () => {
    const w = rollunderWorld();
    expect(pcOf(w.bram).arrows).toBe(RULES.quiver);
    await attack(w.t, CARD, w.bram, "bow0000000000000", w.ogre, [[4]], { how: "shot" });
    newTurn(w);
    await attack(w.t, CARD, w.bram, "crossbow00000000", w.ogre, [[4]], { how: "shot" });
    expect([pcOf(w.bram).arrows, combatantOf(w.bram)!.arrowsSpent]).toEqual([18, 2]);
    newTurn(w);
    pcOf(w.bram).arrows = 0;
    expect(await refusal(() => attack(w.t, CARD, w.bram, "bow0000000000000", w.ogre, [[4]], { how: "shot" }))).toBe("MANIFOLD.rollunder.Error.NoArrows");
  });

  it("rollunder.ranged.7: after the combat half the arrows shot come back, rounded down", async () => {
    const w = rollunderWorld();
    for (let i = 0; i < 5; i++) {
      await attack(w.t, CARD, w.bram, "bow0000000000000", w.ogre, [[4]], { how: "shot" });
      newTurn(w);
    }
    expect(pcOf(w.bram).arrows).toBe(15);
    const back = arrowsRecoveryStep([{ id: "bram", arrows: pcOf(w.bram).arrows, spent: combatantOf(w.bram)!.arrowsSpent }, { id: "ada", arrows: 20, spent: 1 }]);
    expect(back).toEqual([{ _id: "bram", "system.arrows": 17, recovered: 2 }]);
  });
});
