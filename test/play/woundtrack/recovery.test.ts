/**
 * Recovery from the sheet, written as the sheet writes it: a recovery check that heals nothing and
 * the +1 it leaves for the next, a wound dropping only into an open slot, short and long rests in
 * the seed's order; the wounded conditions follow the track on every write.
 */
import { describe, expect, it } from "vitest";
import { takeDice } from "../../../src/core/play/dice";
import { longRestCheck, longRestNeeds, longRestStep, recoveryNeeds, recoveryStep, retrieveStep, shortRestStep, sleepHours, tendingBonus } from "../../../src/rulesets/woundtrack/play/recovery";
import { refusal } from "../table";
import { onSheet } from "./rounds";
import { inCombat, sideOf, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/** The recovery check's two dice (a standard check: the first less the second). */
const dice = (plus: number, minus: number) => takeDice(recoveryNeeds(), [[plus], [minus]]);
const check = (w: World, plus: number, minus: number, named?: string) => {
  const { outcome, report } = recoveryStep(sideOf(w.fighter), dice(plus, minus), named);
  return onSheet(w.t, "ann", w.fighter, outcome).then(() => report);
};

/** The swordswoman: Vit 2, Prs 1: 6 light, 4 moderate, 3 severe, 2 critical and 1 fatal slots; stamina 10 at most. */
function wounded(wounds: Partial<Record<"light" | "moderate" | "severe" | "critical" | "fatal", number>>, status: string) {
  const w = woundtrackWorld();
  Object.assign(systemOf(w.fighter).wounds, wounds);
  w.fighter.statuses.push(status);
  return w;
}

describe("woundtrack recovery checks", () => {
  it("woundtrack.recovery.4, woundtrack.recovery.6, woundtrack.recovery.7, woundtrack.recovery.10: a check short of the critical TN heals nothing and leaves +1; the next check reaches it with that +1", async () => {
    const w = wounded({ critical: 1 }, "criticallyWounded");
    systemOf(w.fighter).stamina.fatigue = 1;
    // 4 - 2 = 2, + Vit 2 - fatigue 1 = 3: under the critical TN 4 (a severe TN -1 is met, but she has no severe wound).
    expect(await check(w, 4, 2)).toEqual({ result: 3, healed: null });
    expect(systemOf(w.fighter).recoveryBonus).toBe(1);
    expect(systemOf(w.fighter).wounds.critical).toBe(1);
    // The same dice with the +1: 4. The critical wound drops to severe, and the bonus is spent.
    expect(await check(w, 4, 2)).toEqual({ result: 4, healed: "critical" });
    expect(systemOf(w.fighter).wounds).toMatchObject({ critical: 0, severe: 1 });
    expect(systemOf(w.fighter).recoveryBonus).toBe(0);
    // The wounded condition follows the track.
    expect(w.fighter.statuses).toEqual(["severelyWounded"]);
  });

  it("woundtrack.recovery.8, woundtrack.recovery.9: a wound drops only into an open slot; the player names which", async () => {
    // Her 3 severe slots are full: the critical wound has nowhere to go.
    const w = wounded({ severe: 3, critical: 1 }, "criticallyWounded");
    // 9 - 1 + 2 = 10: every TN, the fatal one's 10 too.
    expect(await refusal(() => check(w, 9, 1, "critical"))).toBe("MANIFOLD.woundtrack.Error.NoOpenSlot");
    expect(systemOf(w.fighter).wounds).toMatchObject({ moderate: 0, severe: 3, critical: 1 });
    // A severe wound drops to an open moderate slot; now the critical wound has a severe slot to drop to.
    expect(await check(w, 9, 1, "severe")).toEqual({ result: 10, healed: "severe" });
    expect(systemOf(w.fighter).wounds).toMatchObject({ moderate: 1, severe: 2, critical: 1 });
    expect(await check(w, 9, 1, "critical")).toEqual({ result: 10, healed: "critical" });
    expect(systemOf(w.fighter).wounds).toMatchObject({ moderate: 1, severe: 3, critical: 0 });
    expect(w.fighter.statuses).toEqual(["severelyWounded"]);
  });

  it("woundtrack.recovery.1, woundtrack.recovery.5: the light TN -8 and the fatal TN 10 at their edges", async () => {
    const w = wounded({ fatal: 1 }, "fatallyWounded");
    // 8 - 1 + 2 = 9: one short of the fatal TN, and no lower wound to heal.
    expect(await check(w, 8, 1)).toEqual({ result: 9, healed: null });
    // The same with the +1: 10, and the fatal wound drops into a critical slot.
    expect(await check(w, 8, 1)).toEqual({ result: 10, healed: "fatal" });
    expect(systemOf(w.fighter).wounds).toMatchObject({ fatal: 0, critical: 1 });
    expect(w.fighter.statuses).toEqual(["criticallyWounded"]);

    const l = wounded({ light: 1 }, "lightlyWounded");
    // Fatigue 3: 1 - 9 + 2 - 3 = -9, one short of -8.
    systemOf(l.fighter).stamina.fatigue = 3;
    expect(await check(l, 1, 9)).toEqual({ result: -9, healed: null });
    // With the +1, -8: the light wound heals, and with no wound left she is no longer wounded.
    expect(await check(l, 1, 9)).toEqual({ result: -8, healed: "light" });
    expect(systemOf(l.fighter).wounds.light).toBe(0);
    expect(l.fighter.statuses).toEqual([]);
  });
});

describe("woundtrack rests", () => {
  it("woundtrack.short.1, woundtrack.short.2, woundtrack.short.3: half the maximum left by fatigue and investment, and a light wound off while moderately wounded", async () => {
    const w = wounded({ light: 2, moderate: 1 }, "moderatelyWounded");
    Object.assign(systemOf(w.fighter).stamina, { value: 2, fatigue: 2, max: 10 });
    Object.assign(systemOf(w.fighter).mana, { value: 1, invested: 2, max: 7 });
    await onSheet(w.t, "ann", w.fighter, shortRestStep(sideOf(w.fighter)));
    // Stamina: 10 - 2 = 8 at most, half is 4: 6. Mana: 7 - 2 = 5 at most, half (rounded down) 2: 3.
    expect(systemOf(w.fighter).stamina).toMatchObject({ value: 6, fatigue: 2 });
    expect(systemOf(w.fighter).mana).toMatchObject({ value: 3, invested: 2 });
    expect(systemOf(w.fighter).wounds).toMatchObject({ light: 1, moderate: 1 });
  });

  it("woundtrack.short.3: a severely wounded character's short rest heals no light wound; no rest in combat", async () => {
    const w = wounded({ light: 2, severe: 1 }, "severelyWounded");
    await onSheet(w.t, "ann", w.fighter, shortRestStep(sideOf(w.fighter)));
    expect(systemOf(w.fighter).wounds.light).toBe(2);
    inCombat(w.fighter);
    expect(await refusal(() => shortRestStep(sideOf(w.fighter)))).toBe("MANIFOLD.woundtrack.Error.RestInCombat");
  });

  it("woundtrack.long.1, woundtrack.long.4, woundtrack.long.5, woundtrack.long.7, woundtrack.long.8, woundtrack.recovery.2: light wounds healed, fatigue off, a recovery check, then stamina and mana full", async () => {
    const w = wounded({ light: 2, moderate: 1 }, "moderatelyWounded");
    Object.assign(systemOf(w.fighter).stamina, { value: 1, fatigue: 3, max: 10 });
    Object.assign(systemOf(w.fighter).mana, { value: 0, invested: 0, max: 4 });
    // Fatigue drops by 5 + Vit 2 - moderate 2 = 5, so all 3 go, and the check is made at Vit 2 - 0.
    expect(longRestCheck(sideOf(w.fighter), true, 1)).toEqual({ check: true, bonus: 2 });
    // 1 - 8 + 2 = -5: the moderate TN -5 exactly; the moderate wound drops into a light slot, the two light ones healed first.
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, dice(1, 8), { today: 1 }));
    expect(systemOf(w.fighter).wounds).toMatchObject({ light: 1, moderate: 0 });
    expect(systemOf(w.fighter).stamina).toMatchObject({ value: 10, fatigue: 0 });
    expect(systemOf(w.fighter).mana.value).toBe(4);
    expect(w.fighter.statuses).toEqual(["lightlyWounded"]);
  });

  it("woundtrack.long.3, woundtrack.long.2, woundtrack.rest.8: exhausted, the rest only ends exhaustion and refills; fatally wounded or unslept, no long rest", async () => {
    const w = wounded({ light: 1 }, "lightlyWounded");
    w.fighter.statuses.push("exhausted");
    // Fatigue 5 is half her 10: exhausted.
    Object.assign(systemOf(w.fighter).stamina, { value: 0, fatigue: 5, max: 10 });
    expect(longRestCheck(sideOf(w.fighter), true, 1).check).toBe(false);
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, [], { today: 1 }));
    // Fatigue to one below the threshold (RULINGS): 4; stamina to 10 - 4; the light wound stays.
    expect(systemOf(w.fighter).stamina).toMatchObject({ value: 6, fatigue: 4 });
    expect(systemOf(w.fighter).wounds.light).toBe(1);
    expect(w.fighter.statuses).not.toContain("exhausted");

    expect(await refusal(() => longRestStep(sideOf(w.fighter), false, [], { today: 1 }))).toBe("MANIFOLD.woundtrack.Error.LongRestNoSleep");
    systemOf(w.fighter).wounds.fatal = 1;
    expect(await refusal(() => longRestStep(sideOf(w.fighter), true, dice(5, 5), { today: 1 }))).toBe("MANIFOLD.woundtrack.Error.LongRestFatal");
  });
});

