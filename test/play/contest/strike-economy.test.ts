/**
 * What a Strike and a defence cost in combat, played as the glue plays them: openStrike's step pays
 * the attacker's AP and attack count when the cards open, the defender's Declare button pays its
 * reaction. Refused attacks open no card and pay nothing.
 */
import { describe, expect, it } from "vitest";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { combatant, weapon } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { contestWorld, openInput, strikeCard } from "./world";

const seat = (system: Partial<CombatantSystem>, onOwnTurn = true) => ({ combatant: { system: combatant(system), onOwnTurn, statuses: [] } });

describe("contest.action.7 / contest.round.4: a Strike is an action with the Attack trait", () => {
  it("contest.action.7: a Strike on one's turn opens its card and costs 1 AP and one attack", () => {
    const w = contestWorld();
    const { cards, combatant: paid } = openStrikeStep(openInput(w.hero, [w.goblin], seat({})));
    expect(cards).toHaveLength(1);
    expect(cards[0]!.item.kind).toBe("melee");
    expect(paid).toEqual({ "system.ap": 2, "system.attacks": 1 });
  });

  it("contest.action.7: a ranged Strike is a ranged attack on the card", () => {
    const w = contestWorld();
    const bow = weapon("Bow", { equipped: true, ranged: true, damage: "1d6" }, "bow00000000000a");
    w.hero.items.push(bow as never);
    const input = { ...openInput(w.hero, [w.goblin], seat({})), item: bow, itemUuid: `${w.hero.uuid}.Item.${bow.id}` };
    expect(openStrikeStep(input).cards[0]!.item.kind).toBe("ranged");
  });

  it("contest.round.4: a third attack in a round is refused, even with AP left", async () => {
    const w = contestWorld();
    expect(await refusal(() => openStrikeStep(openInput(w.hero, [w.goblin], seat({ ap: 3, attacks: 2 }))))).toBe("MANIFOLD.contest.Economy.TooManyAttacks");
  });

  it("contest.ap.2: a Strike off one's turn with a ranged weapon is an action out of turn, refused", async () => {
    const w = contestWorld();
    const bow = weapon("Bow", { equipped: true, ranged: true, damage: "1d6" }, "bow00000000000a");
    const input = { ...openInput(w.hero, [w.goblin], seat({}, false)), item: bow, itemUuid: `${w.hero.uuid}.Item.${bow.id}` };
    expect(await refusal(() => openStrikeStep(input))).toBe("MANIFOLD.contest.Economy.NotYourTurn");
  });
});

describe("contest.reaction.3: the opportunity attack", () => {
  it("contest.reaction.3: off its turn a melee Strike is the opportunity attack: a reaction, 1 AP and one of its two attacks", async () => {
    const w = contestWorld();
    expect(openStrikeStep(openInput(w.goblin, [w.hero], seat({ ap: 1, attacks: 1 }, false))).combatant).toEqual({ "system.ap": 0, "system.attacks": 2 });
    expect(await refusal(() => openStrikeStep(openInput(w.goblin, [w.hero], seat({ ap: 3, attacks: 2 }, false))))).toBe("MANIFOLD.contest.Economy.TooManyAttacks");
  });
});

describe("contest.reaction.1: Defend is a reaction", () => {
  it("contest.reaction.1: declaring a defence costs the defender 1 AP; No defence costs nothing", async () => {
    const w = contestWorld();
    await strikeCard(w.t, "card000000000001", "gm", w.hero, w.rival, "ann");
    await w.t.press("bob", { messageId: "card000000000001", action: "declareDefence", args: { defence: "dodge" } });
    expect(w.rival.combatant!.ap).toBe(2);
    expect(w.t.pressWrites.get(`${w.rival.uuid}|combatant`)).toBe(1);
    await strikeCard(w.t, "card000000000002", "gm", w.hero, w.rival, "ann");
    await w.t.press("bob", { messageId: "card000000000002", action: "declareDefence", args: { defence: "none" } });
    expect(w.rival.combatant!.ap).toBe(2);
  });

  it("contest.reaction.1: with no AP left the defence is refused and nothing changes", async () => {
    const w = contestWorld();
    Object.assign(w.rival.combatant!, { ap: 0 });
    await strikeCard(w.t, "card000000000001", "gm", w.hero, w.rival, "ann");
    const before = w.t.state();
    expect(await refusal(() => w.t.press("bob", { messageId: "card000000000001", action: "declareDefence", args: { defence: "dodge" } }))).toBe("MANIFOLD.contest.Economy.NotEnoughAP");
    expect(w.t.state()).toBe(before);
  });
});
