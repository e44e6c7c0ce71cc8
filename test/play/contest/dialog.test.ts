// The contest roll dialogs' summary (play/dialog.ts): the number the d20 must roll under and the
// AP the roll costs, read off the same steps the rolls and payments take.
import { describe, expect, it } from "vitest";
import { prepareDerived } from "../../../src/rulesets/contest/rules/derived";
import type { ContestActor, ContestItem, SpellItem, WeaponItem } from "../../../src/rulesets/contest/rules/types";
import { castSummary, searchSummary, skillSummary, strikeSummary } from "../../../src/rulesets/contest/play/dialog";
import type { StrikeOddsSnapshot } from "../../../src/rulesets/contest/play/odds";
import { character, combatant, npc, spell, weapon } from "../../rulesets/contest/fixtures";

const side = (actor: ContestActor, items: ContestItem[] = []) => ({ system: actor.system, derived: prepareDerived(actor, items) });
const hero = side(character());
const plain = { modifier: 0, edge: 0 as const };
const act = (over: Partial<Parameters<typeof searchSummary>[0]> = {}) => ({ name: "Hero", speed: 6, derived: hero.derived, statuses: [], combatant: combatant({ ap: 3 }), onOwnTurn: true, ...over });

describe("contest dialog summaries", () => {
  it("a skill test rolls under its target plus the modifier, with the boon it ends up with, for nothing", () => {
    const total = hero.derived.skills.athletics.total;
    expect(skillSummary(hero.derived, "athletics", { modifier: 2, edge: 1 })).toEqual({ targets: [], roll: { key: "MANIFOLD.contest.Dialog.UnderBoon", data: { target: total + 2 } }, cost: { key: "MANIFOLD.Roll.CostNone", data: {} } });
  });

  it("Search costs 1 AP in combat, nothing outside it, and says why it cannot be paid off its turn", () => {
    expect(searchSummary(act(), plain).cost).toEqual({ key: "MANIFOLD.contest.Dialog.CostAP", data: { ap: 1, left: 2 } });
    expect(searchSummary(act({ combatant: null }), plain).cost.key).toBe("MANIFOLD.Roll.CostOutside");
    expect(searchSummary(act({ onOwnTurn: false }), plain).cost.key).toBe("MANIFOLD.contest.Economy.NotYourTurn");
    expect(searchSummary(act(), { modifier: -3, edge: 0 }).roll?.data.target).toBe(hero.derived.skills.observation.total - 3);
  });

  it("Use Magic pays the spell's AP, even as a reaction off the caster's turn", () => {
    const ward = spell("Ward", { attack: false, apCost: 2, skill: "sorcery" }).system;
    const snap = { spell: ward, derived: hero.derived, combatant: combatant({ ap: 3 }), onOwnTurn: false, statuses: [] };
    expect(castSummary(snap, plain).cost).toEqual({ key: "MANIFOLD.contest.Dialog.CostAP", data: { ap: 2, left: 1 } });
    expect(castSummary({ ...snap, combatant: combatant({ ap: 1 }) }, plain).cost.key).toBe("MANIFOLD.contest.Economy.NotEnoughAP");
  });

  it("a Strike names each target with the number its attack rolls under; a boon shows there", () => {
    const sword = weapon("Sword", { equipped: true, damage: "1d8" }, "sword") as WeaponItem;
    const foe = side(npc());
    const target = (name: string) => ({ name, uuid: `Actor.${name}`, defender: foe, hasShield: false, combatant: null, statuses: [], flanked: false });
    const snapshot: StrikeOddsSnapshot = { attacker: side(character(), [sword]), attackerCombatant: combatant({ ap: 3 }), attackerStatuses: [], item: sword, targets: [target("Bandit")] };
    const summary = strikeSummary(snapshot, plain);
    expect(summary.targets.map((t) => t.name)).toEqual(["Bandit"]);
    const n = Number(summary.targets[0]!.line!.data.target);
    expect(summary.targets[0]!.line!.key).toBe("MANIFOLD.contest.Dialog.Under");
    expect(strikeSummary(snapshot, { modifier: 2, edge: 1 }).targets[0]!.line).toEqual({ key: "MANIFOLD.contest.Dialog.UnderBoon", data: { target: n + 2 } });
    expect(summary.cost).toEqual({ key: "MANIFOLD.contest.Dialog.CostAP", data: { ap: 1, left: 2 } });
    const spellItem = spell("Bolt", { attack: true, apCost: 2, skill: "sorcery" }) as SpellItem;
    expect(strikeSummary({ ...snapshot, item: spellItem, attackerCombatant: null }, plain).cost.key).toBe("MANIFOLD.Roll.CostOutside");
  });
});
