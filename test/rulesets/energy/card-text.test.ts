import { describe, expect, it } from "vitest";
import { energyCardContext } from "../../../src/rulesets/energy/sheets/card-context";
import { planAttack } from "../../../src/rulesets/energy/rules/plan";
import { recordDamage, recordDefense, type EnergyCard } from "../../../src/rulesets/energy/rules/card";
import { cardDamage } from "../../../src/rulesets/energy/rules/card-damage";
import { prepareDerived } from "../../../src/rulesets/energy/rules/derived";
import { character } from "./fixtures";
import { makeRenderer, missingKeys } from "../../browser/render";

const render = makeRenderer();

/** How the energy card reads: its outcome said once, its Apply named, its damage typed. */
describe("energy card text", () => {
  const a = character({ abilities: { str: 14 } });
  const t = character();
  const side = (name: string, c: typeof a) => ({ uuid: name, name, img: "", system: c.system, derived: prepareDerived(c, []), conditions: new Set<string>() });
  const attack = (d20: number) =>
    planAttack(side("A", a), side("T", t), null, { mode: "unarmed", maneuver: "", modifier: 0, edge: 0, nonlethal: false, steps: 0, movement: "normal", swift: false, targetMoving: false }, { side: "front", distance: 1, defending: false }, { faces: [d20], kept: d20 });
  const can = { canRollDefense: true, canRollSave: true, canRollDamage: true, canApply: true, canRollDeath: true };
  const hit = recordDefense(attack(12), { thrown: [[1]], kept: [1], total: 1 });
  const damaged = (c: EnergyCard, armorHit: boolean, rolled = 5) => recordDamage({ ...c, result: { ...c.result!, armorHit } }, { ...cardDamage(c, "1d6", [rolled], rolled) }, null);

  it("a hit says in one phrase whether the armour took its part", () => {
    expect(energyCardContext(damaged(hit, true), can).outcome).toEqual({ cssClass: "hit", label: "MANIFOLD.energy.Card.Outcome.hitArmor" });
    expect(energyCardContext(damaged(hit, false), can).outcome).toEqual({ cssClass: "hit", label: "MANIFOLD.energy.Card.Outcome.hitClean" });
  });
  it("a hit with damage offers Apply damage, and names the damage type", () => {
    const ctx = energyCardContext(damaged(hit, false), can);
    expect(ctx).toMatchObject({ canApply: true, applyLabel: "MANIFOLD.Card.Apply" });
    expect(ctx.damage?.typeLabel).toBe(`MANIFOLD.energy.Damage.${hit.attack.damageType}`);
  });
  it("a hit whose damage came to 0 has nothing to apply: no Apply", () => {
    const none = damaged(hit, false);
    const zero = { ...none, damage: { ...none.damage!, total: 0 } };
    expect(energyCardContext(zero, can)).toMatchObject({ canApply: false, applyLabel: null });
  });
  it("a plain miss has nothing to apply; an attack roll of 3 or less exposes the attacker: Apply names the conditions, and says so", () => {
    const miss = recordDefense(attack(5), { thrown: [[10], [10], [9]], kept: [10, 10, 9], total: 29 });
    expect(miss.result).toMatchObject({ hit: false, attackerExposed: false });
    expect(energyCardContext(miss, can)).toMatchObject({ canApply: false, applyLabel: null });
    const parried = recordDefense(attack(3), { thrown: [[10], [10], [9]], kept: [10, 10, 9], total: 29 });
    expect(parried.result).toMatchObject({ hit: false, attackerExposed: true });
    expect(energyCardContext(parried, can)).toMatchObject({ canApply: true, applyLabel: "MANIFOLD.Card.ApplyConditions" });
    const fumble = recordDefense(attack(1), { thrown: [[1]], kept: [1], total: 1 });
    expect(fumble.result?.critFail).toBe(true);
    expect(energyCardContext(fumble, can)).toMatchObject({ canApply: true, applyLabel: "MANIFOLD.Card.ApplyConditions" });
  });
  it("after Apply, the card shows what is left of the target's Aura", () => {
    const c = { ...damaged(hit, false), ledger: { applied: true, entries: [{ side: "defender" as const, doc: "actor" as const, path: "system.aura.value", before: 12, after: 7 }] } };
    expect(energyCardContext(c, { ...can, seesTarget: true })).toMatchObject({ applied: true, remaining: [{ pool: "MANIFOLD.Card.Pool.aura", before: 12, after: 7 }] });
    expect(energyCardContext(c, can)).toMatchObject({ remaining: [], pool: null });
  });

  it("the card sets AV beside the Defense roll it met, and the Combat roll beside the armour's Coverage", () => {
    const covered = (d20: number) => { const c = attack(d20); return { ...c, defense: { ...c.defense, armor: { ar: 2, coverage: 10 } } }; };
    const met = recordDefense(covered(8), { thrown: [[3]], kept: [3], total: 3 });
    const ctx = energyCardContext(met, can);
    expect(ctx.compare).toMatchObject({ left: { label: "MANIFOLD.energy.Card.AV", value: met.attack.value, tip: "MANIFOLD.energy.AbbrTip.AV" }, right: { label: `MANIFOLD.energy.Defense.${met.defense.kind}`, value: met.defense.bonus + 3 }, note: null });
    expect(ctx.armor).toMatchObject({ left: { value: 8 }, op: "<", right: { label: "MANIFOLD.energy.Card.Coverage", value: 10 }, note: "MANIFOLD.energy.Card.ArmorTakes" });
    expect(energyCardContext(recordDefense(covered(12), { thrown: [[3]], kept: [3], total: 3 }), can).armor).toMatchObject({ op: ">", note: "MANIFOLD.energy.Card.PastArmor" });
    // A miss, or a critical, never meets the armour: no Coverage line.
    expect(energyCardContext(recordDefense(covered(8), { thrown: [[10], [10], [10], [9]], kept: [10, 10, 10, 9], total: 39 }), can).armor).toBeNull();
    const crit = energyCardContext(recordDefense(covered(20), { thrown: [[3]], kept: [3], total: 3 }), can);
    expect(crit.armor).toBeNull();
    expect(crit.compare?.note).toBe("MANIFOLD.energy.Card.CritDecides");
    expect(energyCardContext(recordDefense(covered(1), { thrown: [[3]], kept: [3], total: 3 }), can).compare?.note).toBe("MANIFOLD.energy.Card.OneDecides");
  });
  it("before the Defense roll there is nothing to compare; a target that could not roll has no comparison either", () => {
    expect(energyCardContext(attack(12), can)).toMatchObject({ compare: null, armor: null });
    const helpless = attack(12);
    const settled = recordDefense({ ...helpless, defense: { ...helpless.defense, noRoll: true } }, null);
    expect(settled.result?.hit).toBe(true);
    expect(energyCardContext(settled, can).compare).toBeNull();
  });
  it("every roll on the card shows its formula and faces: the d20, the Defense chain with its bonus, the damage", () => {
    const ctx = energyCardContext(damaged(recordDefense(attack(12), { thrown: [[3]], kept: [3], total: 3 }), false, 5), can);
    expect(ctx.d20.tip).toMatchObject({ formula: "1d20", total: 12 });
    expect(ctx.defenseRoll?.tip).toMatchObject({ formula: `1d10* + ${hit.defense.bonus}`, total: 3 + hit.defense.bonus });
    expect(ctx.damage?.tip).toMatchObject({ formula: "1d6", parts: [{ faces: [{ result: 5 }] }] });
  });

  it("the card draws each roll's formula in core's dice tooltip, and both comparisons, with no key missing", () => {
    const c = attack(8);
    const met = recordDefense({ ...c, defense: { ...c.defense, armor: { ar: 2, coverage: 10 } } }, { thrown: [[3]], kept: [3], total: 3 });
    const html = render("templates/energy/chat/attack-card.hbs", energyCardContext(damaged(met, true, 5), can));
    expect(html.match(/data-action="expandRoll"/g)).toHaveLength(3);
    expect(html).toContain(`<div class="dice-formula">1d10* + ${met.defense.bonus}</div>`);
    expect(html.match(/<p class="compare">/g)).toHaveLength(2);
    expect(html).toContain("Armour Coverage <strong>10</strong>");
    expect([...missingKeys]).toEqual([]);
  });

  it("energy.chance.2: the Chance roll that decided lethal or not is shown with its formula, beside its DC", () => {
    const armed = { ...hit, attack: { ...hit.attack, nonlethal: 10 } };
    const dmg = cardDamage(armed, "1d6", [5], 5);
    const failed = energyCardContext(recordDamage(armed, dmg, { roll: 7, nonlethal: false }), can).damage!;
    expect(failed.nonlethal).toBe("MANIFOLD.energy.Card.LethalDamage");
    expect(failed.chance).toMatchObject({ tip: { formula: "1d20", total: 7 }, compare: { left: { label: "MANIFOLD.energy.Card.ChanceRoll", value: 7 }, op: "<", right: { label: "MANIFOLD.energy.Card.ChanceDc", value: 10 } } });
    expect(energyCardContext(recordDamage(armed, dmg, { roll: 10, nonlethal: true }), can).damage!.chance?.compare.op).toBe("=");
    // No Chance roll was owed (unarmed, or traded down to none): no line.
    expect(energyCardContext(damaged(hit, false), can).damage!.chance).toBeNull();
    const html = render("templates/energy/chat/attack-card.hbs", energyCardContext(recordDamage(armed, dmg, { roll: 7, nonlethal: false }), can));
    expect(html).toContain("Chance roll <strong>7</strong>");
  });
});
