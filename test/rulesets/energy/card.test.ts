import { describe, expect, it } from "vitest";
import { planAttack, type AttackChoices, type TargetSituation, type Creature } from "../../../src/rulesets/energy/rules/plan";
import { cardConditions, cardEffects, cardStage, defenseRollEdge, recordDamage, saveEdge, recordDefense, recordSave, type EnergyCard } from "../../../src/rulesets/energy/rules/card";
import { cardDamage } from "../../../src/rulesets/energy/rules/card-damage";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import { inForce } from "../../../src/core/status";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { RuleError } from "../../../src/rulesets/energy/rules/errors";
import { character, item } from "./fixtures";
import type { CreatureSystem, EnergyItem } from "../../../src/rulesets/energy/rules/types";

type Over = Parameters<typeof character>[0];
function side(name: string, over: Over, items: EnergyItem[] = [], statuses: string[] = []): Creature & { uuid: string; name: string; img: string } {
  const actor = character(over);
  const conditions = inForce(ENERGY_STATUSES, statuses);
  return { uuid: `Actor.${name}`, name, img: "", system: actor.system as CreatureSystem, derived: prepareDerived(actor, items, conditions), conditions };
}
const choices = (over: Partial<AttackChoices> = {}): AttackChoices => ({ mode: "melee", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false, ...over });
const here = (over: Partial<TargetSituation> = {}): TargetSituation => ({ side: "front", distance: 1, defending: false, ...over });
const chain = (...kept: number[]) => ({ thrown: kept.map((k) => [k]), kept, total: kept.reduce((a, b) => a + b, 0) });

const sword = item("energyWeapon", "Longsword", { equipped: true, attackBonus: 2, damage: "1d8", reach: 1, precision: 1 });
const bow = item("energyRanged", "Longbow", { equipped: true, accuracy: 1, drawWeight: 35, range: { near: 5, far: 30, max: 120 } });
const mail = item("energyArmor", "Mail", { equipped: true, ar: 3, coverage: { melee: 12, ranged: 10 } });
const attacker = side("A", { abilities: { str: 16, dex: 14 }, mpl: { level: 3, arm: 3 }, bonus: { arm: 9 } }, [sword, bow]);
const target = side("T", { abilities: { dex: 12 } }, [mail]);
const melee = (over: Partial<AttackChoices> = {}, sit: Partial<TargetSituation> = {}, d20 = 10, tgt = target) =>
  planAttack(attacker, tgt, { kind: "melee", name: sword.name, uuid: "Item.sword", system: sword.system }, choices(over), here(sit), { faces: [d20], kept: d20 });

