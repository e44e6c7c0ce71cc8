/** Bash, Brace, Disarm and Push after a critical win, and Size Matters on the loser's test, played on the card. */
import { describe, expect, it } from "vitest";
import type { Size } from "../../../src/rulesets/contest/rules/constants";
import { shield, weapon } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { contestCard, openInput } from "./world";
import { exchange, fightWorld, give, open, type FightWorld } from "./fight-world";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import { maneuverResult } from "../../../src/rulesets/contest/rules/card";

const CARD = "cardManeuverSz01";

/** Hero wins critically on a fresh card (the Goblin does not defend) and picks `maneuver`. */
async function won(w: FightWorld, maneuver: string, args: Record<string, string> = {}) {
  await open(w, CARD);
  expect((await exchange(w, CARD, "none", 1, null)).outcome).toBe("attackerCritical");
  await w.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver, ...args } });
}

/** The Goblin's resisting die, as the card asks for it. */
const resistDie = (w: FightWorld) => w.t.dice(CARD, "gm", "rollManeuver")[0];

/** Trip at a Goblin of `size` (Hero is medium), the Goblin throwing `faces` (two with a boon or bane). */
async function trip(size: Size, ...faces: number[]) {
  const w = fightWorld();
  w.goblin.system.size = size;
  await won(w, "trip");
  const die = resistDie(w);
  await w.t.press("gm", { messageId: CARD, action: "rollManeuver", faces: [faces] });
  return { die, prone: w.goblin.statuses.includes("prone"), roll: contestCard(w.t, CARD).maneuverRoll! };
}

describe("maneuvers on the contest card", () => {
  it("contest.maneuver.1: Bash needs a shield or heavy weapon in hand; a failed Athletics test leaves the loser Dazed", async () => {
    const bare = fightWorld();
    await open(bare, CARD);
    await exchange(bare, CARD, "none", 1, null);
    expect(await refusal(() => bare.t.press("ann", { messageId: CARD, action: "chooseManeuver", args: { maneuver: "bash" } }))).toBe("MANIFOLD.contest.Card.ManeuverNotAllowed");
    const w = fightWorld();
    give(w.hero, shield("Buckler", { equipped: true, br: 2 }, "buckler000000000"));
    await won(w, "bash");
    await w.t.press("gm", { messageId: CARD, action: "rollManeuver", faces: [[19]] });
    // The Goblin's Athletics: STR 8 + 3.
    expect(contestCard(w.t, CARD).maneuverRoll?.target).toBe(11);
    expect(w.goblin.statuses).toEqual(["dazed"]);
  });

  it("contest.maneuver.1: a heavy weapon serves as well, and a passed test leaves the loser standing", async () => {
    const w = fightWorld();
    w.hero.items = w.hero.items.filter((i) => i.type !== "contestWeapon");
    give(w.hero, weapon("Sword", { equipped: true, heavy: true, damage: "2d6", damageType: "crushing" }, "sword0000000000a"));
    await won(w, "bash");
    await w.t.press("gm", { messageId: CARD, action: "rollManeuver", faces: [[11]] });
    expect(w.goblin.statuses).toEqual([]);
  });

  it("contest.maneuver.2: Brace gives the winner's next defence a boon, and that defence spends it", async () => {
    const w = fightWorld();
    await won(w, "brace");
    expect(w.hero.combatant?.braced).toBe(true);
    const back = "cardManeuverSz02";
    const [card] = openStrikeStep(openInput(w.goblin, [w.hero])).cards;
    w.t.post({ id: back, authorId: "gm", card: card! });
    await w.t.press("ann", { messageId: back, action: "declareDefence", args: { defence: "dodge" } });
    await w.t.press("gm", { messageId: back, action: "rollAttack", faces: [[10]] });
    expect(w.t.dice(back, "ann", "rollDefence")).toEqual([{ kind: "die", faces: 20, edge: 1, better: "low" }]);
    await w.t.press("ann", { messageId: back, action: "rollDefence", faces: [[15, 3]] });
    expect(contestCard(w.t, back).defenceRoll?.kept).toBe(3);
    expect(w.hero.combatant?.braced).toBe(false);
  });

  it("contest.maneuver.3: Disarm is resisted with the better of Athletics and Sleight of Hand", async () => {
    const w = fightWorld();
    (w.goblin.system.skills as Record<string, { value: number }>).sleightOfHand!.value = 4;
    await won(w, "disarm", { item: "sword0000000000a" });
    await w.t.press("gm", { messageId: CARD, action: "rollManeuver", faces: [[14]] });
    // Sleight of Hand: AGI 10 + 4 = 14 beats Athletics 11, and a 14 passes: the sword stays in hand.
    expect(contestCard(w.t, CARD).maneuverRoll?.target).toBe(14);
    expect(w.goblin.items.find((i) => i.id === "sword0000000000a")!.system.equipped).toBe(true);
  });

  it("contest.maneuver.8: Push is resisted with Athletics; the card records the failed test for the table to move the token", async () => {
    const w = fightWorld();
    await won(w, "push");
    await w.t.press("gm", { messageId: CARD, action: "rollManeuver", faces: [[12]] });
    const card = contestCard(w.t, CARD);
    expect([card.maneuver, card.maneuverRoll?.target, card.maneuverRoll?.pass]).toEqual(["push", 11, false]);
    expect(w.goblin.statuses).toEqual([]);
    // The card says what happened, and how far.
    expect(maneuverResult(card)).toEqual({ key: "MANIFOLD.contest.Card.ManeuverResult.pushed", name: card.defender.name, metres: 1 });
  });

  it("contest.maneuver.5: a passed Deception test marks Hero's combatant with the feinted Goblin, and the card says so; a failed one marks nothing", async () => {
    const w = fightWorld();
    await won(w, "feint");
    await w.t.press("ann", { messageId: CARD, action: "rollManeuver", faces: [[3]] });
    expect(w.hero.combatant!.feintTarget).toBe(w.goblin.uuid);
    expect(maneuverResult(contestCard(w.t, CARD))).toEqual({ key: "MANIFOLD.contest.Card.ManeuverResult.feinted", name: contestCard(w.t, CARD).defender.name });
    // The next action, a Strike at the Goblin, carries the boon.
    const next = openStrikeStep(openInput(w.hero, [w.goblin], { combatant: { system: w.hero.combatant as never, onOwnTurn: true, statuses: [] } }));
    expect(next.cards[0]!.situation.boons).toBe(1);
    const v = fightWorld();
    await won(v, "feint");
    await v.t.press("ann", { messageId: CARD, action: "rollManeuver", faces: [[20]] });
    expect(v.hero.combatant!.feintTarget).toBe("");
    expect(maneuverResult(contestCard(v.t, CARD))!.key).toBe("MANIFOLD.contest.Card.ManeuverResult.feintFails");
  });
});

