/** Wound Track stamina, fatigue, mana, rests and recovery checks: every table and threshold cell by cell, the long rest step by step. */
import { describe, expect, it } from "vitest";
import {
  canReduce,
  completeLongRest,
  currentManaMax,
  currentStaminaMax,
  exhaustedThreshold,
  fatigueConditions,
  fatigueReduction,
  gainFatigue,
  highestRecoverable,
  interruptedLongRest,
  interruptsRest,
  investMana,
  longRestBeforeCheck,
  longRestRecoveryBonus,
  LONG_RESTS_PER_DAY,
  manaMax,
  nextRecoveryBonus,
  planLongRest,
  recover,
  recoverableLevels,
  recoveryCheckBonus,
  recoveryOdds,
  RECOVERY_CHECK_KIND,
  RECOVERY_TN,
  reduceWound,
  REST_MINUTES,
  retrieveMana,
  shortRest,
  shortRestCompleted,
  sleepMinutes,
  spendMana,
  spendStamina,
  staggeredThreshold,
  staminaMax,
  tendedResult,
  TENDING_CHECK,
  TENDING_MINUTES,
  tendingPenalty,
  TREAT_WOUND_TN,
  type LongRestState,
} from "../../../src/rulesets/woundtrack/rules/recovery";
import { WOUND_LEVELS, type WoundCounts, type WoundLevel, type WoundTrack } from "../../../src/rulesets/woundtrack/rules/wounds";
import { checkKindFor, formatCheck } from "../../../src/rulesets/woundtrack/rules/checks";
import { refusal } from "../refusal";

const none: WoundCounts = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };
const wounds = (filled: Partial<WoundCounts> = {}, slots: Partial<WoundCounts> = {}): WoundTrack => ({
  wounds: { ...none, ...filled },
  slots: { light: 5, moderate: 3, severe: 2, critical: 2, fatal: 1, ...slots },
});

/** The lang key a call is refused with. */

describe("woundtrack stamina and fatigue", () => {
  it("woundtrack.stamina.1: maximum stamina is the race's value + Vitality", () => {
    expect([staminaMax(10, 2), staminaMax(10, -3), staminaMax(8, 0)]).toEqual([12, 7, 8]);
  });

  it("woundtrack.stamina.2: a cost comes off current stamina", () => {
    expect(spendStamina({ value: 9, fatigue: 0, normalMax: 10 }, 4)).toEqual({ value: 5, fatigue: 0, normalMax: 10 });
    expect(spendStamina({ value: 9, fatigue: 0, normalMax: 10 }, 9)).toEqual({ value: 0, fatigue: 0, normalMax: 10 });
  });

  it("woundtrack.stamina.3 / woundtrack.stamina.4: what stamina cannot pay becomes fatigue, even from 0", () => {
    expect(spendStamina({ value: 3, fatigue: 0, normalMax: 10 }, 5)).toEqual({ value: 0, fatigue: 2, normalMax: 10 });
    expect(spendStamina({ value: 0, fatigue: 2, normalMax: 10 }, 3)).toEqual({ value: 0, fatigue: 5, normalMax: 10 });
    expect(() => spendStamina({ value: 3, fatigue: 0, normalMax: 10 }, -1)).toThrow(RangeError);
  });

  it("woundtrack.fatigue.2: fatigue lowers the maximum, never below 0", () => {
    expect([0, 3, 10, 14].map((fatigue) => currentStaminaMax({ value: 0, fatigue, normalMax: 10 }))).toEqual([10, 7, 0, 0]);
  });

  it("woundtrack.fatigue.3: gaining fatigue leaves current stamina alone unless it is above the new maximum", () => {
    expect(gainFatigue({ value: 5, fatigue: 0, normalMax: 10 }, 3)).toEqual({ value: 5, fatigue: 3, normalMax: 10 });
    expect(gainFatigue({ value: 9, fatigue: 0, normalMax: 10 }, 3)).toEqual({ value: 7, fatigue: 3, normalMax: 10 });
    expect(gainFatigue({ value: 7, fatigue: 0, normalMax: 10 }, 3)).toEqual({ value: 7, fatigue: 3, normalMax: 10 });
    expect(gainFatigue({ value: 4, fatigue: 8, normalMax: 10 }, 5)).toEqual({ value: 0, fatigue: 13, normalMax: 10 });
  });

  // normal maximum -> exhausted threshold (half, rounded down), staggered threshold
  const thresholds: [number, number, number][] = [
    [1, 0, 1], [2, 1, 2], [3, 1, 3], [4, 2, 4], [5, 2, 5], [6, 3, 6], [7, 3, 7], [8, 4, 8], [9, 4, 9], [10, 5, 10], [11, 5, 11], [12, 6, 12], [15, 7, 15], [20, 10, 20],
  ];
  for (const [max, exhausted, staggered] of thresholds) {
    it(`woundtrack.fatigue.5 / woundtrack.fatigue.6: normal maximum ${max}: exhausted from fatigue ${exhausted}, staggered from ${staggered}`, () => {
      expect(exhaustedThreshold(max)).toBe(exhausted);
      expect(staggeredThreshold(max)).toBe(staggered);
      if (exhausted > 0) expect(fatigueConditions(exhausted - 1, max)).toEqual({ exhausted: false, staggered: false });
      expect(fatigueConditions(exhausted, max)).toEqual({ exhausted: true, staggered: exhausted >= staggered });
      expect(fatigueConditions(staggered - 1, max).staggered).toBe(false);
      expect(fatigueConditions(staggered, max)).toEqual({ exhausted: true, staggered: true });
      expect(fatigueConditions(staggered + 3, max)).toEqual({ exhausted: true, staggered: true });
    });
  }
});