describe("woundtrack the day's long rests and invested mana", () => {
  it("woundtrack.rest.5: two long rests benefit in a day: the third that day is refused, the next day's is not; the day and its count are stored", async () => {
    const w = woundtrackWorld();
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, [], { today: 3 }));
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, [], { today: 3 }));
    expect(systemOf(w.fighter).rests).toEqual({ day: 3, long: 2 });
    expect(await refusal(() => longRestStep(sideOf(w.fighter), true, [], { today: 3 }))).toBe("MANIFOLD.woundtrack.Error.LongRestLimit");
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, [], { today: 4 }));
    expect(systemOf(w.fighter).rests).toEqual({ day: 4, long: 1 });
  });

  it("woundtrack.mana.6: at the long rest's end the player may take back mana a lasting effect holds; more than is invested is refused", async () => {
    const w = woundtrackWorld();
    Object.assign(systemOf(w.fighter).mana, { value: 0, invested: 3, max: 6 });
    expect(await refusal(() => longRestStep(sideOf(w.fighter), true, [], { today: 1, retrieve: 4 }))).toBe("MANIFOLD.woundtrack.Error.RetrieveTooMuch");
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, [], { today: 1, retrieve: 2 }));
    // 1 stays invested: the maximum is 6 - 1, and the rest refills to it.
    expect(systemOf(w.fighter).mana).toMatchObject({ value: 5, invested: 1, max: 6 });
  });

  it("woundtrack.mana.5, woundtrack.mana.4: an effect ends and its invested mana comes back, current and maximum alike; none or too much is refused", async () => {
    const w = woundtrackWorld();
    Object.assign(systemOf(w.fighter).mana, { value: 1, invested: 3, max: 6 });
    await onSheet(w.t, "ann", w.fighter, retrieveStep(sideOf(w.fighter), 2));
    expect(systemOf(w.fighter).mana).toMatchObject({ value: 3, invested: 1, max: 6 });
    expect(await refusal(() => retrieveStep(sideOf(w.fighter), 2))).toBe("MANIFOLD.woundtrack.Error.RetrieveTooMuch");
    expect(await refusal(() => retrieveStep(sideOf(w.fighter), 0))).toBe("MANIFOLD.woundtrack.Error.RetrieveTooMuch");
  });
});

