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

  it("dierank.grapple.7 / dierank.grapple.10 / dierank.grapple.12 / dierank.grapple.13: the grab's effects on both creatures' rolls", async () => {
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

  // Each cell: the ids it plays, the knight's STR d6 faces (two: it is held), the bandit's d6, what it costs, the knight's AP after.
  const cells: [string, [number, number], number, string, number][] = [
    ["dierank.escape.1 / dierank.escape.2", [5, 3], 3, "failed", 1],
    ["dierank.escape.2 / dierank.escape.3", [6, 5], 3, "major", 0],
    ["dierank.escape.2 / dierank.escape.4", [6, 6], 3, "minor", 2],
    ["dierank.escape.2 / dierank.escape.5", [6, 6], 2, "free", 3],
  ];
  for (const [ids, faces, grappler, cost, ap] of cells) {
    it(`${ids}: ${Math.min(...faces)} (held: the lower) against ${grappler}: ${cost}, ${ap} AP left`, async () => {
      const w = await heldInCombat();
      await w.t.press("ann", { messageId: GRAB, action: "escape", faces: [faces, [grappler]] });
      expect(cardOf(w.t, GRAB).escape).toMatchObject({ escaper: { die: 6, edge: -1 }, grappler: { die: 6, kept: grappler }, cost });
      expect(poolsOf(w.knight).ap).toBe(ap);
      expect(w.knight.statuses).toEqual(cost === "failed" ? ["held"] : []);
      expect(w.bandit.statuses).toEqual(cost === "failed" ? ["holding"] : []);
    });
  }

  it("dierank.badly.2: a badly wounded grappler resists an escape with disadvantage; a badly wounded escaper only partly grabbed too", async () => {
    const w = await grabbed(4, 3);
    await w.t.press("gm", { messageId: GRAB, action: "applyGrab" });
    w.bandit.statuses.push("badlyWounded");
    w.knight.statuses.push("badlyWounded");
    expect(w.t.dice(GRAB, "ann", "escape")).toEqual([{ kind: "die", faces: 6, edge: -1 }, { kind: "die", faces: 6, edge: -1 }]);
    await w.t.press("ann", { messageId: GRAB, action: "escape", faces: [[6, 5], [4, 2]] });
    expect(cardOf(w.t, GRAB).escape).toMatchObject({ escaper: { kept: 5, disadvantages: ["BadlyWounded"] }, grappler: { kept: 2, disadvantages: ["BadlyWounded"] }, cost: "minor" });
  });

  it("the grabbed creature's player cannot undo the grab to slip out, nor apply it; the grappler's side and the GM can", async () => {
    const w = await grabbed(6, 3);
    expect(await refusal(() => w.t.press("ann", { messageId: GRAB, action: "applyGrab" }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("gm", { messageId: GRAB, action: "applyGrab" });
    expect(await refusal(() => w.t.press("ann", { messageId: GRAB, action: "undoGrab" }))).toBe("MANIFOLD.Query.NotYours");
    expect(w.knight.statuses).toEqual(["held"]);
  });

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

describe("dierank what a holder does with the grab", () => {
  async function holding(successes: 1 | 2) {
    const w = await grabbed(successes === 2 ? 6 : 4, 3);
    await w.t.press("gm", { messageId: GRAB, action: "applyGrab" });
    inCombat(w.bandit);
    inCombat(w.knight);
    w.t.turn = w.bandit.uuid;
    return w;
  }

  it("dierank.grapple.14 / dierank.grapple.16: a holder forces the target to the ground with a minor action, from a partial grab too", async () => {
    for (const successes of [1, 2] as const) {
      const w = await holding(successes);
      await w.t.press("gm", { messageId: GRAB, action: "forceDown" });
      expect(w.knight.statuses).toContain("prone");
      expect(poolsOf(w.bandit).ap).toBe(2);
    }
  });

  it("dierank.grapple.17: dragging a held target one region is an exclusive action; a partial grab does not allow it", async () => {
    const w = await holding(2);
    await w.t.press("gm", { messageId: GRAB, action: "drag" });
    expect(poolsOf(w.bandit).ap).toBe(0);
    const partial = await holding(1);
    expect(await refusal(() => partial.t.press("gm", { messageId: GRAB, action: "drag" }))).toBe("MANIFOLD.dierank.Error.NotHolding");
  });

  it("dierank.grapple.8: the grab is kept for the turn with a minor action; letting go is free and ends it", async () => {
    const w = await holding(1);
    await w.t.press("gm", { messageId: GRAB, action: "sustain" });
    expect(poolsOf(w.bandit).ap).toBe(2);
    await w.t.press("gm", { messageId: GRAB, action: "release" });
    expect([w.knight.statuses, w.bandit.statuses, systemOf(w.bandit).grapple.holding, poolsOf(w.bandit).ap]).toEqual([[], [], "", 2]);
    expect(await refusal(() => w.t.press("gm", { messageId: GRAB, action: "sustain" }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("only the holder's side presses them, on the holder's turn", async () => {
    const w = await holding(2);
    expect(await refusal(() => w.t.press("ann", { messageId: GRAB, action: "forceDown" }))).toBe("MANIFOLD.Query.NotYours");
    w.t.turn = w.knight.uuid;
    expect(await refusal(() => w.t.press("gm", { messageId: GRAB, action: "forceDown" }))).toBe("MANIFOLD.dierank.Error.NotYourTurn");
  });

  it("dierank.grapple.15: a crush is a bare-handed strike on the held target, a major action, that only its passive defence answers", async () => {
    const w = await holding(2);
    const crush = await attack(w.t, "cardDierankCrush", w.bandit, "unarmed", w.knight, [[5]], { hold: "crush" });
    expect(crush.attack).toMatchObject({ unarmed: true, passiveOnly: true, lethal: false });
    expect(poolsOf(w.bandit).ap).toBe(1);
    expect(await refusal(() => w.t.press("ann", { messageId: "cardDierankCrush", action: "defend", args: { defence: "parry" }, faces: [[2]] }))).toBe("MANIFOLD.dierank.Defence.PassiveOnly");
    await w.t.press("ann", { messageId: "cardDierankCrush", action: "defend", args: { defence: "passive" }, faces: [[2, 4]] });
    expect(cardOf(w.t, "cardDierankCrush").defence).toMatchObject({ kind: "passive", disadvantages: ["Held"] });
  });

  it("dierank.grapple.18 / dierank.grapple.19: a throw to the ground is a strike with advantage; onto rocks it is lethal", async () => {
    const w = await holding(2);
    const thrown = await attack(w.t, "cardDierankThrow", w.bandit, "unarmed", w.knight, [[2, 6]], { hold: "throw", hardGround: true });
    expect(thrown.roll).toMatchObject({ edge: 1, kept: 6, advantages: ["ThrowDown"] });
    expect(thrown.attack).toMatchObject({ passiveOnly: true, lethal: true });
  });

  it("dierank.grapple.19: only the GM says the ground is hard enough to kill", async () => {
    const w = dierankWorld();
    expect(await refusal(() => attack(w.t, "cardDierankThrow", w.knight, "unarmed", w.bandit, [[2]], { hold: "throw", hardGround: true }))).toBe("MANIFOLD.dierank.Error.GmCall");
  });

  it("a crush or throw needs bare hands and a target the attacker fully holds", async () => {
    const w = await holding(1);
    expect(await refusal(() => attack(w.t, "cardDierankCrush", w.bandit, "unarmed", w.knight, [[5]], { hold: "crush" }))).toBe("MANIFOLD.dierank.Error.NotHolding");
    const held = await holding(2);
    expect(await refusal(() => attack(held.t, "cardDierankCrush", held.bandit, "club", held.knight, [[5]], { hold: "crush" }))).toBe("MANIFOLD.dierank.Error.NotHolding");
    expect(await refusal(() => attack(held.t, "cardDierankCrush", held.bandit, "unarmed", held.scout, [[5]], { hold: "crush" }))).toBe("MANIFOLD.dierank.Error.NotHolding");
  });
});