describe("woundtrack mana", () => {
  const pool = { value: 6, invested: 0, normalMax: 9 };

  it("woundtrack.mana.1: maximum mana is the race's value + Lore", () => {
    expect([manaMax(5, 3), manaMax(5, -2)]).toEqual([8, 3]);
  });

  it("woundtrack.mana.2 / woundtrack.mana.3: spent mana comes off the current value; more than there is is refused", () => {
    expect(spendMana(pool, 4)).toEqual({ value: 2, invested: 0, normalMax: 9 });
    expect(spendMana(pool, 6).value).toBe(0);
    expect(refusal(() => spendMana(pool, 7))).toBe("MANIFOLD.woundtrack.Error.NotEnoughMana");
  });

  it("woundtrack.mana.4: invested mana lowers current and maximum alike", () => {
    const after = investMana(pool, 4);
    expect(after).toEqual({ value: 2, invested: 4, normalMax: 9 });
    expect(currentManaMax(after)).toBe(5);
    expect(refusal(() => investMana(pool, 7))).toBe("MANIFOLD.woundtrack.Error.NotEnoughMana");
  });

  it("woundtrack.mana.5: retrieving invested mana gives back the maximum and the mana", () => {
    const after = retrieveMana(investMana(pool, 4), 4);
    expect(after).toEqual(pool);
    expect(currentManaMax(retrieveMana({ value: 2, invested: 4, normalMax: 9 }, 1))).toBe(6);
    expect(() => retrieveMana(pool, 1)).toThrow(RangeError);
  });
});

