/**
 * Forged requests: each is refused with a clear, localized message, and nothing changes. A row
 * either sends what a player's client could send over the socket (the GM's handler runs it, with
 * the socket's sender id as the only word about who asked), or clicks as a player would and lets
 * the shared flow route it. Every row runs the code the active GM's client runs.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { RuleError } from "../../src/core/errors";
import { contestCard, contestWorld, strikeCard } from "./contest/world";
import type { PlainCard } from "./table";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const localized = (key: string) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);

const GM_CARD = "cardGmGoblin0001";
const OWN_CARD = "cardAnnOwn000001";
const RIVAL_CARD = "cardGmRival00001";

type World = Awaited<ReturnType<typeof contestWorld>>;
const health = (a: World["rival"]) => (a.system.health as { value: number }).value;

/** A world with a GM's card (Hero at the Goblin, opened for ann) and ann's own card at her sidekick. */
async function world() {
  const w = contestWorld();
  await strikeCard(w.t, GM_CARD, "gm", w.hero, w.goblin, "ann");
  await strikeCard(w.t, OWN_CARD, "ann", w.hero, w.sidekick);
  w.t.target("ann", "Scene.s.Token.goblin");
  return w;
}

/** Plays a card up to rolled damage: no defence (declared by `defender`), a hit (by `attacker`), 5 damage. */
async function rolled(w: World, id = GM_CARD, defender = "gm", attacker = "ann") {
  await w.t.press(defender, { messageId: id, action: "declareDefence", args: { defence: "none" } });
  await w.t.press(attacker, { messageId: id, action: "rollAttack", faces: [[2]] });
  await w.t.press(attacker, { messageId: id, action: "declineManeuver" });
  await w.t.press(attacker, { messageId: id, action: "rollDamage", faces: [[5]] });
  return w;
}

/** Hero (ann) at bob's Rival (10 Health) on a GM's card, rolled to 5 damage. */
async function atRival() {
  const w = await world();
  w.rival.system.health = { value: 10, max: 10 };
  await strikeCard(w.t, RIVAL_CARD, "gm", w.hero, w.rival, "ann");
  return rolled(w, RIVAL_CARD, "bob");
}

/** ann applies the blow at bob's Rival: 10 → 5. Then bob rests the Rival to full. */
async function restedAfterApply() {
  const w = await atRival();
  await w.t.press("ann", { messageId: RIVAL_CARD, action: "applyDamage" });
  expect(health(w.rival)).toBe(5);
  // bob's own sheet: a rest, written by bob on his own character.
  w.rival.system.health = { value: 10, max: 10 };
  return w;
}

/** A GM's card at bob's Rival continued by bob's relayed Apply while no GM was online; then the GM is back. */
async function continuedThenBack() {
  const w = await atRival();
  w.t.gmOnline = false;
  await w.t.press("bob", { messageId: RIVAL_CARD, action: "applyDamage" });
  expect(health(w.rival)).toBe(5);
  expect(w.t.newest(RIVAL_CARD)).not.toBe(RIVAL_CARD);
  w.t.gmOnline = true;
  return w;
}

/** A card posted by `author` (who did not open it through the rules) naming the Goblin hitting bob's Rival for 9. */
async function posted(author: string) {
  const w = await world();
  w.rival.system.health = { value: 10, max: 10 };
  await strikeCard(w.t, "cardTemplate0001", "gm", w.goblin, w.rival);
  await rolled(w, "cardTemplate0001", "bob", "gm");
  const card = { ...structuredClone(contestCard(w.t, "cardTemplate0001")), openedBy: "bob" } as unknown as PlainCard;
  w.t.messages.delete("cardTemplate0001");
  w.t.post({ id: "cardForged000001", authorId: author, type: "contestAttack", card });
  w.t.user("cat");
  return w;
}

/** The GM's card played up to its damage roll: no defence, a hit, no maneuver. */
async function toDamage() {
  const w = await world();
  await w.t.press("gm", { messageId: GM_CARD, action: "declareDefence", args: { defence: "none" } });
  await w.t.press("ann", { messageId: GM_CARD, action: "rollAttack", faces: [[2]] });
  await w.t.press("ann", { messageId: GM_CARD, action: "declineManeuver" });
  return w;
}

