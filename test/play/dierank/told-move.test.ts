/**
 * On a scene with no Scene Regions, a Die Rank move is told from the tracker: core's `toldMove`
 * runs the drag's own verdict and ledger, so a told move is refused and counted as a dragged one.
 */
import { describe, expect, it } from "vitest";
import { toldMove, type MoveFacts, type MoveRules } from "../../../src/core/play/movement";
import { DIERANK_MOVES } from "../../../src/rulesets/dierank/play/move";
import { refusal, type PlainActor } from "../table";
import { dierankWorld, inCombat, poolsOf } from "./world";

type World = ReturnType<typeof dierankWorld>;
const tell = (w: World, user: string, a: PlainActor, regions: number) => {
  const facts: MoveFacts = { distance: regions, actions: ["walk"], method: "told", moverIsGM: !!w.t.users.get(user)?.isGM, onTurn: w.t.turn === a.uuid, playerOwned: true };
  return w.t.run(user, (port) => toldMove(port, a, DIERANK_MOVES as MoveRules<unknown>, facts));
};

function onTurn() {
  const w = dierankWorld();
  inCombat(w.knight);
  w.t.turn = w.knight.uuid;
  return w;
}

describe("dierank moves told on a scene with no regions", () => {
  it("a told walk spends a minor action and a run a major one, as dragged moves do", async () => {
    const w = onTurn();
    await tell(w, "ann", w.knight, 1);
    expect(poolsOf(w.knight).ap).toBe(2);
    await tell(w, "ann", w.knight, 1);
    expect(poolsOf(w.knight).ap).toBe(1);
    expect(await refusal(() => tell(w, "ann", w.knight, 2))).toBe("MANIFOLD.dierank.Move.TooFar");
    expect(poolsOf(w.knight).ap).toBe(1);
  });

  it("a player's told move off the creature's turn is refused; a held creature tells none", async () => {
    const w = onTurn();
    w.t.turn = w.bandit.uuid;
    expect(await refusal(() => tell(w, "ann", w.knight, 1))).toBe("MANIFOLD.Move.NotYourTurn");
    w.t.turn = w.knight.uuid;
    w.knight.statuses.push("held", "grabbed");
    expect(await refusal(() => tell(w, "ann", w.knight, 1))).toBe("MANIFOLD.dierank.Move.CannotMove");
    expect(poolsOf(w.knight).ap).toBe(3);
  });

  it("a GM's told move past what is left is warned and counts: every AP spent", async () => {
    const w = onTurn();
    poolsOf(w.knight).ap = 1;
    const { warning } = await tell(w, "gm", w.knight, 2);
    expect(warning?.key).toBe("MANIFOLD.dierank.Move.TooFar");
    expect(poolsOf(w.knight).ap).toBe(0);
  });
});