describe("woundtrack tending over a long rest", () => {
  /** The archer tends her: Lor 3, Healing 2, Wounds 1: +6. */
  function tended() {
    const w = wounded({ critical: 1 }, "criticallyWounded");
    Object.assign(systemOf(w.archer).attributes, { lor: 3 });
    systemOf(w.archer).skills.healing = { rank: 2, specialisations: [{ name: "Wounds", rank: 1 }] };
    return { w, by: (kit: boolean) => ({ today: 1, tended: { uuid: w.archer.uuid, bonus: tendingBonus(systemOf(w.archer)), kit } }) };
  }
  /** Her check's two faces, then the tender's two. */
  const four = (a: number, b: number, c: number, d: number) => takeDice([...recoveryNeeds(), ...recoveryNeeds()], [[a], [b], [c], [d]]);

  it("woundtrack.long.9: the tender's Lor [Healing/Wounds] check replaces hers when higher: 1 - 8 + 2 = -5 misses the critical TN 4, his 5 - 3 + 6 = 8 meets it", async () => {
    const { w, by } = tended();
    expect(tendingBonus(systemOf(w.archer))).toBe(6);
    expect(longRestNeeds(sideOf(w.fighter), true, by(true))).toHaveLength(4);
    expect(longRestNeeds(sideOf(w.fighter), true, { today: 1 })).toHaveLength(2);
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, four(1, 8, 5, 3), by(true)));
    expect(systemOf(w.fighter).wounds).toMatchObject({ critical: 0, severe: 1 });
  });

  it("woundtrack.long.9: a lower tending check leaves hers: her 9 - 1 + 2 = 10 against his 1 - 9 + 6 = -2, and her +1 after a miss stays hers", async () => {
    const { w, by } = tended();
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, four(9, 1, 1, 9), by(true)));
    expect(systemOf(w.fighter).wounds).toMatchObject({ critical: 0, severe: 1 });
    const miss = tended();
    // Both miss: her -5, his 1 - 4 + 6 = 3, short of 4; the miss leaves her +1.
    await onSheet(miss.w.t, "ann", miss.w.fighter, longRestStep(sideOf(miss.w.fighter), true, four(1, 8, 1, 4), miss.by(true)));
    expect(systemOf(miss.w.fighter).wounds.critical).toBe(1);
    expect(systemOf(miss.w.fighter).recoveryBonus).toBe(1);
  });

  it("woundtrack.long.10: without a healing kit the tender's check is at -5: his 8 becomes 3, short of the critical TN 4", async () => {
    const { w, by } = tended();
    await onSheet(w.t, "ann", w.fighter, longRestStep(sideOf(w.fighter), true, four(1, 8, 5, 3), by(false)));
    expect(systemOf(w.fighter).wounds.critical).toBe(1);
  });

  it("no one tends herself, and a rest with no check throws no tender's dice", async () => {
    const { w } = tended();
    const self = { today: 1, tended: { uuid: w.fighter.uuid, bonus: 0, kit: true } };
    expect(await refusal(() => longRestStep(sideOf(w.fighter), true, four(1, 8, 5, 3), self))).toBe("MANIFOLD.woundtrack.Error.TendSelf");
    // A tending with the tender's dice missing, or a bonus that is no number, is refused, not half-read.
    const archer = { today: 1, tended: { uuid: w.archer.uuid, bonus: 6, kit: true } };
    expect(await refusal(() => longRestStep(sideOf(w.fighter), true, dice(1, 8), archer))).toBe("MANIFOLD.Query.Malformed");
    expect(await refusal(() => longRestStep(sideOf(w.fighter), true, four(1, 8, 5, 3), { today: 1, tended: { ...archer.tended, bonus: 1.5 } }))).toBe("MANIFOLD.Query.Malformed");
    systemOf(w.fighter).wounds.critical = 0;
    expect(longRestNeeds(sideOf(w.fighter), true, { today: 1, tended: { uuid: w.archer.uuid, bonus: 6, kit: true } })).toEqual([]);
  });
});

describe("woundtrack the night's sleep", () => {
  it("woundtrack.rest.9: the long rest's form asks after a full night: 8 hours less half an hour per point of Vitality", () => {
    const w = woundtrackWorld();
    expect(sleepHours(sideOf(w.fighter))).toBe(7);
    systemOf(w.fighter).attributes.vit = -3;
    expect(sleepHours(sideOf(w.fighter))).toBe(9.5);
    systemOf(w.fighter).attributes.vit = 0;
    expect(sleepHours(sideOf(w.fighter))).toBe(8);
  });
});
