/**
 * Which cards count, cell by cell: who may continue a card, the longest chain believed, and a
 * take-over whose author or whose card is gone.
 */
import { describe, expect, it } from "vitest";
import { refuseTakeover } from "../../src/core/play/standing";
import { contestCard, contestWorld, strikeCard } from "./contest/world";
import type { PlainCard } from "./table";

const CARD = "cardCells0000001";

/** ann's own card at her sidekick; bob plays Rival, cat plays nothing here. */
async function world() {
  const w = contestWorld();
  w.t.user("cat");
  await strikeCard(w.t, CARD, "ann", w.hero, w.sidekick);
  return w;
}

/** A card posted by `author` to continue `follows`: a copy of it, with `over` written over it. */
const after = (w: Awaited<ReturnType<typeof world>>, id: string, follows: string, author: string, over: Record<string, unknown> = {}) =>
  w.t.post({ id, authorId: author, type: "contestAttack", card: { ...structuredClone(contestCard(w.t, follows)), follows, ...over } as unknown as PlainCard });

describe("who may continue a card", () => {
  it("a user who owns neither side continues nothing, even first; a GM does", async () => {
    const w = await world();
    after(w, "cardByCat0000001", CARD, "cat");
    after(w, "cardByBob0000001", CARD, "bob");
    expect(w.t.standing(CARD)).toBe("genuine");
    expect(w.t.standing("cardByCat0000001")).toBe("forged");
    after(w, "cardByGm00000001", CARD, "gm");
    expect(w.t.standing(CARD)).toBe("continued");
    expect(w.t.standing("cardByGm00000001")).toBe("genuine");
  });

  it("a chain is believed to 200 relays and no further", async () => {
    const w = await world();
    let last = CARD;
    for (let i = 1; i <= 201; i++) {
      const id = `cardChain${String(i).padStart(7, "0")}`;
      after(w, id, last, "ann");
      last = id;
    }
    expect(w.t.standing("cardChain0000200")).toBe("continued");
    expect(w.t.standing("cardChain0000199")).toBe("continued");
    // The 200th relay is the 201st card of the chain: the last believed; the next is not.
    expect(w.t.standing("cardChain0000201")).toBe("forged");
  }, 60_000);
});

describe("a take-over whose author or card is gone", () => {
  it("one posted by a user the world does not know is removed; one following a card no longer there is left", async () => {
    const w = contestWorld();
    await strikeCard(w.t, "cardGmCells00001", "gm", w.hero, w.goblin, "ann");
    w.t.messages.set("cardGhost0000001", { id: "cardGhost0000001", authorId: "ghost", type: "contestAttack", card: { ...structuredClone(contestCard(w.t, "cardGmCells00001")), follows: "cardGmCells00001" } as unknown as PlainCard });
    expect(await refuseTakeover(w.t.client("gm"), "cardGhost0000001")).toBe(true);
    w.t.messages.set("cardOrphan000001", { id: "cardOrphan000001", authorId: "ann", type: "contestAttack", card: { ...structuredClone(contestCard(w.t, "cardGmCells00001")), follows: "cardGoneAway0001" } as unknown as PlainCard });
    expect(await refuseTakeover(w.t.client("gm"), "cardOrphan000001")).toBe(false);
    expect(w.t.standing("cardOrphan000001")).toBe("forged");
  });
});

describe("a follower that does not count, cell by cell", () => {
  it("one posted by a user the world does not know continues nothing", async () => {
    const w = await world();
    after(w, "cardByGhost00001", CARD, "ghost");
    expect(w.t.standing(CARD)).toBe("genuine");
    expect(w.t.standing("cardByGhost00001")).toBe("forged");
  });

  it("one whose card is no card (its attacker or ledger null) is passed over, not a crash", async () => {
    const w = await world();
    after(w, "cardNoAttacker01", CARD, "ann", { attacker: null });
    after(w, "cardNoLedger0001", CARD, "ann", { ledger: null });
    expect(w.t.standing(CARD)).toBe("genuine");
  });

  it("only the first follower by an owner continues a card: a second one by the same owner is forged", async () => {
    const w = await world();
    after(w, "cardFirst0000001", CARD, "ann");
    after(w, "cardSecond000001", CARD, "ann");
    expect(w.t.standing(CARD)).toBe("continued");
    expect(w.t.standing("cardFirst0000001")).toBe("genuine");
    expect(w.t.standing("cardSecond000001")).toBe("forged");
  });

  it("a GM's card always counts, even posted after an owner's follower", async () => {
    const w = await world();
    after(w, "cardFirst0000001", CARD, "ann");
    after(w, "cardGmLater00001", CARD, "gm");
    expect(w.t.standing("cardGmLater00001")).toBe("genuine");
  });

  it("a card whose creature is gone counts for nobody, not even the GM's", async () => {
    const w = contestWorld();
    await strikeCard(w.t, "cardGmGone000001", "gm", w.hero, w.goblin, "ann");
    expect(w.t.standing("cardGmGone000001")).toBe("genuine");
    w.t.actors.delete(w.goblin.uuid);
    expect(w.t.standing("cardGmGone000001")).toBe("forged");
  });
});

