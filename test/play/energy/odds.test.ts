// The attack dialog's odds lines (play/odds.ts): read off the cards planAttack makes for the
// dialog's choices, checked against the odds functions, hand-worked values and seeded attacks
// settled by the card's own rule (settleAttack); and they move with the choices.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../core/seeded";
import { rollExploding } from "../../../src/core/dice/explode";
import { rollWithEdge } from "../../../src/core/dice/advantage";
import type { OddsLine } from "../../../src/core/play/odds";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import { planAttack, type AttackChoices, type TargetSituation, type Weapon } from "../../../src/rulesets/energy/rules/plan";
import { meleeOdds, rangedOdds } from "../../../src/rulesets/energy/rules/odds";
import { settleAttack } from "../../../src/rulesets/energy/rules/settle";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { EnergyActor, EnergyItem } from "../../../src/rulesets/energy/rules/types";
import { ATTACK_ODDS_LABELS, attackOddsLines, cardOdds } from "../../../src/rulesets/energy/play/odds";
import { creature, item } from "../../rulesets/energy/fixtures";
import { expectFrequency, SAMPLES } from "../../core/dice/sampling";

const blade = item("energyWeapon", "Blade", { equipped: true, damage: "1d8", mpr: 1 });
const bow = item("energyRanged", "Bow", { equipped: true, loaded: true });
const sideOf = (name: string, items: EnergyItem[] = [], conditions: string[] = []) => {
  const system = creature();
  return { uuid: `Actor.${name}`, name, img: "", system, derived: prepareDerived({ type: "energyCharacter", system } as EnergyActor, items), conditions: new Set(conditions) };
};
const kestra = sideOf("Kestra", [blade, bow]);
const melee: Weapon = { kind: "melee", name: "Blade", uuid: "Item.blade", system: blade.system };
const shooting: Weapon = { kind: "ranged", name: "Bow", uuid: "Item.bow", system: bow.system };
const choices = (over: Partial<AttackChoices> = {}): AttackChoices => ({ mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false, ...over });
const at = (distance: number, over: Partial<TargetSituation> = {}): TargetSituation => ({ side: "front", distance, defending: false, ...over });

type Target = { side: Awaited<ReturnType<typeof sideOf>>; where: TargetSituation };
/** The attack's planning as startAttack hands it to the dialog: one card per target. */
const planOf = (weapon: Weapon | null, targets: Target[]) => (c: AttackChoices): EnergyCard[] =>
  targets.map((t) => planAttack(kestra, t.side, weapon, c, t.where, { faces: [10], kept: 10 }));

const gnoll = (where = at(1), conditions: string[] = []): Target => ({ side: sideOf("Gnoll", [], conditions), where });
const hit = (line: OddsLine) => line.values.find((v) => v.label === ATTACK_ODDS_LABELS.hit)!.p;
const crit = (line: OddsLine) => line.values.find((v) => v.label === ATTACK_ODDS_LABELS.crit)!.p;
const one = (weapon: Weapon | null, target: Target, c: AttackChoices) => {
  const lines = attackOddsLines(planOf(weapon, [target]), c);
  expect(lines).toHaveLength(1);
  return lines[0]!;
};

