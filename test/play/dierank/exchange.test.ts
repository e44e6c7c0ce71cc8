/**
 * Die Rank exchanges played through the steps the glue calls: an attack opened from the sheet,
 * the target's one defence, Apply and Undo, over the shared flow (the GM's code).
 */
import { describe, expect, it } from "vitest";
import { refusal } from "../table";
import { attack, cardOf, dierankWorld, inCombat, poolsOf, systemOf } from "./world";

const CARD = "cardDierank00001";

describe("dierank: an attack against a passive die", () => {
  // Each cell: the knight's d10, the bandit's passive d6, the successes, the bandit's HP after (of 4).
  const cells: [number, number, number, number][] = [[7, 6, 1, 3], [9, 4, 2, 2], [10, 3, 3, 1], [6, 6, 0, 4]];
  for (const [attackFace, defenceFace, successes, hp] of cells) {
    it(`dierank.attack.2 / dierank.defense.1 / dierank.damage.1 / dierank.damage.2: ${attackFace} against ${defenceFace}: ${successes} success(es)`, async () => {
      const w = dierankWorld();
      const card = await attack(w.t, CARD, w.knight, "sword", w.bandit, [[attackFace]]);
      expect(card.roll).toMatchObject({ die: 10, edge: 0, kept: attackFace });
      await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[defenceFace]] });
      expect(cardOf(w.t, CARD).defence).toMatchObject({ kind: "passive", die: 6, kept: defenceFace, successes });
      if (successes === 0) {
        expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "applyDamage" }))).toBe("MANIFOLD.Query.NotYours");
        return;
      }
      await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
      expect(systemOf(w.bandit).hp.value).toBe(hp);
      await w.t.press("ann", { messageId: CARD, action: "undoDamage" });
      expect(systemOf(w.bandit).hp.value).toBe(4);
    });
  }

  it("dierank.defense.5: the target answers once; a second defence is refused", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.knight, "sword", w.bandit, [[7]]);
    await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[2]] });
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[2]] }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("only the target's owner (or a GM) answers for it", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.bandit, "club", w.knight, [[7]]);
    expect(await refusal(() => w.t.press("bob", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[2]] }))).toBe("MANIFOLD.Query.NotYours");
    await w.t.press("ann", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[2]] });
    expect(cardOf(w.t, CARD).defence?.successes).toBe(3);
  });
});

describe("dierank: active defences as interrupts", () => {
  async function bandit() {
    const w = dierankWorld();
    inCombat(w.knight);
    inCombat(w.bandit);
    w.t.turn = w.bandit.uuid;
    await attack(w.t, CARD, w.bandit, "club", w.knight, [[8]]);
    // The attack is a major action: 2 of the bandit's 3 AP.
    expect(poolsOf(w.bandit).ap).toBe(1);
    return w;
  }

  it("dierank.block.1 / dierank.block.2 / dierank.block.4: a block is DEF with advantage, and borrows 1 AP of the knight's next turn", async () => {
    const w = await bandit();
    await w.t.press("ann", { messageId: CARD, action: "defend", args: { defence: "block" }, faces: [[3, 8]] });
    expect(cardOf(w.t, CARD).defence).toMatchObject({ kind: "block", die: 8, edge: 1, kept: 8, successes: 0 });
    expect(poolsOf(w.knight)).toMatchObject({ ap: 3, owed: 1 });
  });

  it("dierank.parry.1 / dierank.parry.3: a parry is the knight's ATT die, and borrows 1 AP", async () => {
    const w = await bandit();
    await w.t.press("ann", { messageId: CARD, action: "defend", args: { defence: "parry" }, faces: [[4]] });
    expect(cardOf(w.t, CARD).defence).toMatchObject({ kind: "parry", die: 10, edge: 0, successes: 2 });
    expect(poolsOf(w.knight).owed).toBe(1);
  });

  it("dierank.dodge.1 / dierank.dodge.3 / dierank.dodge.4: a dodge is REF, disadvantaged without room, and borrows 1 AP", async () => {
    const w = await bandit();
    await w.t.press("ann", { messageId: CARD, action: "defend", args: { defence: "dodge", room: "no" }, faces: [[5, 2]] });
    expect(cardOf(w.t, CARD).defence).toMatchObject({ kind: "dodge", die: 6, edge: -1, kept: 2, successes: 4, disadvantages: ["NoRoom"] });
    expect(poolsOf(w.knight).owed).toBe(1);
  });

  it("dierank.block.1: the bandit has no shield: its block is refused, saying why", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.knight, "sword", w.bandit, [[8]]);
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "block" }, faces: [[3, 4]] }))).toBe("MANIFOLD.dierank.Defence.NoShield");
  });

  it("a whole turn borrowed already: no more interrupts", async () => {
    const w = await bandit();
    poolsOf(w.knight).owed = 3;
    expect(await refusal(() => w.t.press("ann", { messageId: CARD, action: "defend", args: { defence: "parry" }, faces: [[4]] }))).toBe("MANIFOLD.dierank.Error.NothingToBorrow");
  });

  it("dierank.attack.1: an attack off its turn, or with 1 AP left, is refused", async () => {
    const w = await bandit();
    expect(await refusal(() => attack(w.t, "cardDierank00002", w.bandit, "club", w.knight, [[8]]))).toBe("MANIFOLD.dierank.Error.NotEnoughAp");
    expect(await refusal(() => attack(w.t, "cardDierank00003", w.knight, "sword", w.bandit, [[8]]))).toBe("MANIFOLD.dierank.Error.NotYourTurn");
  });
});

