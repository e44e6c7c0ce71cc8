/**
 * The shared flow's edges, played on the table: unknown users, a card its rules cannot read, an
 * opening with nothing to post or nothing to pay with, a question answered no, and what each
 * route writes where.
 */
import { describe, expect, it } from "vitest";
import { alone, nextCard, writeOutcome } from "../../src/core/play/execute";
import { serialize } from "../../src/core/play/queue";
import { applyToSelected, mayUndoReceipt, undoReceipt } from "../../src/core/play/tray-flow";
import { pay, payFor, type PayRules } from "../../src/core/play/pay";
import { nothing } from "../../src/core/play/types";
import { CONTEST_ALLOW } from "../../src/rulesets/contest/play/allow";
import { contestCard, contestWorld, strikeCard, CONTEST } from "./contest/world";
import { refusal, Table, type PlainActor, type PlainCard } from "./table";

const CARD = "cardFlowEdges001";

async function gmCard() {
  const w = contestWorld();
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  return w;
}

describe("who asks", () => {
  it("a click by a user the world does not know, or a request sent by one, is refused and changes nothing", async () => {
    const w = await gmCard();
    const before = w.t.state();
    expect(await refusal(() => w.t.press("ghost", { messageId: CARD, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.Unknown");
    expect(await refusal(() => w.t.send("ghost", "card", { messageId: CARD, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.NoCard");
    expect(await refusal(() => w.t.send("ghost", "open", { attacker: "Actor.goblin", item: "sword0000000000a", targets: ["Scene.s.Token.hero"] }))).toBe("MANIFOLD.Query.Unknown");
    expect(await refusal(() => w.t.open("ghost", { attacker: "Actor.goblin", targets: ["Scene.s.Token.hero"] }))).toBe("MANIFOLD.Query.Unknown");
    expect(await refusal(() => w.t.send("ann", "teleport", {}))).toBe("MANIFOLD.Query.UnknownAction");
    expect(w.t.state()).toBe(before);
  });

  it("with no GM online, a request that must go to the GM is refused with words, not lost", async () => {
    const w = await gmCard();
    w.t.gmOnline = false;
    expect(await refusal(() => w.t.send("ann", "card", { messageId: CARD, action: "declareDefence" }))).toBe("MANIFOLD.Query.NoGM");
  });
});

describe("a card its rules cannot read", () => {
  it("a stored card missing what its steps read is refused as no card, not crashed on", async () => {
    const w = await gmCard();
    const m = w.t.messages.get(CARD)!;
    m.card = { ...m.card!, allowed: undefined } as unknown as PlainCard;
    expect(await refusal(() => w.t.send("gm", "card", { messageId: CARD, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.NoCard");
    expect(await refusal(() => w.t.send("gm", "card", { messageId: "cardNotThere0001", action: "declareDefence" }))).toBe("MANIFOLD.Query.NoCard");
  });
});

describe("the questions a click asks", () => {
  it("Apply again answered no sends nothing; answered yes, the GM applies again", async () => {
    const w = await gmCard();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] });
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    const once = w.t.state();
    w.t.answer = false;
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(w.t.log.asked).toEqual([{ by: "gm", op: "confirm:MANIFOLD.Card.ApplyAgain" }]);
    expect(w.t.state()).toBe(once);
    w.t.answer = true;
    await w.t.press("gm", { messageId: CARD, action: "applyDamage" });
    expect(contestCard(w.t, CARD).ledger.entries).toHaveLength(2);
  });
});

describe("opening", () => {
  const tableWith = (opens: NonNullable<typeof CONTEST.opens> | undefined) => {
    const t = new Table({ ...CONTEST, opens } as never).user("gm", true).user("ann");
    const hero = t.actor(structuredClone(contestWorld().hero));
    const goblin = t.actor(structuredClone(contestWorld().goblin));
    t.target("ann", t.place(goblin));
    t.place(hero);
    return { t, hero, goblin };
  };

  it("a ruleset that opens nothing, or a plan with no cards, opens nothing and writes nothing", async () => {
    const none = tableWith(undefined);
    expect(await refusal(() => none.t.open("gm", { attacker: none.hero.uuid, targets: [none.t.place(none.goblin)] }))).toBe("MANIFOLD.Query.UnknownAction");
    const empty = tableWith(() => ({ plan: () => ({ type: "contestAttack", cards: [], writes: [{ side: "attacker", doc: "combatant", changes: { "system.ap": 0 } }], allow: CONTEST_ALLOW, rollMode: "publicroll" }) }));
    expect(await empty.t.send("gm", "open", { attacker: empty.hero.uuid, targets: [empty.t.place(empty.goblin)] })).toBe(false);
    expect(empty.hero.combatant!.ap).toBe(3);
  });

  it("a card that costs, in a ruleset with nothing to pay with, is refused before anything is posted", async () => {
    const w = tableWith(() => ({ plan: () => ({ type: "contestAttack", cards: [{ card: {}, pay: { energy: 1 } }], writes: [], allow: CONTEST_ALLOW, rollMode: "publicroll" }) }));
    expect(await refusal(() => w.t.open("gm", { attacker: w.hero.uuid, targets: [w.t.place(w.goblin)] }))).toBe("MANIFOLD.Query.UnknownAction");
    expect(w.t.messages.size).toBe(0);
  });
});

describe("paying", () => {
  /** A payment that spends 1 AP from the payer's combatant, refused at 0. */
  const SPEND: PayRules<PlainActor, { ap: number }, string> = {
    op: "spend",
    fits: (a) => a.type.startsWith("contest"),
    parse: (raw) => ({ ap: Number((raw as { ap?: unknown }).ap ?? 1) }),
    lock: (a) => (a.combatant ? "pools.flow" : null),
    decide(a) {
      const ap = Number(a.combatant?.ap ?? 0);
      if (ap < 1) throw new Error("none left");
      return { outcome: { ...nothing(), writes: [{ side: "attacker", doc: "combatant", changes: { "system.ap": ap - 1 } }] }, allow: CONTEST_ALLOW, result: "paid" };
    },
  };

  it("a player pays through the GM; a GM, or anyone with no GM online, pays here; either way the payer's combatant only", async () => {
    const w = contestWorld();
    const t = new Table({ ...CONTEST, pays: SPEND } as never).user("gm", true).user("ann").user("bob");
    const hero = t.actor(structuredClone(w.hero));
    expect(await t.pay("ann", hero, { ap: 1 })).toBe("paid");
    expect(t.log.asked).toEqual([{ by: "ann", op: "spend" }]);
    expect(hero.combatant!.ap).toBe(2);
    expect(await t.pay("gm", hero, { ap: 1 })).toBe("paid");
    expect(t.log.asked).toEqual([]);
    t.gmOnline = false;
    expect(await t.pay("ann", hero, { ap: 1 })).toBe("paid");
    expect(t.log.asked).toEqual([]);
    expect(hero.combatant!.ap).toBe(0);
  });

  it("the GM pays only for an owner, only for an actor of its ruleset, from a payload it reads again", async () => {
    const w = contestWorld();
    const t = new Table(CONTEST).user("gm", true).user("ann").user("bob");
    const hero = t.actor(structuredClone(w.hero));
    const port = t.client("gm");
    expect(await refusal(() => payFor(port, SPEND, { actor: hero.uuid, order: {} }, "bob"))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => payFor(port, SPEND, { actor: "User.gm", order: {} }, "ann"))).toBe("MANIFOLD.Query.NotAnActor");
    expect(await refusal(() => payFor(port, SPEND, "spend", "ann"))).toBe("MANIFOLD.Query.NotAnActor");
    expect(await refusal(() => payFor(port, SPEND, { actor: hero.uuid, order: {} }, "ghost"))).toBe("MANIFOLD.Query.NotAnActor");
    expect(await refusal(() => payFor(port, { ...SPEND, fits: () => false }, { actor: hero.uuid, order: {} }, "ann"))).toBe("MANIFOLD.Query.NotAnActor");
    expect(hero.combatant!.ap).toBe(3);
    expect(await payFor(port, SPEND, { actor: hero.uuid, order: {} }, "ann")).toBe("paid");
    expect(hero.combatant!.ap).toBe(2);
    expect(await refusal(() => pay(t.client("ghost"), SPEND, hero, { ap: 1 }))).toBe("MANIFOLD.Query.Unknown");
  });
});

describe("the executor", () => {
  it("an Apply records each change from the stored value and a condition's standing; an Undo's card clears the ledger", async () => {
    const w = contestWorld();
    const port = w.t.client("gm");
    const entries = await writeOutcome(port, alone(w.goblin), { card: null, writes: [{ side: "defender", doc: "actor", changes: { "system.health.value": 2 } }], statuses: [{ side: "defender", id: "unconscious", active: true }, { side: "defender", id: "prone", active: false }], ledger: "apply" });
    expect(entries).toEqual([
      { side: "defender", doc: "actor", path: "system.health.value", before: 8, after: 2 },
      { side: "defender", doc: "actor", path: "@status.unconscious", before: false, after: true },
    ]);
    const card = { attacker: { uuid: "a" }, defender: { uuid: "b" }, ledger: { applied: true, entries } };
    expect(nextCard(card, { card: null, writes: [], statuses: [], ledger: "undo" }, []).ledger).toEqual({ applied: false, entries: [] });
    expect(nextCard(card, { card: null, writes: [], statuses: [], ledger: "none" }, []).ledger).toEqual(card.ledger);
    // A document the side does not hold is refused before anything is written.
    expect(await refusal(() => writeOutcome(port, alone(w.goblin), { card: null, writes: [{ side: "defender", doc: "item.notheldatall00", changes: { "system.equipped": false } }], statuses: [], ledger: "apply" }))).toBe("MANIFOLD.Query.UnknownDocument");
    // A write that is not an Apply records nothing.
    expect(await writeOutcome(port, alone(w.goblin), { card: null, writes: [{ side: "defender", doc: "actor", changes: { "system.health.value": 5 } }], statuses: [], ledger: "none" })).toEqual([]);
  });
});

describe("one at a time", () => {
  it("a task queued after one that failed still runs, in order", async () => {
    const order: string[] = [];
    const failed = serialize("flow.queue", async () => {
      order.push("first");
      throw new Error("refused");
    });
    const next = serialize("flow.queue", async () => {
      order.push("second");
      return "ran";
    });
    await expect(failed).rejects.toThrow("refused");
    await expect(next).resolves.toBe("ran");
    expect(order).toEqual(["first", "second"]);
  });
});

describe("the tray on selected tokens, at its edges", () => {
  /** The GM's card at the Goblin, rolled to 6 damage. */
  async function rolledCard() {
    const w = await gmCard();
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
    await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    return w;
  }

  it("nothing selected is said; the card's own target alone, ticked too, is not 'nothing'; others' tokens are named", async () => {
    const w = await rolledCard();
    expect(await w.t.run("ann", (port) => applyToSelected(port, CARD, "normal", [], false))).toEqual({ refused: [], noneSelected: true });
    expect(await w.t.run("ann", (port) => applyToSelected(port, CARD, "normal", [w.goblin], true))).toEqual({ refused: [], noneSelected: false });
    expect(await w.t.run("ann", (port) => applyToSelected(port, CARD, "normal", [w.rival], false))).toEqual({ refused: ["rival"], noneSelected: false });
    expect([...w.t.messages.values()].filter((m) => m.receipt !== undefined)).toEqual([]);
  });

  it("a receipt already undone, or one whose author the world does not know, changes nothing; only its author or a GM may press its Undo", async () => {
    const w = await rolledCard();
    const receipt = { type: "contestAttack", from: "Hero", scale: "normal" as const, undone: false, applications: [{ uuid: w.sidekick.uuid, name: "sidekick", entries: [{ side: "defender" as const, doc: "actor" as const, path: "system.health.value", before: 1, after: 1 }] }] };
    const done = w.t.post({ id: "receiptDone00001", authorId: "ann", receipt: { ...receipt, undone: true } }).id;
    const ghost = w.t.post({ id: "receiptGhost0001", authorId: "ghost", receipt }).id;
    const before = w.t.state();
    await w.t.run("ann", (port) => undoReceipt(port, done));
    expect(await refusal(() => w.t.run("gm", (port) => undoReceipt(port, ghost)))).toBe("MANIFOLD.Card.Tray.UndoNotYours");
    expect(await refusal(() => w.t.run("bob", (port) => undoReceipt(port, w.t.post({ id: "receiptAnns00001", authorId: "ann", receipt }).id)))).toBe("MANIFOLD.Card.Tray.UndoNotYours");
    const alien = w.t.post({ id: "receiptAlien0001", authorId: "ann", receipt: { ...receipt, type: "woundtrackAttack" } }).id;
    expect(await w.t.run("gm", async (port) => mayUndoReceipt(port, alien, "gm"))).toBe(true);
    expect(await w.t.run("gm", async (port) => mayUndoReceipt(port, alien, "bob"))).toBe(false);
    expect(JSON.parse(w.t.state()).actors).toEqual(JSON.parse(before).actors);
  });
});
