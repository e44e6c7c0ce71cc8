/**
 * Hero (ann) strikes Rival (bob) with no GM online. ann writes the card; every press bob or ann
 * makes on a card they did not write is relayed: the presser writes only their own documents and
 * posts the card's next state as a card that follows. The exchange finishes with nobody's help.
 */
import { describe, expect, it } from "vitest";
import { routeOpen } from "../../../src/core/play/relay";
import { refusal } from "../table";
import { contestCard, contestWorld, strikeCard } from "./world";

async function noGM() {
  const w = contestWorld();
  w.t.gmOnline = false;
  w.rival.system.health = { value: 10, max: 10 };
  // requestOpen's route: a player attacking another player's token with no GM writes the card herself.
  expect(routeOpen({ isGM: false, ownsAllTargets: false, gmOnline: false })).toBe("relay");
  // cardMessage records who opened the attack on every card it posts.
  await strikeCard(w.t, C1, "ann", w.hero, w.rival, "ann");
  return w;
}

const C1 = "cardNoGmContest1";
const health = (w: Awaited<ReturnType<typeof noGM>>) => (w.rival.system.health as { value: number }).value;

describe("a PC against a PC with no GM online", () => {
  it("plays declare, both rolls, damage, Apply and Undo through relayed cards, one write per document per click", async () => {
    const w = await noGM();
    await w.t.press("bob", { messageId: C1, action: "declareDefence", args: { defence: "dodge" } });
    expect(w.t.messages.get(w.t.newest(C1))).toMatchObject({ authorId: "bob", card: { follows: C1 } });
    await w.t.press("ann", { messageId: w.t.newest(C1), action: "rollAttack", faces: [[1]] });
    await w.t.press("bob", { messageId: w.t.newest(C1), action: "rollDefence", faces: [[20]] });
    expect(contestCard(w.t, w.t.newest(C1)).outcome).toBe("attackerCritical");
    await w.t.press("ann", { messageId: w.t.newest(C1), action: "declineManeuver" });
    await w.t.press("ann", { messageId: w.t.newest(C1), action: "rollDamage", faces: [[6]] });
    const damage = contestCard(w.t, w.t.newest(C1)).damage!.reduced.total;
    expect(damage).toBeGreaterThan(0);

    // ann may not write bob's character: she is told who must press, and nothing changes.
    const before = w.t.state();
    expect(await refusal(() => w.t.press("ann", { messageId: w.t.newest(C1), action: "applyDamage" }))).toBe("MANIFOLD.Query.NeedsTargetOwner");
    expect(w.t.state()).toBe(before);

    await w.t.press("bob", { messageId: w.t.newest(C1), action: "applyDamage" });
    expect(health(w)).toBe(10 - damage);
    expect([...w.t.pressWrites.entries()]).toEqual([["Actor.rival|actor", 1]]);
    const applied = w.t.messages.get(w.t.newest(C1))!;
    expect(applied).toMatchObject({ authorId: "bob", card: { ledger: { applied: true } } });

    // bob wrote the applied card, so his Undo is decided on his own client, on his own documents.
    await w.t.press("bob", { messageId: w.t.newest(C1), action: "undoDamage" });
    expect(health(w)).toBe(10);

  });

  it("a card that was continued takes no more presses", async () => {
    const w = await noGM();
    await w.t.press("bob", { messageId: C1, action: "declareDefence", args: { defence: "dodge" } });
    const before = w.t.state();
    expect(await refusal(() => w.t.press("ann", { messageId: C1, action: "rollAttack", faces: [[1]] }))).toBe("MANIFOLD.Query.Superseded");
    expect(await refusal(() => w.t.press("bob", { messageId: C1, action: "declareDefence", args: { defence: "block" } }))).toBe("MANIFOLD.Query.Superseded");
    expect(w.t.state()).toBe(before);
  });

  it("a user who owns neither side cannot relay a press, and a following card they post is not followed", async () => {
    const w = await noGM();
    w.t.user("cat");
    expect(await refusal(() => w.t.press("cat", { messageId: C1, action: "declareDefence", args: { defence: "none" } }))).toBe("MANIFOLD.Query.NotYours");
    w.t.post({ id: "forgedCard000001", authorId: "cat", card: { ...contestCard(w.t, C1), follows: C1 } as never });
    expect(w.t.follower(w.t.messages.get(C1)!)).toBeNull();
    await w.t.press("bob", { messageId: C1, action: "declareDefence", args: { defence: "dodge" } });
    expect(w.t.messages.get(w.t.newest(C1))!.authorId).toBe("bob");
  });

  it("once a GM is online, a GM's card is changed in place, and a player's card still relays", async () => {
    const w = await noGM();
    w.t.gmOnline = true;
    await w.t.press("bob", { messageId: C1, action: "declareDefence", args: { defence: "dodge" } });
    expect(w.t.messages.get(w.t.newest(C1))!.authorId).toBe("bob");
    await strikeCard(w.t, "cardGmWritten001", "gm", w.hero, w.rival, "ann");
    await w.t.press("bob", { messageId: "cardGmWritten001", action: "declareDefence", args: { defence: "dodge" } });
    expect(w.t.newest("cardGmWritten001")).toBe("cardGmWritten001");
    expect(contestCard(w.t, "cardGmWritten001").defence).toBe("dodge");
  });
});
