import { describe, expect, it } from "vitest";
import { chooseManeuver, declare, recordAttack, recordManeuverRoll, rollTest, type AttackCard } from "../../../src/rulesets/contest/rules/card";
import { emptyLedger } from "../../../src/core/ledger";
import { breakdown } from "../../../src/core/breakdown";
import { RuleError } from "../../../src/rulesets/contest/rules/errors";

const prepared = (target: number) => ({ attribute: null, target: breakdown({ label: "x", value: target }), edge: 0 as const, autoFail: false, autoPass: false });

function criticalCard(): AttackCard {
  const base: AttackCard = {
    attacker: { uuid: "a", name: "A", img: "" },
    defender: { uuid: "d", name: "D", img: "" },
    item: { uuid: "i", name: "Sword", kind: "melee", damage: "1d8", damageType: "slashing" },
    allowed: ["dodge", "none"],
    defence: "",
    situation: { cover: "none", flanked: false, modifier: 0, boons: 0, banes: 0 },
    attack: null,
    defenceRoll: null,
    outcome: "",
    maneuverBy: "",
    maneuver: "",
    damage: null,
    ledger: emptyLedger(),
  };
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
