/**
 * Forged requests: each is refused with a clear, localized message, and nothing changes. The
 * sender is the server's word (the socket's sender id); everything else is what a player wrote.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { RuleError } from "../../src/core/errors";
import { CONTEST, contestWorld, strikeCard } from "./contest/world";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const localized = (key: string) => key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang);

const GM_CARD = "cardGmGoblin0001";
const OWN_CARD = "cardAnnOwn000001";

/** A world with a GM's card (Hero at the Goblin, opened for ann, damage rolled) and ann's own card. */
function world() {
  const w = contestWorld();
  strikeCard(w.t, GM_CARD, "gm", w.hero, w.goblin, "ann");
  strikeCard(w.t, OWN_CARD, "ann", w.hero, w.sidekick);
  w.t.target("ann", "Scene.s.Token.goblin");
  return w;
}

/** Plays a GM card up to rolled damage: no defence, a hit, 5 damage. */
function rolled(w: ReturnType<typeof world>) {
  w.t.press(CONTEST, "gm", { messageId: GM_CARD, action: "declareDefence", args: { defence: "none" } });
  w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "rollAttack", faces: [[2]] });
  w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "declineManeuver" });
  w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "rollDamage", faces: [[5]] });
  return w;
}

/** ann rewrites her own card's ledger, as any author could, then someone presses Undo. */
function forgedLedger(entry: Record<string, unknown>) {
  const w = world();
  const m = w.t.messages.get(OWN_CARD)!;
  m.card.ledger = { applied: true, entries: [entry as never] };
  return w;
}

type Row = { name: string; setup: () => ReturnType<typeof world>; as: string; send?: unknown; open?: unknown; key: string };