describe("woundtrack rests", () => {
  it("woundtrack.rest.1 / woundtrack.rest.2 / woundtrack.rest.3: short rests take 15 minutes, long rests 8 hours", () => {
    expect(REST_MINUTES).toEqual({ short: 15, long: 480 });
  });

  it("woundtrack.rest.4: short rests are unlimited: the fifth in a day restores like the first", () => {
    let s = { stamina: { value: 0, fatigue: 0, normalMax: 16 }, mana: { value: 0, invested: 0, normalMax: 16 }, wounds: wounds({ light: 5, moderate: 1 }) };
    for (let i = 0; i < 5; i++) {
      s = shortRest({ ...s, stamina: { ...s.stamina, value: 0 } });
      expect(s.stamina.value).toBe(8);
      expect(s.wounds.wounds.light).toBe(4 - i);
    }
  });

  it("woundtrack.rest.5: the benefits of a long rest come at most twice a day", () => {
    expect(LONG_RESTS_PER_DAY).toBe(2);
    expect(() => planLongRest(longState({ longRestsToday: 1 }))).not.toThrow();
    expect(refusal(() => planLongRest(longState({ longRestsToday: 2 })))).toBe("MANIFOLD.woundtrack.Error.LongRestLimit");
    expect(completeLongRest(longState({ longRestsToday: 1 }), null).state.longRestsToday).toBe(2);
  });

  it("woundtrack.rest.7 / woundtrack.long.11: spending stamina or mana, strenuous activity or tending another interrupts a rest", () => {
    const calm = { staminaCost: 0, manaCost: 0, strenuous: false };
    expect(interruptsRest(calm)).toBe(false);
    expect(interruptsRest({ ...calm, staminaCost: 1 })).toBe(true);
    expect(interruptsRest({ ...calm, manaCost: 2 })).toBe(true);
    expect(interruptsRest({ ...calm, strenuous: true })).toBe(true);
    expect(interruptsRest({ ...calm, tending: true })).toBe(true);
  });

  it("woundtrack.rest.8: no long-rest benefit without a night's sleep in the last 24 hours", () => {
    expect(refusal(() => planLongRest(longState({ slept: false })))).toBe("MANIFOLD.woundtrack.Error.LongRestNoSleep");
  });

  for (const [vit, minutes] of [[-5, 630], [-4, 600], [-3, 570], [-2, 540], [-1, 510], [0, 480], [1, 450], [2, 420], [3, 390], [4, 360], [5, 330]] as const) {
    it(`woundtrack.rest.9: a night's sleep at Vitality ${vit} is ${minutes / 60} hours`, () => expect(sleepMinutes(vit)).toBe(minutes));
  }
  it("woundtrack.rest.9: a race may need more or less", () => {
    expect([sleepMinutes(0, 60), sleepMinutes(2, -120)]).toEqual([540, 300]);
  });

  it("woundtrack.interrupt.1: a short rest gives nothing before its full 15 minutes", () => {
    expect([shortRestCompleted(0), shortRestCompleted(14), shortRestCompleted(15), shortRestCompleted(40)]).toEqual([false, false, true, true]);
  });

  // elapsed, interruption -> resumable, extra minutes, short rests instead
  const interrupts: [number, number, boolean, number, number][] = [
    [10, 5, true, 60, 0], [14, 30, true, 60, 0], [15, 31, false, 0, 1], [29, 45, false, 0, 1], [30, 10, true, 60, 2], [59, 120, false, 0, 3], [300, 30, true, 60, 20],
  ];
  for (const [elapsed, lasted, resumable, extra, shortRests] of interrupts) {
    it(`woundtrack.interrupt.2 / woundtrack.interrupt.3: interrupted after ${elapsed} min for ${lasted} min`, () => {
      expect(interruptedLongRest({ elapsed, lasted })).toEqual({ resumable, extraMinutes: extra, shortRests });
    });
  }
});