describe("energy.melee.3-6 / energy.unarmed.*: planning a melee attack", () => {
  it("energy.melee.3: AV = 15 + MASAB + weapon bonus", () => {
    const card = melee();
    expect(card.attack.value).toBe(15 + 1 + 2);
    expect(card.attack.parts.map((p) => p.label)).toContain("Longsword");
  });
  it("energy.melee.6 / energy.evasion.1 / energy.evasion.10: the target rolls Evasion 1d10*", () => {
    expect(melee().defense).toMatchObject({ kind: "evasion", faces: 10, bonus: target.derived.evasion.total });
  });
  it("energy.facing.3: from behind the target uses Unarmed Evasion with disadvantage", () => {
    expect(melee({}, { side: "behind" }).defense).toMatchObject({ kind: "unarmedEvasion", edge: -1 });
  });
  it("energy.action.4: a melee attack needs the target within reach", () => {
    expect(() => melee({}, { distance: 3 })).toThrow(RuleError);
  });
  it("energy.unarmed.1 / energy.unarmed.2 / energy.unarmed.4: Unarmed AV = 15 + MASAB, with a weapon in hand too", () => {
    const card = planAttack(attacker, target, null, choices({ mode: "unarmed" }), here(), { faces: [10], kept: 10 });
    expect(card.attack.value).toBe(16);
    expect(card.attack.flatDamage).toBe(1);
  });
  it("energy.unarmed.5: unarmed damage is MASAB, at least 1", () => {
    const weak = side("W", { abilities: { str: 6, dex: 6 } });
    expect(planAttack(weak, target, null, choices({ mode: "unarmed" }), here(), { faces: [10], kept: 10 }).attack.flatDamage).toBe(1);
  });
  it("energy.mpl.2: a non-proficient weapon: -1 AV and half damage", () => {
    const novice = side("N", { abilities: { str: 16, dex: 14 }, mpl: { level: 0 } });
    const heavy = item("energyWeapon", "Zweihander", { equipped: true, mpr: 2, damage: "2d6" });
    const card = planAttack(novice, target, { kind: "melee", name: "Zweihander", uuid: "x", system: heavy.system }, choices(), here(), { faces: [10], kept: 10 });
    expect(card.attack.value).toBe(15 + 1 - 1);
    expect(card.attack.halfDamage).toBe(true);
  });
  it("energy.mpl.2 / energy.resist.7: the half for a non-proficient weapon comes after armour, like every multiplier", () => {
    const novice = side("N", { abilities: { str: 16, dex: 14 }, mpl: { level: 0 } });
    const heavy = item("energyWeapon", "Zweihander", { equipped: true, mpr: 2, damage: "2d6" });
    const card = recordDefense(planAttack(novice, target, { kind: "melee", name: "Zweihander", uuid: "x", system: heavy.system }, choices(), here(), { faces: [10], kept: 10 }), chain(1));
    expect(card.result?.armorHit).toBe(true);
    // 8 rolled + 1 MASDB = 9; AR 3 leaves 6; half is 3 (halving first would leave 1).
    expect(cardDamage(card, "2d6", [4, 4], 8).total).toBe(3);
  });
  it("energy.cond.6 / energy.cond.8: a Dazed or Blinded attacker rolls with disadvantage", () => {
    const dazed = side("D", {}, [sword], ["dazed"]);
    expect(planAttack(dazed, target, { kind: "melee", name: "s", uuid: "s", system: sword.system }, choices(), here(), { faces: [10], kept: 10 }).attack.edge).toBe(-1);
  });
  it("energy.cond.6 / energy.cond.13: a Prone or Dazed target rolls its Evasion with disadvantage", () => {
    expect(melee({}, {}, 10, side("P", {}, [], ["prone"])).defense.edge).toBe(-1);
  });
  it("energy.maneuver.12: a Restrained creature may not attack", () => {
    const held = side("R", {}, [sword], ["restrained"]);
    expect(() => planAttack(held, target, { kind: "melee", name: "s", uuid: "s", system: sword.system }, choices(), here(), { faces: [10], kept: 10 })).toThrow(RuleError);
  });
});

describe("energy.melee.4-5 / energy.combat.* through the card", () => {
  it("energy.melee.5: AV at least the Evasion roll hits; the card then wants damage", () => {
    const card = recordDefense(melee(), chain(4));
    expect(card.result?.hit).toBe(true);
    expect(cardStage(card)).toBe("damage");
  });
  it("energy.defense.3: the exploding chain's total counts: 10 + 10 + 3 beats the AV", () => {
    expect(recordDefense(melee(), chain(10, 10, 3)).result?.hit).toBe(false);
  });
  it("energy.melee.4 / energy.combat.5: damage + MASDB, AR off when the Combat roll is below Coverage", () => {
    const card = recordDefense(melee({}, {}, 10), chain(2));
    const dmg = cardDamage(card, "1d8", [6], 6);
    expect(dmg.total).toBe(6 + 1 - 3);
    const clean = recordDefense(melee({}, {}, 12), chain(2));
    expect(cardDamage(clean, "1d8", [6], 6).total).toBe(7);
  });
  it("energy.crit.3 / energy.combat.4: a critical (Precise 1: 19) ignores AR and Exposes the target during the attack", () => {
    const card = recordDefense(melee({}, {}, 19), chain(10, 10, 9));
    expect(card.result).toMatchObject({ hit: true, crit: true, armorHit: false });
    expect(cardConditions(card).defender).toEqual([{ id: "exposed", rounds: 1 }]);
    expect(cardDamage(card, "1d8", [6], 6).total).toBe(7);
  });
  it("energy.combat.2 / energy.combat.3: a 1 misses and Exposes the attacker until the end of the next round", () => {
    const card = recordDefense(melee({}, {}, 1), chain(1));
    expect(card.result?.hit).toBe(false);
    expect(cardConditions(card).attacker).toEqual([{ id: "exposed", rounds: 2 }]);
    expect(cardStage(card)).toBe("resolved");
  });
  it("energy.action.8: a Defending target wins ties", () => {
    const card = melee({}, { defending: true });
    const total = card.attack.value - card.defense.bonus;
    expect(recordDefense(card, chain(total)).result?.hit).toBe(false);
  });
  it("energy.evasion.9 / energy.surprise.4: a target that cannot defend (Unaware) is hit without rolling", () => {
    const card = melee({}, {}, 10, side("U", {}, [], ["unaware"]));
    expect(() => recordDefense(melee(), null)).toThrow(RuleError);
    expect(recordDefense(card, null).result?.hit).toBe(true);
  });
  it("energy.unconscious.1: an unconscious target cannot roll against melee", () => {
    expect(melee({}, {}, 10, side("U", {}, [], ["unconscious"])).defense.noRoll).toBe(true);
  });
  it("refuses a second defence roll", () => {
    expect(() => recordDefense(recordDefense(melee(), chain(3)), chain(3))).toThrow(RuleError);
  });
});

