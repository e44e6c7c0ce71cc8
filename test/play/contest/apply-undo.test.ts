/** Contest cards played through their steps: apply, apply twice, undo, and who may press what. */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { CONTEST, contestCard, contestWorld, strikeCard } from "./world";

const CARD = "cardGmGoblin0001";

function exchange(goblinHealth = 8) {
  const w = contestWorld();
  w.goblin.system.health = { value: goblinHealth, max: 8 };
  strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  w.t.press(CONTEST, "gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  // The attack needs one d20 (no edge), rolled under Hero's target.
  expect(w.t.dice(CONTEST, CARD, "ann", "rollAttack")).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
  w.t.press(CONTEST, "ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
  w.t.press(CONTEST, "ann", { messageId: CARD, action: "declineManeuver" });
  // No defence and a passed attack: a critical win (Step III).
  expect(contestCard(w.t, CARD).outcome).toBe("attackerCritical");
  w.t.press(CONTEST, "ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
  return w;
}


describe("contest card: apply and undo through the steps", () => {
  it("applying takes Health off the defender and records it from the stored value", () => {
    const w = exchange();
    w.t.press(CONTEST, "ann", { messageId: CARD, action: "applyDamage" });
    expect(w.goblin.system.health).toEqual({ value: 2, max: 8 });
    // One click, one write of the defender (and the card, which the executor writes once with its ledger).
    expect([...w.t.pressWrites]).toEqual([["Actor.goblin|actor", 1]]);
    expect(w.t.messages.get(CARD)!.card.ledger).toEqual({ applied: true, entries: [{ side: "defender", doc: "actor", path: "system.health.value", before: 8, after: 2 }] });
  });

  it("damage to 0 knocks the defender out, and Undo restores Health and takes Unconscious off", () => {
    const w = exchange(4);
    w.t.press(CONTEST, "gm", { messageId: CARD, action: "applyDamage" });
    expect(w.goblin.system.health).toEqual({ value: 0, max: 8 });
    expect(w.goblin.statuses).toEqual(["unconscious"]);
    w.t.press(CONTEST, "gm", { messageId: CARD, action: "undoDamage" });
    expect(w.goblin.system.health).toEqual({ value: 4, max: 8 });
    expect(w.goblin.statuses).toEqual([]);
    expect(w.t.messages.get(CARD)!.card.ledger).toEqual({ applied: false, entries: [] });
  });

  it("two presses of Apply at once apply once: the second is refused and changes nothing", () => {
    const w = exchange();
    w.t.press(CONTEST, "ann", { messageId: CARD, action: "applyDamage" });
    const after = w.t.state();
    expect(refusal(() => w.t.press(CONTEST, "gm", { messageId: CARD, action: "applyDamage" }))).toBe("MANIFOLD.Card.AlreadyApplied");
    expect(w.t.state()).toBe(after);
  });

  it("applying again on purpose keeps both entries, and Undo goes back to before the first", () => {
    const w = exchange();
    w.t.press(CONTEST, "ann", { messageId: CARD, action: "applyDamage" });
    w.t.press(CONTEST, "gm", { messageId: CARD, action: "applyDamage", args: { again: "yes" } });
    expect(w.goblin.system.health).toEqual({ value: 0, max: 8 });
    expect(w.t.messages.get(CARD)!.card.ledger.entries.map((e) => [e.path, e.before, e.after])).toEqual([
      ["system.health.value", 8, 2],
      ["system.health.value", 2, 0],
      ["@status.unconscious", false, true],
    ]);
    w.t.press(CONTEST, "ann", { messageId: CARD, action: "undoDamage" });
    expect(w.goblin.system.health).toEqual({ value: 8, max: 8 });
    expect(w.goblin.statuses).toEqual([]);
  });

  it("a defence costs the defender's combatant 1 AP, written once", () => {
    const w = contestWorld();
    strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
    w.t.press(CONTEST, "gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
    expect(w.goblin.combatant!.ap).toBe(2);
    expect(w.t.writes.get("Actor.goblin|combatant")).toBe(1);
  });

  it("who may press: the target's side declares, the attacker's side rolls, a stranger neither", () => {
    const w = contestWorld();
    strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
    expect(refusal(() => w.t.press(CONTEST, "ann", { messageId: CARD, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.NotYours");
    expect(refusal(() => w.t.press(CONTEST, "bob", { messageId: CARD, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.NotYours");
    w.t.press(CONTEST, "gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    expect(refusal(() => w.t.press(CONTEST, "bob", { messageId: CARD, action: "rollAttack", faces: [[2]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(refusal(() => w.t.press(CONTEST, "ann", { messageId: CARD, action: "rollAttack", faces: [[2], [3]] }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("on a player's own card, the GM's client writes nothing the player does not own", () => {
    const w = contestWorld();
    // ann wrote this card herself, naming bob's Rival as the defender.
    strikeCard(w.t, "cardAnnAtRival01", "ann", w.hero, w.rival);
    expect(refusal(() => w.t.press(CONTEST, "gm", { messageId: "cardAnnAtRival01", action: "declareDefence", args: { defence: "dodge" } }))).toBe("MANIFOLD.Query.NeedsTargetOwner");
    expect(w.rival.combatant!.ap).toBe(3);
    // bob's own press is relayed: he pays his own reaction and posts the card's next state.
    w.t.click(CONTEST, "bob", { messageId: "cardAnnAtRival01", action: "declareDefence", args: { defence: "dodge" } });
    expect(w.rival.combatant!.ap).toBeLessThan(3);
    expect(w.t.messages.get(w.t.newest("cardAnnAtRival01"))!.authorId).toBe("bob");
  });
});
