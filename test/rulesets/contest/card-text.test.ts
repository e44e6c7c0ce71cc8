import { describe, expect, it } from "vitest";
import { attackCardContext } from "../../../src/rulesets/contest/sheets/context";
import { declare, declineManeuver, recordAttack, recordDamage, rollTest, type AttackCard } from "../../../src/rulesets/contest/rules/card";
import { newCard, planAttack } from "../../../src/rulesets/contest/rules/plan";
import { prepareDerived } from "../../../src/rulesets/contest/rules/derived";
import { reduceDamage } from "../../../src/rulesets/contest/rules/damage";
import type { ContestActor, ContestItem, WeaponItem } from "../../../src/rulesets/contest/rules/types";
import { pack } from "../../browser/samples";
import { withIds } from "../../browser/harness";
import { NO_SITUATION } from "./fixtures";

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
});
