/**
 * Die Rank's defence rules played through the card's defend step, one rule per scenario: which
 * defence answers which attack, with which die and edge, as the target's owner presses it.
 */
import { describe, expect, it } from "vitest";
import { item } from "../../rulesets/dierank/data";
import { refusal } from "../table";
import { attack, cardOf, dierankWorld } from "./world";

const CARD = "cardDierankDefen";
const defend = (w: ReturnType<typeof dierankWorld>, by: string, args: Record<string, string>, faces: number[][]) => w.t.press(by, { messageId: CARD, action: "defend", args, faces });
const refused = (w: ReturnType<typeof dierankWorld>, by: string, defence: string) => refusal(() => defend(w, by, { defence }, [[2]]));

describe("dierank defences through the card", () => {
  it("dierank.attack.4 / dierank.defense.4: a spell's named die attacks, and its named defence answers", async () => {
    const w = dierankWorld();
    w.scout.items.push(item("stoneFist", "dierankSpell", { roll: "d8", defence: "for", physical: true, cost: 1 }) as never);
    const card = await attack(w.t, CARD, w.scout, "stoneFist", w.bandit, [[7]]);
    expect(card.roll.die).toBe(8);
    await defend(w, "gm", { defence: "passive" }, [[3]]);
    expect(cardOf(w.t, CARD).defence).toMatchObject({ die: 6, successes: 2 });
  });

  it("dierank.defense.2 / dierank.unaware.1: a knocked-out target still rolls its passive defence, disadvantaged, and nothing else", async () => {
    const w = dierankWorld();
    w.bandit.statuses.push("knockedOut");
    await attack(w.t, CARD, w.knight, "sword", w.bandit, [[7]]);
    expect(await refused(w, "gm", "parry")).toBe("MANIFOLD.dierank.Defence.Unaware");
    await defend(w, "gm", { defence: "passive" }, [[5, 2]]);
    expect(cardOf(w.t, CARD).defence).toMatchObject({ kind: "passive", edge: -1, kept: 2 });
  });

  it("dierank.defense.3: against a weapon the passive defence is DEF", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.bandit, "club", w.knight, [[7]]);
    await defend(w, "ann", { defence: "passive" }, [[7]]);
    expect(cardOf(w.t, CARD).defence).toMatchObject({ die: 8, successes: 0 });
  });

  it("dierank.unaware.2: a blow at a target the GM marked Unaware leaves it its passive roll alone, with disadvantage", async () => {
    const w = dierankWorld();
    w.bandit.statuses.push("unaware");
    await attack(w.t, CARD, w.knight, "sword", w.bandit, [[7]]);
    expect(await refused(w, "gm", "parry")).toBe("MANIFOLD.dierank.Defence.Unaware");
    await defend(w, "gm", { defence: "passive" }, [[5, 2]]);
    expect(cardOf(w.t, CARD).defence).toMatchObject({ edge: -1, kept: 2, disadvantages: ["Unaware"] });
  });

  it("dierank.unaware.3: an indirect attack on an unaware target leaves its passive roll whole", async () => {
    const w = dierankWorld();
    w.scout.items.push(item("spike", "dierankSpell", { roll: "pre", defence: "pre", indirect: true, range: "close", cost: 1 }) as never);
    w.bandit.statuses.push("unaware");
    await attack(w.t, CARD, w.scout, "spike", w.bandit, [[7]]);
    await defend(w, "gm", { defence: "passive" }, [[3]]);
    expect(cardOf(w.t, CARD).defence).toMatchObject({ edge: 0 });
  });

  it("dierank.block.3 / dierank.parry.2 / dierank.dodge.2: a block and a dodge answer a shot; a parry does not", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.archer, "shortbow", w.knight, [[7]], { band: "medium" });
    expect(await refused(w, "ann", "parry")).toBe("MANIFOLD.dierank.Defence.MeleeOnly");
    await defend(w, "ann", { defence: "block" }, [[3, 8]]);
    expect(cardOf(w.t, CARD).defence).toMatchObject({ kind: "block", edge: 1 });
    const spell = dierankWorld();
    spell.scout.items.push(item("mind", "dierankSpell", { roll: "pre", defence: "pre", physical: false, range: "close", cost: 1 }) as never);
    await attack(spell.t, CARD, spell.scout, "mind", spell.knight, [[7]]);
    expect(await refused(spell, "ann", "dodge")).toBe("MANIFOLD.dierank.Defence.NotDodgeable");
    expect(await refused(spell, "ann", "block")).toBe("MANIFOLD.dierank.Defence.NotBlockable");
  });

  it("dierank.parry.4 / dierank.parry.5 / dierank.parry.6: a parry bare-handed against a weapon, with a weapon not made to parry, or against a giant is disadvantaged", async () => {
    const w = dierankWorld();
    await attack(w.t, CARD, w.knight, "sword", w.bandit, [[7]]);
    await defend(w, "gm", { defence: "parry", giant: "yes" }, [[6, 2]]);
    expect(cardOf(w.t, CARD).defence).toMatchObject({ edge: -1, disadvantages: ["PoorParry", "Giant"] });
    const bare = dierankWorld();
    bare.bandit.items = [];
    await attack(bare.t, CARD, bare.knight, "sword", bare.bandit, [[7]]);
    await defend(bare, "gm", { defence: "parry" }, [[6, 2]]);
    expect(cardOf(bare.t, CARD).defence).toMatchObject({ edge: -1, disadvantages: ["UnarmedParry"] });
  });

  it("dierank.prone.2 / dierank.prone.3: a prone attacker is disadvantaged, and so is a prone defender against melee", async () => {
    const w = dierankWorld();
    w.knight.statuses.push("prone");
    const card = await attack(w.t, CARD, w.knight, "sword", w.bandit, [[7, 3]]);
    expect(card.roll).toMatchObject({ edge: -1, kept: 3, disadvantages: ["Prone"] });
    const d = dierankWorld();
    d.bandit.statuses.push("prone");
    await attack(d.t, CARD, d.knight, "sword", d.bandit, [[7]]);
    await defend(d, "gm", { defence: "passive" }, [[5, 1]]);
    expect(cardOf(d.t, CARD).defence).toMatchObject({ edge: -1, disadvantages: ["Prone"] });
  });

  it("dierank.helpless.2 / dierank.helpless.3 / dierank.helpless.4: a helpless target's DEF is a d2 with disadvantage in melee and point-blank; farther, the range's minimum", async () => {
    for (const [how, choices, die, edge] of [["sword", {}, 2, -1], ["bow", { band: "close" }, 2, -1], ["bow", { band: "long" }, 8, 0]] as const) {
      const w = dierankWorld();
      w.bandit.statuses.push("helpless");
      await attack(w.t, CARD, how === "sword" ? w.knight : w.scout, how, w.bandit, [[7]], choices);
      await defend(w, "gm", { defence: "passive" }, edge === -1 ? [[2, 1]] : [[3]]);
      expect(cardOf(w.t, CARD).defence, how).toMatchObject({ die, edge });
    }
  });

  it("dierank.surprise.3 / dierank.badly.2: a surprised or badly wounded target defends with disadvantage", async () => {
    for (const status of ["surprised", "badlyWounded"]) {
      const w = dierankWorld();
      w.bandit.statuses.push(status);
      await attack(w.t, CARD, w.knight, "sword", w.bandit, [[7]]);
      await defend(w, "gm", { defence: "passive" }, [[5, 1]]);
      expect(cardOf(w.t, CARD).defence, status).toMatchObject({ edge: -1 });
    }
  });

  it("dierank.grapple.10 / dierank.grapple.11: a fully held creature is disadvantaged on its attacks and its defences", async () => {
    const w = dierankWorld();
    w.knight.statuses.push("held");
    const card = await attack(w.t, CARD, w.knight, "sword", w.bandit, [[7, 3]]);
    expect(card.roll.disadvantages).toEqual(["Held"]);
    const d = dierankWorld();
    d.knight.statuses.push("held");
    await attack(d.t, CARD, d.bandit, "club", d.knight, [[7]]);
    await defend(d, "ann", { defence: "passive" }, [[5, 1]]);
    expect(cardOf(d.t, CARD).defence?.disadvantages).toEqual(["Held"]);
  });
});