describe("energy.ranged.* / energy.hit.* / energy.throw.* through the card", () => {
  const shoot = (over: Partial<AttackChoices> = {}, sit: Partial<TargetSituation> = {}, d20 = 12, tgt = target) =>
    planAttack(attacker, tgt, { kind: "ranged", name: "Longbow", uuid: "Item.bow", system: bow.system }, choices({ mode: "ranged", ...over }), here({ distance: 10, ...sit }), { faces: [d20], kept: d20 });
  it("energy.ranged.2 / energy.ranged.5 / energy.evasion.4: Miss Chance = modifier + size + movement, and the target rolls 1d4* Ranged Evasion", () => {
    const card = shoot();
    // Arm 12 draws 35 kg: accuracy +0; MCM = 8 - 1 - 1 = 6; Medium 0; normal movement 0.
    expect(card.attack.value).toBe(6);
    expect(card.defense).toMatchObject({ kind: "rangedEvasion", faces: 4 });
  });
  it("energy.miss.9: a still target is easier: -5", () => expect(shoot({ movement: "none" }).attack.value).toBe(1));
  it("energy.range.2: within the near range the Hit roll has advantage", () => expect(shoot({}, { distance: 4 }).attack.edge).toBe(1));
  it("energy.range.4: beyond the maximum the shot is refused", () => expect(() => shoot({}, { distance: 200 })).toThrow(RuleError));
  it("energy.hit.5 / energy.draw.8: damage adds the draw weight's extra damage; AR counts below the ranged Coverage", () => {
    const card = recordDefense(shoot({}, {}, 9), chain(1));
    expect(card.result?.armorHit).toBe(true);
    expect(cardDamage(card, "1d8", [5], 5).total).toBe(5 + 1 - 3);
  });
  it("energy.nonlethal.9: non-lethal trades add +3 Miss Chance each and widen the Chance roll", () => {
    const card = shoot({ nonlethal: true, steps: 2 });
    expect(card.attack.value).toBe(12);
    expect(card.attack.nonlethal).toBe(5);
  });
  it("energy.throw.1 / energy.throw.2: a weapon without Thrown thrown halves its damage unless the Hit roll is 20", () => {
    const thrown = (d20: number) =>
      recordDefense(planAttack(attacker, target, { kind: "melee", name: sword.name, uuid: "s", system: sword.system }, choices({ mode: "thrown" }), here({ distance: 2 }), { faces: [d20], kept: d20 }), chain(1));
    expect(cardDamage(thrown(15), "1d8", [8], 8).total).toBe(4);
    expect(cardDamage(thrown(20), "1d8", [8], 8).total).toBe(8);
  });
  it("energy.throw.3: a Thrown weapon aims with its AV bonus", () => {
    const dagger = item("energyWeapon", "Dagger", { thrown: true, attackBonus: 3, light: true });
    const card = planAttack(attacker, target, { kind: "melee", name: "Dagger", uuid: "d", system: dagger.system }, choices({ mode: "thrown" }), here({ distance: 2 }), { faces: [10], kept: 10 });
    expect(card.attack.parts[0]!.value).toBe(8 - 3 - 1);
    expect(card.attack.halfUnlessNat20).toBe(false);
  });
  it("energy.mpl.3: a non-proficient ranged weapon halves its damage", () => {
    const heavyBow = item("energyRanged", "Warbow", { mpr: 9, drawWeight: 30 });
    expect(planAttack(attacker, target, { kind: "ranged", name: "W", uuid: "w", system: heavyBow.system }, choices({ mode: "ranged" }), here({ distance: 10 }), { faces: [10], kept: 10 }).attack.halfDamage).toBe(true);
  });
});

