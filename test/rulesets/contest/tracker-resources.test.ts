/** The contest tracker's counters: each counts what is left this round. */
import { describe, expect, it } from "vitest";
import { contestTrackerResources } from "../../../src/rulesets/contest/tracker-resources";

const values = (ap: number, attacks: number, freeUsed: boolean) => contestTrackerResources({ ap, attacks, freeUsed }).map((r) => [r.label.split(".").at(-1), r.value, r.max]);

describe("contest tracker counters", () => {
  it("a fresh round: 3 AP, 2 attacks and the free action left", () => {
    expect(values(3, 0, false)).toEqual([["AP", 3, 3], ["Attacks", 2, 2], ["Free", 1, 1]]);
  });

  it("after a Strike and the free action: 2 AP, 1 attack, no free action left; after both attacks none", () => {
    expect(values(2, 1, true)).toEqual([["AP", 2, 3], ["Attacks", 1, 2], ["Free", 0, 1]]);
    expect(values(0, 2, true)[1]).toEqual(["Attacks", 0, 2]);
  });
});
