import { describe, expect, it } from "vitest";
import { chooseManeuver, declare, maneuverResult, recordAttack, recordManeuverRoll, rollTest, type AttackCard } from "../../../src/rulesets/contest/rules/card";
import { newCard } from "../../../src/rulesets/contest/rules/plan";
import { NO_SITUATION } from "./fixtures";
import { breakdown } from "../../../src/core/breakdown";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";

const prepared = (target: number) => ({ attribute: null, target: breakdown({ label: "x", value: target }), edge: 0 as const, autoFail: false, autoPass: false });

function criticalCard(): AttackCard {
  const sword = { name: "Sword", type: "contestWeapon", system: { equipped: true, gear: "longsword", damage: "1d8", damageType: "slashing", ranged: false, reach: 1, range: 0, thrown: false, twoHanded: false, heavy: false, apCost: 1 } } as const;
  const base = newCard({ uuid: "a", name: "A", img: "" }, { uuid: "d", name: "D", img: "", hasShield: false }, sword, "i", NO_SITUATION);
  return recordAttack(declare(base, "none"), rollTest(prepared(10), [3]));
}

describe("contest.outcome.5 / contest.maneuver.9: the maneuver test on the card", () => {
  it("is refused before a maneuver is chosen, recorded once after", () => {
    const card = criticalCard();
    expect(card.outcome).toBe("attackerCritical");
    expect(() => recordManeuverRoll(card, rollTest(prepared(8), [12]))).toThrow(RuleError);
    const chosen = chooseManeuver(card, "trip", ["trip", "push"]);
    const rolled = recordManeuverRoll(chosen, rollTest(prepared(8), [12]));
    expect(rolled.maneuverRoll?.pass).toBe(false);
    expect(() => recordManeuverRoll(rolled, rollTest(prepared(8), [2]))).toThrow(RuleError);
  });
});

describe("contest.maneuver.1-9: the card says what the maneuver did", () => {
  const K = "MANIFOLD.contest.Card.ManeuverResult.";
  const after = (maneuver: "bash" | "trip" | "push" | "disarm" | "feint" | "brace", face: number) => {
    const chosen = chooseManeuver(criticalCard(), maneuver, [maneuver], maneuver === "disarm" ? { item: "w", held: ["w"] } : undefined);
    return maneuverResult(recordManeuverRoll(chosen, rollTest(prepared(8), [face])));
  };
  it.each([
    ["bash", 12, { key: `${K}dazed`, name: "D" }], ["bash", 3, { key: `${K}resists`, name: "D" }],
    ["trip", 12, { key: `${K}prone`, name: "D" }], ["push", 12, { key: `${K}pushed`, name: "D", metres: 1 }],
    ["push", 3, { key: `${K}resists`, name: "D" }], ["disarm", 12, { key: `${K}disarmed`, name: "D" }],
    ["feint", 3, { key: `${K}feinted`, name: "D" }], ["feint", 12, { key: `${K}feintFails`, name: "D" }],
  ] as const)("%s with a %d", (maneuver, face, said) => {
    expect(after(maneuver, face)).toEqual(said);
  });
  it("says nothing before the roll", () => {
    expect(maneuverResult(chooseManeuver(criticalCard(), "push", ["push"]))).toBeNull();
  });
});