describe("energy.maneuver.* through the card", () => {
  const maneuver = (m: "trip" | "push" | "restrain" | "disarm", statuses: string[] = [], swift = false) =>
    planAttack(attacker, side("T", {}, [mail], statuses), m === "trip" || m === "disarm" ? { kind: "melee", name: "s", uuid: "s", system: sword.system } : null, choices({ mode: "maneuver", maneuver: m, swift }), here(), { faces: [10], kept: 10 });
  it("energy.maneuver.1 / energy.maneuver.4: -5 AV, no damage; a hit asks for Fortitude", () => {
    const card = maneuver("trip", ["exposed"]);
    expect(card.attack.value).toBe(card.attack.baseAv - 5);
    const hit = recordDefense(card, chain(1));
    expect(cardStage(hit)).toBe("save");
    expect(() => recordDamage(hit, { formula: "", faces: [], rolled: 0, parts: [], total: 0 }, null)).toThrow(RuleError);
  });
  it("energy.maneuver.4: a failed Fortitude (not higher than the AV without -5) knocks Prone", () => {
    const hit = recordDefense(maneuver("trip", ["exposed"]), chain(1));
    const failed = recordSave(hit, chain(hit.attack.baseAv - hit.defense.fortitude), 0);
    expect(failed.save?.pass).toBe(false);
    expect(cardConditions(failed).defender).toEqual([{ id: "prone" }]);
    const passed = recordSave(hit, chain(hit.attack.baseAv - hit.defense.fortitude + 1), 0);
    expect(cardConditions(passed).defender).toEqual([]);
  });
  it("energy.maneuver.2 / energy.maneuver.3 / energy.unguarded.4: on a target not Exposed: attacker Unguarded, target's defence with advantage", () => {
    const card = maneuver("trip");
    expect(card.defense).toMatchObject({ maneuverAdvantage: true, edge: 1 });
    expect(cardConditions(recordDefense(card, chain(10, 9))).attacker).toEqual([{ id: "unguarded", rounds: 1 }]);
    expect(maneuver("trip", [], true).defense.maneuverAdvantage).toBe(false);
  });
  it("energy.maneuver.10: Restrain: on a hit the target is Restrained and the attacker Restraining, no save", () => {
    const hit = recordDefense(maneuver("restrain", ["exposed"]), chain(1));
    expect(cardStage(hit)).toBe("resolved");
    expect(cardConditions(hit)).toEqual({ attacker: [{ id: "restraining" }], defender: [{ id: "restrained" }] });
  });
  it("energy.maneuver.18 / energy.maneuver.19: Push: a failed save leaves the target Unguarded; a passed one the attacker", () => {
    const hit = recordDefense(maneuver("push", ["exposed"]), chain(1));
    expect(cardConditions(recordSave(hit, chain(1), 0)).defender).toEqual([{ id: "unguarded", rounds: 1 }]);
    expect(cardConditions(recordSave(hit, chain(10, 10, 9), 0)).attacker).toEqual([{ id: "unguarded", rounds: 1 }]);
  });
  it("energy.fort.1 / energy.fort.2: the save is a 1d10* Fortitude roll", () => {
    const hit = recordDefense(maneuver("disarm", ["exposed"]), chain(1));
    expect(recordSave(hit, chain(10, 2), 0).save?.total).toBe(12 + hit.defense.fortitude);
  });
});

describe("energy.resist.* on the card", () => {
  it("energy.resist.2: a weakness to the weapon's type doubles the damage after armour", () => {
    const weakTarget = side("W", { weaknesses: ["slashing"] }, [mail]);
    const card = recordDefense(melee({}, {}, 15, weakTarget), chain(1));
    expect(card.defense.weak).toBe(true);
    expect(cardDamage(card, "1d8", [6], 6).total).toBe(14);
  });
});

describe("the card refuses out-of-order steps", () => {
  it("no damage before a hit", () => {
    const card: EnergyCard = melee();
    expect(() => cardDamage(card, "1d8", [1], 1)).toThrow(RangeError);
    expect(() => recordSave(card, chain(1), 0)).toThrow(RuleError);
  });
});

