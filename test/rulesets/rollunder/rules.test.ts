/** The pure rules under the steps: the attack roll, its exact odds, damage and healing, the order of turns, the economy. */
import { describe, expect, it } from "vitest";
import { attackScore, attackTarget, defenseTerm, rangePenalty, readAttack } from "../../../src/rulesets/rollunder/rules/attack";
import { attackOdds } from "../../../src/rulesets/rollunder/rules/odds";
import { afterSunder, damageFormula, heal, hitDiceHp, lethalOf, lunchHp, restHp, takeDamage } from "../../../src/rulesets/rollunder/rules/damage";
import { turnOrder, pcGroup, wisdomPenalty } from "../../../src/rulesets/rollunder/rules/initiative";
import { actionFeet, takeAction, takeAttack, turnStart } from "../../../src/rulesets/rollunder/rules/economy";
import { recoveredArrows, shoot } from "../../../src/rulesets/rollunder/rules/ranged";
import { countHit } from "../../../src/rulesets/rollunder/rules/proficiency";
import { adjustedMorale, moraleDue, moraleFails } from "../../../src/rulesets/rollunder/rules/morale";

const pc = { pc: true, attack: 12, defense: 11 };
const foot = { pc: false, attack: 1, defense: -1 };

describe("rollunder attack roll", () => {
  it("rollunder.attack.1 / rollunder.attack.2: PC scores against monster modifiers, both ways", () => {
    expect([attackScore(pc), defenseTerm(pc), attackScore(foot), defenseTerm(foot)]).toEqual([12, -1, 11, -1]);
    const none = { weapon: null, distance: null, range: null, dualLight: false, modifier: 0 };
    expect(attackTarget(pc, foot, none).total).toBe(11);
    // The footsoldier (score 11) against a PC in leather (Defense 11): 11 + (10 − 11).
    expect(attackTarget(foot, pc, none).total).toBe(10);
  });
  it("rollunder.attack.4: only full 10 ft beyond range count", () => {
    expect([0, 30, 39, 40, 49, 50, 95].map((d) => rangePenalty(d, 30))).toEqual([0, 0, 0, -1, -1, -2, -6]);
    expect(rangePenalty(null, 30)).toBe(0);
    expect(rangePenalty(100, null)).toBe(0);
  });
  it("rollunder.crit.1 / rollunder.crit.3: every face against every target: 1 always hits double, 20 always misses", () => {
    for (let target = -5; target <= 25; target++) {
      for (let face = 1; face <= 20; face++) {
        const r = readAttack(face, target);
        expect(r.hit).toBe(face === 1 || (face !== 20 && face <= target));
        expect(r.double).toBe(face === 1);
        expect(r.fumble).toBe(face === 20);
      }
    }
  });
  it("rollunder.attack.1 / rollunder.crit.1: the exact odds equal the count of hitting faces over 20", () => {
    for (let target = -5; target <= 25; target++) {
      const faces = Array.from({ length: 20 }, (_, i) => i + 1).filter((f) => readAttack(f, target).hit).length;
      expect(attackOdds(target).hit).toBeCloseTo(faces / 20, 12);
      expect(attackOdds(target).double).toBe(1 / 20);
    }
  });
});

describe("rollunder damage and healing", () => {
  it("rollunder.crit.2: dice twice and bonuses twice", () => {
    expect(damageFormula("1d8", 0, false)).toBe("1d8");
    expect(damageFormula("1d8", 1, false)).toBe("1d8+1");
    expect(damageFormula("1d8", 1, true)).toBe("2d8+2");
    expect(damageFormula("1d6+1", -3, true)).toBe("2d6-4");
  });
  it("rollunder.hp.1 / rollunder.hp.2: 0 HP is just 0; only what goes below it is lethal", () => {
    expect(takeDamage(5, 5)).toEqual({ hp: 0, lethal: 0 });
    expect(takeDamage(3, 8)).toEqual({ hp: -5, lethal: 5 });
    expect(takeDamage(-5, 2)).toEqual({ hp: -7, lethal: 2 });
    expect(takeDamage(5, -3)).toEqual({ hp: 5, lethal: 0 });
    expect([lethalOf(-4), lethalOf(0), lethalOf(7)]).toEqual([4, 0, 0]);
  });
  it("rollunder.heal.7 / rollunder.heal.8: the RULINGS examples: magic at −5 healing 8 is 3; lunch at −10 rolling 7 is 0", () => {
    expect([heal(-5, 20, 3), heal(-5, 20, 8), heal(0, 20, 8), heal(15, 20, 8)]).toEqual([-2, 3, 8, 20]);
    expect([lunchHp(-10, 20, 7), lunchHp(-1, 20, 12), lunchHp(0, 20, 7), lunchHp(15, 20, 7)]).toEqual([0, 0, 7, 20]);
    expect([restHp(-5, 20), restHp(0, 20), restHp(12, 20)]).toEqual([0, 20, 20]);
  });
  it("rollunder.hp.5 / rollunder.armor.5: Hit Dice add up; a sundered d12 never makes damage negative", () => {
    expect(hitDiceHp(3, [8, 1, 4])).toBe(13);
    expect([afterSunder(10, 4), afterSunder(3, 12)]).toEqual([6, 0]);
  });
});

