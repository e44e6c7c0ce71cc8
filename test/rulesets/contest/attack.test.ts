import { describe, expect, it } from "vitest";
import {
  ATTACK_KINDS,
  attackKindOf,
  attackTest,
  canCastAsReaction,
  canOpportunityAttack,
  coverModifiers,
  defenceSkillId,
  defenceTest,
  flankBonus,
  isAttackAction,
  type AttackKind,
  type TestSkill,
} from "../../../src/rulesets/contest/rules/attack";
import { COMBAT_ACTIONS, COVER, type Attribute, type CombatActionId, type Cover } from "../../../src/rulesets/contest/rules/constants";
import { contestCardSpec } from "../../../src/rulesets/contest/rules/card-schema";
import { validate } from "../../../src/core/schema";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";
import { spell, weapon } from "./fixtures";

const attributes: Record<Attribute, number> = { str: 7, agi: 5, per: 4, int: 6, wil: 3, cha: 2 };
const strStyle: TestSkill = { id: "style", label: "Knight", value: 3, attribute: "str" };
const agiStyle: TestSkill = { id: "style", label: "Duellist", value: 3, attribute: "agi" };
const sorcery: TestSkill = { id: "sorcery", label: "MANIFOLD.contest.Skill.sorcery", value: 4, attribute: "int" };
const dodge: TestSkill = { id: "dodge", label: "MANIFOLD.contest.Skill.dodge", value: 2, attribute: "agi" };
const focus: TestSkill = { id: "focus", label: "MANIFOLD.contest.Skill.focus", value: 5, attribute: "wil" };

describe("contest.action.7 / contest.attack.2: what kind of attack an item makes", () => {
  it.each([
    [weapon("Sword"), {}, "melee"],
    [weapon("Bow", { ranged: true }), {}, "ranged"],
    [weapon("Javelin", { thrown: true }), {}, "melee"],
    [weapon("Javelin", { thrown: true }), { throwIt: true }, "thrown"],
    [weapon("Sword"), { throwIt: true }, "melee"],
    [spell("Firebolt"), {}, "spell"],
    [spell("Shocking Grasp", { meleeAttack: true }), {}, "meleeSpell"],
  ] as const)("contest.attack.2: %s %j -> %s", (item, opts, kind) => {
    expect(attackKindOf(item, opts)).toBe(kind);
  });
});

describe("contest.attack.1 / contest.attack.2 / contest.attack.4: the attack test", () => {
  it("contest.attack.1: a melee Strike is a Fighting Style test with the style's attribute", () => {
    const t = attackTest("melee", strStyle, attributes);
    expect(t).toMatchObject({ attribute: "str", edge: 0, autoFail: false });
    expect(t.target.total).toBe(10);
    const agi = attackTest("melee", agiStyle, attributes);
    expect(agi).toMatchObject({ attribute: "agi" });
    expect(agi.target.total).toBe(8);
  });
  it.each(["ranged", "thrown"] as const)("contest.attack.2: a %s Strike must use Agility", (kind) => {
    const t = attackTest(kind, strStyle, attributes);
    expect(t.attribute).toBe("agi");
    expect(t.target.total).toBe(8);
  });
  it.each(["spell", "meleeSpell"] as const)("contest.attack.4: a %s attack is a Sorcery test", (kind) => {
    expect(attackTest(kind, sorcery, attributes)).toMatchObject({ attribute: "int", target: { total: 10 } });
  });
  it("contest.attack.4: a weapon cannot attack with Sorcery, nor a spell with a style", () => {
    expect(() => attackTest("melee", sorcery, attributes)).toThrow(RuleError);
    expect(() => attackTest("spell", strStyle, attributes)).toThrow("MANIFOLD.contest.Error.AttackSkill");
  });
  it("contest.style.7: the untrained weapon penalty lowers the Strike", () => {
    const t = attackTest("melee", strStyle, attributes, { untrained: { penalty: -2, bane: false, untrained: ["dagger"] } });
    expect(t.target.total).toBe(8);
    expect(t.target.parts).toContainEqual({ label: "MANIFOLD.contest.Modifier.Untrained", value: -2 });
  });
  it("contest.style.8: untrained armour: a bane on the Strike (style list) and on Sorcery (any style)", () => {
    expect(attackTest("melee", strStyle, attributes, { untrained: { penalty: 0, bane: true, untrained: [] } }).edge).toBe(-1);
    expect(attackTest("melee", strStyle, attributes, { armorBane: true }).edge).toBe(0);
    expect(attackTest("spell", sorcery, attributes, { armorBane: true }).edge).toBe(-1);
    expect(attackTest("spell", { ...focus, id: "focus" }, attributes, { armorBane: true }).edge).toBe(0);
  });
  it("contest.maneuver.5: boons and banes cancel one for one", () => {
    expect(attackTest("melee", strStyle, attributes, { boons: 1, untrained: { penalty: 0, bane: true, untrained: [] } }).edge).toBe(0);
    expect(attackTest("melee", strStyle, attributes, { boons: 2, banes: 1 }).edge).toBe(1);
  });
});