const rows: Row[] = [
  { name: "the GM's user id in the payload", setup: world, as: "bob", send: { messageId: GM_CARD, action: "declareDefence", args: { defence: "none" }, userId: "gm" }, key: "MANIFOLD.Query.Malformed" },
  { name: "a player who neither opened the card nor owns the target applies it", setup: () => rolled(world()), as: "bob", send: { messageId: GM_CARD, action: "applyDamage" }, key: "MANIFOLD.Query.NotYours" },
  { name: "an actor the player does not own (rolling another's attack)", setup: world, as: "bob", send: { messageId: OWN_CARD, action: "rollAttack", faces: [[3]] }, key: "MANIFOLD.Query.NotYours" },
  { name: "an actor the player does not own (attacking with it)", setup: world, as: "bob", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.s.Token.goblin"] }, key: "MANIFOLD.Query.NotYours" },
  { name: "a ledger path outside the allow-list", setup: () => forgedLedger({ side: "defender", doc: "actor", path: "ownership.bob", before: 3, after: 0 }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage" }, key: "MANIFOLD.Query.PathNotAllowed" },
  { name: "a ledger value the rules cannot produce (Health above its maximum)", setup: () => forgedLedger({ side: "defender", doc: "actor", path: "system.health.value", before: 999, after: 1 }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage" }, key: "MANIFOLD.Query.ValueNotAllowed" },
  { name: "a ledger entry naming a User uuid instead of a side", setup: () => forgedLedger({ side: "User.gm", doc: "actor", path: "role", before: 4, after: 1 }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage" }, key: "MANIFOLD.Query.NotASide" },
  { name: "a ledger entry on a document the card does not hold", setup: () => forgedLedger({ side: "defender", doc: "item.settingxxxxxxxx", path: "system.equipped", before: true, after: false }), as: "gm", send: { messageId: OWN_CARD, action: "undoDamage" }, key: "MANIFOLD.Query.UnknownDocument" },
  {
    name: "a card whose defender is a User uuid",
    setup: () => {
      const w = world();
      w.t.messages.get(OWN_CARD)!.card.defender = { uuid: "User.gm" };
      return w;
    },
    as: "gm",
    send: { messageId: OWN_CARD, action: "declareDefence", args: { defence: "none" } },
    key: "MANIFOLD.Query.NotAnActor",
  },
  {
    name: "a card whose defender is a Setting uuid",
    setup: () => {
      const w = world();
      w.t.messages.get(OWN_CARD)!.card.defender = { uuid: "Setting.core.permissions" };
      return w;
    },
    as: "ann",
    send: { messageId: OWN_CARD, action: "declareDefence", args: { defence: "none" } },
    key: "MANIFOLD.Query.NotAnActor",
  },
  { name: "damage above the weapon's maximum (a 9 on a d8)", setup: () => {
    const w = world();
    w.t.press(CONTEST, "gm", { messageId: GM_CARD, action: "declareDefence", args: { defence: "none" } });
    w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "rollAttack", faces: [[2]] });
    w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "declineManeuver" });
    return w;
  }, as: "ann", send: { messageId: GM_CARD, action: "rollDamage", faces: [[9]] }, key: "MANIFOLD.Query.BadDice" },
  { name: "more damage dice than the weapon rolls", setup: () => {
    const w = world();
    w.t.press(CONTEST, "gm", { messageId: GM_CARD, action: "declareDefence", args: { defence: "none" } });
    w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "rollAttack", faces: [[2]] });
    w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "declineManeuver" });
    return w;
  }, as: "ann", send: { messageId: GM_CARD, action: "rollDamage", faces: [[8], [8], [8]] }, key: "MANIFOLD.Query.BadDice" },
  { name: "a defender that is not the targeted token", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.other.Token.far"] }, key: "MANIFOLD.Query.NotATarget" },
  { name: "a hidden token the player cannot have targeted", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.s.Token.lurker"] }, key: "MANIFOLD.Query.NotATarget" },
  { name: "a defender that is not a token", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a", targets: ["User.gm"] }, key: "MANIFOLD.Query.NotATarget" },
  { name: "an item the attacker does not hold", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "notmineatall0000", targets: ["Scene.s.Token.goblin"] }, key: "MANIFOLD.Query.NoItem" },
  { name: "an unknown action", setup: world, as: "ann", send: { messageId: GM_CARD, action: "setRole" }, key: "MANIFOLD.Query.UnknownAction" },
  { name: "an action named after an object's own property", setup: world, as: "ann", send: { messageId: GM_CARD, action: "constructor" }, key: "MANIFOLD.Query.UnknownAction" },
  { name: "missing fields: no action", setup: world, as: "ann", send: { messageId: GM_CARD }, key: "MANIFOLD.Query.Malformed" },
  { name: "missing fields: nothing at all", setup: world, as: "ann", send: {}, key: "MANIFOLD.Query.Malformed" },
  { name: "missing fields: not even an object", setup: world, as: "ann", send: "undoDamage", key: "MANIFOLD.Query.Malformed" },
  { name: "missing fields: an attack with no targets", setup: world, as: "ann", open: { attacker: "Actor.hero", item: "sword0000000000a" }, key: "MANIFOLD.Query.Malformed" },
  { name: "a message id that is a path", setup: world, as: "ann", send: { messageId: "../../User.gm", action: "undoDamage" }, key: "MANIFOLD.Query.Malformed" },
  { name: "dice faces that are not numbers", setup: world, as: "ann", send: { messageId: OWN_CARD, action: "rollAttack", faces: [["20"]] }, key: "MANIFOLD.Query.Malformed" },
];

describe("forged requests are refused, with a clear message, and change nothing", () => {
  it.each(rows)("$name", (row) => {
    const w = row.setup();
    const before = w.t.state();
    let error: unknown;
    try {
      if (row.open) w.t.open(row.as, row.open);
      else w.t.press(CONTEST, row.as, row.send);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).key).toBe(row.key);
    expect(typeof localized(row.key), `${row.key} in lang/en.json`).toBe("string");
    expect(w.t.state()).toBe(before);
  });

  it("the same presses, honestly made, go through (so the refusals above are not refusing everything)", () => {
    const w = rolled(world());
    w.t.press(CONTEST, "ann", { messageId: GM_CARD, action: "applyDamage" });
    expect(w.goblin.system.health).toEqual({ value: 3, max: 8 });
    expect(() => w.t.open("ann", { attacker: "Actor.hero", item: "sword0000000000a", targets: ["Scene.s.Token.goblin"] })).not.toThrow();
    expect(() => w.t.open("gm", { attacker: "Actor.goblin", item: "sword0000000000a", targets: ["Scene.s.Token.lurker"] })).not.toThrow();
  });
});
