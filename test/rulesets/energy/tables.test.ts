import { describe, expect, it } from "vitest";
import { SIZE_CHART, sizeSteps } from "../../../src/rulesets/energy/rules/size";
import { DRAW_WEIGHT, MISS_MOVEMENT, MISS_SIZE, drawRowForArm, drawRowForKg, throwBonus } from "../../../src/rulesets/energy/rules/ranged";
import { DEATH_ROLL, DEATH_SAVE, deathBand, deathSaveBand } from "../../../src/rulesets/energy/rules/apply";
import { energyForStamina } from "../../../src/rulesets/energy/rules/economy";
import { NONLETHAL_THRESHOLD } from "../../../src/rulesets/energy/rules/nonlethal";

describe("energy.size.3-9 / energy.size.10: the Size Chart (jump reach and distance, speed), cell by cell", () => {
  it.each([
    ["energy.size.3", "huge", "360-480", 6, -4, 5, 10],
    ["energy.size.4", "large", "240-360", 7, -2, 4, 8],
    ["energy.size.5", "medium", "140-240", 8, 0, 3, 6],
    ["energy.size.6", "small", "60-140", 9, 2, 2, 5],
    ["energy.size.7", "tiny", "30-60", 10, 4, 1, 3],
    ["energy.size.8", "diminutive", "15-30", 11, 6, 0.5, 2],
    ["energy.size.9", "fine", "<15", 12, 8, 0.3, 1],
  ] as const)("%s: %s", (_id, size, height, evasion, miss, jump, speed) => {
    expect(SIZE_CHART[size]).toEqual({ height, inherentEvasion: evasion, chartMissChance: miss, jump, speed });
  });
  it("energy.size.2: sizes in order, one step apart", () => {
    expect(sizeSteps("huge", "medium")).toBe(2);
    expect(sizeSteps("small", "medium")).toBe(-1);
  });
});

describe("energy.miss.1-11: Miss Chance modifiers, cell by cell", () => {
  it.each([
    ["energy.miss.1", "huge", -4], ["energy.miss.2", "large", -2], ["energy.miss.3", "medium", 0], ["energy.miss.4", "small", 2],
    ["energy.miss.5", "tiny", 4], ["energy.miss.6", "diminutive", 8], ["energy.miss.7", "fine", 12], ["energy.miss.8", "miniscule", 18],
  ] as const)("%s: %s %i (the Miss Chance table wins, RULINGS)", (_id, size, value) => {
    expect(MISS_SIZE[size]).toBe(value);
  });
  it.each([["energy.miss.9", "none", -5], ["energy.miss.10", "normal", 0], ["energy.miss.11", "fast", 5]] as const)("%s: %s %i", (_id, movement, value) => {
    expect(MISS_MOVEMENT[movement]).toBe(value);
  });
});

describe("energy.draw.4-14: the Draw Weight table, cell by cell", () => {
  const rows = [
    ["energy.draw.4", [-5, 0], 19, -3, -10, -60, 0, "none"],
    ["energy.draw.5", [1, 3], 20, -2, -5, -30, 0, "none"],
    ["energy.draw.6", [4, 7], 25, -1, -5, -10, 0, "none"],
    ["energy.draw.7", [8, 11], 30, 0, 0, 0, 0, "none"],
    ["energy.draw.8", [12, 15], 35, 0, 5, 10, 1, "handCrossbowMax"],
    ["energy.draw.9", [16, 19], 40, 1, 6, 12, 2, "mpl1to2Max"],
    ["energy.draw.10", [20, 24], 45, 1, 9, 18, 3, "mpl3to4Max"],
    ["energy.draw.11", [25, 29], 50, 2, 12, 24, 4, "mpl5Max"],
    ["energy.draw.12", [30, 34], 60, 2, 15, 30, 5, "heavyOrSiege"],
    ["energy.draw.13", [35, 39], 70, 3, 18, 36, 6, "siegeOnly"],
    ["energy.draw.14", [40, 60], 80, 3, 26, 52, 7, "siegeOnly"],
  ] as const;
  it.each(rows)("%s: Arm Strength %j", (_id, [lo, hi], kg, near, far, max, extra, restriction) => {
    for (const arm of [lo, hi]) expect(drawRowForArm(arm)).toMatchObject({ kg, range: { near, far, max }, extraDamage: extra, restriction });
    expect(drawRowForKg(kg).kg).toBe(kg);
  });
  it("the table has exactly the seed's eleven rows", () => {
    expect(DRAW_WEIGHT).toHaveLength(rows.length);
  });
});

describe("energy.throw.8-16: Increased Throwing Distance, cell by cell", () => {
  it.each([
    ["energy.throw.8", [-3, 4], [0, 0, 0]], ["energy.throw.9", [5, 9], [0, 2, 4]], ["energy.throw.10", [10, 14], [1, 4, 8]],
    ["energy.throw.11", [15, 19], [1, 6, 10]], ["energy.throw.12", [20, 24], [2, 8, 16]], ["energy.throw.13", [25, 29], [2, 10, 20]],
    ["energy.throw.14", [30, 34], [3, 12, 24]], ["energy.throw.15", [35, 39], [3, 14, 28]], ["energy.throw.16", [40, 55], [4, 16, 32]],
  ] as const)("%s: Arm Strength %j adds %j", (_id, [lo, hi], [near, far, max]) => {
    for (const arm of [lo, hi]) expect(throwBonus(arm)).toEqual({ near, far, max });
  });
});