describe("woundtrack short rest", () => {
  const base = { stamina: { value: 1, fatigue: 2, normalMax: 11 }, mana: { value: 0, invested: 2, normalMax: 9 }, wounds: wounds() };

  it("woundtrack.short.1: half the maximum after fatigue, rounded down, never above it", () => {
    // 11 - 2 = 9, half is 4.
    expect(shortRest(base).stamina).toEqual({ value: 5, fatigue: 2, normalMax: 11 });
    expect(shortRest({ ...base, stamina: { value: 7, fatigue: 2, normalMax: 11 } }).stamina.value).toBe(9);
  });

  it("woundtrack.short.2: half the maximum after investment, rounded down", () => {
    // 9 - 2 = 7, half is 3.
    expect(shortRest(base).mana).toEqual({ value: 3, invested: 2, normalMax: 9 });
    expect(shortRest({ ...base, mana: { value: 6, invested: 2, normalMax: 9 } }).mana.value).toBe(7);
  });

  // wounds at the start -> light wounds after
  const cells: [string, Partial<WoundCounts>, number][] = [
    ["unwounded", {}, 0],
    ["lightly wounded", { light: 3 }, 2],
    ["moderately wounded", { light: 2, moderate: 1 }, 1],
    ["moderately wounded without light wounds", { moderate: 2 }, 0],
    ["severely wounded", { light: 2, severe: 1 }, 2],
    ["critically wounded", { light: 1, critical: 1 }, 1],
  ];
  for (const [label, filled, light] of cells) {
    it(`woundtrack.short.3: ${label}: ${light} light wounds after`, () => {
      const after = shortRest({ ...base, wounds: wounds(filled) });
      expect(after.wounds.wounds).toEqual({ ...none, ...filled, light });
    });
  }
});

function longState(over: Partial<LongRestState> = {}): LongRestState {
  return {
    vit: 0,
    recoveryBonus: 0,
    longRestsToday: 0,
    slept: true,
    stamina: { value: 2, fatigue: 0, normalMax: 10 },
    mana: { value: 1, invested: 0, normalMax: 8 },
    wounds: wounds(),
    ...over,
  };
}

