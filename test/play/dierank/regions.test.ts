/**
 * Die Rank moves between regions through the shared movement ledger, as the movement hooks run
 * it: a walk into the next region spends a minor action, a run of two a major one, a crawl while
 * prone all the turn's AP; the held and the helpless do not move of their own; a GM's move past
 * what is left spends it all. With no regions on the scene the glue counts 0 regions: nothing is spent.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { attack, dierankWorld, inCombat, poolsOf } from "./world";

function onTurn() {
  const w = dierankWorld();
  inCombat(w.knight);
  w.t.turn = w.knight.uuid;
  return w;
}

describe("dierank regions", () => {
  it("a walk into the next region is a minor action: 1 AP", async () => {
    const w = onTurn();
    await w.t.move("ann", w.knight, 1);
    expect(poolsOf(w.knight).ap).toBe(2);
  });

  it("a run of two regions is a major action: 2 AP; then only one more region", async () => {
    const w = onTurn();
    await w.t.move("ann", w.knight, 2);
    expect(poolsOf(w.knight).ap).toBe(1);
    expect(await refusal(() => w.t.move("ann", w.knight, 2))).toBe("MANIFOLD.dierank.Move.TooFar");
    await w.t.move("ann", w.knight, 1);
    expect(poolsOf(w.knight).ap).toBe(0);
  });

  it("dierank.prone.1: prone, one region is a crawl that takes all the AP; two are refused", async () => {
    const w = onTurn();
    w.knight.statuses.push("prone");
    expect(await refusal(() => w.t.move("ann", w.knight, 2))).toBe("MANIFOLD.dierank.Move.TooFar");
    await w.t.move("ann", w.knight, 1);
    expect(poolsOf(w.knight).ap).toBe(0);
  });

  it("dierank.helpless.1 / dierank.grapple.5 / dierank.grapple.6: the helpless, the grabbed, the held and their grappler do not move of their own", async () => {
    for (const status of ["helpless", "held", "grabbed", "holding"]) {
      const w = onTurn();
      w.knight.statuses.push(status);
      expect(await refusal(() => w.t.move("ann", w.knight, 1)), status).toBe("MANIFOLD.dierank.Move.CannotMove");
    }
  });

  it("off its turn a player's move is refused; a GM's past what is left spends all of it", async () => {
    const w = onTurn();
    w.t.turn = w.bandit.uuid;
    expect(await refusal(() => w.t.move("ann", w.knight, 1))).toBe("MANIFOLD.Move.NotYourTurn");
    w.t.turn = w.knight.uuid;
    poolsOf(w.knight).ap = 1;
    await w.t.move("gm", w.knight, 2);
    expect(poolsOf(w.knight).ap).toBe(0);
    expect(w.t.log.notices.map((n) => n.key)).toContain("MANIFOLD.dierank.Move.Past");
  });

  it("a scene with no regions counts no region crossed: the move spends nothing", async () => {
    const w = onTurn();
    await w.t.move("ann", w.knight, 0);
    expect(poolsOf(w.knight).ap).toBe(3);
  });

  it("dierank.oppo.3: leaving the region is told to the table, and the bandit there takes its opportunity attack off its turn", async () => {
    const w = onTurn();
    inCombat(w.bandit);
    await w.t.move("ann", w.knight, 1);
    expect(w.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.dierank.Provokes.LeaveRegion"]);
    await attack(w.t, "cardDierank00001", w.bandit, "club", w.knight, [[7]], { opportunity: true });
    expect([poolsOf(w.bandit).owed, poolsOf(w.knight).ap]).toEqual([1, 2]);
  });

  it("dierank.oppo.4 / dierank.oppo.5: a run into a region provokes there, and the region it crossed is named for the table", async () => {
    const w = onTurn();
    await w.t.move("ann", w.knight, 2);
    expect(w.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.dierank.Provokes.RunIn", "MANIFOLD.dierank.Provokes.PassThrough"]);
  });

  it("dierank.oppo.1 / dierank.prone.1: a crawl leaves the region with an exclusive action: both provoke", async () => {
    const w = onTurn();
    w.knight.statuses.push("prone");
    await w.t.move("ann", w.knight, 1);
    expect(w.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.dierank.Provokes.LeaveRegion", "MANIFOLD.dierank.Provokes.Exclusive"]);
  });

  it("a GM placing a token off its turn (a push, a fall) spends nothing and provokes nobody; a move of 0 regions neither", async () => {
    const w = onTurn();
    inCombat(w.bandit);
    await w.t.move("gm", w.bandit, 1);
    await w.t.move("ann", w.knight, 0);
    expect([poolsOf(w.bandit).ap, poolsOf(w.knight).ap, w.t.log.notices]).toEqual([3, 3, []]);
  });

  it("undoing a walk gives its AP back, a run its two, and provokes nobody", async () => {
    const w = onTurn();
    await w.t.move("ann", w.knight, 2);
    expect(poolsOf(w.knight).ap).toBe(1);
    await w.t.move("ann", w.knight, 2, { method: "undo" });
    expect(poolsOf(w.knight).ap).toBe(3);
    expect(w.t.log.notices).toEqual([]);
    await w.t.move("ann", w.knight, 1);
    expect(poolsOf(w.knight).ap).toBe(2);
    await w.t.move("ann", w.knight, 1, { method: "undo" });
    expect(poolsOf(w.knight).ap).toBe(3);
  });

  it("dierank.mount.5: the AP only movement may spend go first on a move", async () => {
    const w = onTurn();
    Object.assign(poolsOf(w.knight), { ap: 4, moveOnly: 1 });
    await w.t.move("ann", w.knight, 1);
    expect(poolsOf(w.knight)).toMatchObject({ ap: 3, moveOnly: 0 });
  });
});
