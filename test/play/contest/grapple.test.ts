/**
 * Grapple as the table plays it: the grappler needs a free hand and pays the action; on the card
 * the held creature chooses Athletics or Acrobatics, each side rolls, and a hold puts Grappled on
 * it, after which its players cannot move it; the grappler releases it.
 */
import { describe, expect, it } from "vitest";
import { Table, refusal, type PlainCard } from "../table";
import { CONTEST } from "./world";
import { creature } from "./people";
import { character, shield, weapon } from "../../rulesets/contest/fixtures";
import { hasFreeHand, moveVerdict, newGrappleCard, type GrappleCard } from "../../../src/rulesets/contest/rules/grapple";
import { actionFor, spend } from "../../../src/rulesets/contest/rules/economy";
import type { ContestItem } from "../../../src/rulesets/contest/rules/types";
import { grappleCardContext } from "../../../src/rulesets/contest/sheets/grapple-context";
import { makeRenderer } from "../../browser/render";

/** The contest book on a grapple card: the same steps and snapshot, the grapple card's stored schema. */
const CARD = "cardGrapple00001";

function world() {
  const t = new Table(CONTEST).user("gm", true).user("ann").user("bob");
  // Hero: STR 12 + Athletics 3 = 15. Goblin: AGI 10 + Acrobatics 2 = 12.
  const hero = t.actor(creature("Actor.hero", ["ann"], character({ attributes: { str: 12 }, skills: { athletics: { value: 3, attribute: "str" } } }), [weapon("Sword", { equipped: true }, "sword0000000000a")]));
  const goblin = t.actor(creature("Actor.goblin", ["bob"], character({ attributes: { agi: 10 }, skills: { acrobatics: { value: 2, attribute: "agi" } } }), []));
  t.post({ id: CARD, authorId: "gm", type: "contestGrapple", card: { ...newGrappleCard({ uuid: hero.uuid, name: "Hero", img: "" }, { uuid: goblin.uuid, name: "Goblin", img: "" }), openedBy: "ann" } as GrappleCard & PlainCard });
  return { t, hero, goblin };
}

const card = (t: Table) => t.messages.get(CARD)!.card as unknown as GrappleCard;

