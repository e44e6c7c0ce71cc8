/**
 * What follows a change of the track or of fatigue, on every path: NPC tracks by tier, blow after
 * blow applied from the card, up to the first fatal wound, which kills an ordinary NPC and only
 * tells the table of anyone else's; exhausted and staggered from fatigue written on the sheet.
 */
import { describe, expect, it } from "vitest";
import type { Outcome } from "../../../src/core/play/types";
import type { PlainActor } from "../table";
import { cardId, onSheet } from "./rounds";
import { attack, cardOf, checkFaces, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/**
 * The swordswoman's blows until `target` has had `n`: each 6 - 2 + 7 = 11 against melee Defense 10,
 * damage 11 + Str 2 + sword 3 = 16, final 16 - 10 - Toughness 1 = 5, severe; applied by her player.
 * The level each filled, and whether the target was dead after each.
 */
async function blows(w: World, target: PlainActor, n: number) {
  const placed: string[] = [];
  const dead: boolean[] = [];
  for (let i = 1; i <= n; i++) {
    const card = await attack(w.t, cardId(i), w.fighter, "sword", target, checkFaces([6], [2]));
    expect(card.result!.level).toBe("severe");
    await w.t.press("ann", { messageId: cardId(i), action: "applyWound" });
    placed.push(cardOf(w.t, cardId(i)).placed.level);
    dead.push(target.statuses.includes("dead"));
  }
  return { placed, dead };
}

describe("woundtrack NPC tracks to death", () => {
  it("woundtrack.npc.4, woundtrack.npc.3, woundtrack.slots.13: a minion's one severe and one critical slot: the third severe blow is fatal and it dies", async () => {
    const w = woundtrackWorld();
    expect(await blows(w, w.cutthroat, 3)).toEqual({ placed: ["severe", "critical", "fatal"], dead: [false, false, true] });
    expect(systemOf(w.cutthroat).wounds).toMatchObject({ severe: 1, critical: 1, fatal: 1 });
    expect(w.cutthroat.statuses).toEqual(expect.arrayContaining(["fatallyWounded", "dead"]));
    expect(w.t.log.notices).toEqual([]);
  });

  it("woundtrack.npc.5, woundtrack.npc.3: a standard NPC's two and two: the fifth severe blow kills it", async () => {
    const w = woundtrackWorld();
    expect(await blows(w, w.guard, 5)).toEqual({ placed: ["severe", "severe", "critical", "critical", "fatal"], dead: [false, false, false, false, true] });
  });

  it("woundtrack.npc.6, woundtrack.npc.3, woundtrack.slots.14: an elite NPC's three and three: the seventh kills it; critically wounded before", async () => {
    const w = woundtrackWorld();
    const { placed, dead } = await blows(w, w.captain, 6);
    expect(placed).toEqual(["severe", "severe", "severe", "critical", "critical", "critical"]);
    expect(dead).not.toContain(true);
    expect(w.captain.statuses).toEqual(["criticallyWounded"]);
    await attack(w.t, cardId(7), w.fighter, "sword", w.captain, checkFaces([6], [2]));
    await w.t.press("ann", { messageId: cardId(7), action: "applyWound" });
    expect(w.captain.statuses).toEqual(expect.arrayContaining(["fatallyWounded", "dead"]));
  });

  it("woundtrack.npc.1, woundtrack.wound.3: an NPC the GM marks special, like a character, is not killed by its fatal wound: the table is told", async () => {
    const w = woundtrackWorld();
    systemOf(w.guard).special = true;
    const { dead } = await blows(w, w.guard, 5);
    expect(dead).toEqual([false, false, false, false, false]);
    expect(w.guard.statuses).toEqual(["fatallyWounded"]);
    expect(w.t.log.notices).toEqual([{ uuid: w.guard.uuid, key: "MANIFOLD.woundtrack.Notice.FatalWound", data: { name: "guard" } }]);

    // The guard's exploding blow on the swordswoman: 10 + 9 - 1 = 18, + 2 = 20 against her melee 11;
    // 20 + Str 1 + club 2 = 23, less 11 and Toughness 4 (Vit 2 + leather 2): 8, fatal.
    const card = await attack(w.t, cardId(9), w.guard, "club", w.fighter, checkFaces([10, 9], [1]));
    expect(card.result).toMatchObject({ finalDamage: 8, level: "fatal" });
    await w.t.press("gm", { messageId: cardId(9), action: "applyWound" });
    expect(systemOf(w.fighter).wounds.fatal).toBe(1);
    expect(w.fighter.statuses).toEqual(["fatallyWounded"]);
    expect(w.t.log.notices).toEqual([{ uuid: w.fighter.uuid, key: "MANIFOLD.woundtrack.Notice.FatalWound", data: { name: "fighter" } }]);
  });
});

/** Fatigue written as a sheet field writes it. */
const fatigue = (n: number): Outcome<null> => ({ card: null, writes: [{ side: "attacker", doc: "actor", changes: { "system.stamina.fatigue": n } }], statuses: [], ledger: "none" });

describe("woundtrack fatigue", () => {
  it("woundtrack.fatigue.5, woundtrack.fatigue.6: exhausted at half her normal maximum, staggered at all of it, and neither once the fatigue is gone", async () => {
    const w = woundtrackWorld();
    // Her normal maximum stamina is 10: exhausted at 5, staggered at 10.
    const steps: [number, string[]][] = [[4, []], [5, ["exhausted"]], [9, ["exhausted"]], [10, ["exhausted", "staggered"]], [0, []]];
    for (const [n, statuses] of steps) {
      await onSheet(w.t, "ann", w.fighter, fatigue(n));
      expect([n, [...w.fighter.statuses].sort()]).toEqual([n, statuses]);
    }
  });

  it("woundtrack.fatigue.5: an odd maximum's half rounds down: 9 is exhausted at 4", async () => {
    const w = woundtrackWorld();
    systemOf(w.fighter).stamina.max = 9;
    await onSheet(w.t, "ann", w.fighter, fatigue(3));
    expect(w.fighter.statuses).toEqual([]);
    await onSheet(w.t, "ann", w.fighter, fatigue(4));
    expect(w.fighter.statuses).toEqual(["exhausted"]);
  });

  it("woundtrack.npc.2, woundtrack.npc.1: an ordinary NPC is never staggered, though exhausted; one the GM marks special is", async () => {
    const w = woundtrackWorld();
    await onSheet(w.t, "gm", w.guard, fatigue(12));
    expect(w.guard.statuses).toEqual(["exhausted"]);
    systemOf(w.captain).special = true;
    await onSheet(w.t, "gm", w.captain, fatigue(12));
    expect([...w.captain.statuses].sort()).toEqual(["exhausted", "staggered"]);
  });
});