describe("woundtrack long rest", () => {
  // Vitality -5..5 by highest wound level 0 (none) .. 4 (critical), written out by hand.
  const reduction: Record<number, number[]> = {
    [-5]: [1, 0, 0, 0, 0],
    [-4]: [1, 0, 0, 0, 0],
    [-3]: [2, 1, 0, 0, 0],
    [-2]: [3, 2, 1, 0, 0],
    [-1]: [4, 3, 2, 1, 0],
    [0]: [5, 4, 3, 2, 1],
    [1]: [6, 5, 4, 3, 2],
    [2]: [7, 6, 5, 4, 3],
    [3]: [8, 7, 6, 5, 4],
    [4]: [9, 8, 7, 6, 5],
    [5]: [10, 9, 8, 7, 6],
  };
  for (let vit = -5; vit <= 5; vit++) {
    it(`woundtrack.long.5 / woundtrack.long.6: fatigue reduction at Vitality ${vit}, by highest wound: ${reduction[vit]!.join(" ")}`, () => {
      expect([0, 1, 2, 3, 4].map((level) => fatigueReduction(vit, level))).toEqual(reduction[vit]);
    });
  }

  it("woundtrack.long.6: fatigue never goes below 0 (RULINGS)", () => {
    const out = completeLongRest(longState({ vit: 5, stamina: { value: 0, fatigue: 2, normalMax: 10 } }), null);
    expect(out.plan.fatigueReduction).toBe(2);
    expect(out.state.stamina).toEqual({ value: 10, fatigue: 0, normalMax: 10 });
  });

  it("woundtrack.long.2: no long rest while fatally wounded", () => {
    expect(refusal(() => planLongRest(longState({ wounds: wounds({ light: 1, fatal: 1 }) })))).toBe("MANIFOLD.woundtrack.Error.LongRestFatal");
    expect(refusal(() => completeLongRest(longState({ wounds: wounds({ fatal: 1 }) }), null))).toBe("MANIFOLD.woundtrack.Error.LongRestFatal");
  });

  it("woundtrack.long.3: exhausted: exhaustion ends (fatigue one below the threshold, RULINGS), stamina and mana refill, nothing else", () => {
    const s = longState({
      vit: 3,
      recoveryBonus: 2,
      stamina: { value: 1, fatigue: 7, normalMax: 10 },
      mana: { value: 0, invested: 2, normalMax: 8 },
      wounds: wounds({ light: 2, moderate: 1 }),
    });
    expect(planLongRest(s)).toEqual({ exhausted: true, healLightWounds: false, fatigueReduction: 0, recoveryCheck: false });
    const out = completeLongRest(s, { result: 20, heal: "moderate" });
    expect(out.state.stamina).toEqual({ value: 6, fatigue: 4, normalMax: 10 });
    expect(fatigueConditions(out.state.stamina.fatigue, 10).exhausted).toBe(false);
    expect(out.state.mana).toEqual({ value: 6, invested: 2, normalMax: 8 });
    expect(out.state.wounds).toEqual(s.wounds);
    expect(out.state.recoveryBonus).toBe(2);
    expect(out.healed).toBeNull();
  });

  it("woundtrack.long.3: a staggered character's long rest also ends there", () => {
    const out = completeLongRest(longState({ stamina: { value: 0, fatigue: 12, normalMax: 10 } }), null);
    expect(out.state.stamina).toEqual({ value: 6, fatigue: 4, normalMax: 10 });
  });

  it("woundtrack.long.4 / woundtrack.long.7: lightly wounded: all light wounds heal; a recovery check is due though none is left, and the bonus clears", () => {
    const s = longState({ vit: 1, recoveryBonus: 3, wounds: wounds({ light: 3 }), stamina: { value: 0, fatigue: 3, normalMax: 12 } });
    expect(planLongRest(s)).toEqual({ exhausted: false, healLightWounds: true, fatigueReduction: 3, recoveryCheck: true });
    const out = completeLongRest(s, null);
    expect(out.state.wounds.wounds).toEqual(none);
    expect(out.state.recoveryBonus).toBe(0);
    expect(out.state.stamina).toEqual({ value: 12, fatigue: 0, normalMax: 12 });
  });

  it("woundtrack.long.1 / woundtrack.long.5: judged at the start: light wounds healed first still count for the fatigue reduction (RULINGS)", () => {
    // Vitality -4, lightly wounded: 5 - 4 - 1 = 0, at least 0 when wounded; it would be 1 if judged unwounded after step 2.
    const s = longState({ vit: -4, wounds: wounds({ light: 2 }), stamina: { value: 0, fatigue: 2, normalMax: 10 } });
    expect(planLongRest(s).fatigueReduction).toBe(0);
    expect(completeLongRest(s, null).state.stamina.fatigue).toBe(2);
    expect(planLongRest(longState({ vit: -4, stamina: { value: 0, fatigue: 2, normalMax: 10 } })).fatigueReduction).toBe(1);
  });

  it("woundtrack.long.4 / woundtrack.long.5 / woundtrack.long.7 / woundtrack.long.8: moderately wounded, in order: lights heal, fatigue drops, the check heals a wound, all refills", () => {
    const s = longState({
      vit: 0,
      recoveryBonus: 2,
      stamina: { value: 0, fatigue: 4, normalMax: 10 },
      mana: { value: 0, invested: 3, normalMax: 8 },
      wounds: wounds({ light: 2, moderate: 1 }),
    });
    expect(planLongRest(s)).toEqual({ exhausted: false, healLightWounds: true, fatigueReduction: 3, recoveryCheck: true });
    const mid = longRestBeforeCheck(s);
    expect(mid.wounds.wounds).toEqual({ ...none, moderate: 1 });
    expect(mid.stamina.fatigue).toBe(1);
    // Vit 0 - fatigue 1 + bonus 2
    expect(longRestRecoveryBonus(s)).toBe(1);
    expect(recoverableLevels(mid.wounds, -5)).toEqual(["moderate"]);
    const out = completeLongRest(s, { result: -5, heal: "moderate" }, 2);
    expect(out.healed).toBe(true);
    expect(out.state.wounds.wounds).toEqual({ ...none, light: 1 });
    expect(out.state.recoveryBonus).toBe(0);
    expect(out.state.stamina).toEqual({ value: 9, fatigue: 1, normalMax: 10 });
    // 2 of the 3 invested retrieved at the end (woundtrack.mana.6), then mana refills.
    expect(out.state.mana).toEqual({ value: 7, invested: 1, normalMax: 8 });
  });

  it("woundtrack.long.4 / woundtrack.long.7 / woundtrack.recovery.10: severely wounded: light wounds stay; a failed check adds +1", () => {
    const s = longState({ vit: 2, recoveryBonus: 1, wounds: wounds({ light: 2, severe: 1 }) });
    expect(planLongRest(s)).toMatchObject({ healLightWounds: false, fatigueReduction: 0, recoveryCheck: true });
    const out = completeLongRest(s, { result: -9, heal: null });
    expect(out.healed).toBe(false);
    expect(out.state.wounds.wounds).toEqual({ ...none, light: 2, severe: 1 });
    expect(out.state.recoveryBonus).toBe(2);
    expect(() => completeLongRest(s, null)).toThrow(RangeError);
  });

  it("woundtrack.long.7: unwounded, no recovery check; the long rest refills everything", () => {
    const out = completeLongRest(longState(), null);
    expect(out.plan).toEqual({ exhausted: false, healLightWounds: false, fatigueReduction: 0, recoveryCheck: false });
    expect(out.state.stamina.value).toBe(10);
    expect(out.state.mana.value).toBe(8);
  });

  it("woundtrack.long.9 / woundtrack.long.10: a tender's Lor [Healing/Wounds] result replaces the patient's when higher; -5 without a kit", () => {
    expect(formatCheck(TENDING_CHECK)).toBe("Lor [Healing/Wounds]");
    expect(TENDING_MINUTES).toBe(120);
    expect([tendedResult(-3, 2), tendedResult(4, 2), tendedResult(-3, null), tendedResult(1, 1)]).toEqual([2, 4, -3, 1]);
    expect([tendingPenalty(true), tendingPenalty(false)]).toEqual([0, -5]);
  });
});

