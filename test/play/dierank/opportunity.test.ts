/**
 * Die Rank opportunity attacks (dierank.oppo.8-9): a basic melee attack taken off the attacker's
 * turn as a minor interrupt, which borrows 1 AP of its next turn; never a shot, a spell or a grab.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { attack, dierankWorld, inCombat, poolsOf } from "./world";

function knightsTurn() {
  const w = dierankWorld();
  for (const a of [w.knight, w.bandit, w.scout]) inCombat(a);
  w.t.turn = w.knight.uuid;
  return w;
}

describe("dierank opportunity attacks", () => {
  it("dierank.oppo.8: the bandit strikes off its turn; 1 AP of its next turn is borrowed, this turn's untouched", async () => {
    const w = knightsTurn();
    await attack(w.t, "cardDierank00001", w.bandit, "club", w.knight, [[7]], { opportunity: true });
    expect(poolsOf(w.bandit)).toMatchObject({ ap: 3, owed: 1 });
  });

  it("dierank.oppo.8: an opportunity attack on one's own turn is refused: it would cost 1 borrowed AP, not a major action", async () => {
    const w = knightsTurn();
    expect(await refusal(() => attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[7]], { opportunity: true }))).toBe("MANIFOLD.dierank.Error.OwnTurnOpportunity");
    expect(poolsOf(w.knight)).toMatchObject({ ap: 3, owed: 0 });
  });

  it("dierank.oppo.8: without the opportunity, the same attack off its turn is refused", async () => {
    const w = knightsTurn();
    expect(await refusal(() => attack(w.t, "cardDierank00001", w.bandit, "club", w.knight, [[7]]))).toBe("MANIFOLD.dierank.Error.NotYourTurn");
  });

  it("dierank.oppo.9: a shot, a spell or a grab is no opportunity attack; bare hands are", async () => {
    const w = knightsTurn();
    expect(await refusal(() => attack(w.t, "cardDierank00001", w.scout, "bow", w.knight, [[7]], { opportunity: true, band: "close" }))).toBe("MANIFOLD.dierank.Error.NotBasicMelee");
    expect(await refusal(() => attack(w.t, "cardDierank00002", w.scout, "bolt", w.knight, [[7]], { opportunity: true }))).toBe("MANIFOLD.dierank.Error.NotBasicMelee");
    expect(await refusal(() => attack(w.t, "cardDierank00003", w.bandit, "grab", w.knight, [[4]], { opportunity: true }))).toBe("MANIFOLD.dierank.Error.NotBasicMelee");
    await attack(w.t, "cardDierank00004", w.bandit, "unarmed", w.knight, [[4]], { opportunity: true });
    expect(poolsOf(w.bandit).owed).toBe(1);
  });
});