describe("contest.cover.1 / contest.cover.3 / contest.cover.5: cover, every level against every attack kind", () => {
  const expected: Record<string, { attack: number; dodge: number; autoFail: boolean }> = {
    none: { attack: 0, dodge: 0, autoFail: false },
    low: { attack: -2, dodge: 2, autoFail: false },
    high: { attack: -5, dodge: 5, autoFail: false },
    full: { attack: 0, dodge: 0, autoFail: true },
  };
  const ranged: AttackKind[] = ["ranged", "thrown", "spell"];
  for (const kind of ATTACK_KINDS) {
    for (const cover of COVER) {
      const want = ranged.includes(kind) ? expected[cover] : { attack: 0, dodge: 0, autoFail: false };
      it(`contest.cover.${cover === "full" ? 5 : cover === "high" ? 3 : 1}: ${cover} cover vs ${kind}`, () => {
        expect(coverModifiers(cover, kind)).toEqual(want);
      });
    }
  }
  it("contest.cover.2 / contest.cover.4 / contest.cover.6: the GM's pick is one of four levels the card stores, each with its own effect; any other is refused", () => {
    const situation = (cover: string) => ({ situation: { cover, flanked: false, modifier: 0, boons: 0, banes: 0 } });
    for (const cover of COVER) expect(validate(contestCardSpec, situation(cover)), cover).toEqual([]);
    expect(validate(contestCardSpec, situation("half")).map((i) => i.path)).toEqual(["situation.cover"]);
    const shot = (cover: Cover) => attackTest("ranged", agiStyle, attributes, { cover });
    expect(COVER.map((cover) => [cover, shot(cover).target.total, shot(cover).autoFail])).toEqual([
      ["none", 8, false],
      ["low", 6, false],
      ["high", 3, false],
      ["full", 8, true],
    ]);
  });
  it("contest.cover.1: low cover shows on the attack test and the Dodge test", () => {
    expect(attackTest("ranged", agiStyle, attributes, { cover: "low" }).target.total).toBe(6);
    expect(defenceTest("dodge", "ranged", dodge, attributes, { cover: "low" }).target.total).toBe(9);
    expect(defenceTest("dodge", "melee", dodge, attributes, { cover: "low" }).target.total).toBe(7);
  });
  it("contest.cover.3: high cover gives +5 to Dodge only, not to Parry or Block", () => {
    expect(defenceTest("dodge", "spell", dodge, attributes, { cover: "high" }).target.total).toBe(12);
    expect(defenceTest("block", "ranged", strStyle, attributes, { cover: "high" }).target.total).toBe(10);
  });
  it("contest.cover.5: a ranged attack into full cover fails automatically", () => {
    expect(attackTest("ranged", agiStyle, attributes, { cover: "full" }).autoFail).toBe(true);
    expect(attackTest("melee", agiStyle, attributes, { cover: "full" }).autoFail).toBe(false);
  });
});

describe("contest.flank.2: +2 to Fighting Style and Sorcery tests for a melee attack on a flanked foe", () => {
  for (const kind of ATTACK_KINDS) {
    for (const skill of ["style", "sorcery", "focus"] as const) {
      for (const flanked of [true, false]) {
        const melee = kind === "melee" || kind === "meleeSpell";
        const want = flanked && melee && skill !== "focus" ? 2 : 0;
        it(`contest.flank.2: ${kind} with ${skill}, flanked ${flanked} -> +${want}`, () => {
          expect(flankBonus(kind, skill, flanked)).toBe(want);
        });
      }
    }
  }
  it("contest.flank.2: the bonus shows in the attack test", () => {
    expect(attackTest("melee", strStyle, attributes, { flanked: true }).target.total).toBe(12);
    expect(attackTest("ranged", strStyle, attributes, { flanked: true }).target.total).toBe(8);
  });
});