describe("dierank: ranged minimum, knock-out and death", () => {
  it("dierank.unaware.1 / dierank.unaware.4 / dierank.unaware.5: an unseen long shot at the d4 archer meets the d8 minimum, with no disadvantage", async () => {
    const w = dierankWorld();
    w.archer.statuses.push("unaware");
    const card = await attack(w.t, CARD, w.scout, "bow", w.archer, [[7]], { band: "long" });
    expect(card.aware).toBe(false);
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "dodge" }, faces: [[2]] }))).toBe("MANIFOLD.dierank.Defence.Unaware");
    await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[3]] });
    expect(cardOf(w.t, CARD).defence).toMatchObject({ die: 8, edge: 0, minimum: true, successes: 2 });
  });

  it("a ranged weapon needs its band", async () => {
    const w = dierankWorld();
    expect(await refusal(() => attack(w.t, CARD, w.scout, "bow", w.archer, [[7]]))).toBe("MANIFOLD.dierank.Error.NeedsBand");
  });

  it("dierank.ko.1 / dierank.ko.3 / dierank.ko.5: HP to 0 knocks the bandit out and empties its MP; the lethal blow owes the survival roll", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.knight, "sword", w.bandit, [[9]]);
    await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[2]] });
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    expect(systemOf(w.bandit)).toMatchObject({ hp: { value: 0 }, mp: { value: 0 }, survivalOwed: true });
    expect(w.bandit.statuses).toEqual(["knockedOut"]);
    await w.t.press("ann", { messageId: CARD, action: "undoDamage" });
    expect(systemOf(w.bandit)).toMatchObject({ hp: { value: 4 }, survivalOwed: false });
    expect(w.bandit.statuses).toEqual([]);
  });

  it("dierank.death.1: a lethal hit of twice the archer's HP kills it at once", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.knight, "sword", w.archer, [[10]]);
    await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[1]] });
    await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
    expect(w.archer.statuses).toEqual(expect.arrayContaining(["dead", "knockedOut"]));
    expect(systemOf(w.archer).survivalOwed).toBe(false);
  });

  it("dierank.attack.3: a spell rolls PRE, costs its MP, and meets the defence it names", async () => {
    const w = dierankWorld();
    const card = await attack(w.t, CARD, w.scout, "bolt", w.bandit, [[9]]);
    expect(card.roll.die).toBe(10);
    expect(systemOf(w.scout).mp.value).toBe(2);
    await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[4]] });
    expect(cardOf(w.t, CARD).defence).toMatchObject({ die: 6, successes: 2 });
  });
});
