/**
 * The press's own checks, cell by cell, over a Contest table's ports: which message is a card it
 * can press, which ledger entries have drifted since the Apply, and who may undo over them.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import { checkUndoOver, driftedEntries, openCard } from "../../../src/core/play/press";
import type { LedgerEntry } from "../../../src/core/play/types";
import { contestWorld, strikeCard } from "../../play/contest/world";

const CARD = "cardPressCells01";

async function world() {
  const w = contestWorld();
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  return { ...w, port: w.t.client("gm"), sides: { attacker: w.hero, defender: w.goblin } };
}

const keyOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof RuleError ? err.key : String(err);
  }
};

const health = (side: "attacker" | "defender", before: number, after: number): LedgerEntry => ({ side, doc: "actor", path: "system.health.value", before, after });

describe("openCard: a message the press can work on", () => {
  it("needs the message, rules for its type and a card in it; any one missing is no card", async () => {
    const w = await world();
    const opened = openCard(w.port, CARD);
    expect([opened.m.id, opened.sides.attacker, opened.sides.defender, opened.card]).toEqual([CARD, w.hero, w.goblin, w.t.messages.get(CARD)!.card]);
    expect(keyOf(() => openCard(w.port, "cardNotThere0001"))).toBe("MANIFOLD.Query.NoCard");
    expect(keyOf(() => openCard({ ...w.port, cards: () => undefined }, CARD))).toBe("MANIFOLD.Query.NoCard");
    w.t.post({ id: "plainText000001", authorId: "gm" });
    expect(keyOf(() => openCard(w.port, "plainText000001"))).toBe("MANIFOLD.Query.NoCard");
  });
});

describe("driftedEntries: what changed after the Apply", () => {
  it("an entry whose value still stands has not drifted; one changed since has", async () => {
    const w = await world();
    (w.goblin.system as { health: { value: number } }).health.value = 3;
    expect(driftedEntries(w.port, [health("defender", 8, 3)], w.sides)).toEqual([]);
    expect(driftedEntries(w.port, [health("defender", 8, 5)], w.sides)).toEqual([health("defender", 8, 5)]);
    // Read on its own side: the hero's Health is not the goblin's.
    expect(driftedEntries(w.port, [health("attacker", 8, 3)], w.sides)).toEqual([health("attacker", 8, 3)]);
  });

  it("a condition entry reads whether the condition is on", async () => {
    const w = await world();
    const prone: LedgerEntry = { side: "defender", doc: "actor", path: "@status.prone", before: false, after: true };
    expect(driftedEntries(w.port, [prone], w.sides)).toEqual([prone]);
    w.goblin.statuses = ["prone"];
    expect(driftedEntries(w.port, [prone], w.sides)).toEqual([]);
    // The condition's name is what follows the marker, not the whole path.
    const dazed: LedgerEntry = { ...prone, path: "@status.dazed" };
    expect(driftedEntries(w.port, [dazed], w.sides)).toEqual([dazed]);
  });

  it("an entry naming no side, no path, or a document the side lacks is left to the guard", async () => {
    const w = await world();
    w.goblin.combatant = null;
    const entries = [
      { ...health("defender", 8, 5), side: "bystander" },
      { ...health("defender", 8, 5), path: 7 },
      { side: "defender", doc: "combatant", path: "system.ap", before: 3, after: 2 },
    ] as unknown as LedgerEntry[];
    expect(driftedEntries(w.port, entries, w.sides)).toEqual([]);
  });
});

describe("checkUndoOver: who may undo over a later change", () => {
  const over = [health("attacker", 8, 3), health("defender", 8, 5)];

  it("nothing drifted: anyone, without being asked", async () => {
    const w = await world();
    expect(keyOf(() => checkUndoOver(w.port, { id: "bob", isGM: false }, [], w.sides, {}))).toBeNull();
  });

  it("an owner of only one of the changed creatures may not; the owner of every one may, having said yes; a GM may, having said yes", async () => {
    const w = await world();
    expect(keyOf(() => checkUndoOver(w.port, { id: "ann", isGM: false }, over, w.sides, { over: "yes" }))).toBe("MANIFOLD.Card.UndoDriftOwner");
    expect(keyOf(() => checkUndoOver(w.port, { id: "ann", isGM: false }, [over[0]!], w.sides, { over: "yes" }))).toBeNull();
    expect(keyOf(() => checkUndoOver(w.port, { id: "ann", isGM: false }, [over[0]!], w.sides, {}))).toBe("MANIFOLD.Card.UndoDriftAsk");
    expect(keyOf(() => checkUndoOver(w.port, { id: "gm", isGM: true }, over, w.sides, { over: "yes" }))).toBeNull();
    expect(keyOf(() => checkUndoOver(w.port, { id: "gm", isGM: true }, over, w.sides, { over: "no" }))).toBe("MANIFOLD.Card.UndoDriftAsk");
  });
});
