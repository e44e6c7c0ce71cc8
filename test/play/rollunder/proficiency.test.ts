/**
 * Weapon proficiency earned in combat: Bram swings a hammer he is not proficient with at −4, and
 * his eighth hit with it makes him proficient. Misses and fights outside combat do not count.
 */
import { describe, expect, it } from "vitest";
import { turnStartStep } from "../../../src/rulesets/rollunder/play/turn";
import { attack, combatantOf, itemsOf, movementOf, rollunderWorld } from "./world";

const CARD = "cardProficient01";
const hammer = (w: Awaited<ReturnType<typeof rollunderWorld>>) => itemsOf(w.bram).find((i) => i.id === "hammer0000000000")!;

function swing(w: Awaited<ReturnType<typeof rollunderWorld>>, face: number) {
  const c = combatantOf(w.bram);
  if (c) Object.assign(c, turnStartStep({ id: "bram", kind: "pc", movement: movementOf(w.bram), combatant: c }).update.system);
  return attack(w.t, CARD, w.bram, "hammer0000000000", w.ogre, [[face]]);
}

describe("rollunder weapon proficiency", () => {
  it("rollunder.prof.3 / rollunder.prof.4: −4 with the hammer until the eighth hit in combat; misses do not count", async () => {
    const w = rollunderWorld();
    // Attack 11, ogre listed Defense +1, not proficient −4.
    expect((await swing(w, 2)).attack.target).toBe(8);
    expect(hammer(w).system).toMatchObject({ hits: 1, proficient: false });
    await swing(w, 15);
    expect(hammer(w).system).toMatchObject({ hits: 1 });
    for (let i = 0; i < 6; i++) await swing(w, 3);
    expect(hammer(w).system).toMatchObject({ hits: 7, proficient: false });
    expect((await swing(w, 1)).attack.double).toBe(true);
    expect(hammer(w).system).toMatchObject({ hits: 8, proficient: true });
    expect((await swing(w, 12)).attack.target).toBe(12);
  });

  it("rollunder.prof.4: hits outside combat do not count", async () => {
    const w = rollunderWorld(false);
    await swing(w, 2);
    expect(hammer(w).system).toMatchObject({ hits: 0, proficient: false });
  });

  it("rollunder.prof.1: everyone is proficient with light weapons, and the dagger counts no hits", async () => {
    const w = rollunderWorld();
    const dagger = itemsOf(w.bram).find((i) => i.id === "dagger0000000000")!;
    dagger.system = { ...dagger.system, proficient: false } as typeof dagger.system;
    expect((await attack(w.t, CARD, w.bram, "dagger0000000000", w.ogre, [[2]])).attack.target).toBe(12);
    expect(dagger.system).toMatchObject({ hits: 0 });
  });

  it("rollunder.prof.2: a weapon from a class or background is marked proficient on the sheet and takes no penalty", async () => {
    const w = rollunderWorld();
    Object.assign(hammer(w).system, { proficient: true });
    expect((await swing(w, 2)).attack.target).toBe(12);
    expect(hammer(w).system).toMatchObject({ hits: 0 });
  });

  it("rollunder.prof.3: enemies take no proficiency penalty", async () => {
    const w = rollunderWorld();
    Object.assign(itemsOf(w.ogre)[0]!.system, { proficient: false });
    // Ogre Attack +3 is score 13; Bram's Defense 10.
    expect((await attack(w.t, CARD, w.ogre, "club000000000000", w.bram, [[2]])).attack.target).toBe(13);
  });
});
