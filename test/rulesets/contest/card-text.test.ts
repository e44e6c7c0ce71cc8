import { describe, expect, it } from "vitest";
import { attackCardContext } from "../../../src/rulesets/contest/sheets/context";
import { declare, declineManeuver, recordAttack, recordDamage, recordDefence, rollTest, type AttackCard } from "../../../src/rulesets/contest/rules/card";
import { newCard, planAttack } from "../../../src/rulesets/contest/rules/plan";
import { prepareDerived } from "../../../src/rulesets/contest/rules/derived";
import { reduceDamage } from "../../../src/rulesets/contest/rules/damage";
import type { ContestActor, ContestItem, WeaponItem } from "../../../src/rulesets/contest/rules/types";
import { pack } from "../../browser/samples";
import { withIds } from "../../browser/harness";
import { NO_SITUATION } from "./fixtures";
import { makeRenderer, missingKeys } from "../../browser/render";

const render = makeRenderer();

/** How the contest card reads: counts in their plural form, Apply only when it changes something. */
describe("contest card text", () => {
  const knight = pack("contest-actors").find((a) => a.type === "contestCharacter")!;
  const derived = prepareDerived({ type: knight.type, system: knight.system } as unknown as ContestActor, withIds(knight) as unknown as ContestItem[]);
  const sword = withIds(knight).find((i) => i.type === "contestWeapon")! as unknown as WeaponItem;
  const can = { canDeclare: true, canRollAttack: true, canRollDefence: true, canApply: true, maneuvers: [] };
  const undefended = (face: number): AttackCard => {
    const c = declare(newCard({ uuid: "a", name: "A", img: "" }, { uuid: "d", name: "D", img: "", hasShield: false }, sword, "i", NO_SITUATION), "none");
    return recordAttack(c, rollTest(planAttack({ system: knight.system as never, derived }, sword, NO_SITUATION).test, [face]));
  };
  const damaged = (armor: number) => {
    const c = declineManeuver(undefended(1));
    return recordDamage(c, { formula: "1d6", type: "slashing", faces: [3], rolled: 3, precision: false, reduced: reduceDamage({ amount: 3, type: "slashing", armor: { ar: armor, magical: false }, block: null, resistances: [], vulnerabilities: [] }) });
  };

  it("a pass counts its Successes through the plural lang keys", () => {
    // The sword's target is 10: a 9 is one Success, a 5 two.
    const one = attackCardContext(undefended(9), can).attack!;
    expect(one).toMatchObject({ successes: 1, successesLabel: "MANIFOLD.Roll.SuccessCount.one" });
    expect(attackCardContext(undefended(5), can).attack).toMatchObject({ successes: 2, successesLabel: "MANIFOLD.Roll.SuccessCount.other" });
  });
  it("contest.attack.1: a natural 20 is named only where it decided the roll: a target of 20 or more it would have passed", () => {
    const planned = planAttack({ system: knight.system as never, derived }, sword, NO_SITUATION).test;
    const high = { ...planned, target: { ...planned.target, total: 22 } };
    const rolled = (test: typeof planned, face: number) => attackCardContext(recordAttack(declare(newCard({ uuid: "a", name: "A", img: "" }, { uuid: "d", name: "D", img: "", hasShield: false }, sword, "i", NO_SITUATION), "none"), rollTest(test, [face])), can).attack!;
    expect(rolled(high, 20)).toMatchObject({ pass: false, natural20: true });
    expect(rolled(high, 19)).toMatchObject({ pass: true, natural20: false });
    expect(rolled(planned, 20)).toMatchObject({ pass: false, natural20: false });
  });
  it("the critical win is said once: the maneuver line names the open choice, then what came of it", () => {
    const critical = undefended(1);
    expect(critical.outcome).toBe("attackerCritical");
    expect(attackCardContext(critical, can)).toMatchObject({ outcome: "MANIFOLD.contest.Outcome.AttackerCritical", maneuverBy: "MANIFOLD.contest.Card.Winner.attacker", maneuverDeclined: false });
    expect(attackCardContext(declineManeuver(critical), can)).toMatchObject({ maneuverBy: null, maneuverDeclined: true });
  });
  it("damage that gets past the armour offers Apply; damage the armour absorbs whole offers none", () => {
    expect(attackCardContext(damaged(0), can).showApply).toBe(true);
    const absorbed = damaged(10);
    expect(absorbed.damage?.reduced.total).toBe(0);
    expect(attackCardContext(absorbed, can).showApply).toBe(false);
  });
  it("after Apply, the card shows what is left of the target's Health", () => {
    const c = { ...damaged(0), ledger: { applied: true, entries: [{ side: "defender" as const, doc: "actor" as const, path: "system.health.value", before: 10, after: 7 }] } };
    const live = { pool: "MANIFOLD.Card.Pool.health", value: 7, max: 12 };
    expect(attackCardContext(c, { ...can, seesTarget: true, targetPool: live })).toMatchObject({ applied: true, showUndo: true, remaining: [{ pool: "MANIFOLD.Card.Pool.health", before: 10, after: 7 }], pool: null });
    expect(attackCardContext(damaged(0), { ...can, seesTarget: true, targetPool: live })).toMatchObject({ remaining: [], pool: live });
  });
  it("a user who neither owns the target nor is a GM is not told its Health", () => {
    const c = { ...damaged(0), ledger: { applied: true, entries: [{ side: "defender" as const, doc: "actor" as const, path: "system.health.value", before: 10, after: 7 }] } };
    expect(attackCardContext(c, { ...can, targetPool: { pool: "MANIFOLD.Card.Pool.health", value: 7, max: 12 } })).toMatchObject({ remaining: [], pool: null });
  });

  it("contest.outcome: when both sides pass a Dodge or Parry, the card sets their Successes side by side, and says a tie misses", () => {
    const prepared = planAttack({ system: knight.system as never, derived }, sword, NO_SITUATION).test;
    const contested = (defence: "dodge" | "parry" | "block", attackFace: number, defenceFace: number) => {
      const c = declare(newCard({ uuid: "a", name: "A", img: "" }, { uuid: "d", name: "D", img: "", hasShield: true }, sword, "i", NO_SITUATION), defence);
      return attackCardContext(recordDefence(recordAttack(c, rollTest(prepared, [attackFace])), rollTest(prepared, [defenceFace])), can);
    };
    // The sword's target is 10: a 5 is two Successes, a 9 one.
    expect(contested("dodge", 5, 9).compare).toMatchObject({ left: { label: "MANIFOLD.contest.Card.Attack", value: 2 }, op: ">", right: { label: "MANIFOLD.contest.Card.Defence", value: 1 }, note: "MANIFOLD.contest.Card.BySuccesses" });
    expect(contested("parry", 9, 9).compare).toMatchObject({ op: "=", note: "MANIFOLD.contest.Card.TiesMiss" });
    // A Block stops the attack whatever the Successes; a failed side has its own test line.
    expect(contested("block", 5, 9).compare).toBeNull();
    expect(contested("dodge", 15, 9).compare).toBeNull();
    expect(attackCardContext(undefended(5), can).compare).toBeNull();
  });
  it("every test shows its formula and faces; a boon keeps the lower face", () => {
    const view = attackCardContext(undefended(9), can).attack!;
    expect(view.tip).toMatchObject({ formula: "1d20", total: 9 });
    const prepared = planAttack({ system: knight.system as never, derived }, sword, NO_SITUATION).test;
    const boon = rollTest({ ...prepared, edge: 1 }, [14, 6]);
    const c = recordAttack(declare(newCard({ uuid: "a", name: "A", img: "" }, { uuid: "d", name: "D", img: "", hasShield: false }, sword, "i", NO_SITUATION), "none"), boon);
    expect(attackCardContext(c, can).attack!.tip).toMatchObject({ formula: "2d20kl", total: 6 });
    expect(attackCardContext(damaged(0), can).damage?.tip).toMatchObject({ formula: "1d6", parts: [{ total: 3, faces: [{ result: 3 }] }] });
  });

  it("the card draws each roll's formula in core's dice tooltip, and the comparison, with no key missing", () => {
    const prepared = planAttack({ system: knight.system as never, derived }, sword, NO_SITUATION).test;
    const c = declare(newCard({ uuid: "a", name: "A", img: "" }, { uuid: "d", name: "D", img: "", hasShield: true }, sword, "i", NO_SITUATION), "dodge");
    const html = render("templates/contest/chat/attack-card.hbs", attackCardContext(recordDefence(recordAttack(c, rollTest(prepared, [5])), rollTest(prepared, [9])), can));
    expect(html.match(/class="dice-roll manifold-tip" data-action="expandRoll"/g)).toHaveLength(2);
    expect(html).toMatch(/<div class="dice-formula">1d20<\/div>/);
    expect(html).toMatch(/<li class="roll die d20">5<\/li>/);
    expect(html).toMatch(/<p class="compare"><span>Attack <strong>2<\/strong><\/span> <span class="op" aria-hidden="true">&gt;<\/span>/);
    expect([...missingKeys]).toEqual([]);
  });
});
