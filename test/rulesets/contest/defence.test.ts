import { describe, expect, it } from "vitest";
import { allowedDefences, defenceRefusal } from "../../../src/rulesets/contest/rules/defence";
import { ATTACK_KINDS } from "../../../src/rulesets/contest/rules/attack";
import { DEFENCES, type Defence } from "../../../src/rulesets/contest/rules/constants";

/** Which defences each attack kind allows against a shield-bearing, aware defender, no mind ability. */
const TABLE: Record<string, Record<Defence, boolean>> = {
  melee: { block: true, dodge: true, parry: true, withstand: false, none: true },
  ranged: { block: true, dodge: true, parry: false, withstand: false, none: true },
  thrown: { block: true, dodge: true, parry: false, withstand: false, none: true },
  spell: { block: true, dodge: true, parry: false, withstand: false, none: true },
  meleeSpell: { block: true, dodge: true, parry: false, withstand: false, none: true },
};

describe("contest.defend.2-9: every defence against every attack kind", () => {
  for (const attackKind of ATTACK_KINDS) {
    for (const defence of DEFENCES) {
      const ok = TABLE[attackKind]![defence];
      it(`contest.defend.5 / contest.defend.8: ${defence} vs ${attackKind}: ${ok ? "allowed" : "refused"}`, () => {
        expect(defenceRefusal(defence, { attackKind, hasShield: true }) === null).toBe(ok);
      });
      const mindOk = ok || defence === "withstand";
      it(`contest.defend.6: ${defence} vs a mind-targeting ${attackKind}: ${mindOk ? "allowed" : "refused"}`, () => {
        expect(defenceRefusal(defence, { attackKind, hasShield: true, targetsMind: true }) === null).toBe(mindOk);
      });
    }
  }
});

describe("contest.attack.7: every attack gives an aware target a chance to defend", () => {
  it.each(ATTACK_KINDS.map((k) => [k]))("contest.attack.7: against %s, even without a shield, Dodge is offered", (attackKind) => {
    expect(allowedDefences({ attackKind, hasShield: false })).toContain("dodge");
  });
});

describe("contest.defend.2: Block only while wielding a shield", () => {
  it("contest.defend.2: without a shield Block is refused with a reason", () => {
    expect(defenceRefusal("block", { attackKind: "melee", hasShield: false })).toBe("MANIFOLD.contest.Defence.NeedsShield");
    expect(allowedDefences({ attackKind: "melee", hasShield: false })).toEqual(["dodge", "parry", "none"]);
  });
});

describe("contest.defend.5 / contest.defend.6: the reasons given", () => {
  it("contest.defend.5: parrying a ranged attack or a spell", () => {
    expect(defenceRefusal("parry", { attackKind: "ranged", hasShield: true })).toBe("MANIFOLD.contest.Defence.NoParry");
    expect(defenceRefusal("parry", { attackKind: "meleeSpell", hasShield: true })).toBe("MANIFOLD.contest.Defence.NoParry");
  });
  it("contest.defend.6: withstanding what does not target the mind", () => {
    expect(defenceRefusal("withstand", { attackKind: "melee", hasShield: true })).toBe("MANIFOLD.contest.Defence.NotMind");
  });
});

describe("contest.defend.8: an attack spell's own defences replace the default", () => {
  it("contest.defend.8: a spell that may only be withstood", () => {
    expect(allowedDefences({ attackKind: "spell", hasShield: true, spellDefences: ["withstand"] })).toEqual(["withstand", "none"]);
  });
  it("contest.defend.8: a spell that allows Parry, but Block still needs a shield", () => {
    expect(allowedDefences({ attackKind: "spell", hasShield: false, spellDefences: ["block", "parry"] })).toEqual(["parry", "none"]);
    expect(defenceRefusal("dodge", { attackKind: "spell", hasShield: true, spellDefences: ["parry"] })).toBe("MANIFOLD.contest.Defence.SpellForbids");
  });
  it("contest.defend.8: a weapon ignores a spell list", () => {
    expect(allowedDefences({ attackKind: "melee", hasShield: true, spellDefences: ["withstand"] })).toEqual(["block", "dodge", "parry", "none"]);
  });
  it("contest.defend.8: an empty list means the default", () => {
    expect(allowedDefences({ attackKind: "spell", hasShield: true, spellDefences: [] })).toEqual(["block", "dodge", "none"]);
  });
});

describe("contest.defend.1 / contest.defend.7 / contest.defend.9: awareness, choosing first, not defending", () => {
  it("contest.defend.1: an unaware target can only take no defence", () => {
    expect(allowedDefences({ attackKind: "melee", hasShield: true, aware: false })).toEqual(["none"]);
    expect(defenceRefusal("dodge", { attackKind: "melee", hasShield: true, aware: false })).toBe("MANIFOLD.contest.Defence.Unaware");
  });
  it("contest.defend.9: not defending is always allowed", () => {
    for (const attackKind of ATTACK_KINDS) {
      expect(defenceRefusal("none", { attackKind, hasShield: false, aware: false })).toBeNull();
    }
  });
  it("contest.defend.7: the declared defence is checked before the attack roll", () => {
    expect(defenceRefusal("parry", { attackKind: "melee", hasShield: false })).toBeNull();
    expect(defenceRefusal("parry", { attackKind: "ranged", hasShield: false })).toBe("MANIFOLD.contest.Defence.NoParry");
  });
});