describe("attackOddsLines: checked against the odds functions and by hand", () => {
  it("melee: AV 15 +3 situational = 18 against Evasion 8 (1d10* + 8): 18/20 x 9/10 + 1/20 = 0.86", () => {
    const line = one(melee, gnoll(), choices({ modifier: 3 }));
    expect(line.target).toBe("Gnoll");
    expect(line.against).toEqual(["MANIFOLD.energy.Defense.evasion"]);
    expect(hit(line)).toBeCloseTo((18 / 20) * 0.9 + 1 / 20, 12);
    expect(crit(line)).toBeCloseTo(1 / 20, 12);
    expect(hit(line)).toBeCloseTo(meleeOdds(18, 8).hit, 12);
  });

  it("ranged between near and far: Miss Chance 8 + 1d4* against the d20, worked by hand", () => {
    const line = one(shooting, gnoll(at(10)), choices({ mode: "ranged" }));
    expect(line.against).toEqual(["MANIFOLD.energy.Defense.rangedEvasion"]);
    // d4* of 1-3: (12 + 11 + 10) / 20 / 4; 5-7: (8 + 7 + 6) / 20 / 16; 9-11: (4 + 3 + 2) / 20 / 64;
    // from 13 on only the natural 20 hits.
    const byHand = 33 / 80 + 21 / 320 + 9 / 1280 + 1 / 64 / 20;
    expect(hit(line)).toBeCloseTo(byHand, 12);
    expect(hit(line)).toBeCloseTo(rangedOdds(8, 0).hit, 12);
    expect(crit(line)).toBeCloseTo(1 / 20, 12);
  });

  it("each line is cardOdds of the card the attack plans, edges and all", () => {
    const c = choices({ mode: "ranged", edge: 1, modifier: 2 });
    const card = planOf(shooting, [gnoll(at(3))])(c)[0]!;
    expect(card.attack.edge).toBe(1);
    expect(hit(one(shooting, gnoll(at(3)), c))).toBeCloseTo(rangedOdds(card.attack.value, card.defense.bonus, { attackEdge: 1, defenseEdge: card.defense.edge }).hit, 12);
    expect(cardOdds(card).hit).toBeCloseTo(hit(one(shooting, gnoll(at(3)), c)), 12);
  });

  it("a defending target wins ties and says so", () => {
    const line = one(melee, gnoll(at(1, { defending: true })), choices({ modifier: 2 }));
    expect(line.against).toEqual(["MANIFOLD.energy.Defense.evasion", "MANIFOLD.energy.Card.WinsTies"]);
    expect(hit(line)).toBeCloseTo(meleeOdds(17, 8, { winsTies: true }).hit, 12);
  });

  it("an unconscious target cannot defend: melee hits on anything but a natural 1", () => {
    const line = one(melee, gnoll(at(1), ["unconscious"]), choices());
    expect(line.against).toEqual(["MANIFOLD.energy.Card.CannotDefend"]);
    expect(hit(line)).toBeCloseTo(19 / 20, 12);
  });
});

describe("attackOddsLines against seeded attacks settled by the card's rule", () => {
  function simulate(seed: number, card: EnergyCard) {
    const rng = seededRandom(seed);
    const ranged = card.attack.mode === "ranged" || card.attack.mode === "thrown";
    let hits = 0;
    let crits = 0;
    for (let i = 0; i < SAMPLES; i++) {
      const d20 = rollWithEdge(rng, 20, card.attack.edge, "high").kept;
      const defense = rollExploding(rng, card.defense.faces, card.defense.edge).total + card.defense.bonus;
      const r = settleAttack({ ranged, value: card.attack.value, d20, precision: card.attack.precision, defense, winsTies: card.defense.winsTies, coverage: 0 });
      if (r.hit) hits++;
      if (r.crit) crits++;
    }
    return { hits, crits };
  }

  it("melee with advantage from behind against a defending target", () => {
    const target = gnoll(at(1, { side: "behind", defending: true }));
    const c = choices({ edge: 1, modifier: 1 });
    const line = one(melee, target, c);
    const { hits, crits } = simulate(21, planOf(melee, [target])(c)[0]!);
    expectFrequency(hits, SAMPLES, hit(line));
    expectFrequency(crits, SAMPLES, crit(line));
  });

  it("a ranged shot with disadvantage at a fast-moving target far away", () => {
    const target = gnoll(at(40));
    const c = choices({ mode: "ranged", edge: -1, movement: "fast", modifier: 4 });
    const line = one(shooting, target, c);
    const { hits, crits } = simulate(22, planOf(shooting, [target])(c)[0]!);
    expectFrequency(hits, SAMPLES, hit(line));
    expectFrequency(crits, SAMPLES, crit(line));
  });
});