describe("woundtrack recovery checks", () => {
  for (const [i, level] of WOUND_LEVELS.entries()) {
    const tn = { light: -8, moderate: -5, severe: -1, critical: 4, fatal: 10 }[level];
    const below = i === 0 ? null : WOUND_LEVELS[i - 1]!;
    it(`woundtrack.recovery.${i + 1} / woundtrack.recovery.7: ${level} wounds need ${tn}; one less reaches only ${below ?? "nothing"}`, () => {
      expect(RECOVERY_TN[level]).toBe(tn);
      expect(highestRecoverable(tn)).toBe(level);
      expect(highestRecoverable(tn - 1)).toBe(below);
    });
  }

  it("woundtrack.recovery.7: far above the top TN still reaches only fatal; far below nothing", () => {
    expect([highestRecoverable(30), highestRecoverable(-30), highestRecoverable(0), highestRecoverable(9)]).toEqual(["fatal", null, "severe", "critical"]);
  });

  it("woundtrack.recovery.6: a Vit check (standard by default), less current fatigue, plus the cumulative bonus", () => {
    expect(RECOVERY_CHECK_KIND).toBe(checkKindFor("other"));
    expect(recoveryCheckBonus({ vit: 2, fatigue: 0, bonus: 0 })).toBe(2);
    expect(recoveryCheckBonus({ vit: 2, fatigue: 5, bonus: 0 })).toBe(-3);
    expect(recoveryCheckBonus({ vit: -1, fatigue: 2, bonus: 3, modifiers: [1] })).toBe(1);
  });

  it("woundtrack.recovery.1 / woundtrack.recovery.2 / woundtrack.recovery.3 / woundtrack.recovery.4 / woundtrack.recovery.5 / woundtrack.recovery.6: the odds of each level with 1d10 - 1d10, counted by hand", () => {
    const o = recoveryOdds(0);
    expect(o.light).toBeCloseTo(0.99, 14);
    expect(o.moderate).toBeCloseTo(0.9, 14);
    expect(o.severe).toBeCloseTo(0.64, 14);
    expect(o.critical).toBeCloseTo(0.21, 14);
    expect(o.fatal).toBe(0);
    expect(recoveryOdds(3).fatal).toBeCloseTo(0.06, 14);
    expect(recoveryOdds(0, "wild").fatal).toBeGreaterThan(0);
  });

  it("woundtrack.recovery.8: any wound up to the highest level reached may be chosen", () => {
    const t = wounds({ light: 1, moderate: 1, severe: 1, critical: 1 });
    expect(recoverableLevels(t, -9)).toEqual([]);
    expect(recoverableLevels(t, -8)).toEqual(["light"]);
    expect(recoverableLevels(t, -1)).toEqual(["light", "moderate", "severe"]);
    expect(recoverableLevels(t, 4)).toEqual(["light", "moderate", "severe", "critical"]);
    expect(recoverableLevels(wounds({ severe: 1 }), 4)).toEqual(["severe"]);
  });

  it("woundtrack.recovery.9: the wound drops one level, only into an open slot; a light wound heals", () => {
    expect(reduceWound(wounds({ moderate: 1 }), "moderate").wounds).toEqual({ ...none, light: 1 });
    expect(reduceWound(wounds({ light: 2 }), "light").wounds).toEqual({ ...none, light: 1 });
    expect(reduceWound(wounds({ fatal: 1 }), "fatal").wounds).toEqual({ ...none, critical: 1 });
    const fullBelow = wounds({ moderate: 3, severe: 1 });
    expect(canReduce(fullBelow, "severe")).toBe(false);
    expect(recoverableLevels(fullBelow, 4)).toEqual(["moderate"]);
    expect(refusal(() => reduceWound(fullBelow, "severe"))).toBe("MANIFOLD.woundtrack.Error.NoOpenSlot");
    expect(refusal(() => reduceWound(fullBelow, "critical"))).toBe("MANIFOLD.woundtrack.Error.NoSuchWound");
  });

  it("woundtrack.recovery.8 / woundtrack.recovery.9: a choice above the result, or declining when a wound could heal, is refused", () => {
    const t = wounds({ light: 1, critical: 1 });
    expect(refusal(() => recover(t, 0, "critical", 0))).toBe("MANIFOLD.woundtrack.Error.RecoveryTooLow");
    expect(refusal(() => recover(t, 0, null, 0))).toBe("MANIFOLD.woundtrack.Error.ChooseWound");
    expect(refusal(() => recover(t, 9, "severe", 0))).toBe("MANIFOLD.woundtrack.Error.NoSuchWound");
    expect(recover(t, 4, "critical", 2)).toEqual({ wounds: wounds({ light: 1, severe: 1 }), healed: true, bonus: 0 });
  });

  it("woundtrack.recovery.10: +1 per check that heals nothing, kept until one heals or no wound is left", () => {
    expect([nextRecoveryBonus(0, false, 2), nextRecoveryBonus(3, false, 1), nextRecoveryBonus(3, true, 1), nextRecoveryBonus(3, false, 0), nextRecoveryBonus(2, true, 0)]).toEqual([1, 4, 0, 0, 0]);
    // Nothing reachable: the bonus grows; a full level below blocks healing just the same.
    expect(recover(wounds({ critical: 1 }), 0, null, 1)).toEqual({ wounds: wounds({ critical: 1 }), healed: false, bonus: 2 });
    expect(recover(wounds({ moderate: 3, severe: 1 }, { moderate: 3 }), 0, "moderate", 1).bonus).toBe(0);
  });

});

describe("woundtrack Treat Wound TNs", () => {
  const cells: [string, WoundLevel, number][] = [
    ["woundtrack.treat.7", "light", -3],
    ["woundtrack.treat.8", "moderate", 0],
    ["woundtrack.treat.9", "severe", 3],
    ["woundtrack.treat.10", "critical", 6],
    ["woundtrack.treat.11", "fatal", 9],
  ];
  for (const [id, level, tn] of cells) it(`${id}: Treat Wound on a ${level} wound: TN ${tn}`, () => expect(TREAT_WOUND_TN[level]).toBe(tn));
});
