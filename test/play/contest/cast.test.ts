/**
 * Use Magic without an attack, played through the cast step the sheet's Cast button calls: it pays
 * the spell's AP as an action on one's turn or as a reaction off it, and a spell without the Melee
 * Attack trait provokes the foes whose reach the caster is in; so does standing up from Prone.
 */
import { describe, expect, it } from "vitest";
import { castStep } from "../../../src/rulesets/contest/play/cast";
import { checkOutcome } from "../../../src/core/play/guard";
import { CONTEST_ALLOW } from "../../../src/rulesets/contest/play/allow";
import { areFoes, standsUp, threatenedBy } from "../../../src/rulesets/contest/rules/opportunity";
import { skillTestEdge } from "../../../src/rulesets/contest/rules/skill-test";
import { isFlanked, threatens } from "../../../src/rulesets/contest/rules/grid";
import { combatant, spell } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";

const shieldSpell = () => spell("Ward", { attack: false, apCost: 1, damage: "" }).system;
const docs = { has: () => true, read: () => undefined };

describe("contest.action.8 / contest.reaction.4: casting a spell without the Attack trait", () => {
  it("contest.action.8: on its own turn the cast is an action: 1 AP, no attack, written to the caster's combatant", () => {
    const result = castStep({ spell: shieldSpell(), combatant: combatant(), onOwnTurn: true, statuses: [] });
    expect(result.reaction).toBe(false);
    expect(result.outcome.writes).toEqual([{ side: "attacker", doc: "combatant", changes: { "system.ap": 2 } }]);
    expect(() => checkOutcome(result.outcome, CONTEST_ALLOW, docs as never, { kind: "gm" })).not.toThrow();
  });

  it("contest.reaction.4: off its turn the same spell is cast as a reaction and still costs its AP", () => {
    const result = castStep({ spell: { ...shieldSpell(), apCost: 2 }, combatant: combatant(), onOwnTurn: false, statuses: [] });
    expect(result.reaction).toBe(true);
    expect(result.outcome.writes[0]!.changes).toEqual({ "system.ap": 1 });
  });

  it("contest.reaction.4: a spell with the Attack trait is never cast here (it goes through its attack card)", async () => {
    expect(await refusal(() => castStep({ spell: { ...shieldSpell(), attack: true }, combatant: combatant(), onOwnTurn: false, statuses: [] }))).toBe("MANIFOLD.contest.Casting.AttackSpell");
  });

  it.each([
    ["without AP", { ap: 0 }, "MANIFOLD.contest.Economy.NotEnoughAP"],
    ["while surprised", { surprised: true }, "MANIFOLD.contest.Economy.Surprised"],
  ])("contest.action.8: casting %s is refused and pays nothing", async (_name, over, key) => {
    expect(await refusal(() => castStep({ spell: shieldSpell(), combatant: combatant(over), onOwnTurn: true, statuses: [] }))).toBe(key);
  });

  it("contest.action.8: out of combat nothing is paid and nobody is prompted", () => {
    expect(castStep({ spell: shieldSpell(), combatant: null, onOwnTurn: false, statuses: [] })).toMatchObject({ outcome: { writes: [] }, provokes: false });
  });

  it("contest.style.8: the spell's Sorcery test takes the untrained-armour bane; a boon cancels it", () => {
    expect(skillTestEdge("sorcery", 0, { armorBane: true })).toBe(-1);
    expect(skillTestEdge("sorcery", 1, { armorBane: true })).toBe(0);
    expect(skillTestEdge("focus", 0, { armorBane: true })).toBe(0);
    expect(skillTestEdge("dodge", 0, { armorBane: false })).toBe(0);
  });
});

describe("contest.oppo.4 / contest.oppo.5: casting and standing up in a foe's reach provoke", () => {
  // Caster at (5,5); a spear foe (reach 2) at (7,5), a sword foe (reach 1) at (5,7), a foe at (6,6).
  const foes = [
    { id: "spear", cell: { x: 7, y: 5 }, reach: 2 },
    { id: "sword", cell: { x: 5, y: 7 }, reach: 1 },
    { id: "near", cell: { x: 6, y: 6 }, reach: 1 },
  ];

  it("contest.oppo.4: a cast without the Melee Attack trait provokes the foes whose reach the caster is in", () => {
    const result = castStep({ spell: shieldSpell(), combatant: combatant(), onOwnTurn: true, statuses: [] });
    expect(result.provokes).toBe(true);
    expect(threatenedBy({ x: 5, y: 5 }, foes)).toEqual(["spear", "near"]);
  });

  it("contest.oppo.4: a spell with the Melee Attack trait provokes nobody", () => {
    expect(castStep({ spell: { ...shieldSpell(), meleeAttack: true }, combatant: combatant(), onOwnTurn: true, statuses: [] }).provokes).toBe(false);
  });

  it("contest.oppo.5: taking Prone off is standing up, unless it went with Unconscious or the creature is still down", () => {
    expect(standsUp(["prone"], ["dazed"], false)).toBe(true);
    expect(standsUp(["prone"], [], true)).toBe(false);
    expect(standsUp(["prone"], ["unconscious"], false)).toBe(false);
    expect(standsUp(["unconscious"], [], false)).toBe(false);
  });

  it("contest.oppo.4: foes are the other side by disposition; neutrals are nobody's foes", () => {
    expect(areFoes(1, -1)).toBe(true);
    expect(areFoes(-2, 1)).toBe(true);
    expect(areFoes(1, 1)).toBe(false);
    expect(areFoes(0, -1)).toBe(false);
  });

  it("contest.oppo.4: an Unconscious foe threatens nothing: it is not prompted, and an Unconscious ally does not flank", () => {
    expect(threatens(["unconscious", "prone"])).toBe(false);
    expect(threatens(["prone"])).toBe(true);
    const allies = [
      { id: "a", cell: { x: 4, y: 5 }, reach: 1, conditions: [] },
      { id: "b", cell: { x: 6, y: 5 }, reach: 1, conditions: ["unconscious"] },
    ];
    expect(isFlanked({ x: 5, y: 5 }, allies)).toBe(true);
    expect(isFlanked({ x: 5, y: 5 }, allies.filter((a) => threatens(a.conditions)))).toBe(false);
  });
});