describe("attackOddsLines follow the dialog's choices", () => {
  const meleeHit = (over: Partial<AttackChoices>) => hit(one(melee, gnoll(), choices(over)));
  const shotHit = (over: Partial<AttackChoices>) => hit(one(shooting, gnoll(at(10)), choices({ mode: "ranged", ...over })));

  it("advantage raises the chance to hit and disadvantage lowers it", () => {
    expect(meleeHit({ edge: 1 })).toBeGreaterThan(meleeHit({}));
    expect(meleeHit({ edge: -1 })).toBeLessThan(meleeHit({}));
    expect(shotHit({ edge: 1 })).toBeGreaterThan(shotHit({}));
  });

  it("a situational bonus raises it, melee and ranged alike", () => {
    expect(meleeHit({ modifier: 2 })).toBeGreaterThan(meleeHit({}));
    expect(shotHit({ modifier: 2 })).toBeGreaterThan(shotHit({}));
  });

  it("non-lethal trade steps cost 3 AV (or 3 Miss Chance) each", () => {
    expect(meleeHit({ nonlethal: true, steps: 1 })).toBeCloseTo(meleeOdds(12, 8).hit, 12);
    expect(shotHit({ nonlethal: true, steps: 2 })).toBeCloseTo(rangedOdds(14, 0).hit, 12);
  });

  it("the target's movement raises the Miss Chance", () => {
    expect(shotHit({ movement: "fast" })).toBeLessThan(shotHit({}));
  });

  it("enhancements change no chance, but too much Stamina is refused as the attack would be", () => {
    const small = [{ name: "Crushing Blow", stamina: 2, damage: "1d6" }];
    expect(meleeHit({ enhancements: small })).toBeCloseTo(meleeHit({}), 12);
    const lines = attackOddsLines(planOf(melee, [gnoll()]), choices({ enhancements: [...small, { name: "Storm", stamina: 3, damage: "1d8" }] }));
    expect(lines).toEqual([{ target: "", against: [], values: [], refusal: { key: "MANIFOLD.energy.Error.EnhanceLimit", data: { name: "Storm" } } }]);
  });
});

describe("attackOddsLines with several targets, and refusals", () => {
  it("one line per target, each from its own card", () => {
    const near = gnoll(at(1));
    const guarded = { side: sideOf("Guard"), where: at(1, { defending: true }) };
    const lines = attackOddsLines(planOf(melee, [near, guarded]), choices());
    expect(lines.map((l) => l.target)).toEqual(["Gnoll", "Guard"]);
    expect(hit(lines[1]!)).toBeLessThan(hit(lines[0]!));
  });

  it("a target out of reach refuses the whole attack, so the one line says why", () => {
    const lines = attackOddsLines(planOf(melee, [gnoll(at(1)), gnoll(at(6))]), choices());
    expect(lines).toHaveLength(1);
    expect(lines[0]!.refusal?.key).toBe("MANIFOLD.energy.Error.OutOfReach");
    expect(lines[0]!.values).toEqual([]);
  });

  it("a refusal at the one target names it; one for several targets names none", () => {
    const alone = attackOddsLines(planOf(melee, [gnoll(at(6))]), choices(), ["Gnoll"]);
    expect(alone).toMatchObject([{ target: "Gnoll", refusal: { key: "MANIFOLD.energy.Error.OutOfReach" } }]);
    const two = attackOddsLines(planOf(melee, [gnoll(at(1)), gnoll(at(6))]), choices(), ["Gnoll", "Gnoll"]);
    expect(two).toMatchObject([{ target: "", refusal: { key: "MANIFOLD.energy.Error.OutOfReach" } }]);
  });

  it("a fault that is not a rule's refusal is not hidden", () => {
    expect(() => attackOddsLines(() => { throw new TypeError("bug"); }, choices())).toThrow(TypeError);
  });
});
