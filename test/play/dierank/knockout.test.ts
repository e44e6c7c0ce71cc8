/**
 * Die Rank's damage and knock-out rules through the card's Apply, one rule per scenario: HP never
 * below 0, a lethal knock-out's survival roll, instant death, and bare-handed strikes.
 */
import { describe, expect, it } from "vitest";
import { attack, cardOf, dierankWorld, systemOf } from "./world";
import { item } from "../../rulesets/dierank/data";

const CARD = "cardDierankKnock";
type World = ReturnType<typeof dierankWorld>;

/** The knight's blow at `target` with `attackFace` against the passive defence's faces (two when it is disadvantaged), applied. */
async function blow(w: World, itemId: string, target: World["bandit"], attackFace: number, defenceFaces: number[]) {
  await attack(w.t, CARD, w.knight, itemId, target, [[attackFace]]);
  await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [defenceFaces] });
  await w.t.press("ann", { messageId: CARD, action: "applyDamage" });
  return cardOf(w.t, CARD);
}

describe("dierank an attack's own effect", () => {
  it("dierank.damage.4: a spell's hit puts on its condition besides its damage, or instead of it; Undo takes it off", async () => {
    const w = dierankWorld();
    w.scout.items.push(item("grip", "dierankSpell", { roll: "pre", defence: "for", physical: true, cost: 1, effect: "stunned" }) as never);
    w.scout.items.push(item("sleep", "dierankSpell", { roll: "pre", defence: "pre", indirect: true, range: "medium", cost: 1, lethal: false, effect: "knockedOut", harmless: true }) as never);
    await attack(w.t, CARD, w.scout, "grip", w.bandit, [[9]]);
    await w.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[4]] });
    await w.t.press("bob", { messageId: CARD, action: "applyDamage" });
    expect([systemOf(w.bandit).hp.value, w.bandit.statuses]).toEqual([2, ["stunned"]]);
    await w.t.press("bob", { messageId: CARD, action: "undoDamage" });
    expect([systemOf(w.bandit).hp.value, w.bandit.statuses]).toEqual([4, []]);
    await attack(w.t, "cardDierankKnoc3", w.scout, "sleep", w.archer, [[9]]);
    await w.t.press("gm", { messageId: "cardDierankKnoc3", action: "defend", args: { defence: "passive" }, faces: [[4]] });
    await w.t.press("bob", { messageId: "cardDierankKnoc3", action: "applyDamage" });
    expect([systemOf(w.archer).hp.value, w.archer.statuses]).toEqual([3, ["knockedOut"]]);
  });
});

describe("dierank knock-out and death through Apply", () => {
  it("dierank.wounded.1 / dierank.wounded.3: a wounded creature fights on with no penalty, and uses its MP", async () => {
    const w = dierankWorld();
    systemOf(w.knight).hp.value = 1;
    const card = await attack(w.t, CARD, w.knight, "sword", w.bandit, [[5]]);
    expect(card.roll).toMatchObject({ edge: 0, advantages: [], disadvantages: [] });
    systemOf(w.scout).hp.value = 1;
    await attack(w.t, "cardDierankKnoc2", w.scout, "bolt", w.bandit, [[5]]);
    expect(systemOf(w.scout).mp.value).toBe(2);
  });

  it("dierank.damage.3 / dierank.ko.2: damage comes off HP, never below 0", async () => {
    const w = dierankWorld();
    await blow(w, "sword", w.archer, 8, [2]);
    expect(systemOf(w.archer).hp.value).toBe(0);
  });

  it("dierank.ko.6: a knock-out by non-lethal damage owes no survival roll", async () => {
    const w = dierankWorld();
    systemOf(w.bandit).hp.value = 1;
    systemOf(w.knight).stats.str = "d20";
    await blow(w, "unarmed", w.bandit, 9, [2]);
    expect([systemOf(w.bandit).hp.value, systemOf(w.bandit).survivalOwed, w.bandit.statuses]).toEqual([0, false, ["knockedOut"]]);
  });

  it("dierank.unarmed.1 / dierank.unarmed.2: a bare-handed strike rolls STR two ranks down, and is lethal only on a target already out", async () => {
    const w = dierankWorld();
    const card = await attack(w.t, CARD, w.knight, "unarmed", w.bandit, [[2]]);
    // The knight's STR d6, two ranks down.
    expect(card.roll.die).toBe(2);
    expect(card.attack.lethal).toBe(false);
    const out = dierankWorld();
    systemOf(out.knight).stats.str = "d20";
    out.archer.statuses.push("knockedOut");
    systemOf(out.archer).hp.value = 0;
    await blow(out, "unarmed", out.archer, 10, [1, 1]);
    expect(out.archer.statuses).toContain("dead");
  });

  it("dierank.death.2: already knocked out, a lethal hit of its full HP kills it", async () => {
    const w = dierankWorld();
    w.bandit.statuses.push("knockedOut");
    systemOf(w.bandit).hp.value = 0;
    await blow(w, "sword", w.bandit, 8, [2, 2]);
    expect(w.bandit.statuses).toContain("dead");
  });

  it("dierank.death.3 / dierank.death.4: a minion, or a creature with no HP to begin with, dies when a lethal blow knocks it out", async () => {
    const w = dierankWorld();
    systemOf(w.bandit).minion = true;
    await blow(w, "sword", w.bandit, 8, [2]);
    expect(w.bandit.statuses).toEqual(expect.arrayContaining(["dead"]));
    const none = dierankWorld();
    systemOf(none.archer).hp = { value: 0, max: 0 };
    await attack(none.t, CARD, none.knight, "sword", none.archer, [[5]]);
    await none.t.press("gm", { messageId: CARD, action: "defend", args: { defence: "passive" }, faces: [[2]] });
    await none.t.press("ann", { messageId: CARD, action: "applyDamage" });
    expect(none.archer.statuses).toContain("dead");
    expect(cardOf(none.t, CARD).defence?.successes).toBe(2);
  });
});