describe("Size Matters on the card", () => {
  it("contest.size.1: size touches Bash, Disarm, Push and Trip, not Feint: a huge Goblin does not change Hero's Deception test", async () => {
    const w = fightWorld();
    w.goblin.system.size = "huge";
    await won(w, "feint");
    expect(w.t.dice(CARD, "ann", "rollManeuver")).toEqual([{ kind: "die", faces: 20, edge: 0, better: "low" }]);
    await w.t.press("ann", { messageId: CARD, action: "rollManeuver", faces: [[20]] });
    expect(contestCard(w.t, CARD).maneuverRoll?.automatic).toBe(false);
  });

  it("contest.size.1 / contest.size.2: a Goblin one size larger resists a Trip with a boon", async () => {
    const large = await trip("large", 18, 4);
    expect(large.die).toEqual({ kind: "die", faces: 20, edge: 1, better: "low" });
    // The boon keeps the lower die: 4 passes the Goblin's Acrobatics (AGI 10 + 2), and it stays up.
    expect([large.roll.kept, large.prone]).toEqual([4, false]);
    expect((await trip("medium", 1)).die).toEqual({ kind: "die", faces: 20, edge: 0, better: "low" });
  });

  it("contest.size.3: a Goblin more than one size larger passes whatever it rolls", async () => {
    const huge = await trip("huge", 20);
    expect([huge.roll.pass, huge.roll.automatic, huge.prone]).toEqual([true, true, false]);
  });

  it("contest.size.4: a Goblin one size smaller resists with a bane", async () => {
    const small = await trip("small", 18, 4);
    expect(small.die).toEqual({ kind: "die", faces: 20, edge: -1, better: "low" });
    // The bane keeps the higher die: 18 fails, and the Goblin falls Prone.
    expect([small.roll.kept, small.prone]).toEqual([18, true]);
  });

  it("contest.size.5: a Goblin more than one size smaller fails whatever it rolls, and falls Prone", async () => {
    const tiny = await trip("tiny", 1);
    expect([tiny.roll.pass, tiny.roll.automatic, tiny.prone]).toEqual([false, true, true]);
  });
});
