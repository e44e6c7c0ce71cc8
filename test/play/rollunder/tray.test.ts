/**
 * The Roll-Under damage tray played through its steps: half, double and heal on the card's target
 * (the card's own Apply, with its lethal damage, ledger and Undo), and on the presser's selected
 * tokens (only those the presser owns, with a receipt whose Undo puts each back).
 */
import { describe, expect, it } from "vitest";
import { refusal, type PlainActor } from "../table";
import { applySelected, undoSelected } from "../tray-kit";
import type { Scale } from "../../../src/core/play/tray";
import { attack, cardOf, enemyOf, isPc, pcOf, rollunderWorld } from "./world";

const CARD = "cardTrayRollund1";
const hp = (a: PlainActor) => (isPc(a) ? pcOf(a).hp.value : enemyOf(a).hp.value);

/** The footsoldier's spear (1d8+1) hits Ada at `adaHp`: 7 rolled, 8 damage on the card. */
async function rolled(adaHp = 20) {
  const w = rollunderWorld();
  pcOf(w.ada).hp.value = adaHp;
  await attack(w.t, CARD, w.footsoldier, "spear00000000000", w.ada, [[2]]);
  await w.t.press("gm", { messageId: CARD, action: "rollDamage", faces: [[7]] });
  expect(cardOf(w.t, CARD).damage?.total).toBe(8);
  return w;
}

/** The tray on the selected actors, pressed on the card through the shared tray flow. */
async function onSelected(w: Awaited<ReturnType<typeof rolled>>, userId: string, scale: Scale, selected: PlainActor[], targetToo = false) {
  const pressed = await applySelected(w.t, userId, CARD, scale, selected, targetToo);
  return { ...pressed, receipt: pressed.receipt! };
}

describe("rollunder damage tray on the card's target", () => {
  it("rollunder.hp.1: half lands half the damage, rounded down, and Undo puts it back", async () => {
    const w = await rolled();
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "half" } });
    expect(hp(w.ada)).toBe(16);
    expect(cardOf(w.t, CARD).ledger.entries).toEqual([{ side: "defender", doc: "actor", path: "system.hp.value", before: 20, after: 16 }]);
    await w.t.press("ann", { messageId: CARD, action: "undoDamage" });
    expect(hp(w.ada)).toBe(20);
  });

  it("rollunder.hp.2 / rollunder.hp.3: double drives Ada below 0; the lethal part owes the Death roll, and Undo clears both", async () => {
    const w = await rolled(10);
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "double" } });
    expect(hp(w.ada)).toBe(-6);
    expect(cardOf(w.t, CARD).lethal).toBe(6);
    await w.t.press("gm", { messageId: CARD, action: "undoDamage" });
    expect(hp(w.ada)).toBe(10);
    expect(cardOf(w.t, CARD)).toMatchObject({ lethal: 0, deathRolled: false });
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "deathRoll" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("rollunder.heal.7: the tray's heal is magical healing: it adds the rolled amount, below 0 too", async () => {
    const w = await rolled(-12);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "heal" } });
    expect(hp(w.ada)).toBe(-4);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "heal", again: "yes" } });
    expect(hp(w.ada)).toBe(4);
    expect(cardOf(w.t, CARD).lethal).toBe(0);
    await w.t.press("ann", { messageId: CARD, action: "undoDamage" });
    expect(hp(w.ada)).toBe(-12);
  });

  it("rollunder.hp.4: heal stops at a PC's maximum of 20", async () => {
    const w = await rolled(17);
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "heal" } });
    expect(hp(w.ada)).toBe(20);
  });

  it("rollunder.armor.5: a sundered shield's d12 comes off before the tray halves, and the shield breaks once", async () => {
    const w = await rolled();
    await w.t.press("ann", { messageId: CARD, action: "sunderShield", faces: [[2]] });
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "half" } });
    // 8 rolled, 2 sundered: 6, halved: 3.
    expect(hp(w.ada)).toBe(17);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "normal", again: "yes" } });
    expect(hp(w.ada)).toBe(11);
    expect(cardOf(w.t, CARD).ledger.entries.filter((e) => e.path === "system.broken")).toHaveLength(1);
  });

  it("a multiplier the tray does not offer is refused, and nothing changes", async () => {
    const w = await rolled();
    const before = w.t.state();
    for (const scale of ["triple", "100", "0.5", "quarter"]) {
      expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale } }))).toBe("MANIFOLD.Card.Tray.BadScale");
    }
    expect(w.t.state()).toBe(before);
  });

  it("the attacker's side applies the rules' amount once: half, double, heal and again are the target's side's, refused with nothing changed", async () => {
    const w = rollunderWorld();
    await attack(w.t, CARD, w.ada, "sword00000000000", w.footsoldier, [[3]], { by: "ann" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[4]] });
    const before = w.t.state();
    for (const args of [{ scale: "half" }, { scale: "double" }, { scale: "heal" }]) {
      expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage", args }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    }
    expect(w.t.state()).toBe(before);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "normal" } });
    expect(hp(w.footsoldier)).toBe(2);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { again: "yes" } }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    expect(hp(w.footsoldier)).toBe(2);
  });

  it("a stranger may not apply, whatever the scale", async () => {
    const w = await rolled();
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "applyDamage", args: { scale: "heal" } }))).toBe("MANIFOLD.Query.NotYours");
  });
});

describe("rollunder damage tray on the selected tokens", () => {
  it("each selected actor takes the rolled damage, then the multiplier; the card's own lethal count is untouched, the blow's roll is owed on the actor", async () => {
    const w = await rolled();
    pcOf(w.bram).hp.value = 3;
    const { receipt, refused } = await onSelected(w, "bob", "double", [w.bram]);
    expect(refused).toEqual([]);
    expect(hp(w.bram)).toBe(3 - 16);
    expect(receipt.applications).toEqual([{ uuid: w.bram.uuid, name: "bram", entries: [
      { side: "defender", doc: "actor", path: "system.hp.value", before: 3, after: -13 },
      { side: "defender", doc: "actor", path: "system.deathOwed", before: 0, after: 1 },
    ] }]);
    expect(cardOf(w.t, CARD).lethal).toBe(0);
    expect(pcOf(w.bram).deathOwed).toBe(1);
  });

  it("a player's selection writes only what that player owns: the others are refused by name", async () => {
    const w = await rolled();
    const { receipt, refused } = await onSelected(w, "bob", "normal", [w.bram, w.ogre, w.ada]);
    expect(refused).toEqual(["ogre", "ada"]);
    expect([hp(w.ogre), hp(w.ada)]).toEqual([18, 20]);
    expect(receipt.applications.map((a) => a.uuid)).toEqual([w.bram.uuid]);
  });

  it("the card's target, ticked too, is applied once, by the card's own route; the receipt's Undo puts the rest back", async () => {
    const w = await rolled();
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "normal" } });
    const { receipt, id } = await onSelected(w, "gm", "normal", [w.ada, w.ogre, w.ogre], true);
    expect(hp(w.ada)).toBe(12);
    expect(hp(w.ogre)).toBe(10);
    expect(receipt.applications.map((a) => a.uuid)).toEqual([w.ogre.uuid]);
    await undoSelected(w.t, "gm", id!);
    expect(hp(w.ogre)).toBe(18);
  });
});
