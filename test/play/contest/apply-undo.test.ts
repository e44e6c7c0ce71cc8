/** Contest cards played through their steps: apply, apply twice, undo, and who may press what. */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { contestCard, contestWorld, strikeCard } from "./world";

const CARD = "cardGmGoblin0001";

async function exchange(goblinHealth = 8) {
  const w = contestWorld();
  w.goblin.system.health = { value: goblinHealth, max: 8 };
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  // The attack needs one d20 (no edge), rolled under Hero's target.
  expect(w.t.dice(CARD, "ann", "rollAttack")).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
  await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
  // No defence and a passed attack: a critical win (Step III).
  expect(contestCard(w.t, CARD).outcome).toBe("attackerCritical");
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  return w;
}


describe("contest card: apply and undo through the steps", () => {
  it("applying takes Health off the defender and records it from the stored value", async () => {
    const w = await exchange();
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    expect(w.goblin.system.health).toEqual({ value: 2, max: 8 });
    // One click, one write of the defender (and the card, which the executor writes once with its ledger).
    expect([...w.t.pressWrites]).toEqual([["Actor.goblin|actor", 1]]);
    expect(w.t.messages.get(CARD)!.card!.ledger).toEqual({ applied: true, entries: [{ side: "defender", doc: "actor", path: "system.health.value", before: 8, after: 2 }] });
  });

  it("damage to 0 knocks the defender out, and Undo restores Health and takes Unconscious off", async () => {
    const w = await exchange(4);
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(w.goblin.system.health).toEqual({ value: 0, max: 8 });
    expect(w.goblin.statuses).toEqual(["unconscious"]);
    await w.t.press("gm", { messageId: CARD, action: "undoDamage" });
    expect(w.goblin.system.health).toEqual({ value: 4, max: 8 });
    expect(w.goblin.statuses).toEqual([]);
    expect(w.t.messages.get(CARD)!.card!.ledger).toEqual({ applied: false, entries: [] });
  });

  it("two presses of Apply at once apply once: the second is refused and changes nothing", async () => {
    const w = await exchange();
    // Both clicks are made before either is decided: neither client has seen the card applied.
    const both = await Promise.all([refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage" })), refusal(() => w.t.press("gm", { messageId: CARD, action: "applyDamage" }))]);
    expect(both).toEqual([null, "MANIFOLD.Card.AlreadyApplied"]);
    expect(w.goblin.system.health).toEqual({ value: 2, max: 8 });
    const after = w.t.state();
    // A press that says "again" only because a client skipped the question is refused to the attacker's side.
    expect(await refusal(() => w.t.send("ann", "card", { messageId: CARD, action: "applyDamage", args: { again: "yes" } }))).toBe("MANIFOLD.Card.Tray.TargetSide");
    expect(w.t.state()).toBe(after);
  });

  it("applying again on purpose keeps both entries, and Undo goes back to before the first", async () => {
    const w = await exchange();
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { again: "yes" } });
    expect(w.goblin.system.health).toEqual({ value: 0, max: 8 });
    expect(w.t.messages.get(CARD)!.card!.ledger.entries.map((e) => [e.path, e.before, e.after])).toEqual([
      ["system.health.value", 8, 2],
      ["system.health.value", 2, 0],
    ]);
    // Knocked out follows the empty Health Pool (play/consequence.ts), and waking follows its Undo.
    expect(w.goblin.statuses).toEqual(["unconscious"]);
    await w.t.press("ann", { messageId: CARD, action: "undoDamage" });
    expect(w.goblin.system.health).toEqual({ value: 8, max: 8 });
    expect(w.goblin.statuses).toEqual([]);
  });

  it("applying again over a change made since the first Apply needs no leave to undo over it: only an Undo asks that", async () => {
    const w = await exchange();
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    w.goblin.system.health = { value: 5, max: 8 };
    await w.t.send("gm", "card", { messageId: CARD, action: "applyDamage", args: { again: "yes" } });
    expect(w.goblin.system.health).toEqual({ value: 0, max: 8 });
    w.goblin.system.health = { value: 4, max: 8 };
    expect(await refusal(() => w.t.send("gm", "card", { messageId: CARD, action: "undoDamage" }))).toBe("MANIFOLD.Card.UndoDriftAsk");
  });

  it("a defence costs the defender's combatant 1 AP, written once", async () => {
    const w = contestWorld();
    await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
    expect(w.goblin.combatant!.ap).toBe(2);
    expect(w.t.writes.get("Actor.goblin|combatant")).toBe(1);
  });

  it("who may press: the target's side declares, the attacker's side rolls, a stranger neither", async () => {
    const w = contestWorld();
    await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "rollAttack", faces: [[2]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2], [3]] }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("on a player's own card, the GM's client writes nothing the player does not own", async () => {
    const w = contestWorld();
    // ann wrote this card herself, naming bob's Rival as the defender: she attacked while no GM was online.
    w.t.gmOnline = false;
    await strikeCard(w.t, "cardAnnAtRival01", "ann", w.hero, w.rival);
    w.t.gmOnline = true;
    expect(await refusal(() => w.t.press("gm", { messageId: "cardAnnAtRival01", action: "declareDefence", args: { defence: "dodge" } }))).toBe("MANIFOLD.Query.NeedsTargetOwner");
    expect(w.rival.combatant!.ap).toBe(3);
    // bob's own press is relayed: he pays his own reaction and posts the card's next state.
    await w.t.press("bob", { messageId: "cardAnnAtRival01", action: "declareDefence", args: { defence: "dodge" } });
    expect(w.rival.combatant!.ap).toBeLessThan(3);
    expect(w.t.messages.get(w.t.newest("cardAnnAtRival01"))!.authorId).toBe("bob");
  });
});
