/**
 * The contest damage tray played through its steps: half, double and heal on the card's target
 * (the card's own Apply, with its ledger and Undo), and on the presser's selected tokens (each
 * through its own armour, only those the presser owns, with a receipt whose Undo puts each back).
 */
import { describe, expect, it } from "vitest";
import { refusal, type PlainActor } from "../table";
import { contestCard, contestWorld, strikeCard } from "./world";
import { applySelected, postReceipt, undoSelected } from "../tray-kit";
import type { Scale } from "../../../src/core/play/tray";

const CARD = "cardGmGoblin0001";
const health = (a: PlainActor) => (a.system.health as { value: number }).value;

/** Hero's critical Strike at the Goblin, 6 damage rolled on the d8 and nothing taken off: a 6 on the card. */
async function rolled(goblinHealth = 8) {
  const w = contestWorld();
  w.goblin.system.health = { value: goblinHealth, max: 8 };
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
  await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  expect(contestCard(w.t, CARD).damage!.reduced.total).toBe(6);
  return w;
}

/** The tray on the selected actors, pressed on the card through the shared tray flow. */
async function onSelected(w: Awaited<ReturnType<typeof rolled>>, userId: string, scale: Scale, selected: PlainActor[], targetToo = false) {
  const pressed = await applySelected(w.t, userId, CARD, scale, selected, targetToo);
  return { ...pressed, receipt: pressed.receipt! };
}

describe("contest damage tray on the card's target", () => {
  it("half lands half the final damage, rounded down, and Undo puts it back", async () => {
    const w = await rolled();
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "half" } });
    expect(health(w.goblin)).toBe(5);
    expect(contestCard(w.t, CARD).ledger.entries).toEqual([{ side: "defender", doc: "actor", path: "system.health.value", before: 8, after: 5 }]);
    await w.t.press("gm", { messageId: CARD, action: "undoDamage" });
    expect(health(w.goblin)).toBe(8);
  });

  it("double lands twice the damage: 12 empties 8 Health and knocks the Goblin out; Undo wakes it", async () => {
    const w = await rolled();
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "double" } });
    expect(health(w.goblin)).toBe(0);
    expect(w.goblin.statuses).toEqual(["unconscious"]);
    await w.t.press("gm", { messageId: CARD, action: "undoDamage" });
    expect(health(w.goblin)).toBe(8);
    expect(w.goblin.statuses).toEqual([]);
  });

  it("heal adds the rolled amount up to the maximum, and wakes a creature at 0", async () => {
    const w = await rolled(0);
    w.goblin.statuses = ["unconscious"];
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "heal" } });
    expect(health(w.goblin)).toBe(6);
    expect(w.goblin.statuses).toEqual([]);
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "heal", again: "yes" } });
    expect(health(w.goblin)).toBe(8);
    await w.t.press("gm", { messageId: CARD, action: "undoDamage" });
    expect(health(w.goblin)).toBe(0);
    expect(w.goblin.statuses).toEqual(["unconscious"]);
  });

  it("a multiplier the tray does not offer is refused, and nothing changes", async () => {
    const w = await rolled();
    const before = w.t.state();
    for (const scale of ["triple", "100", "0.5", "quarter"]) {
      expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale } }))).toBe("MANIFOLD.Card.Tray.BadScale");
    }
    expect(w.t.state()).toBe(before);
  });

  it("a press that names another actor or an amount still lands only the rules' amount on the card's target", async () => {
    const w = await rolled();
    const rival = health(w.rival);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "normal", target: w.rival.uuid, amount: "99" } });
    expect(health(w.goblin)).toBe(2);
    expect(health(w.rival)).toBe(rival);
    // An amount sent beside the press, as a client that makes its own request could send it.
    expect(await refusal(() => w.t.send("ann", "card", { messageId: CARD, action: "applyDamage", args: {}, amount: 99 }))).toBe("MANIFOLD.Query.Malformed");
  });

  it("the attacker's side applies the rules' amount once: half, double, heal and again are the target's side's, and refused with nothing changed", async () => {
    const w = await rolled();
    const before = w.t.state();
    for (const args of [{ scale: "half" }, { scale: "double" }, { scale: "heal" }]) {
      expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage", args }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    }
    expect(w.t.state()).toBe(before);
    await w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { scale: "normal" } });
    const applied = w.t.state();
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage", args: { again: "yes" } }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    expect(w.t.state()).toBe(applied);
  });

  it("the tray's choice changes no one's right to press: a stranger may not apply, whatever the scale", async () => {
    const w = await rolled();
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "applyDamage", args: { scale: "heal" } }))).toBe("MANIFOLD.Query.NotYours");
  });
});

