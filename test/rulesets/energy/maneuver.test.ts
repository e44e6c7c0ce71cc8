import { describe, expect, it } from "vitest";
import { canFling, checkManeuver, maneuverCostsGuard, pushDistance, type ManeuverCheck } from "../../../src/rulesets/energy/rules/maneuver";
import { nonlethalThreshold, tradePenalty, chanceSucceeds } from "../../../src/rulesets/energy/rules/nonlethal";
import { RuleError } from "../../../src/rulesets/energy/rules/errors";

const check = (over: Partial<ManeuverCheck>): ManeuverCheck => ({ maneuver: "trip", attackerSize: "medium", targetSize: "medium", targetFacing: true, lightVsHeavy: false, ...over });

describe("energy.maneuver.*: who may be targeted", () => {
  it("energy.maneuver.6: Trip reaches one size larger, not two", () => {
    expect(() => checkManeuver(check({ targetSize: "large" }))).not.toThrow();
    expect(() => checkManeuver(check({ targetSize: "huge" }))).toThrow(RuleError);
  });
  it("energy.maneuver.11: Restrain only a target no larger", () => {
    expect(() => checkManeuver(check({ maneuver: "restrain", targetSize: "small" }))).not.toThrow();
    expect(() => checkManeuver(check({ maneuver: "restrain", targetSize: "large" }))).toThrow(RuleError);
  });
  it("energy.maneuver.21: Push only a target no larger", () => {
    expect(() => checkManeuver(check({ maneuver: "push", targetSize: "large" }))).toThrow(RuleError);
  });
  it("energy.maneuver.7: Disarm only a target facing you", () => {
    expect(() => checkManeuver(check({ maneuver: "disarm", targetFacing: false }))).toThrow(RuleError);
  });
  it("energy.maneuver.9: a Light weapon cannot Disarm a Heavy one", () => {
    expect(() => checkManeuver(check({ maneuver: "disarm", lightVsHeavy: true }))).toThrow(RuleError);
  });
  it("energy.maneuver.2 / energy.maneuver.3: a maneuver on a target not Exposed, unless Swift, costs your guard", () => {
    expect(maneuverCostsGuard(false, false)).toBe(true);
    expect(maneuverCostsGuard(true, false)).toBe(false);
    expect(maneuverCostsGuard(false, true)).toBe(false);
  });
  it("energy.maneuver.18 / energy.maneuver.20: Push moves 1 m, 3 m out of a Sprint from 3 m away", () => {
    expect(pushDistance(null)).toBe(1);
    expect(pushDistance(2)).toBe(1);
    expect(pushDistance(3)).toBe(3);
  });
  it("energy.maneuver.8: a disarmed weapon that is not Heavy may be flung", () => {
    expect(canFling(false)).toBe(true);
    expect(canFling(true)).toBe(false);
  });
});

describe("energy.nonlethal.5-9 / energy.chance.1-2", () => {
  it("energy.nonlethal.5: unarmed needs no Chance roll", () => expect(nonlethalThreshold("unarmed", 0)).toBe(0));
  it("energy.nonlethal.9: each -3 AV / +3 Miss Chance lowers the roll needed by 5", () => {
    expect(nonlethalThreshold("ranged", 2)).toBe(5);
    expect(nonlethalThreshold("melee", 1)).toBe(5);
    expect(nonlethalThreshold("blunt", 3)).toBe(0);
    expect(tradePenalty(2)).toBe(6);
  });
  it("energy.chance.1 / energy.chance.2: a Chance roll is a d20 against DC 10 unless stated", () => {
    expect(chanceSucceeds(10)).toBe(true);
    expect(chanceSucceeds(9)).toBe(false);
    expect(chanceSucceeds(5, 5)).toBe(true);
  });
});
