import { describe, expect, it } from "vitest";
import { validate } from "../../../src/core/schema";
import { contestCardSpec } from "../../../src/rulesets/contest/rules/card-schema";
import { contestCard, contestWorld, strikeCard } from "../../play/contest/world";

/** A card as plain nested data, to spoil one field of. */
interface Spoilable {
  [key: string]: unknown;
  ledger: { entries: [{ before: unknown; side: unknown }] };
  attack: { kept: number } | string;
}

async function playedCard() {
  const w = contestWorld();
  await strikeCard(w.t, "cardSchema000001", "gm", w.hero, w.goblin, "ann");
  await w.t.press("gm", { messageId: "cardSchema000001", action: "declareDefence", args: { defence: "none" } });
  await w.t.press("ann", { messageId: "cardSchema000001", action: "rollAttack", faces: [[2]] });
  await w.t.press("ann", { messageId: "cardSchema000001", action: "declineManeuver" });
  await w.t.press("ann", { messageId: "cardSchema000001", action: "rollDamage", faces: [[6]] });
  await w.t.press("ann", { messageId: "cardSchema000001", action: "applyDamage" });
  return structuredClone(contestCard(w.t, "cardSchema000001")) as unknown as Record<string, unknown>;
}

describe("the contest card's schema", () => {
  it("holds a card played through every stage", async () => {
    expect(validate(contestCardSpec, await playedCard())).toEqual([]);
  });

  it.each([
    ["a ledger value that is an object", (c: Spoilable) => (c.ledger.entries[0].before = { role: 4 }), "ledger.entries.0.before"],
    ["a ledger side that is a uuid", (c: Spoilable) => (c.ledger.entries[0].side = "User.gm"), "ledger.entries.0.side"],
    ["a d20 face of 25", (c: Spoilable) => ((c.attack as { kept: number }).kept = 25), "attack.kept"],
    ["a field no card has", (c: Spoilable) => (c.role = 4), "role"],
    ["an attack that is a string", (c: Spoilable) => (c.attack = "hit"), "attack"],
  ])("refuses %s", async (_name, spoil, path) => {
    const card = await playedCard();
    spoil(card as unknown as Spoilable);
    expect(validate(contestCardSpec, card).map((i) => i.path)).toContain(path);
  });
});