describe("contest.defend.2-6 / contest.defend.9: the defence test", () => {
  it.each([
    ["block", "style"],
    ["parry", "style"],
    ["dodge", "dodge"],
    ["withstand", "focus"],
    ["none", null],
  ] as const)("contest.defend.2: %s tests %s", (defence, skill) => {
    expect(defenceSkillId(defence)).toBe(skill);
  });
  it("contest.defend.2: Block is a Fighting Style test using Strength, whatever the style's attribute", () => {
    expect(defenceTest("block", "melee", agiStyle, attributes)).toMatchObject({ attribute: "str", target: { total: 10 } });
  });
  it("contest.defend.4: Parry uses Strength or Agility, the style's by default", () => {
    expect(defenceTest("parry", "melee", agiStyle, attributes)).toMatchObject({ attribute: "agi", target: { total: 8 } });
    expect(defenceTest("parry", "melee", agiStyle, attributes, { parryAttribute: "str" })).toMatchObject({ attribute: "str", target: { total: 10 } });
  });
  it("contest.defend.3: Dodge is a Dodge test", () => {
    expect(defenceTest("dodge", "melee", dodge, attributes)).toMatchObject({ attribute: "agi", target: { total: 7 } });
  });
  it("contest.defend.6: Withstand is a Focus test", () => {
    expect(defenceTest("withstand", "spell", focus, attributes)).toMatchObject({ attribute: "wil", target: { total: 8 } });
  });
  it("contest.defend.9: not defending fails automatically and needs no skill", () => {
    expect(defenceTest("none", "melee", null, attributes)).toMatchObject({ attribute: null, autoFail: true, edge: 0 });
  });
  it("contest.defend.2: a defence must test its own skill", () => {
    expect(() => defenceTest("dodge", "melee", focus, attributes)).toThrow("MANIFOLD.contest.Error.DefenceSkill");
    expect(() => defenceTest("block", "melee", null, attributes)).toThrow(RuleError);
  });
  it("contest.maneuver.2: Brace gives the next defence a boon", () => {
    expect(defenceTest("dodge", "melee", dodge, attributes, { braced: true }).edge).toBe(1);
    expect(defenceTest("dodge", "melee", dodge, attributes, { braced: true, armorBane: true }).edge).toBe(0);
  });
  it("contest.style.8: untrained armour: bane on Block/Parry (style list) and Dodge, not Withstand", () => {
    const bane = { penalty: 0, bane: true, untrained: ["full armor"] };
    expect(defenceTest("block", "melee", strStyle, attributes, { untrained: bane }).edge).toBe(-1);
    expect(defenceTest("parry", "melee", strStyle, attributes, { untrained: bane }).edge).toBe(-1);
    expect(defenceTest("dodge", "melee", dodge, attributes, { armorBane: true }).edge).toBe(-1);
    expect(defenceTest("withstand", "spell", focus, attributes, { armorBane: true, untrained: bane }).edge).toBe(0);
  });
  it("contest.style.7: the untrained weapon penalty also hits Block and Parry", () => {
    const minus = { penalty: -2, bane: false, untrained: ["dagger"] };
    expect(defenceTest("block", "melee", strStyle, attributes, { untrained: minus }).target.total).toBe(8);
    expect(defenceTest("dodge", "melee", dodge, attributes, { untrained: minus }).target.total).toBe(7);
  });
});

describe("contest.attack.5 / contest.attack.6: what counts as an attack", () => {
  const attacks: Partial<Record<CombatActionId, boolean>> = { strike: true, opportunityAttack: true };
  for (const id of Object.keys(COMBAT_ACTIONS) as CombatActionId[]) {
    it(`contest.attack.6: ${id} ${attacks[id] ? "is" : "is not"} an attack`, () => {
      expect(isAttackAction(id)).toBe(attacks[id] ?? false);
    });
  }
  it("contest.attack.5: Use Magic is an attack when its spell has the Attack trait", () => {
    expect(isAttackAction("useMagic", { attack: true })).toBe(true);
    expect(isAttackAction("useMagic", { attack: false })).toBe(false);
  });
  it("contest.reaction.4: only a non-attacking spell can be cast as a reaction", () => {
    expect(canCastAsReaction({ attack: false })).toBe(true);
    expect(canCastAsReaction({ attack: true })).toBe(false);
  });
  it.each(ATTACK_KINDS.map((k) => [k, k === "melee"]))("contest.oppo.1: an opportunity attack with a %s attack: %s", (kind, ok) => {
    expect(canOpportunityAttack(kind)).toBe(ok);
  });
});
