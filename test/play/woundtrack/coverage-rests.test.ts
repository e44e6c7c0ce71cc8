/**
 * Rests and recovery from the sheet, written as the sheet writes them: the two kinds of rest, short
 * rests one after another, the long rest's fatigue reduction at its floors, the severe wound's
 * recovery TN, and spent and invested mana through both rests.
 */
import { describe, expect, it } from "vitest";
import { takeDice } from "../../../src/core/play/dice";
import { longRestStep, recoveryNeeds, recoveryStep, shortRestStep } from "../../../src/rulesets/woundtrack/play/recovery";
import { onSheet } from "./rounds";
import { sideOf, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;
const NONE = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };
const dice = (plus: number, minus: number) => takeDice(recoveryNeeds(), [[plus], [minus]]);
const short = (w: World) => onSheet(w.t, "ann", w.fighter, shortRestStep(sideOf(w.fighter)));
/** A long rest, each on a day of its own: two a day is the most that benefit (woundtrack.rest.5, recovery.test.ts). */
let day = 0;
const long = (w: World, plus?: number, minus?: number) => onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, plus === undefined ? [] : dice(plus, minus!), { today: ++day }));

describe("woundtrack rests from the sheet", () => {
  it("woundtrack.rest.1, woundtrack.rest.4: a short rest and a long rest; short rests one after another, each giving its half", async () => {
    const w = woundtrackWorld();
    Object.assign(systemOf(w.fighter).stamina, { value: 0, fatigue: 0, max: 10 });
    await short(w);
    expect(systemOf(w.fighter).stamina.value).toBe(5);
    await short(w);
    expect(systemOf(w.fighter).stamina.value).toBe(10);
    Object.assign(systemOf(w.fighter).stamina, { value: 3 });
    await long(w);
    expect(systemOf(w.fighter).stamina.value).toBe(10);
  });

  it("woundtrack.fatigue.4, woundtrack.long.6: a long rest takes 5 + Vit - the highest wound level off fatigue, at least 1 unwounded and at least 0 wounded; a short rest takes none", async () => {
    const w = woundtrackWorld();
    Object.assign(systemOf(w.fighter).stamina, { value: 5, fatigue: 3, max: 10 });
    await short(w);
    expect(systemOf(w.fighter).stamina.fatigue).toBe(3);
    // Vit 2, unwounded: 5 + 2 - 0 = 7, so all 3 go.
    await long(w);
    expect(systemOf(w.fighter).stamina.fatigue).toBe(0);
    // Vit -5, unwounded: 5 - 5 - 0 = 0, raised to 1.
    systemOf(w.fighter).attributes.vit = -5;
    systemOf(w.fighter).stamina.fatigue = 3;
    await long(w);
    expect(systemOf(w.fighter).stamina.fatigue).toBe(2);
    // Vit -5 and moderately wounded: 5 - 5 - 2 = -3, raised only to 0. The check (1 - 9 - 5 - 2 = -15) heals nothing.
    systemOf(w.fighter).wounds = { ...NONE, moderate: 1 };
    await long(w, 1, 9);
    expect(systemOf(w.fighter).stamina.fatigue).toBe(2);
    expect(systemOf(w.fighter).wounds.moderate).toBe(1);
  });

  it("woundtrack.mana.2, woundtrack.mana.3, woundtrack.mana.4: spent mana comes back by resting; invested mana lowers the maximum a rest refills to", async () => {
    const w = woundtrackWorld();
    // 8 at most, 3 invested: 5 at most now; 1 left after spending.
    Object.assign(systemOf(w.fighter).mana, { value: 1, invested: 3, max: 8 });
    // A short rest: half of 5, rounded down, 2: 3.
    await short(w);
    expect(systemOf(w.fighter).mana).toMatchObject({ value: 3, invested: 3 });
    // A long rest: up to 5, the invested 3 still out.
    await long(w);
    expect(systemOf(w.fighter).mana).toMatchObject({ value: 5, invested: 3 });
  });
});

describe("woundtrack the recovery check's TN", () => {
  it("woundtrack.recovery.3: a severe wound heals at -1, not at -2", async () => {
    const w = woundtrackWorld();
    systemOf(w.fighter).wounds = { ...NONE, severe: 1 };
    systemOf(w.fighter).stamina.fatigue = 0;
    // 1 - 5 + Vit 2 = -2: short of -1; +1 for the next.
    const miss = recoveryStep(sideOf(w.fighter), dice(1, 5));
    expect(miss.report).toEqual({ result: -2, healed: null });
    await onSheet(w.t, "ann", w.fighter, miss.outcome);
    // The same dice with the +1: -1, and the severe wound drops to moderate.
    const hit = recoveryStep(sideOf(w.fighter), dice(1, 5));
    expect(hit.report).toEqual({ result: -1, healed: "severe" });
    await onSheet(w.t, "ann", w.fighter, hit.outcome);
    expect(systemOf(w.fighter).wounds).toMatchObject({ severe: 0, moderate: 1 });
  });
});
