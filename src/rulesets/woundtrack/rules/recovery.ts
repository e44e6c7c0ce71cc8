/**
 * Wound Track stamina, fatigue, mana, rests and recovery (woundtrack.stamina.1-4, fatigue.2-6,
 * mana.1-6, rest.1-9, short.1-3, long.1-11, interrupt.1-3, recovery.1-10, treat.7-11). Stamina
 * overspent turns into fatigue, fatigue eats the maximum and sets the exhausted and staggered
 * thresholds, and rests give it back in the seed's order, every long-rest benefit judged by the
 * condition at the start of the rest (RULINGS).
 */
import { ladderLevel } from "../../../core/dice/success";
import { RuleError } from "../../../core/errors";
import type { CheckKind, CheckSpec } from "./checks";
import { checkOdds } from "./checks";
import { WOUND_LEVELS, woundCount, woundedRank, woundRank, type WoundCounts, type WoundLevel, type WoundTrack } from "./wounds";

function count(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number >= 0, got ${value}`);
  return value;
}

function whole(name: string, value: number): number {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
  return value;
}

// ---- stamina and fatigue ----

/** Current stamina, fatigue, and the normal (unfatigued) maximum. */
export interface StaminaPool {
  value: number;
  fatigue: number;
  normalMax: number;
}

/** The normal maximum: the race's value + Vitality (woundtrack.stamina.1). */
export function staminaMax(raceBase: number, vit: number): number {
  return whole("race stamina", raceBase) + whole("Vitality", vit);
}

/** The maximum after fatigue, never below 0 (woundtrack.fatigue.2). */
export function currentStaminaMax(pool: StaminaPool): number {
  return Math.max(0, whole("normal maximum stamina", pool.normalMax) - count("fatigue", pool.fatigue));
}

/** Fatigue gained: current stamina drops only if it is now above the new maximum (woundtrack.fatigue.3). */
export function gainFatigue(pool: StaminaPool, amount: number): StaminaPool {
  const next = { ...pool, fatigue: count("fatigue", pool.fatigue) + count("fatigue gained", amount) };
  return { ...next, value: Math.min(count("stamina", pool.value), currentStaminaMax(next)) };
}

/**
 * A stamina cost: paid from current stamina, and whatever stamina is missing becomes fatigue, so a
 * cost can always be paid, even at 0 (woundtrack.stamina.2-4).
 */
export function spendStamina(pool: StaminaPool, cost: number): StaminaPool {
  const value = count("stamina", pool.value);
  const paid = Math.min(value, count("stamina cost", cost));
  return gainFatigue({ ...pool, value: value - paid }, cost - paid);
}

/** Exhausted at fatigue >= half the normal maximum, the half rounded down (woundtrack.fatigue.5, RULINGS). */
export function exhaustedThreshold(normalMax: number): number {
  return Math.floor(whole("normal maximum stamina", normalMax) / 2);
}

/** Staggered at fatigue >= the normal maximum (woundtrack.fatigue.6). */
export function staggeredThreshold(normalMax: number): number {
  return whole("normal maximum stamina", normalMax);
}

export interface FatigueConditions {
  exhausted: boolean;
  staggered: boolean;
}

export function fatigueConditions(fatigue: number, normalMax: number): FatigueConditions {
  count("fatigue", fatigue);
  return { exhausted: fatigue >= exhaustedThreshold(normalMax), staggered: fatigue >= staggeredThreshold(normalMax) };
}

// ---- mana ----

/** Current mana, mana invested, and the maximum before investment. */
export interface ManaPool {
  value: number;
  invested: number;
  normalMax: number;
}

/** The race's value + Lore (woundtrack.mana.1). */
export function manaMax(raceBase: number, lore: number): number {
  return whole("race mana", raceBase) + whole("Lore", lore);
}

/** Investment lowers the maximum as well as the current value (woundtrack.mana.4). */
export function currentManaMax(pool: ManaPool): number {
  return Math.max(0, whole("normal maximum mana", pool.normalMax) - count("invested mana", pool.invested));
}

/** Spent mana comes off the current value; there is no overspending it (woundtrack.mana.2-3). */
export function spendMana(pool: ManaPool, cost: number): ManaPool {
  const value = count("mana", pool.value);
  if (count("mana cost", cost) > value) throw new RuleError("MANIFOLD.woundtrack.Error.NotEnoughMana", { cost, mana: value });
  return { ...pool, value: value - cost };
}

/** Invested mana comes off current and maximum alike until retrieved (woundtrack.mana.2, mana.4). */
export function investMana(pool: ManaPool, amount: number): ManaPool {
  const value = count("mana", pool.value);
  if (count("mana invested", amount) > value) throw new RuleError("MANIFOLD.woundtrack.Error.NotEnoughMana", { cost: amount, mana: value });
  return { ...pool, value: value - amount, invested: count("invested mana", pool.invested) + amount };
}

/**
 * Invested mana retrieved, when its effect ends or at the end of a long rest (woundtrack.mana.5-6):
 * the maximum comes back, and so does the current value the investment took.
 */
export function retrieveMana(pool: ManaPool, amount: number): ManaPool {
  const invested = count("invested mana", pool.invested);
  if (count("mana retrieved", amount) > invested) throw new RangeError(`cannot retrieve ${amount} mana, only ${invested} is invested`);
  return { ...pool, invested: invested - amount, value: count("mana", pool.value) + amount };
}

// ---- rests ----

export const REST_KINDS = ["short", "long"] as const;
export type RestKind = (typeof REST_KINDS)[number];

/** Short rests take at least 15 minutes and are unlimited; long rests 8 hours, benefiting twice a day (woundtrack.rest.1-5). */
export const REST_MINUTES: Readonly<Record<RestKind, number>> = { short: 15, long: 480 };
export const LONG_RESTS_PER_DAY = 2;

/** A full night's sleep: 8 hours less half an hour per point of Vitality, plus the race's adjustment (woundtrack.rest.9). */
export function sleepMinutes(vit: number, raceAdjustment = 0): number {
  return Math.max(0, 480 - 30 * whole("Vitality", vit) + whole("race adjustment", raceAdjustment));
}

export interface RestActivity {
  staminaCost: number;
  manaCost: number;
  /** more strenuous than walking about camp or a simple meal (the GM's call, woundtrack.rest.6) */
  strenuous: boolean;
  /** tending another character, which counts as strenuous (woundtrack.long.11) */
  tending?: boolean;
}

/** Spending stamina or mana interrupts a rest (woundtrack.rest.7), as does strenuous activity, tending another included (long.11). */
export function interruptsRest(a: RestActivity): boolean {
  return count("stamina cost", a.staminaCost) > 0 || count("mana cost", a.manaCost) > 0 || a.strenuous || a.tending === true;
}

export interface LongRestInterruption {
  /** minutes rested before the interruption */
  elapsed: number;
  /** how long the interruption lasted */
  lasted: number;
}

export interface InterruptedLongRest {
  /** it may be resumed with its full benefits (woundtrack.interrupt.2) */
  resumable: boolean;
  /** minutes added to what remains when resumed */
  extraMinutes: number;
  /** short-rest benefits it may give instead, one per 15 minutes rested (woundtrack.interrupt.3) */
  shortRests: number;
}

/** A short rest cut short gives nothing (woundtrack.interrupt.1); it benefits only after its full 15 minutes. */
export function shortRestCompleted(minutes: number): boolean {
  return count("minutes", minutes) >= REST_MINUTES.short;
}

export function interruptedLongRest(i: LongRestInterruption): InterruptedLongRest {
  const resumable = count("interruption minutes", i.lasted) <= 30;
  return { resumable, extraMinutes: resumable ? 60 : 0, shortRests: Math.floor(count("minutes rested", i.elapsed) / REST_MINUTES.short) };
}

export interface RestState {
  stamina: StaminaPool;
  mana: ManaPool;
  wounds: WoundTrack;
}

const lightOrModerate = (filled: WoundCounts) => {
  const level = woundedRank(filled);
  return level === 1 || level === 2;
};

/**
 * A short rest (woundtrack.short.1-3): half the current maximum stamina and mana, each rounded down
 * and after fatigue and investment, and one light wound off when lightly or moderately wounded.
 */
export function shortRest(s: RestState): RestState {
  const staminaCap = currentStaminaMax(s.stamina);
  const manaCap = currentManaMax(s.mana);
  const filled = s.wounds.wounds;
  const lightOff = lightOrModerate(filled) && filled.light > 0 ? 1 : 0;
  return {
    stamina: { ...s.stamina, value: Math.min(staminaCap, count("stamina", s.stamina.value) + Math.floor(staminaCap / 2)) },
    mana: { ...s.mana, value: Math.min(manaCap, count("mana", s.mana.value) + Math.floor(manaCap / 2)) },
    wounds: { ...s.wounds, wounds: { ...filled, light: filled.light - lightOff } },
  };
}

export interface LongRestState extends RestState {
  vit: number;
  /** the cumulative recovery bonus from checks that healed nothing (woundtrack.recovery.10) */
  recoveryBonus: number;
  /** long rests already benefited from today */
  longRestsToday: number;
  /** a full night's sleep within 24 hours of the rest's end (woundtrack.rest.8) */
  slept: boolean;
}

/** Which benefits the rest gives, from the condition at its start (woundtrack.long.1, RULINGS). */
export interface LongRestPlan {
  /** exhausted: exhaustion ends, stamina and mana refill, and nothing else (long.3) */
  exhausted: boolean;
  healLightWounds: boolean;
  /** fatigue removed (long.5-6); 0 when there is none */
  fatigueReduction: number;
  recoveryCheck: boolean;
}

/**
 * The fatigue a long rest removes: 5 + Vitality - the highest wound level, at least 1 when
 * unwounded and at least 0 when wounded (woundtrack.long.5-6; RULINGS: a floor on the amount).
 */
export function fatigueReduction(vit: number, woundLevel: number): number {
  if (!Number.isInteger(woundLevel) || woundLevel < 0 || woundLevel > 5) throw new RangeError(`a wound level is 0..5, got ${woundLevel}`);
  return Math.max(woundLevel === 0 ? 1 : 0, 5 + whole("Vitality", vit) - woundLevel);
}

/**
 * What a long rest will give; refused while fatally wounded (woundtrack.long.2), after the day's
 * two long rests (rest.5), or without a night's sleep in the last 24 hours (rest.8).
 */
export function planLongRest(s: LongRestState): LongRestPlan {
  const level = woundedRank(s.wounds.wounds);
  if (level === 5) throw new RuleError("MANIFOLD.woundtrack.Error.LongRestFatal");
  if (count("long rests today", s.longRestsToday) >= LONG_RESTS_PER_DAY) throw new RuleError("MANIFOLD.woundtrack.Error.LongRestLimit", { limit: LONG_RESTS_PER_DAY });
  if (!s.slept) throw new RuleError("MANIFOLD.woundtrack.Error.LongRestNoSleep");
  if (fatigueConditions(s.stamina.fatigue, s.stamina.normalMax).exhausted) return { exhausted: true, healLightWounds: false, fatigueReduction: 0, recoveryCheck: false };
  return {
    exhausted: false,
    healLightWounds: level === 1 || level === 2,
    fatigueReduction: s.stamina.fatigue > 0 ? Math.min(s.stamina.fatigue, fatigueReduction(s.vit, level)) : 0,
    recoveryCheck: level > 0,
  };
}

/**
 * The rest up to its recovery check: light wounds healed and fatigue reduced. The check is made
 * here, so its fatigue penalty is the fatigue left after the reduction, and the wound it heals is
 * chosen among those left.
 */
export function longRestBeforeCheck(s: LongRestState): LongRestState {
  const plan = planLongRest(s);
  if (plan.exhausted) return s;
  const filled = plan.healLightWounds ? { ...s.wounds.wounds, light: 0 } : s.wounds.wounds;
  return { ...s, wounds: { ...s.wounds, wounds: filled }, stamina: { ...s.stamina, fatigue: s.stamina.fatigue - plan.fatigueReduction } };
}

/** The bonus of the rest's recovery check: Vit - the fatigue left after the reduction + the cumulative bonus. */
export function longRestRecoveryBonus(s: LongRestState): number {
  const mid = longRestBeforeCheck(s);
  return recoveryCheckBonus({ vit: mid.vit, fatigue: mid.stamina.fatigue, bonus: mid.recoveryBonus });
}

/** The recovery check as made during the rest: its final result (tending already counted) and the wound chosen. */
export interface RecoveryUse {
  result: number;
  heal: WoundLevel | null;
}

export interface LongRestOutcome {
  plan: LongRestPlan;
  state: LongRestState;
  /** whether the recovery check healed a wound; null when none was made */
  healed: boolean | null;
}

/**
 * A completed long rest (woundtrack.long.1-8), its benefits in the seed's order, each judged by the
 * condition at the start. Exhausted: fatigue drops to one below the exhausted threshold (RULINGS)
 * and stamina and mana refill, nothing more. Otherwise light wounds heal, fatigue drops, one
 * recovery check heals a wound, and stamina and mana refill. `retrieve` is invested mana taken
 * back at the end of the rest (woundtrack.mana.6), before mana refills.
 */
export function completeLongRest(s: LongRestState, recovery: RecoveryUse | null, retrieve = 0): LongRestOutcome {
  const plan = planLongRest(s);
  let state = longRestBeforeCheck(s);
  let healed: boolean | null = null;
  if (plan.exhausted) {
    const fatigue = Math.max(0, exhaustedThreshold(s.stamina.normalMax) - 1);
    state = { ...state, stamina: { ...state.stamina, fatigue: Math.min(state.stamina.fatigue, fatigue) } };
  } else if (plan.recoveryCheck) {
    if (woundCount(state.wounds.wounds) === 0) {
      // Only light wounds at the start: step 2 healed them all, and no wounds clears the bonus.
      state = { ...state, recoveryBonus: 0 };
    } else {
      if (!recovery) throw new RangeError("a wounded character's long rest needs its recovery check");
      const r = recover(state.wounds, recovery.result, recovery.heal, state.recoveryBonus);
      state = { ...state, wounds: r.wounds, recoveryBonus: r.bonus };
      healed = r.healed;
    }
  }
  const mana = retrieveMana(state.mana, retrieve);
  return {
    plan,
    healed,
    state: {
      ...state,
      longRestsToday: s.longRestsToday + 1,
      stamina: { ...state.stamina, value: currentStaminaMax(state.stamina) },
      mana: { ...mana, value: currentManaMax(mana) },
    },
  };
}

// ---- recovery checks ----

/** The lowest result that lets a recovery check heal a wound of each level (woundtrack.recovery.1-5). */
export const RECOVERY_TN: Readonly<Record<WoundLevel, number>> = { light: -8, moderate: -5, severe: -1, critical: 4, fatal: 10 };

/** Recovery is not a combat roll: a standard check by default (RULINGS). */
export const RECOVERY_CHECK_KIND: CheckKind = "standard";

export interface RecoveryCheckFacts {
  vit: number;
  /** current fatigue: a penalty of as much */
  fatigue: number;
  /** the cumulative bonus from failed recovery checks */
  bonus: number;
  modifiers?: readonly number[];
}

/** A Vit check with a penalty equal to current fatigue, plus the cumulative bonus (woundtrack.recovery.6, recovery.10). */
export function recoveryCheckBonus(f: RecoveryCheckFacts): number {
  const mods = (f.modifiers ?? []).reduce((s, m) => s + whole("modifier", m), 0);
  return whole("Vitality", f.vit) - count("fatigue", f.fatigue) + count("recovery bonus", f.bonus) + mods;
}

/** The highest wound level the result can affect, or null below the light TN (woundtrack.recovery.7). */
export function highestRecoverable(result: number): WoundLevel | null {
  const i = ladderLevel(whole("recovery result", result), WOUND_LEVELS.map((l) => RECOVERY_TN[l]));
  return i < 0 ? null : WOUND_LEVELS[i]!;
}

/** A wound of this level can drop one level: there is one, and the level below has an open slot (light wounds simply heal). */
export function canReduce(track: WoundTrack, level: WoundLevel): boolean {
  const i = woundRank(level) - 1;
  if (count(`${level} wounds`, track.wounds[level]) === 0) return false;
  if (i === 0) return true;
  const below = WOUND_LEVELS[i - 1]!;
  return count(`${below} slots`, track.slots[below]) > count(`${below} wounds`, track.wounds[below]);
}

/** The levels the player may choose to heal with this result, lowest first (woundtrack.recovery.8-9). */
export function recoverableLevels(track: WoundTrack, result: number): WoundLevel[] {
  const top = highestRecoverable(result);
  if (!top) return [];
  return WOUND_LEVELS.slice(0, woundRank(top)).filter((l) => canReduce(track, l));
}

/** Why a wound of this level cannot drop: there is none, or the level below is full. */
function refuseReduce(track: WoundTrack, level: WoundLevel): never {
  if (count(`${level} wounds`, track.wounds[level]) === 0) throw new RuleError("MANIFOLD.woundtrack.Error.NoSuchWound", { level });
  throw new RuleError("MANIFOLD.woundtrack.Error.NoOpenSlot", { level });
}

/** One wound drops one level into an open slot below; a light wound heals (woundtrack.recovery.9). */
export function reduceWound(track: WoundTrack, level: WoundLevel): WoundTrack {
  if (!canReduce(track, level)) refuseReduce(track, level);
  const i = woundRank(level) - 1;
  const wounds: Record<WoundLevel, number> = { ...track.wounds, [level]: track.wounds[level] - 1 };
  if (i > 0) wounds[WOUND_LEVELS[i - 1]!] += 1;
  return { ...track, wounds };
}

/** The cumulative bonus after a check: +1 when it healed nothing, 0 once one heals or no wound is left (woundtrack.recovery.10). */
export function nextRecoveryBonus(bonus: number, healed: boolean, woundsLeft: number): number {
  count("recovery bonus", bonus);
  return healed || count("wounds left", woundsLeft) === 0 ? 0 : bonus + 1;
}

export interface RecoveryOutcome {
  wounds: WoundTrack;
  healed: boolean;
  bonus: number;
}

/**
 * A recovery check's effect (woundtrack.recovery.7-10): the chosen wound drops a level if the
 * result reaches its TN and the slot below is open. Declining to choose when a wound could be
 * healed is refused, so the +1 cannot be farmed.
 */
export function recover(track: WoundTrack, result: number, heal: WoundLevel | null, bonus: number): RecoveryOutcome {
  const options = recoverableLevels(track, result);
  if (heal === null) {
    if (options.length > 0) throw new RuleError("MANIFOLD.woundtrack.Error.ChooseWound", { options: options.join(",") });
    return { wounds: track, healed: false, bonus: nextRecoveryBonus(bonus, false, woundCount(track.wounds)) };
  }
  if (!options.includes(heal)) {
    if (!canReduce(track, heal)) refuseReduce(track, heal);
    throw new RuleError("MANIFOLD.woundtrack.Error.RecoveryTooLow", { level: heal, result, tn: RECOVERY_TN[heal] });
  }
  const wounds = reduceWound(track, heal);
  return { wounds, healed: true, bonus: nextRecoveryBonus(bonus, true, woundCount(wounds.wounds)) };
}

/** The chance a recovery check with this bonus reaches each level's TN, for the sheet. */
export function recoveryOdds(bonus: number, kind: CheckKind = RECOVERY_CHECK_KIND, faces?: number): Record<WoundLevel, number> {
  const [light, moderate, severe, critical, fatal] = WOUND_LEVELS.map((l) => checkOdds(kind, bonus, RECOVERY_TN[l], faces).success) as [number, number, number, number, number];
  return { light, moderate, severe, critical, fatal };
}

/** Without a healing kit, the tending check (and the other healing checks) take -5 (woundtrack.long.10, treat.16). */
export const NO_HEALING_KIT_PENALTY = -5;

/** Tending: Lor [Healing/Wounds] with -5 without a kit (woundtrack.long.9-10). */
export const TENDING_CHECK: CheckSpec = { attribute: "lor", skill: "Healing", specialisation: "Wounds" };
export const TENDING_MINUTES = 120;

export function tendingPenalty(hasKit: boolean): number {
  return hasKit ? 0 : NO_HEALING_KIT_PENALTY;
}

/** The tender's result replaces the patient's recovery check result when higher (woundtrack.long.9). */
export function tendedResult(own: number, tender: number | null): number {
  return tender === null ? whole("recovery result", own) : Math.max(whole("recovery result", own), whole("tending result", tender));
}

/** Treat Wound's TN for each level (woundtrack.treat.7-11). */
export const TREAT_WOUND_TN: Readonly<Record<WoundLevel, number>> = { light: -3, moderate: 0, severe: 3, critical: 6, fatal: 9 };
