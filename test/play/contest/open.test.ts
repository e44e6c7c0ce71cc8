/** Opening contest attacks through openStrike's step: what each costs and which cards it posts. */
import { describe, expect, it } from "vitest";
import { openStrikeStep } from "../../../src/rulesets/contest/play/open";
import { combatant, spell, weapon } from "../../rulesets/contest/fixtures";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { refusal } from "../table";
import { contestWorld, openInput } from "./world";

const onTurn = (system: Partial<CombatantSystem> = {}) => ({ system: combatant(system), onOwnTurn: true, statuses: [] });

describe("opening an attack", () => {
  it("a thrown weapon can be thrown: its card is a thrown attack, not a swing", () => {
    const w = contestWorld();
    const javelin = weapon("Javelin", { equipped: true, thrown: true, damage: "1d6", damageType: "piercing" }, "javelin000000000");
    const swing = openStrikeStep(openInput(w.hero, [w.goblin], { item: javelin }));
    const thrown = openStrikeStep(openInput(w.hero, [w.goblin], { item: javelin, how: { throwIt: true } }));
    expect(swing.cards[0]!.item.kind).toBe("melee");
    expect(thrown.cards[0]!.item.kind).toBe("thrown");
    // A thrown attack may be parried only as a ranged one: the defences open to it follow its kind.
    expect(thrown.cards[0]!.allowed).not.toEqual(swing.cards[0]!.allowed);
  });

  it("a weapon Strike has one target: two targets are refused and nothing is paid", async () => {
    const w = contestWorld();
    expect(await refusal(() => openStrikeStep(openInput(w.hero, [w.goblin, w.rival], { combatant: onTurn() })))).toBe("MANIFOLD.contest.Card.OneTarget");
  });

  it("a spell at two targets is cast once: two cards, one payment", () => {
    const w = contestWorld();
    const bolt = spell("Bolt", { attack: true, damage: "1d6", damageType: "fire", apCost: 1 }, "bolt000000000000");
    const opened = openStrikeStep(openInput(w.hero, [w.goblin, w.rival], { item: bolt, combatant: onTurn() }));
    expect(opened.cards.map((c) => c.defender.uuid)).toEqual(["Actor.goblin", "Actor.rival"]);
    expect(opened.combatant).toEqual({ "system.ap": 2, "system.attacks": 1 });
  });

  it("contest.maneuver.5: a Feint's boon goes to a weapon Strike at the feinted foe, and a spell spends it for nothing", () => {
    const w = contestWorld();
    const feinting = onTurn({ feintTarget: "Actor.goblin" });
    const strike = openStrikeStep(openInput(w.hero, [w.goblin], { combatant: feinting }));
    expect(strike.cards[0]!.situation.boons).toBe(1);
    expect(strike.combatant["system.feintTarget"]).toBe("");
    const bolt = spell("Bolt", { attack: true, damage: "1d6", damageType: "fire" }, "bolt000000000000");
    const cast = openStrikeStep(openInput(w.hero, [w.goblin], { item: bolt, combatant: feinting }));
    expect(cast.cards[0]!.situation.boons).toBe(0);
    expect(cast.combatant["system.feintTarget"]).toBe("");
  });

  it("contest.oppo.1: off its turn only a melee Strike may be made, as an opportunity attack (a reaction)", async () => {
    const w = contestWorld();
    const offTurn = { system: combatant(), onOwnTurn: false, statuses: [] };
    expect(openStrikeStep(openInput(w.hero, [w.goblin], { combatant: offTurn })).combatant).toEqual({ "system.ap": 2, "system.attacks": 1 });
    const bow = weapon("Bow", { equipped: true, ranged: true, damage: "1d6", damageType: "piercing" }, "bow0000000000000");
    expect(await refusal(() => openStrikeStep(openInput(w.hero, [w.goblin], { item: bow, combatant: offTurn })))).toBe("MANIFOLD.contest.Economy.NotYourTurn");
    const javelin = weapon("Javelin", { equipped: true, thrown: true, damage: "1d6", damageType: "piercing" }, "javelin000000000");
    expect(await refusal(() => openStrikeStep(openInput(w.hero, [w.goblin], { item: javelin, how: { throwIt: true }, combatant: offTurn })))).toBe("MANIFOLD.contest.Economy.NotYourTurn");
  });
});
