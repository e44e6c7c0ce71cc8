import { describe, expect, it } from "vitest";
import { inForce, canRemove } from "../../../src/core/status";
import { canDefend, conditionEffects, defendRemoves, ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { expiredAt } from "../../../src/core/duration";
import { settleAttack } from "../../../src/rulesets/energy/rules/settle";
import { cardConditions, type EnergyCard } from "../../../src/rulesets/energy/rules/card";

const force = (...ids: string[]) => inForce(ENERGY_STATUSES, ids);

describe("conditions and their parents (RULINGS)", () => {
  it.each([
    ["energy.cond.7", "dazed", "exposed"], ["energy.cond.14", "prone", "exposed"], ["energy.unguarded.2", "unguarded", "exposed"],
    ["energy.maneuver.13", "restrained", "exposed"], ["energy.surprise.3", "surprised", "unguarded"], ["energy.unconscious.1", "unconscious", "unguarded"],
    ["energy.cond.10", "blinded", "unguarded"], ["energy.maneuver.16", "restraining", "slowed"],
  ])("%s: %s implies %s", (_id, parent, daughter) => {
    expect(force(parent).has(daughter)).toBe(true);
  });
  it("energy.surprise.3: Surprised implies Exposed through Unguarded", () => expect(force("surprised").has("exposed")).toBe(true));
  it("energy.cond.16: a daughter held by its parent cannot be removed", () => {
    expect(canRemove(ENERGY_STATUSES, ["dazed", "exposed"], "exposed")).toBe(false);
    expect(canRemove(ENERGY_STATUSES, ["exposed"], "exposed")).toBe(true);
  });
});

describe("energy.action.7 / energy.surprise.5 / energy.cond.16: what Defend removes", () => {
  it("energy.action.7: Exposed and Unguarded on their own", () => expect(defendRemoves(["unguarded", "exposed"])).toEqual(["unguarded", "exposed"]));
  it("energy.cond.16: not Exposed while Dazed", () => expect(defendRemoves(["dazed", "exposed"])).toEqual([]));
  it("energy.surprise.5: not Unguarded while Surprised", () => expect(defendRemoves(["surprised", "unguarded", "exposed"])).toEqual([]));
  it("energy.exposed.2 / energy.unguarded.3: Unguarded goes, and with it the Exposed it held", () => expect(defendRemoves(["unguarded", "exposed", "prone"])).toEqual(["unguarded"]));
});

describe("energy.exposed.2 / energy.unguarded.3 / energy.surprise.1: durations", () => {
  const spec = (id: string) => ENERGY_STATUSES.find((s) => s.id === id)!;
  /** Whether a condition put on in round 3 for `rounds` is still on as rounds 3, 4 and 5 start (the combat's expiry check). */
  const onIn3to5 = (rounds: number | undefined) => [3, 4, 5].map((round) => !expiredAt({ rounds, startRound: 3 }, round));
  it("energy.exposed.2: Exposed lasts until the end of the round (RULINGS)", () => {
    expect(onIn3to5(spec("exposed").rounds)).toEqual([true, false, false]);
  });
  it("energy.cond.1 / energy.combat.2: a Combat roll of 1-3 Exposes the attacker until the end of the next round", () => {
    const result = settleAttack({ ranged: false, value: 17, d20: 2, precision: 0, defense: 10, winsTies: false, coverage: 0 });
    const card = { result, attack: { mode: "melee", swift: false }, defense: { maneuverAdvantage: false }, save: null } as unknown as EnergyCard;
    const exposed = cardConditions(card).attacker.find((c) => c.id === "exposed");
    expect(onIn3to5(exposed?.rounds)).toEqual([true, true, false]);
  });
  it("energy.unguarded.3: Unguarded until the end of the round", () => expect(onIn3to5(spec("unguarded").rounds)).toEqual([true, false, false]));
  it("energy.surprise.1: Surprised until the end of the first round", () => expect(onIn3to5(spec("surprised").rounds)).toEqual([true, false, false]));
});

describe("energy.cond.*: what conditions do", () => {
  it("energy.cond.6: Dazed: disadvantage on defences and attacks", () => {
    expect(conditionEffects(force("dazed"))).toMatchObject({ evasionEdge: -1, defenseEdge: -1, attackEdge: -1 });
  });
  it("energy.cond.8: Blinded: disadvantage on attacks and Evasion", () => {
    expect(conditionEffects(force("blinded"))).toMatchObject({ evasionEdge: -1, defenseEdge: 0, attackEdge: -1 });
  });
  it("energy.cond.13: Prone: disadvantage on Evasion only", () => expect(conditionEffects(force("prone"))).toMatchObject({ evasionEdge: -1, defenseEdge: 0 }));
  it("energy.surprise.3: Surprised: disadvantage on defences", () => expect(conditionEffects(force("surprised")).defenseEdge).toBe(-1));
  it("energy.resist.5: several disadvantages are one", () => expect(conditionEffects(force("dazed", "prone", "surprised")).evasionEdge).toBe(-1));
  it("energy.cond.2 / energy.cond.4 / energy.cond.5: Shaken and Exhausted stop Stamina; Exhausted costs 2 Energy", () => {
    expect(conditionEffects(force("shaken"))).toMatchObject({ noStamina: true, energyPenalty: 0 });
    expect(conditionEffects(force("exhausted"))).toMatchObject({ noStamina: true, energyPenalty: 2 });
  });
  it("energy.cond.12 / energy.maneuver.16: Slowed and Restraining may not use Agility", () => {
    expect(conditionEffects(force("slowed")).noAgility).toBe(true);
    expect(conditionEffects(force("restraining")).noAgility).toBe(true);
  });
  it("energy.maneuver.12 / energy.maneuver.16: Restrained may not move or attack; Restraining may not attack", () => {
    expect(conditionEffects(force("restrained"))).toMatchObject({ noAttack: true, noMove: true });
    expect(conditionEffects(force("restraining"))).toMatchObject({ noAttack: true, noMove: false });
  });
  it("energy.unguarded.1 / energy.exposed.1: Unguarded creatures may take Swift Attacks", () => {
    expect(conditionEffects(force("unguarded")).swiftTarget).toBe(true);
    expect(conditionEffects(force("exposed")).swiftTarget).toBe(false);
  });
  // An unconscious creature rolls no defence, so a melee attack hits it (planAttack reads canDefend).
  it("energy.unconscious.1: melee attacks hit an unconscious creature automatically", () => expect(canDefend(force("unconscious"))).toBe(false));
});
