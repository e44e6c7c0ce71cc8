/**
 * Wound Track attacks played through the steps the glue calls: the check thrown at the sheet, the
 * card resolved on the target's Defense, Apply putting the wound on the track (the wounded
 * condition following the change), Undo taking it off.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { attack, cardOf, checkFaces, inCombat, initiativeOf, poolsOf, systemOf, woundtrackWorld } from "./world";

const CARD = "cardWoundtrack01";
const CARD2 = "cardWoundtrack02";

describe("woundtrack attack card", () => {
  it("woundtrack.attack.2, attack.3, tough.1, tough.2, threshold.3, slots.12-14: a sword blow through damage value, Toughness and final damage to a severe wound", async () => {
    const w = woundtrackWorld();
    // Dex 3 + Melee 2 + Swords 1 + accuracy 1 = 7; the wild check 6 - 2 = 4: 11 against the guard's melee Defense 10.
    const card = await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([6], [2]));
    expect(card.attack.bonus).toBe(7);
    expect(card.check).toMatchObject({ kind: "wild", roll: 4, critSuccess: false, critFailure: false });
    expect(card.defence).toMatchObject({ value: 10, used: "melee", toughness: 1 });
    // Damage value 11 + Str 2 + damage 3 = 16; final 16 - Defense 10 - Toughness 1 = 5: severe.
    expect(card.result).toMatchObject({ attackTotal: 11, hit: true, damageValue: 16, finalDamage: 5, indicated: "severe", level: "severe" });
    await w.t.press("ann", { messageId: CARD, action: "applyWound" });
    expect(systemOf(w.guard).wounds.severe).toBe(1);
    expect(w.guard.statuses).toContain("severelyWounded");
    expect(cardOf(w.t, CARD).placed).toMatchObject({ level: "severe", escalated: 0 });
    await w.t.press("ann", { messageId: CARD, action: "undoWound" });
    expect(systemOf(w.guard).wounds.severe).toBe(0);
    expect(w.guard.statuses).not.toContain("severelyWounded");
  });

  it("woundtrack.slots.13: a full level pushes the wound up to the next open slot", async () => {
    const w = woundtrackWorld();
    systemOf(w.guard).wounds.severe = 2;
    await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([6], [2]));
    await w.t.press("gm", { messageId: CARD, action: "applyWound" });
    expect(systemOf(w.guard).wounds).toMatchObject({ severe: 2, critical: 1 });
    expect(cardOf(w.t, CARD).placed).toMatchObject({ level: "critical", escalated: 1 });
    expect(w.guard.statuses).toContain("criticallyWounded");
  });

  it("woundtrack.tough.3: armour counts unless the weapon bypasses it", async () => {
    const w = woundtrackWorld();
    const card = await attack(w.t, CARD, w.guard, "club", w.fighter, checkFaces([9], [1]));
    // Fighter: Vit 2 + Size 0 + leather 2 = 4.
    expect(card.defence!.toughness).toBe(4);
    (w.guard.items[0]!.system as { bypassArmor: boolean }).bypassArmor = true;
    const bypass = await attack(w.t, CARD2, w.guard, "club", w.fighter, checkFaces([9], [1]));
    expect(bypass.defence!.toughness).toBe(2);
  });

  it("woundtrack.attack.2: a total under the Defense misses, and there is nothing to apply", async () => {
    const w = woundtrackWorld();
    const card = await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([1], [9]));
    expect(card.result).toMatchObject({ hit: false, level: "" });
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "applyWound" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("woundtrack.action.16-17: a Strong attack throws a d6 that adds to the damage of a hit, for 6 AP", async () => {
    const w = woundtrackWorld();
    w.t.turn = w.fighter.uuid;
    inCombat(w.fighter, { ap: 8 });
    const card = await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([6], [2], 5), { action: "strong" });
    expect(card.extra).toBe(5);
    expect(card.result).toMatchObject({ damageValue: 21, finalDamage: 10, level: "fatal" });
    expect(poolsOf(w.fighter).ap).toBe(2);
  });

  it("woundtrack.action.10-11: a Quick attack lowers the wound a level; woundtrack.action.14: a Rebuff raises it", async () => {
    const w = woundtrackWorld();
    expect((await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([6], [2]), { action: "quick" })).result).toMatchObject({ indicated: "severe", level: "moderate" });
    expect((await attack(w.t, CARD2, w.fighter, "sword", w.guard, checkFaces([6], [2]), { action: "rebuff" })).result).toMatchObject({ indicated: "severe", level: "critical" });
  });

  it("woundtrack.action.6, action.8-9: a Nonlethal attack at -2; its attacker chooses a lower wound and leaves the target helpless 2 rounds", async () => {
    const w = woundtrackWorld();
    const card = await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([8], [2]), { action: "nonlethal" });
    // 6 + 7 - 2 = 11: final 11 + 5 - 10 - 1 = 5, severe.
    expect(card.result).toMatchObject({ attackTotal: 11, level: "severe" });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyWound", args: { level: "critical" } }))).toBe("MANIFOLD.woundtrack.Error.NonlethalAboveDamage");
    await w.t.press("ann", { messageId: CARD, action: "applyWound", args: { level: "light", knockout: "helpless" } });
    expect(systemOf(w.guard).wounds).toMatchObject({ light: 1, severe: 0 });
    expect(w.t.log.statuses).toContainEqual({ uuid: w.guard.uuid, change: { side: "defender", id: "helpless", active: true, rounds: 2 } });
  });

  it("woundtrack.action.8: the target's owner applies a Nonlethal hit but cannot choose its wound", async () => {
    const w = woundtrackWorld();
    const card = await attack(w.t, CARD, w.guard, "club", w.fighter, checkFaces([10, 5], [1]), { action: "nonlethal" });
    expect(card.result!.hit).toBe(true);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyWound", args: { level: "light" } }))).toBe("MANIFOLD.woundtrack.Error.AttackersChoice");
  });

  it("woundtrack.crit.1-2: a critical success raises the attacker's initiative by 2 at once and lowers the target's by 2 on Apply", async () => {
    const w = woundtrackWorld();
    w.t.turn = w.fighter.uuid;
    inCombat(w.fighter, { ap: 8 }, 9);
    inCombat(w.guard, {}, 7);
    const card = await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([10, 3], [4]));
    expect(card.check).toMatchObject({ roll: 9, critSuccess: true });
    expect(initiativeOf(w.fighter)).toBe(11);
    await w.t.press("ann", { messageId: CARD, action: "applyWound" });
    expect(initiativeOf(w.guard)).toBe(5);
    await w.t.press("ann", { messageId: CARD, action: "undoWound" });
    expect(initiativeOf(w.guard)).toBe(7);
  });

  it("woundtrack.crit.3, init.7: a critical failure lowers the attacker's initiative by 2, never below 0", async () => {
    const w = woundtrackWorld();
    w.t.turn = w.fighter.uuid;
    inCombat(w.fighter, { ap: 8 }, 1);
    const card = await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([5], [10, 10, 2]));
    expect(card.check).toMatchObject({ roll: -17, critFailure: true });
    expect(initiativeOf(w.fighter)).toBe(0);
  });

  it("woundtrack.crit.2: a critical success that misses still lowers the target's initiative, on Apply", async () => {
    const w = woundtrackWorld();
    inCombat(w.guard, {}, 7);
    systemOf(w.guard).attributes.rsn = 20;
    const card = await attack(w.t, CARD, w.fighter, "sword", w.guard, checkFaces([10, 1], [9]));
    expect(card.result!.hit).toBe(false);
    await w.t.press("gm", { messageId: CARD, action: "applyWound" });
    expect(initiativeOf(w.guard)).toBe(5);
    expect(systemOf(w.guard).wounds.light).toBe(0);
  });
});