describe("rollunder initiative and turns", () => {
  it("rollunder.init.1 / rollunder.init.2 / rollunder.init.3 / rollunder.init.6: pass by Wisdom less the quickest enemy's penalty", () => {
    expect([pcGroup(12, 12, 0), pcGroup(13, 12, 0), pcGroup(11, 12, 2), pcGroup(10, 12, 2)]).toEqual(["first", "last", "last", "first"]);
    // No natural results on this roll: a 1 under a target of 0 fails, a 20 under 20 passes.
    expect([pcGroup(1, 2, 2), pcGroup(20, 20, 0)]).toEqual(["last", "first"]);
    const foe = (p: number) => ({ id: "x", kind: "enemy" as const, wisdom: 0, actsTwice: false, wisdomPenalty: p, defeated: false });
    expect(wisdomPenalty([foe(1), foe(3), { ...foe(9), kind: "pc" }])).toBe(3);
    expect(wisdomPenalty([])).toBe(0);
    // A quick enemy out of the fight hurries no one.
    expect(wisdomPenalty([foe(1), { ...foe(3), defeated: true }])).toBe(1);
  });
  it("rollunder.init.7: a quick enemy's second turn closes the enemies' group", () => {
    const order = turnOrder([
      { id: "a", group: "last", actsTwice: false },
      { id: "o", group: "enemies", actsTwice: true },
      { id: "b", group: "first", actsTwice: false },
      { id: "g", group: "enemies", actsTwice: false },
    ]);
    expect(order.map((t) => `${t.id}${t.second ? "2" : ""}`)).toEqual(["b", "o", "g", "o2", "a"]);
  });
  it("rollunder.turn.1 / rollunder.turn.3 / rollunder.turn.4 / rollunder.turn.10: the economy of a turn", () => {
    expect(turnStart(10)).toEqual({ action: "", moved: 0, allowance: 30 });
    expect(turnStart(-30).allowance).toBe(0);
    expect([actionFeet("run", 10), actionFeet("charge", 10), actionFeet("attack", 10)]).toEqual([60, 30, 0]);
    expect(takeAction(turnStart(10), "run", 10).allowance).toBe(90);
    expect(() => takeAction(takeAction(turnStart(10), "run", 10), "cast", 10)).toThrow("ActionSpent");
    expect(takeAttack(takeAction(turnStart(10), "charge", 10)).action).toBe("charged");
    expect(() => takeAttack(takeAttack(turnStart(10)))).toThrow("ActionSpent");
  });
});

describe("rollunder missiles, proficiency and morale", () => {
  it("rollunder.ranged.5 / rollunder.ranged.7: shots, reloads and the half that comes back", () => {
    expect(shoot({ kind: "crossbow", loaded: true }, 3)).toEqual({ arrows: 2, loaded: false });
    expect(shoot({ kind: "sling", loaded: true }, 0)).toEqual({ arrows: 0, loaded: true });
    expect([0, 1, 2, 7, 20].map(recoveredArrows)).toEqual([0, 0, 1, 3, 10]);
  });
  it("rollunder.prof.4: the eighth hit, not the seventh, makes a PC proficient", () => {
    expect(countHit({ kind: "heavy", proficient: false, hits: 6 })).toEqual({ hits: 7, proficient: false });
    expect(countHit({ kind: "heavy", proficient: false, hits: 7 })).toEqual({ hits: 8, proficient: true });
    expect(countHit({ kind: "medium", proficient: true, hits: 0 })).toEqual({ hits: 0, proficient: true });
  });
  it("rollunder.morale.6 / rollunder.morale.8 / rollunder.morale.4: over fails, ends never move, half counts from an exact half", () => {
    expect([moraleFails(8, 7), moraleFails(7, 7)]).toEqual([true, false]);
    expect([adjustedMorale(2, 4), adjustedMorale(12, -4), adjustedMorale(7, -9), adjustedMorale(7, 2)]).toEqual([2, 12, 2, 9]);
    const m = (dead: boolean, down: boolean) => ({ dead, down });
    expect(moraleDue([m(false, true), m(false, false)], { firstDeath: false, half: false })).toEqual({ firstDeath: false, half: true });
    expect(moraleDue([m(false, true), m(false, false), m(false, false)], { firstDeath: false, half: false })).toEqual({ firstDeath: false, half: false });
    expect(moraleDue([], { firstDeath: false, half: false })).toEqual({ firstDeath: false, half: false });
  });
});
