/**
 * Die Rank grabs played through the card: STR two ranks down against the target's STR, a partial
 * grab on 1 success and a full hold on 2, the grab's effects on both creatures' rolls, and the
 * escape at a win, double and triple, each paying its own action.
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { attack, cardOf, dierankWorld, inCombat, poolsOf, systemOf } from "./world";

const GRAB = "cardDierankGrab1";

/** The bandit (STR d10, so a d6 to grab) grabs the knight (STR d6); the GM applies it. */
async function grabbed(attackFace: number, defenceFace: number) {
  const w = dierankWorld();
  const card = await attack(w.t, GRAB, w.bandit, "grab", w.knight, [[attackFace]]);
  expect(card.roll.die).toBe(6);
  await w.t.press("ann", { messageId: GRAB, action: "defend", args: { defence: "passive" }, faces: [[defenceFace]] });
  expect(cardOf(w.t, GRAB).defence).toMatchObject({ die: 6 });
  return w;
}

describe("dierank grabs", () => {
  it("dierank.grapple.1 / dierank.grapple.4: 1 success is a partial grab; the two are tied together", async () => {
    const w = await grabbed(4, 3);
    await w.t.press("gm", { messageId: GRAB, action: "applyGrab" });
    expect(w.knight.statuses).toEqual(["grabbed"]);
    expect(w.bandit.statuses).toEqual(["holding"]);
    expect(systemOf(w.knight).grapple.heldBy).toBe(w.bandit.uuid);
    expect(systemOf(w.bandit).grapple.holding).toBe(w.knight.uuid);
    expect(systemOf(w.knight).hp.value).toBe(6);
  });

  it("dierank.grapple.9: 2 successes are a full hold; the card deals no damage", async () => {
    const w = await grabbed(6, 3);
    expect(await refusal(() => w.t.press("gm", { messageId: GRAB, action: "applyDamage" }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: GRAB, action: "applyGrab" });
    expect(w.knight.statuses).toEqual(["held"]);
    await w.t.press("gm", { messageId: GRAB, action: "undoGrab" });
    expect([w.knight.statuses, w.bandit.statuses, systemOf(w.knight).grapple.heldBy]).toEqual([[], [], ""]);
  });

  it("dierank.grapple.2: the target may parry a grab instead; no success, no grab", async () => {
    const w = dierankWorld();
    await attack(w.t, GRAB, w.bandit, "grab", w.knight, [[5]]);
    await w.t.press("ann", { messageId: GRAB, action: "defend", args: { defence: "parry" }, faces: [[9]] });
    expect(cardOf(w.t, GRAB).defence).toMatchObject({ kind: "parry", die: 10, successes: 0 });
    expect(await refusal(() => w.t.press("gm", { messageId: GRAB, action: "applyGrab" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("dierank.grapple.7 / dierank.grapple.11 / dierank.grapple.12 / dierank.grapple.13: the grab's effects on both creatures' rolls", async () => {
    const w = await grabbed(6, 3);
    await w.t.press("gm", { messageId: GRAB, action: "applyGrab" });
    // The held knight attacks the archer: held, and not its partner.
    const atArcher = await attack(w.t, "cardDierank00002", w.knight, "sword", w.archer, [[5, 7]]);
    expect(atArcher.roll).toMatchObject({ edge: -1, disadvantages: ["Held", "Grappling"] });
    // The bandit, holding, is attacked by the scout (disadvantaged) and by the knight it holds (advantaged).
    await attack(w.t, "cardDierank00003", w.scout, "bow", w.bandit, [[5]], { band: "close" });
    await w.t.press("gm", { messageId: "cardDierank00003", action: "defend", args: { defence: "passive" }, faces: [[2, 5]] });
    expect(cardOf(w.t, "cardDierank00003").defence).toMatchObject({ edge: -1, disadvantages: ["Holding"] });
    await attack(w.t, "cardDierank00004", w.knight, "sword", w.bandit, [[2, 9]]);
    expect(cardOf(w.t, "cardDierank00004").roll.disadvantages).toEqual(["Held"]);
    await w.t.press("gm", { messageId: "cardDierank00004", action: "defend", args: { defence: "passive" }, faces: [[2, 5]] });
    expect(cardOf(w.t, "cardDierank00004").defence).toMatchObject({ edge: 1, advantages: ["Holding"], kept: 5 });
  });
});

describe("dierank escapes", () => {
  async function heldInCombat() {
    const w = await grabbed(6, 3);
    await w.t.press("gm", { messageId: GRAB, action: "applyGrab" });
    inCombat(w.knight);
    inCombat(w.bandit);
    w.t.turn = w.knight.uuid;
    return w;
  }

  // Each cell: the knight's STR d6 faces (two: it is held), the bandit's d6, what it costs, the knight's AP after.
  const cells: [[number, number], number, string, number][] = [
    [[5, 3], 3, "failed", 1],
    [[6, 5], 3, "major", 0],
    [[6, 6], 3, "minor", 2],
    [[6, 6], 2, "free", 3],
  ];
  for (const [faces, grappler, cost, ap] of cells) {
    it(`dierank.escape.1-5: ${Math.min(...faces)} (held: the lower) against ${grappler}: ${cost}, ${ap} AP left`, async () => {
      const w = await heldInCombat();
      await w.t.press("ann", { messageId: GRAB, action: "escape", faces: [faces, [grappler]] });
      expect(cardOf(w.t, GRAB).escape).toMatchObject({ escaper: { die: 6, edge: -1 }, grappler: { die: 6, kept: grappler }, cost });
      expect(poolsOf(w.knight).ap).toBe(ap);
      expect(w.knight.statuses).toEqual(cost === "failed" ? ["held"] : []);
      expect(w.bandit.statuses).toEqual(cost === "failed" ? ["holding"] : []);
    });
  }

  it("the escape is the grabbed creature's to press, once, on its turn", async () => {
    const w = await heldInCombat();
    expect(await refusal(() => w.t.press("bob", { messageId: GRAB, action: "escape", faces: [[6, 6], [2]] }))).toBe("MANIFOLD.Query.NotYours");
    w.t.turn = w.bandit.uuid;
    expect(await refusal(() => w.t.press("ann", { messageId: GRAB, action: "escape", faces: [[6, 6], [2]] }))).toBe("MANIFOLD.dierank.Error.NotYourTurn");
    w.t.turn = w.knight.uuid;
    await w.t.press("ann", { messageId: GRAB, action: "escape", faces: [[6, 6], [2]] });
    expect(await refusal(() => w.t.press("ann", { messageId: GRAB, action: "escape", faces: [[6, 6], [2]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => w.t.press("gm", { messageId: GRAB, action: "undoGrab" }))).toBe("MANIFOLD.Query.NotYours");
  });
});
