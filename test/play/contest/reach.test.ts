/**
 * Strikes measured on the board the glue reads from the tokens: a foe must be within the weapon's
 * reach or the spell's range, and two of the attacker's side on one line through a foe flank it.
 */
import { describe, expect, it } from "vitest";
import { openStrikeStep, readStrikeChoices, type OpenInput } from "../../../src/rulesets/contest/play/open";
import type { Board } from "../../../src/rulesets/contest/play/reach";
import { planAttack } from "../../../src/rulesets/contest/rules/plan";
import { strikeOddsLines } from "../../../src/rulesets/contest/play/odds";
import type { Cell } from "../../../src/rulesets/contest/rules/grid";
import { combatant, spell, weapon } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { contestCard, contestWorld, openInput } from "./world";
import { planContestOpen } from "../../../src/rulesets/contest/play/open-plan";

const at = (x: number, y: number): Cell => ({ x, y });
const ally = (id: string, cell: Cell, reach = 1, statuses: string[] = []) => ({ id, cell, weapons: [{ equipped: true, ranged: false, reach }], statuses });

/** Hero at (0,0) with its sword strikes the Goblin standing on `foe`; `allies` stand with Hero. */
function measured(w: Awaited<ReturnType<typeof contestWorld>>, foe: Cell, over: Partial<OpenInput> = {}, allies: Board["allies"] = []): OpenInput {
  const input = openInput(w.hero, [w.goblin], over);
  const board: Board = { attacker: at(0, 0), allies: [ally("hero", at(0, 0)), ...allies] };
  return { ...input, board, targets: input.targets.map((t) => ({ uuid: t.uuid, name: "Goblin", img: "", hasShield: t.hasShield, cell: foe })) };
}

/** The attack target the card's roll would use, planned from the opened card's situation. */
function attackTarget(w: Awaited<ReturnType<typeof contestWorld>>, input: OpenInput): number {
  const card = openStrikeStep(input).cards[0]!;
  return planAttack(input.attacker, input.item, card.situation, input.how).test.target.total;
}

function post(w: Awaited<ReturnType<typeof contestWorld>>, input: OpenInput, id: string) {
  const [card] = openStrikeStep(input).cards;
  w.t.post({ id, authorId: "gm", card: { ...card!, openedBy: "ann" } });
}

const onTurn = { system: combatant(), onOwnTurn: true, statuses: [] };