describe("contest damage tray on the selected tokens", () => {
  it("each selected actor takes the roll through its own armour and resistances, then the multiplier", async () => {
    const w = await rolled();
    w.sidekick.system.resistances = [{ type: "slashing", value: 1 }];
    const start = health(w.sidekick);
    const { receipt, refused } = await onSelected(w, "ann", "half", [w.sidekick]);
    expect(refused).toEqual([]);
    // 6 rolled, 1 resisted: 5, halved and rounded down: 2.
    expect(health(w.sidekick)).toBe(start - 2);
    expect(receipt.applications).toEqual([{ uuid: w.sidekick.uuid, name: "sidekick", entries: [{ side: "defender", doc: "actor", path: "system.health.value", before: start, after: start - 2 }] }]);
  });

  it("a player's selection writes only what that player owns: the others are refused by name", async () => {
    const w = await rolled();
    const rival = health(w.rival);
    const { receipt, refused } = await onSelected(w, "ann", "normal", [w.sidekick, w.rival, w.goblin]);
    expect(refused).toEqual(["rival", "goblin"]);
    expect(health(w.rival)).toBe(rival);
    expect(health(w.goblin)).toBe(8);
    expect(receipt.applications.map((a) => a.uuid)).toEqual([w.sidekick.uuid]);
  });

  it("the card's target, ticked too, is applied once, by the card's own route", async () => {
    const w = await rolled();
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "normal" } });
    const { receipt } = await onSelected(w, "gm", "normal", [w.goblin, w.rival, w.rival], true);
    expect(health(w.goblin)).toBe(2);
    expect(receipt.applications.map((a) => a.uuid)).toEqual([w.rival.uuid]);
  });

  it("the receipt's Undo puts back each actor, for its author or a GM", async () => {
    const w = await rolled();
    const [side, rival] = [health(w.sidekick), health(w.rival)];
    const gm = await onSelected(w, "gm", "double", [w.sidekick, w.rival]);
    expect(health(w.rival)).toBe(Math.max(0, rival - 12));
    await undoSelected(w.t, "gm", gm.id!);
    expect([health(w.sidekick), health(w.rival)]).toEqual([side, rival]);
    expect(w.rival.statuses).toEqual([]);
    const ann = await onSelected(w, "ann", "normal", [w.sidekick]);
    await undoSelected(w.t, "gm", ann.id!);
    expect(health(w.sidekick)).toBe(side);
  });

  it("the receipt's Undo over a later change asks first; said no, nothing changes", async () => {
    const w = await rolled();
    const side = health(w.sidekick);
    const ann = await onSelected(w, "ann", "normal", [w.sidekick]);
    // ann's sidekick drinks a potion after the blow.
    w.sidekick.system.health = { ...(w.sidekick.system.health as object), value: side - 1 } as never;
    w.t.answer = false;
    await undoSelected(w.t, "ann", ann.id!);
    expect(w.t.log.asked).toContainEqual({ by: "ann", op: "confirm:MANIFOLD.Card.UndoDrift" });
    expect(health(w.sidekick)).toBe(side - 1);
    w.t.answer = true;
    await undoSelected(w.t, "ann", ann.id!);
    expect(health(w.sidekick)).toBe(side);
  });

  it("a receipt forged to name an actor its author does not own is refused, and nothing changes", async () => {
    const w = await rolled();
    const forged = { type: "contestAttack", from: "Hero", scale: "normal" as const, undone: false, applications: [{ uuid: w.goblin.uuid, name: "goblin", entries: [{ side: "defender" as const, doc: "actor" as const, path: "system.health.value", before: 8, after: 0 }] }] };
    w.goblin.system.health = { value: 1, max: 8 };
    const before = w.t.state();
    // Even the GM pressing it: the GM's client writes nothing the receipt's author could not.
    expect(await refusal(() => undoSelected(w.t, "gm", postReceipt(w.t, "ann", forged)))).toBe("MANIFOLD.Card.Tray.UndoOwner");
    // Its author's own actor, to a value the rules cannot produce.
    const high = { ...forged, applications: [{ ...forged.applications[0]!, uuid: w.sidekick.uuid, entries: [{ ...forged.applications[0]!.entries[0]!, before: 999 }] }] };
    const highId = postReceipt(w.t, "ann", high);
    const posted = w.t.state();
    expect(await refusal(() => undoSelected(w.t, "ann", highId))).toBe("MANIFOLD.Query.ValueNotAllowed");
    expect(w.t.state()).toBe(posted);
    expect(w.goblin.system.health).toEqual(JSON.parse(before).actors.find((a: PlainActor) => a.uuid === w.goblin.uuid).system.health);
  });
});