describe("contest.action.3: Grapple is Athletics against the foe's choice of Athletics or Acrobatics", () => {
  it("contest.action.3: the foe chooses Acrobatics, both roll, the grappler wins and the foe is Grappled", async () => {
    const { t, goblin } = world();
    await t.press("bob", { messageId: CARD, action: "chooseResist", args: { skill: "acrobatics" } });
    expect(t.dice(CARD, "ann", "rollGrapple")).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
    await t.press("ann", { messageId: CARD, action: "rollGrapple", faces: [[4]] });
    expect(card(t).grapple).toMatchObject({ target: 15, pass: true, successes: 3 });
    await t.press("bob", { messageId: CARD, action: "rollResist", faces: [[11]] });
    expect(card(t).resistRoll).toMatchObject({ target: 12, pass: true, successes: 1 });
    expect(card(t).result).toBe("holds");
    expect(goblin.statuses).toEqual(["grappled"]);
  });

  it("contest.action.3: a tie in Successes goes to the foe: no hold, no condition", async () => {
    const { t, goblin } = world();
    await t.press("bob", { messageId: CARD, action: "chooseResist", args: { skill: "acrobatics" } });
    await t.press("bob", { messageId: CARD, action: "rollResist", faces: [[12]] });
    await t.press("ann", { messageId: CARD, action: "rollGrapple", faces: [[15]] });
    expect(card(t).result).toBe("fails");
    expect(goblin.statuses).toEqual([]);
  });

  it("contest.action.3: who presses what: the foe chooses, each side rolls its own test, nothing before the choice", async () => {
    const { t } = world();
    expect(await refusal(() => t.press("ann", { messageId: CARD, action: "chooseResist", args: { skill: "acrobatics" } }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => t.press("ann", { messageId: CARD, action: "rollGrapple", faces: [[4]] }))).toBe("MANIFOLD.Query.NotYours");
    expect(await refusal(() => t.press("bob", { messageId: CARD, action: "chooseResist", args: { skill: "stealth" } }))).toBe("MANIFOLD.contest.Grapple.BadSkill");
    await t.press("bob", { messageId: CARD, action: "chooseResist", args: { skill: "athletics" } });
    expect(await refusal(() => t.press("bob", { messageId: CARD, action: "rollGrapple", faces: [[4]] }))).toBe("MANIFOLD.Query.NotYours");
    // The attack card's buttons do nothing on a grapple card.
    expect(await refusal(() => t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[4]] }))).toBe("MANIFOLD.Query.NotYours");
  });

  it("contest.action.3: grappling needs a free hand, and is an action paid on one's own turn", () => {
    const sword = weapon("Sword", { equipped: true });
    expect(hasFreeHand([sword])).toBe(true);
    expect(hasFreeHand([sword, shield("Shield", { equipped: true })])).toBe(false);
    expect(hasFreeHand([weapon("Greatsword", { equipped: true, twoHanded: true })])).toBe(false);
    expect(hasFreeHand([weapon("Greatsword", { equipped: false, twoHanded: true }), shield("Shield", { equipped: true })] as ContestItem[])).toBe(true);
    const c = { ap: 3, attacks: 0, freeUsed: false, surprised: false, actedThisRound: false, delayAfter: "", delayRound: 0, disengaged: false, braced: false, feintTarget: "", moved: 0, dashes: 0 };
    expect(spend(c, actionFor("grapple", { onOwnTurn: true }))).toEqual({ ok: true, update: { "system.ap": 2 } });
    expect(spend(c, actionFor("grapple", { onOwnTurn: false }))).toEqual({ ok: false, reason: "MANIFOLD.contest.Economy.NotYourTurn" });
  });
});

describe("contest.action.4: a Grappled creature cannot move until released", () => {
  it("contest.action.4: its players' moves are refused; the GM's go through with a warning", async () => {
    const { t, goblin } = world();
    await t.press("bob", { messageId: CARD, action: "chooseResist", args: { skill: "athletics" } });
    await t.press("ann", { messageId: CARD, action: "rollGrapple", faces: [[1]] });
    await t.press("bob", { messageId: CARD, action: "rollResist", faces: [[20]] });
    expect(moveVerdict(goblin.statuses, false)).toBe("refuse");
    expect(moveVerdict(goblin.statuses, true)).toBe("warn");
  });

  it("contest.action.4: the grappler releases the hold, and the creature moves again", async () => {
    const { t, goblin } = world();
    await t.press("bob", { messageId: CARD, action: "chooseResist", args: { skill: "athletics" } });
    await t.press("ann", { messageId: CARD, action: "rollGrapple", faces: [[1]] });
    await t.press("bob", { messageId: CARD, action: "rollResist", faces: [[20]] });
    expect(await refusal(() => t.press("bob", { messageId: CARD, action: "releaseGrapple" }))).toBe("MANIFOLD.Query.NotYours");
    await t.press("ann", { messageId: CARD, action: "releaseGrapple" });
    expect(goblin.statuses).toEqual([]);
    expect(card(t).released).toBe(true);
    expect(moveVerdict(goblin.statuses, false)).toBe("ok");
    expect(await refusal(() => t.press("gm", { messageId: CARD, action: "releaseGrapple" }))).toBe("MANIFOLD.Query.NotYours");
  });
});

describe("contest.action.3: the grapple card shows names as text", () => {
  it("contest.action.3: a name that is markup is escaped on the card", () => {
    const evil = `<img src=x onerror=alert(1)>`;
    const html = makeRenderer()("templates/contest/chat/grapple-card.hbs", grappleCardContext(newGrappleCard({ uuid: "a", name: evil, img: "" }, { uuid: "b", name: evil, img: "" }), { attacker: true, defender: true }));
    expect(html).not.toContain(evil);
    expect(html).toContain("&lt;img src");
  });
});