describe("energy.stamina.5-10: Energy per Round, cell by cell", () => {
  it.each([
    ["energy.stamina.5", 0, 0], ["energy.stamina.6", 1, 1], ["energy.stamina.7", 2, 2], ["energy.stamina.8", 3, 3],
    ["energy.stamina.9", 4, 4], ["energy.stamina.10", 5, 5], ["energy.stamina.10", 14, 5],
  ] as const)("%s: Stamina %i gives %i Energy", (_id, stamina, energy) => {
    expect(energyForStamina(stamina)).toBe(energy);
  });
  it("energy.cond.5: Exhausted gains 2 less, never below 0", () => {
    expect(energyForStamina(5, true)).toBe(3);
    expect(energyForStamina(1, true)).toBe(0);
  });
});

/** The seed's Death roll and Death Save tables as written there: lowest face, highest face, band. */
const SEED_DEATH_ROLL: readonly [number, number, string][] = [
  [20, 20, "Scratch"], [15, 19, "Winded"], [10, 14, "MajorInjury"], [5, 9, "BleedingOut"], [2, 4, "Unconscious"], [1, 1, "Dead"],
];
const SEED_DEATH_SAVE: readonly [number, number, string][] = [[20, 20, "Stabilized"], [5, 19, "StillBleeding"], [2, 4, "Unconscious"], [1, 1, "Dead"]];
/** The seed row a face falls in; each face of 1-20 must fall in exactly one. */
function seedBand(table: readonly [number, number, string][], face: number): string {
  const rows = table.filter(([lo, hi]) => face >= lo && face <= hi);
  if (rows.length !== 1) throw new Error(`face ${face} is in ${rows.length} rows of the seed table`);
  return rows[0]![2];
}

describe("energy.death.3-9: the Death roll table, every face", () => {
  const expected: [number, string][] = [
    [1, "Dead"], [2, "Unconscious"], [4, "Unconscious"], [5, "BleedingOut"], [9, "BleedingOut"],
    [10, "MajorInjury"], [14, "MajorInjury"], [15, "Winded"], [19, "Winded"], [20, "Scratch"],
  ];
  it.each(expected)("energy.death.3: a d20 of %i is %s", (roll, band) => {
    expect(deathBand(roll).label).toBe(`MANIFOLD.energy.Death.${band}`);
  });
  it("energy.death.4: 20 does nothing", () => expect(deathBand(20)).toMatchObject({ conditions: [], update: {} }));
  it("energy.death.5: 15-19 Exhausted until the end of the next round", () => expect(deathBand(17).conditions).toEqual([{ id: "exhausted", rounds: 2 }]));
  it("energy.death.6: 10-14 Exhausted until the next Short Rest (no round limit)", () => expect(deathBand(12).conditions).toEqual([{ id: "exhausted" }]));
  it("energy.death.7: 5-9 also bleeds out", () => expect(deathBand(7)).toMatchObject({ update: { "system.death.bleeding": true } }));
  it("energy.death.8: 2-4 also falls unconscious", () => expect(deathBand(3).conditions.map((c) => c.id)).toEqual(["exhausted", "bleeding", "unconscious"]));
  it("energy.death.9: 1 dies", () => expect(deathBand(1).update).toEqual({ "system.death.dead": true }));
  it("energy.death.3-9: every face 1-20 falls in the one band the seed gives it, and every band is reached", () => {
    const faces = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(faces.map((f) => deathBand(f).label)).toEqual(faces.map((f) => `MANIFOLD.energy.Death.${seedBand(SEED_DEATH_ROLL, f)}`));
    expect([...new Set(faces.map((f) => deathBand(f)))]).toEqual([...DEATH_ROLL].reverse());
  });
});

describe("energy.save.1-4: the Death Save table", () => {
  it.each([[20, "Stabilized"], [19, "StillBleeding"], [5, "StillBleeding"], [4, "Unconscious"], [2, "Unconscious"], [1, "Dead"]] as const)("a %i is %s", (roll, band) => {
    expect(deathSaveBand(roll).label).toBe(`MANIFOLD.energy.Death.${band}`);
  });
  it("energy.save.1: a 20 stops the bleeding", () => expect(deathSaveBand(20).update).toEqual({ "system.death.bleeding": false }));
  it("energy.save.3: 2-4 falls unconscious", () => expect(deathSaveBand(3).conditions).toEqual([{ id: "unconscious" }]));
  it("energy.save.2: 5-19 changes nothing", () => expect(deathSaveBand(12)).toMatchObject({ conditions: [], update: {} }));
  it("energy.save.4: 1 dies", () => expect(deathSaveBand(1).update).toEqual({ "system.death.dead": true }));
  it("energy.save.1-4: every face 1-20 falls in the one band the seed gives it, and every band is reached", () => {
    const faces = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(faces.map((f) => deathSaveBand(f).label)).toEqual(faces.map((f) => `MANIFOLD.energy.Death.${seedBand(SEED_DEATH_SAVE, f)}`));
    expect([...new Set(faces.map((f) => deathSaveBand(f)))]).toEqual([...DEATH_SAVE].reverse());
  });
});

describe("energy.nonlethal.6-8: non-lethal thresholds, cell by cell", () => {
  it.each([["energy.nonlethal.6", "blunt", 5], ["energy.nonlethal.7", "melee", 10], ["energy.nonlethal.8", "ranged", 15]] as const)("%s: %s needs %i", (_id, source, dc) => {
    expect(NONLETHAL_THRESHOLD[source]).toBe(dc);
  });
});
