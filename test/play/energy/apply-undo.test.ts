/** Energy cards played through their steps: defence chains, damage dice, apply, undo, refusals. */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { energyCard, energyWorld, meleeCard } from "./world";

const CARD = "cardGmGnoll00001";


async function hit() {
  const w = energyWorld();
  meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
  expect(w.t.dice(CARD, "gm", "rollDefense")).toEqual([{ kind: "chain", faces: 10, edge: 0 }]);
  await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[2]] });
  expect(energyCard(w.t, CARD).result?.hit).toBe(true);
  return w;
}

describe("energy card: dice, apply and undo through the steps", () => {
  it("an exploding defence chain must explode on 10 and stop below it", async () => {
    const w = energyWorld();
    meleeCard(w.t, CARD, "gm", w.kestra, w.gnoll, 15, "ann");
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10]] }))).toBe("MANIFOLD.Query.BadDice");
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[3], [4]] }))).toBe("MANIFOLD.Query.BadDice");
    await w.t.press("gm", { messageId: CARD, action: "rollDefense", faces: [[10], [10], [1]] });
    expect(energyCard(w.t, CARD).defenseRoll).toEqual({ thrown: [[10], [10], [1]], kept: [10, 10, 1], total: 21 });
  });

  it("damage is the weapon's dice: a face above the die is refused, an honest one counts", async () => {
    const w = await hit();
    expect(w.t.dice(CARD, "ann", "rollDamage")).toEqual([{ kind: "die", faces: 8, edge: 0 }]);
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[9]] }))).toBe("MANIFOLD.Query.BadDice");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [] }))).toBe("MANIFOLD.Query.BadDice");
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[6]] });
    expect(energyCard(w.t, CARD).damage?.rolled).toBe(6);
  });

  it("applying lowers Aura from the stored value; Undo puts it back and clears the ledger", async () => {
    const w = await hit();
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] });
    const total = energyCard(w.t, CARD).damage!.total;
    await w.t.press("ann", { messageId: CARD, action: "apply" });
    expect((w.gnoll.system.aura as { value: number }).value).toBe(Math.max(0, 4 - total));
    // A second Apply that did not say "again" (a double click decided after the first) is refused.
    expect(await refusal(() => w.t.send("gm", "card", { messageId: CARD, action: "apply" }))).toBe("MANIFOLD.Card.AlreadyApplied");
    await w.t.press("gm", { messageId: CARD, action: "undo" });
    expect((w.gnoll.system.aura as { value: number }).value).toBe(4);
    expect(w.t.messages.get(CARD)!.card!.ledger).toEqual({ applied: false, entries: [] });
  });

  it("a player who neither opened the attack nor owns the target may not apply it", async () => {
    const w = await hit();
    await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[3]] });
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "apply" }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "rollDefense", faces: [[2]] }))).toBe("MANIFOLD.Query.NotYours");
  });
});
