/**
 * The card's roll buttons read the modifier keys as the sheets' do: Alt asks for a boon, Ctrl (or
 * Cmd) for a bane. The click becomes the press's arguments (pressArgs, as the chat glue builds
 * them), the dice follow from the step's needs, and the deciding side reads the word again,
 * refusing any word outside its fixed set.
 */
import { describe, expect, it } from "vitest";
import { pressArgs, type ClickModifiers } from "../../../src/core/roll-options";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import { newGrappleCard, type GrappleCard } from "../../../src/rulesets/contest/rules/grapple";
import { refusal, type PlainCard } from "../table";
import { contestCard, openInput } from "./world";
import { exchange, fightWorld, open, type FightWorld } from "./fight-world";

const CARD = "cardKeysContest1";

/** A roll button of the card, as the template draws it (`data-edge-keys`), clicked with `keys`. */
const click = (action: string, keys: ClickModifiers) => pressArgs({ action, edgeKeys: "", rollKeys: "", tooltip: "x" }, keys);

/** Hero strikes the Goblin, which declares Dodge; Hero's attack is rolled. */
async function dodging(w: FightWorld) {
  await open(w, CARD);
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[10]] });
}

describe("contest card rolls honour the modifier keys", () => {
  it("a click sends only one word of a fixed set, and only from a roll button that takes the keys", () => {
    expect(click("rollDefence", { altKey: true })).toEqual({ edge: "advantage" });
    expect(click("rollDefence", { ctrlKey: true })).toEqual({ edge: "disadvantage" });
    expect(click("rollDefence", { metaKey: true })).toEqual({ edge: "disadvantage" });
    // Shift has no dialog to skip on a card; both keys cancel; a plain click sends what it always sent.
    expect(click("rollDefence", { shiftKey: true })).toEqual({});
    expect(click("rollDefence", { altKey: true, ctrlKey: true })).toEqual({});
    // Apply takes no keys: its data attributes go as they are, Alt or not.
    expect(pressArgs({ action: "applyDamage", scale: "half", tooltip: "x" }, { altKey: true })).toEqual({ scale: "half" });
  });

  it("contest.maneuver.2: Alt on Roll defence throws two d20 and keeps the lower, as a boon does", async () => {
    const w = fightWorld();
    await dodging(w);
    const args = click("rollDefence", { altKey: true });
    expect(w.t.dice(CARD, "gm", "rollDefence", args)).toEqual([{ kind: "die", faces: 20, edge: 1, better: "low" }]);
    await w.t.press("gm", { messageId: CARD, action: "rollDefence", args, faces: [[18, 4]] });
    expect(contestCard(w.t, CARD).defenceRoll).toMatchObject({ faces: [18, 4], kept: 4, edge: 1 });
  });

  it("Ctrl on the attacker's roll is a bane, one more source beside the dialog's boon: they cancel", async () => {
    const w = fightWorld();
    const input = openInput(w.hero, [w.goblin], { choices: { modifier: 0, edge: 1, cover: "none" } });
    const [card] = openStrikeStep(input).cards;
    w.t.post({ id: CARD, authorId: "gm", card: { ...card!, openedBy: "ann" } });
    await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "dodge" } });
    expect(w.t.dice(CARD, "ann", "rollAttack")).toEqual([{ kind: "die", faces: 20, edge: 1, better: "low" }]);
    const args = click("rollAttack", { ctrlKey: true });
    expect(w.t.dice(CARD, "ann", "rollAttack", args)).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
    await w.t.press("ann", { messageId: CARD, action: "rollAttack", args, faces: [[7]] });
    expect(contestCard(w.t, CARD).attack).toMatchObject({ kept: 7, edge: 0 });
  });

  it("contest.size.4: a bane asked with Ctrl cancels a size boon on the loser's maneuver test", async () => {
    const w = fightWorld();
    w.goblin.system.size = "large";
    await open(w, CARD);
    await exchange(w, CARD, "none", 1, null);
    await w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "trip" } });
    expect(w.t.dice(CARD, "gm", "rollManeuver")).toEqual([{ kind: "die", faces: 20, edge: 1, better: "low" }]);
    const args = click("rollManeuver", { ctrlKey: true });
    expect(w.t.dice(CARD, "gm", "rollManeuver", args)).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
    await w.t.press("gm", { messageId: CARD, action: "rollManeuver", args, faces: [[20]] });
    expect(contestCard(w.t, CARD).maneuverRoll).toMatchObject({ edge: 0, kept: 20 });
    expect(w.goblin.statuses).toContain("prone");
  });

  it("the deciding side reads the word again: a word outside the set, or one face for a boon, is refused and changes nothing", async () => {
    const w = fightWorld();
    await dodging(w);
    const before = w.t.state();
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefence", args: { edge: "double" }, faces: [[1]] }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefence", args: { edge: "1" }, faces: [[1, 1]] }))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => w.t.press("gm", { messageId: CARD, action: "rollDefence", args: { edge: "advantage" }, faces: [[1]] }))).toBe("MANIFOLD.Query.BadDice");
    expect(w.t.state()).toBe(before);
  });
});

describe("grapple card rolls honour the modifier keys", () => {
  it("contest.action.3: Alt on Roll to resist is a boon on the foe's test", async () => {
    const w = fightWorld();
    const GRAB = "cardKeysGrapple1";
    w.t.post({ id: GRAB, authorId: "gm", type: "contestGrapple", card: { ...newGrappleCard({ uuid: w.hero.uuid, name: "Hero", img: "" }, { uuid: w.goblin.uuid, name: "Goblin", img: "" }), openedBy: "ann" } as GrappleCard & PlainCard });
    await w.t.press("gm", { messageId: GRAB, action: "chooseResist", args: { skill: "acrobatics" } });
    const args = click("rollResist", { altKey: true });
    expect(w.t.dice(GRAB, "gm", "rollResist", args)).toEqual([{ kind: "die", faces: 20, edge: 1, better: "low" }]);
    await w.t.press("gm", { messageId: GRAB, action: "rollResist", args, faces: [[19, 5]] });
    expect((w.t.messages.get(GRAB)!.card as unknown as GrappleCard).resistRoll).toMatchObject({ kept: 5, edge: 1 });
  });
});
