/**
 * Which cards count, played on the table: the card that continues another is the first one posted
 * by an owner of one of the same two sides; anything else posted "after" a card changes nothing,
 * and a take-over of a GM's card while a GM is online is removed by the active GM's client only.
 */
import { describe, expect, it } from "vitest";
import { refuseTakeover } from "../../src/core/play/standing";
import { contestCard, contestWorld, strikeCard } from "./contest/world";
import type { PlainCard } from "./table";

const CARD = "cardStanding0001";

/** ann's own card at her sidekick, and bob's Rival in the world. */
async function world() {
  const w = contestWorld();
  await strikeCard(w.t, CARD, "ann", w.hero, w.sidekick);
  return w;
}

/** A card that names `follows`, posted by `author`, with the sides given (the card's own by default). */
function follower(w: Awaited<ReturnType<typeof world>>, id: string, author: string, over: Partial<PlainCard> = {}, type = "contestAttack") {
  const card = { ...structuredClone(contestCard(w.t, CARD)), follows: CARD, ...over } as unknown as PlainCard;
  w.t.post({ id, authorId: author, type, card });
}

describe("the card that continues another", () => {
  it("the first one posted by an owner of a side, naming the same sides, continues it; a second one counts for nothing", async () => {
    const w = await world();
    follower(w, "cardFollower0001", "ann");
    follower(w, "cardFollower0002", "ann");
    expect(w.t.standing(CARD)).toBe("continued");
    expect(w.t.standing("cardFollower0001")).toBe("genuine");
    expect(w.t.standing("cardFollower0002")).toBe("forged");
  });

  it("one naming other sides, or of another kind of card, continues nothing", async () => {
    const w = await world();
    follower(w, "cardFollower0003", "ann", { defender: { uuid: w.rival.uuid } } as never);
    follower(w, "cardFollower0004", "ann", { attacker: { uuid: w.rival.uuid } } as never);
    follower(w, "cardFollower0005", "ann", {}, "contestGrapple");
    expect(w.t.standing(CARD)).toBe("genuine");
    expect(w.t.standing("cardFollower0003")).toBe("forged");
    expect(w.t.standing("cardFollower0005")).toBe("forged");
  });

  it("a chain of relayed cards counts to its end; one posted after a card that does not count does not count either", async () => {
    const w = await world();
    follower(w, "cardFollower0006", "ann");
    const next = { ...structuredClone(contestCard(w.t, "cardFollower0006")), follows: "cardFollower0006" } as unknown as PlainCard;
    w.t.post({ id: "cardFollower0007", authorId: "ann", type: "contestAttack", card: next });
    expect(w.t.standing("cardFollower0006")).toBe("continued");
    expect(w.t.standing("cardFollower0007")).toBe("genuine");
    w.t.user("cat");
    w.t.post({ id: "cardLoose0000001", authorId: "cat", type: "contestAttack", card: { ...structuredClone(contestCard(w.t, CARD)) } as unknown as PlainCard });
    w.t.post({ id: "cardLoose0000002", authorId: "ann", type: "contestAttack", card: { ...structuredClone(contestCard(w.t, CARD)), follows: "cardLoose0000001" } as unknown as PlainCard });
    expect(w.t.standing("cardLoose0000002")).toBe("forged");
  });

  it("a card whose ledger is not a ledger, or whose author is unknown, does not count", async () => {
    const w = await world();
    w.t.post({ id: "cardNoLedger0001", authorId: "gm", type: "contestAttack", card: { ...structuredClone(contestCard(w.t, CARD)), ledger: { applied: false } } as unknown as PlainCard });
    w.t.post({ id: "cardNobody000001", authorId: "ghost", type: "contestAttack", card: structuredClone(contestCard(w.t, CARD)) as unknown as PlainCard });
    expect(w.t.standing("cardNoLedger0001")).toBe("forged");
    expect(w.t.standing("cardNobody000001")).toBe("forged");
  });
});

describe("a take-over of a GM's card", () => {
  it("only the active GM's client removes it, only when it continues a GM's card, and not when a GM posted it", async () => {
    const w = contestWorld();
    await strikeCard(w.t, "cardGmCard000001", "gm", w.hero, w.goblin, "ann");
    const over = (id: string, author: string) => w.t.messages.set(id, { id, authorId: author, type: "contestAttack", card: { ...structuredClone(contestCard(w.t, "cardGmCard000001")), follows: "cardGmCard000001" } as unknown as PlainCard });
    over("cardTakeover0001", "ann");
    // A player's client, or a GM's that is not the active one, leaves it.
    expect(await refuseTakeover(w.t.client("ann"), "cardTakeover0001")).toBe(false);
    w.t.user("gm2", true);
    expect(await refuseTakeover(w.t.client("gm2"), "cardTakeover0001")).toBe(false);
    expect(await refuseTakeover(w.t.client("gm"), "cardTakeover0001")).toBe(true);
    expect(w.t.messages.has("cardTakeover0001")).toBe(false);
    over("cardGmFollows001", "gm");
    expect(await refuseTakeover(w.t.client("gm"), "cardGmFollows001")).toBe(false);
    // A card that follows a player's card, or follows nothing, is no take-over.
    await strikeCard(w.t, "cardAnnCard00001", "ann", w.hero, w.sidekick);
    w.t.messages.set("cardAnnFollow001", { id: "cardAnnFollow001", authorId: "ann", type: "contestAttack", card: { ...structuredClone(contestCard(w.t, "cardAnnCard00001")), follows: "cardAnnCard00001" } as unknown as PlainCard });
    expect(await refuseTakeover(w.t.client("gm"), "cardAnnFollow001")).toBe(false);
    expect(await refuseTakeover(w.t.client("gm"), "cardAnnCard00001")).toBe(false);
    expect(await refuseTakeover(w.t.client("gm"), "cardNoSuchCard01")).toBe(false);
    expect([...w.t.messages.keys()]).toEqual(expect.arrayContaining(["cardGmFollows001", "cardAnnFollow001", "cardAnnCard00001"]));
  });
});