describe("energy.stamina.20-22 / energy.maneuver.7 / energy.maneuver.20: enhancements and maneuver effects on the card", () => {
  it("energy.stamina.20: enhancements up to 4 Stamina add their damage to the attack", () => {
    const card = melee({ enhancements: [{ name: "Crushing Blow", stamina: 2, damage: "1d6" }, { name: "Power", stamina: 2, damage: "" }] });
    expect(card.attack.damage).toBe("1d8 + 1d6");
    expect(card.attack.enhancements.map((e) => e.stamina)).toEqual([2, 2]);
  });
  it("energy.stamina.20 / energy.stamina.21: past 4 is refused; one ability above 4 alone is allowed", () => {
    expect(() => melee({ enhancements: [{ name: "A", stamina: 3, damage: "" }, { name: "B", stamina: 2, damage: "" }] })).toThrow(RuleError);
    expect(melee({ enhancements: [{ name: "Big", stamina: 6, damage: "" }] }).attack.enhancements).toHaveLength(1);
    expect(() => melee({ enhancements: [{ name: "Big", stamina: 6, damage: "" }, { name: "More", stamina: 1, damage: "" }] })).toThrow(RuleError);
  });
  it("energy.maneuver.7: a failed Fortitude against Disarm drops the weapon", () => {
    const c = planAttack(attacker, side("T", {}, [mail], ["exposed"]), { kind: "melee", name: "s", uuid: "s", system: sword.system }, choices({ mode: "maneuver", maneuver: "disarm" }), here(), { faces: [10], kept: 10 });
    const hit = recordDefense(c, chain(1));
    expect(cardEffects(recordSave(hit, chain(1), 0))).toEqual(["MANIFOLD.energy.Card.Effect.Disarmed"]);
    expect(cardEffects(recordSave(hit, chain(10, 10, 9), 0))).toEqual([]);
  });
  it("energy.maneuver.20: a Push out of a Sprint moves the target up to 3 m", () => {
    const push = (sprintPush: boolean) => recordSave(recordDefense(planAttack(attacker, side("T", {}, [], ["exposed"]), null, choices({ mode: "maneuver", maneuver: "push", sprintPush }), here(), { faces: [10], kept: 10 }), chain(1)), chain(1), 0);
    expect(cardEffects(push(true))).toEqual(["MANIFOLD.energy.Card.Effect.Pushed3"]);
    expect(cardEffects(push(false))).toEqual(["MANIFOLD.energy.Card.Effect.Pushed1"]);
  });
});

describe("energy.resist.5: the Defense roll's sources cancel one for one", () => {
  const defense = (edge: -1 | 0 | 1, boons: number, banes: number) => ({ ...({} as EnergyCard["defense"]), edge, sources: { boons, banes } });
  it("the roller's key is one more source, against every source the card counted", () => {
    expect(defenseRollEdge(defense(-1, 0, 2), 1)).toBe(-1);
    expect(defenseRollEdge(defense(-1, 0, 1), 1)).toBe(0);
    expect(defenseRollEdge(defense(0, 1, 1), -1)).toBe(-1);
    expect(defenseRollEdge(defense(1, 1, 0), 0)).toBe(1);
  });
  it("a card stored before the sources were kept counts its net edge as one source", () => {
    expect(defenseRollEdge(defense(-1, 0, 0), 1)).toBe(0);
    expect(defenseRollEdge(defense(1, 0, 0), 1)).toBe(1);
    expect(defenseRollEdge(defense(0, 0, 0), -1)).toBe(-1);
  });
});

describe("energy.resist.5: the Fortitude save's sources cancel one for one", () => {
  const card = (defense: Record<string, unknown>, targetMoving = false) => ({ attack: { maneuver: "trip", targetMoving }, defense }) as unknown as EnergyCard;
  it("each counted source stays a source: two and an advantage leave one", () => {
    expect(saveEdge(card({ saveBanes: 2, fortitudeEdge: -1, noRoll: false }), 1)).toBe(-1);
    expect(saveEdge(card({ saveBanes: 1, fortitudeEdge: -1, noRoll: false }), 1)).toBe(0);
    expect(saveEdge(card({ saveBanes: 1, fortitudeEdge: -1, noRoll: false }, true), 1)).toBe(-1);
  });
  it("a card stored before the count: its net edge and its no-roll flag are one source each", () => {
    expect(saveEdge(card({ saveBanes: 0, fortitudeEdge: -1, noRoll: false }), 1)).toBe(0);
    expect(saveEdge(card({ saveBanes: 0, fortitudeEdge: -1, noRoll: true }), 1)).toBe(-1);
    expect(saveEdge(card({ saveBanes: 0, fortitudeEdge: 0, noRoll: false }), 1)).toBe(1);
  });
});
