import { describe, expect, it } from "vitest";
import { checkRoundAsk, dealTurns, lastPlayedTurn, type RoundAskFacts } from "../../src/core/turns";
import { refusal } from "../play/table";

describe("dealTurns: the arranged order and who holds the turn in it", () => {
  const sorted = ["a", "b", "c", "d"];

  it("reads the holder of the turn index from the arranged order, not the sorted one", () => {
    const dealt = dealTurns(sorted, ["a", "c", "d", "b"], 1);
    expect(dealt).toEqual({ order: ["a", "c", "d", "b"], current: "c" });
    expect(dealt.current).not.toBe(sorted[1]);
  });

  it("nobody holds the turn when the index is null or past the end", () => {
    expect(dealTurns(sorted, sorted, null).current).toBeNull();
    expect(dealTurns(sorted, sorted, 4).current).toBeNull();
  });

  it("keeps every combatant exactly once: repeats and strangers dropped, the lost ones after the rest", () => {
    expect(dealTurns(sorted, ["c", "c", "x", "a"], 0).order).toEqual(["c", "a", "b", "d"]);
    expect(dealTurns(sorted, [], 0)).toEqual({ order: sorted, current: "a" });
  });
});

describe("dealTurns: a combatant the ruleset gives a second turn", () => {
  const sorted = ["pc", "ogre", "goblin", "slow"];

  it("keeps the repeated id up to the ruleset's limit, so the ogre acts again at the end of the enemies", () => {
    const dealt = dealTurns(sorted, ["pc", "ogre", "goblin", "ogre", "slow"], 3, 2);
    expect(dealt).toEqual({ order: ["pc", "ogre", "goblin", "ogre", "slow"], current: "ogre" });
  });

  it("drops a third place, and still drops repeats when the limit is one (saved turns)", () => {
    expect(dealTurns(sorted, ["ogre", "ogre", "ogre", "pc", "goblin", "slow"], 0, 2).order).toEqual(["ogre", "ogre", "pc", "goblin", "slow"]);
    expect(dealTurns(sorted, ["pc", "ogre", "goblin", "ogre", "slow"], 0).order).toEqual(["pc", "ogre", "goblin", "slow"]);
  });

  it("the turn index past the first turns reaches the second turn at the very end", () => {
    expect(dealTurns(["pc", "ogre"], ["pc", "ogre", "ogre"], 2, 2).current).toBe("ogre");
  });
});

describe("checkRoundAsk: a player's end of turn that would start the next round", () => {
  const facts = (over: Partial<RoundAskFacts> = {}) => (id: string): RoundAskFacts | null => (id === "c1" ? { started: true, round: 2, turn: 4, last: 4, ownsHolder: true, senderIsGM: false, ...over } : null);

  it("starts it only from the round's last turn, held by the asker, in the round and turn the asker saw", () => {
    expect(checkRoundAsk({ combat: "c1", round: 2, turn: 4 }, facts())).toEqual({ combat: "c1", round: 2, turn: 4 });
  });

  it("refuses someone else's turn, a turn before the last, a stale click, an unknown or unstarted combat", async () => {
    const key = (raw: unknown, f = facts()) => refusal(() => checkRoundAsk(raw, f));
    expect(await key({ combat: "c1", round: 2, turn: 4 }, facts({ ownsHolder: false }))).toBe("MANIFOLD.Query.NotYourRound");
    expect(await key({ combat: "c1", round: 2, turn: 3 }, facts({ turn: 3 }))).toBe("MANIFOLD.Query.NotYourRound");
    expect(await key({ combat: "c1", round: 1, turn: 4 })).toBe("MANIFOLD.Query.NotYourRound");
    expect(await key({ combat: "zz", round: 2, turn: 4 })).toBe("MANIFOLD.Query.NotYourRound");
    expect(await key({ combat: "c1", round: 2, turn: 4 }, facts({ started: false }))).toBe("MANIFOLD.Query.NotYourRound");
  });

  it("a second GM or an Assistant may move the round from any turn, but not from a round it did not see", async () => {
    expect(checkRoundAsk({ combat: "c1", round: 2, turn: 1 }, facts({ turn: 1, ownsHolder: false, senderIsGM: true }))).toEqual({ combat: "c1", round: 2, turn: 1 });
    expect(await refusal(() => checkRoundAsk({ combat: "c1", round: 1, turn: 1 }, facts({ turn: 1, senderIsGM: true })))).toBe("MANIFOLD.Query.NotYourRound");
  });

  it("with skip defeated on, the last turn core plays is the last undefeated one: an end of turn there starts the round", () => {
    const turns = [{ defeated: false }, { defeated: false }, { defeated: true }, { defeated: true }];
    expect(lastPlayedTurn(turns, true)).toBe(1);
    expect(lastPlayedTurn(turns, false)).toBe(3);
    expect(lastPlayedTurn([{ defeated: true }], true)).toBe(0);
    expect(checkRoundAsk({ combat: "c1", round: 2, turn: 1 }, facts({ turn: 1, last: lastPlayedTurn(turns, true) }))).toEqual({ combat: "c1", round: 2, turn: 1 });
  });

  it("refuses a request Manifold does not send", async () => {
    expect(await refusal(() => checkRoundAsk({ combat: 7, round: 2, turn: 4 }, facts()))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => checkRoundAsk(null, facts()))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => checkRoundAsk({ combat: "c1", round: 2.5, turn: 4 }, facts()))).toBe("MANIFOLD.Query.Malformed");
  });
});