describe("contest Strikes on the board", () => {
  it("contest.attack.1: a melee Strike reaches only a foe within the weapon's reach; beyond it nothing is paid", async () => {
    const w = contestWorld();
    expect(openStrikeStep(measured(w, at(1, 1), { combatant: onTurn })).combatant).toEqual({ "system.ap": 2, "system.attacks": 1 });
    expect(await refusal(() => openStrikeStep(measured(w, at(2, 0), { combatant: onTurn })))).toBe("MANIFOLD.contest.Card.OutOfReach");
    const glaive = weapon("Glaive", { equipped: true, reach: 2, damage: "1d10", damageType: "slashing" }, "glaive0000000000");
    expect(openStrikeStep(measured(w, at(2, 2), { item: glaive })).cards).toHaveLength(1);
    expect(await refusal(() => openStrikeStep(measured(w, at(3, 0), { item: glaive })))).toBe("MANIFOLD.contest.Card.OutOfReach");
  });

  it("contest.attack.1: an opportunity attack answers a move that may have left the reach, so it is not measured", () => {
    const w = contestWorld();
    const offTurn = { system: combatant(), onOwnTurn: false, statuses: [] };
    expect(openStrikeStep(measured(w, at(2, 0), { combatant: offTurn })).combatant).toEqual({ "system.ap": 2, "system.attacks": 1 });
  });

  it("contest.attack.1: the Fighting Style test passes on a d20 at most its target, and a natural 20 always fails", async () => {
    const w = contestWorld();
    const input = measured(w, at(1, 0));
    const target = attackTarget(w, input);
    post(w, input, "cardReach0000001");
    await w.t.press("gm", { messageId: "cardReach0000001", action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: "cardReach0000001", action: "rollAttack", faces: [[target]] });
    expect(contestCard(w.t, "cardReach0000001").attack?.pass).toBe(true);
    w.hero.system.attributes = { ...(w.hero.system.attributes as Record<string, number>), agi: 30, str: 30 };
    post(w, measured(w, at(1, 0)), "cardReach0000002");
    await w.t.press("gm", { messageId: "cardReach0000002", action: "declareDefence", args: { defence: "none" } });
    await w.t.press("ann", { messageId: "cardReach0000002", action: "rollAttack", faces: [[20]] });
    expect(contestCard(w.t, "cardReach0000002").attack?.pass).toBe(false);
  });

  it("contest.attack.1: the Strike dialog's odds show the same refusal for a foe out of reach, and odds for one in reach", () => {
    const w = contestWorld();
    const input = measured(w, at(3, 0));
    const target = { name: "Goblin", uuid: w.goblin.uuid, defender: { system: input.attacker.system, derived: input.attacker.derived }, hasShield: false, combatant: null, flanked: false };
    const lines = (cell: Cell, opportunity = false) =>
      strikeOddsLines({ attacker: input.attacker, attackerCombatant: null, attackerStatuses: [], item: input.item, targets: [{ ...target, statuses: [], cell }], board: input.board, opportunity }, { modifier: 0, edge: 0, cover: "none" });
    expect(lines(at(3, 0))).toEqual([{ target: "Goblin", against: [], values: [], refusal: { key: "MANIFOLD.contest.Card.OutOfReach", data: { target: "Goblin", item: "Sword", distance: "3", reach: "1" } } }]);
    expect(lines(at(1, 0))[0]!.refusal).toBeNull();
    expect(lines(at(3, 0), true)[0]!.refusal).toBeNull();
  });

  it("contest.attack.4: a spell attack is a Sorcery test at a foe within the spell's range", async () => {
    const w = contestWorld();
    const bolt = spell("Bolt", { attack: true, damage: "1d6", damageType: "fire", range: 10 }, "bolt000000000000");
    expect(await refusal(() => openStrikeStep(measured(w, at(11, 3), { item: bolt })))).toBe("MANIFOLD.contest.Card.OutOfRange");
    const before = attackTarget(w, measured(w, at(10, 3), { item: bolt }));
    const sorcery = (w.hero.system.skills as Record<string, { value: number }>).sorcery!.value;
    (w.hero.system.skills as Record<string, { value: number }>).sorcery!.value = sorcery + 4;
    const raised = measured(w, at(10, 3), { item: bolt });
    // The spell's test follows the Sorcery skill, not a Fighting Style.
    expect(attackTarget(w, raised) - before).toBe(4);
  });

  it("contest.attack.4: a ranged weapon with a range is refused beyond it; one without a range is left to the GM", async () => {
    const w = contestWorld();
    const bow = weapon("Bow", { equipped: true, ranged: true, range: 30, damage: "1d6", damageType: "piercing" }, "bow0000000000000");
    expect(await refusal(() => openStrikeStep(measured(w, at(31, 0), { item: bow })))).toBe("MANIFOLD.contest.Card.OutOfRange");
    const sling = weapon("Sling", { equipped: true, ranged: true, range: 0, damage: "1d4", damageType: "crushing" }, "sling00000000000");
    expect(openStrikeStep(measured(w, at(80, 0), { item: sling })).cards).toHaveLength(1);
  });

  it("contest.flank.1: two of the attacker's side on one line through the foe flank it; an L-shape or an Unconscious ally does not", () => {
    const w = contestWorld();
    const flanked = (allies: Board["allies"]) => openStrikeStep(measured(w, at(1, 0), {}, allies)).cards[0]!.situation.flanked;
    expect(flanked([ally("sidekick", at(2, 0))])).toBe(true);
    expect(flanked([ally("sidekick", at(1, 1))])).toBe(false);
    expect(flanked([ally("sidekick", at(2, 0), 1, ["unconscious"])])).toBe(false);
    // Out of the ally's reach: it stands on the line but two squares off.
    expect(flanked([ally("sidekick", at(3, 0))])).toBe(false);
    expect(flanked([ally("sidekick", at(3, 0), 2)])).toBe(true);
  });

  it("contest.flank.2: a melee attack at a flanked foe gains +2; a ranged one does not", () => {
    const w = contestWorld();
    const partner = [ally("sidekick", at(2, 0))];
    expect(attackTarget(w, measured(w, at(1, 0), {}, partner)) - attackTarget(w, measured(w, at(1, 0)))).toBe(2);
    const bow = weapon("Bow", { equipped: true, ranged: true, damage: "1d6", damageType: "piercing" }, "bow0000000000000");
    expect(attackTarget(w, measured(w, at(1, 0), { item: bow }, partner))).toBe(attackTarget(w, measured(w, at(1, 0), { item: bow })));
  });

  it("contest.cover.2 / contest.cover.4 / contest.cover.6: the player names the cover the table shows; anything else is refused", async () => {
    const w = contestWorld();
    const bow = weapon("Bow", { equipped: true, ranged: true, damage: "1d6", damageType: "piercing" }, "bow0000000000000");
    const raw = (cover: unknown) => ({ modifier: 0, edge: 0, cover, rollMode: "publicroll" });
    for (const cover of ["low", "high", "full"] as const) {
      const choices = readStrikeChoices(raw(cover));
      expect(openStrikeStep(measured(w, at(5, 0), { item: bow, choices })).cards[0]!.situation.cover).toBe(cover);
    }
    expect(await refusal(() => readStrikeChoices(raw("half")))).toBe("MANIFOLD.Query.Malformed");
  });
});

describe("contest Grapple on the board", () => {
  /** Hero at (0,0), with an empty hand, grapples the Goblin standing on `foe`, through the open plan. */
  const grapple = (foe: Cell) => {
    const w = contestWorld();
    const input = openInput(w.hero, [w.goblin]);
    const world = { ...input, item: null, items: [], board: { attacker: at(0, 0), allies: [] }, targets: [{ uuid: w.goblin.uuid, name: "Goblin", img: "", hasShield: false, cell: foe }], combatant: onTurn };
    return planContestOpen(world, { attacker: w.hero.uuid, item: "", targets: [w.goblin.uuid], how: { action: "grapple" }, choices: {}, faces: [] });
  };

  it("contest.action.4: a free hand reaches the squares next to the grappler, diagonals too; beyond them nothing is paid", async () => {
    expect(grapple(at(1, 1)).type).toBe("contestGrapple");
    expect(grapple(at(0, 1)).writes).toEqual([{ side: "attacker", doc: "combatant", changes: { "system.ap": 2 } }]);
    expect(await refusal(() => grapple(at(2, 0)))).toBe("MANIFOLD.contest.Grapple.OutOfReach");
    expect(await refusal(() => grapple(at(3, 3)))).toBe("MANIFOLD.contest.Grapple.OutOfReach");
  });
});