/** ann rewrites her own card's ledger, as any author could, then someone presses Undo. */
async function forgedLedger(entry: Record<string, unknown>) {
  const w = await world();
  const m = w.t.messages.get(OWN_CARD)!;
  m.card!.ledger = { applied: true, entries: [entry as never] };
  return w;
}

type Row = {
  name: string;
  setup: () => Promise<World>;
  as: string;
  /** sent over the socket to the GM's handler, as any client could send it */
  send?: unknown;
  /** an attack opening sent to the GM's handler */
  open?: unknown;
  /** clicked on the player's own client, routed by the shared flow */
  click?: { messageId: string; action: string; args?: Record<string, string> };
  key: string;
};

const rows: Row[] = [
  { name: "the GM's user id in the payload", setup: world, as: "bob", send: { messageId: GM_CARD, action: "declareDefence", args: { defence: "none" }, userId: "gm" }, key: "MANIFOLD.Query.Malformed" },
  { name: "a player who neither opened the card nor owns the target applies it", setup: async () => rolled(await world()), as: "bob", send: { messageId: GM_CARD, action: "applyDamage" }, key: "MANIFOLD.Query.NotYours" },
  { name: "an actor the player does not own (rolling another's attack)", setup: world, as: "bob", send: { messageId: OWN_CARD, action: "rollAttack", faces: [[3]] }, key: "MANIFOLD.Query.NotYours" },
  { name: "an actor the player does not own (attacking with it)", setup: world, as: "bob", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.s.Token.goblin"] }, key: "MANIFOLD.Query.NotYours" },
  { name: "a ledger path outside the allow-list", setup: () => forgedLedger({ side: "defender", doc: "actor", path: "ownership.bob", before: 3, after: 0 }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage" }, key: "MANIFOLD.Query.PathNotAllowed" },
  { name: "a ledger value the rules cannot produce (Health above its maximum)", setup: () => forgedLedger({ side: "defender", doc: "actor", path: "system.health.value", before: 999, after: 1 }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage", args: { over: "yes" } }, key: "MANIFOLD.Query.ValueNotAllowed" },
  { name: "a ledger entry naming a User uuid instead of a side", setup: () => forgedLedger({ side: "User.gm", doc: "actor", path: "role", before: 4, after: 1 }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage" }, key: "MANIFOLD.Query.NotASide" },
  { name: "a ledger entry on a document the card does not hold", setup: () => forgedLedger({ side: "defender", doc: "item.settingxxxxxxxx", path: "system.equipped", before: true, after: false }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage" }, key: "MANIFOLD.Query.UnknownDocument" },
  {
    name: "a card whose defender is a User uuid",
    setup: async () => {
      const w = await world();
      w.t.messages.get(OWN_CARD)!.card!.defender = { uuid: "User.gm" };
      return w;
    },
    as: "gm",
    send: { messageId: OWN_CARD, action: "declareDefence", args: { defence: "none" } },
    key: "MANIFOLD.Query.NotAnActor",
  },
  {
    name: "a card whose defender is a Setting uuid",
    setup: async () => {
      const w = await world();
      w.t.messages.get(OWN_CARD)!.card!.defender = { uuid: "Setting.core.permissions" };
      return w;
    },
    as: "ann",
    click: { messageId: OWN_CARD, action: "declareDefence", args: { defence: "none" } },
    key: "MANIFOLD.Query.NotAnActor",
  },
  {
    name: "damage above the weapon's maximum (a 9 on a d8)",
    setup: toDamage,
    as: "ann",
    send: { messageId: GM_CARD, action: "rollDamage", faces: [[9]] },
    key: "MANIFOLD.Query.BadDice",
  },
  {
    name: "more damage dice than the weapon rolls",
    setup: toDamage,
    as: "ann",
    send: { messageId: GM_CARD, action: "rollDamage", faces: [[8], [8], [8]] },
    key: "MANIFOLD.Query.BadDice",
  },
  { name: "a defender that is not the targeted token", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.other.Token.far"] }, key: "MANIFOLD.Query.NotATarget" },
  { name: "a hidden token the player cannot have targeted", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.s.Token.lurker"] }, key: "MANIFOLD.Query.NotATarget" },
  { name: "a defender that is not a token", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["User.gm"] }, key: "MANIFOLD.Query.NotATarget" },
  { name: "an attack's situational modifier of +99, from a client that skipped its dialog", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.s.Token.goblin"], choices: { modifier: 99, edge: 0, cover: "none", rollMode: "publicroll" } }, key: "MANIFOLD.Roll.ModifierTooLarge" },
  { name: "an item the attacker does not hold", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "notmineatall0000", targets: ["Scene.s.Token.goblin"] }, key: "MANIFOLD.Query.NoItem" },
  { name: "an unknown action", setup: world, as: "ann", send: { messageId: GM_CARD, action: "setRole" }, key: "MANIFOLD.Query.UnknownAction" },
  { name: "an action named after an object's own property", setup: world, as: "ann", send: { messageId: GM_CARD, action: "constructor" }, key: "MANIFOLD.Query.UnknownAction" },
  { name: "missing fields: no action", setup: world, as: "ann", send: { messageId: GM_CARD }, key: "MANIFOLD.Query.Malformed" },
  { name: "missing fields: nothing at all", setup: world, as: "ann", send: {}, key: "MANIFOLD.Query.Malformed" },
  { name: "missing fields: not even an object", setup: world, as: "ann", send: "undoDamage", key: "MANIFOLD.Query.Malformed" },
  { name: "missing fields: an attack with no targets", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a" }, key: "MANIFOLD.Query.Malformed" },
  { name: "a message id that is a path", setup: world, as: "ann", send: { messageId: "../../User.gm", action: "undoDamage" }, key: "MANIFOLD.Query.Malformed" },
  { name: "dice faces that are not numbers", setup: world, as: "ann", send: { messageId: OWN_CARD, action: "rollAttack", faces: [["20"]] }, key: "MANIFOLD.Query.Malformed" },
  // An Undo over a later change may be pressed only by the changed document's owner or a GM.
  { name: "an Undo over a later change, by the attacker's player, who said yes to it", setup: restedAfterApply, as: "ann", click: { messageId: RIVAL_CARD, action: "undoDamage" }, key: "MANIFOLD.Card.UndoDriftOwner" },
  { name: "an Undo over a later change sent straight to the GM by the attacker's player", setup: restedAfterApply, as: "ann", send: { messageId: RIVAL_CARD, action: "undoDamage", args: { over: "yes" } }, key: "MANIFOLD.Card.UndoDriftOwner" },
  { name: "an Undo over a later change by the owner, who was never asked", setup: restedAfterApply, as: "bob", send: { messageId: RIVAL_CARD, action: "undoDamage" }, key: "MANIFOLD.Card.UndoDriftAsk" },
  // A card that a relayed press continued takes no more presses, on any client.
  { name: "a press on a continued GM's card, sent to the GM once back", setup: continuedThenBack, as: "bob", send: { messageId: RIVAL_CARD, action: "applyDamage", args: { again: "yes" } }, key: "MANIFOLD.Query.Superseded" },
  { name: "an Undo on a continued GM's card, sent to the GM once back", setup: continuedThenBack, as: "ann", send: { messageId: RIVAL_CARD, action: "undoDamage", args: { over: "yes" } }, key: "MANIFOLD.Query.Superseded" },
  { name: "the GM's own press on a continued card", setup: continuedThenBack, as: "gm", click: { messageId: RIVAL_CARD, action: "applyDamage" }, key: "MANIFOLD.Query.Superseded" },
  // Only a card the rules accept as genuine may be pressed.
  { name: "a card posted by a user who owns neither side, pressed by the target's owner", setup: () => posted("cat"), as: "bob", click: { messageId: "cardForged000001", action: "applyDamage" }, key: "MANIFOLD.Query.NotGenuine" },
  { name: "a card posted by a user who owns neither side, sent to the GM", setup: () => posted("cat"), as: "bob", send: { messageId: "cardForged000001", action: "applyDamage" }, key: "MANIFOLD.Query.NotGenuine" },
  { name: "a card about a GM's attacker posted by the target's owner", setup: () => posted("bob"), as: "gm", send: { messageId: "cardForged000001", action: "applyDamage" }, key: "MANIFOLD.Query.NotGenuine" },
];

describe("forged requests are refused, with a clear message, and change nothing", () => {
  it.each(rows)("$name", async (row) => {
    const w = await row.setup();
    const before = w.t.state();
    let error: unknown;
    try {
      if (row.open) await w.t.send(row.as, "open", row.open);
      else if (row.click) await w.t.press(row.as, row.click);
      else await w.t.send(row.as, "card", row.send);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).key).toBe(row.key);
    expect(typeof localized(row.key), `${row.key} in lang/en.json`).toBe("string");
    expect(w.t.state()).toBe(before);
  });

  it("the same presses, honestly made, go through (so the refusals above are not refusing everything)", async () => {
    const w = await rolled(await world());
    await w.t.press("ann", { messageId: GM_CARD, action: "applyDamage" });
    expect(w.goblin.system.health).toEqual({ value: 3, max: 8 });
    const choices = { modifier: 0, edge: 0, cover: "none", rollMode: "publicroll" };
    await expect(w.t.send("ann", "open", { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.s.Token.goblin"], choices })).resolves.toBe(true);
    await expect(w.t.send("gm", "open", { attacker: "Actor.goblin", item: "sword0000000000a", targets: ["Scene.s.Token.lurker"], choices })).resolves.toBe(true);
  });
});

describe("an Undo over a later change", () => {
  it("the changed character's owner may, having said yes: the Rival goes back to 10, as before the blow", async () => {
    const w = await restedAfterApply();
    w.rival.system.health = { value: 7, max: 10 };
    await w.t.press("bob", { messageId: RIVAL_CARD, action: "undoDamage" });
    expect(w.t.log.asked).toContainEqual({ by: "bob", op: "confirm:MANIFOLD.Card.UndoDrift" });
    expect(health(w.rival)).toBe(10);
  });

  it("a GM may; a player who says no changes nothing", async () => {
    const w = await restedAfterApply();
    w.rival.system.health = { value: 8, max: 10 };
    w.t.answer = false;
    await w.t.press("bob", { messageId: RIVAL_CARD, action: "undoDamage" });
    expect(health(w.rival)).toBe(8);
    w.t.answer = true;
    await w.t.press("gm", { messageId: RIVAL_CARD, action: "undoDamage" });
    expect(health(w.rival)).toBe(10);
  });

  it("with nothing changed since, the attacker's player undoes without being asked", async () => {
    const w = await restedAfterApply();
    w.rival.system.health = { value: 5, max: 10 };
    await w.t.press("ann", { messageId: RIVAL_CARD, action: "undoDamage" });
    expect(w.t.log.asked.filter((a) => a.op.startsWith("confirm:"))).toEqual([]);
    expect(health(w.rival)).toBe(10);
  });
});

describe("cards that count", () => {
  it("a forged card stands as forged; its author's own actor makes no difference to the GM's card", async () => {
    const w = await posted("cat");
    expect(w.t.standing("cardForged000001")).toBe("forged");
    expect(w.t.standing(GM_CARD)).toBe("genuine");
    expect(w.t.standing(OWN_CARD)).toBe("genuine");
  });

  it("a card that takes a GM's card over while the GM is online is removed by the GM's client; the GM's card stays live", async () => {
    const w = await world();
    const takeover = { ...structuredClone(contestCard(w.t, GM_CARD)), follows: GM_CARD } as unknown as PlainCard;
    w.t.post({ id: "cardTakeover0001", authorId: "ann", type: "contestAttack", card: takeover });
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(w.t.messages.has("cardTakeover0001")).toBe(false);
    expect(w.t.standing(GM_CARD)).toBe("genuine");
  });

  it("with no GM online, the relayed card that continues a GM's card stands, and the old one is continued", async () => {
    const w = await continuedThenBack();
    expect(w.t.standing(RIVAL_CARD)).toBe("continued");
    expect(w.t.standing(w.t.newest(RIVAL_CARD))).toBe("genuine");
  });
});
