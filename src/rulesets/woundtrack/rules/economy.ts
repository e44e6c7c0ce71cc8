/**
 * Action points (woundtrack.ap.1-29, surprise.3, quick.1 and quick.4-6): AP come twice a round,
 * at its start and at the end of your own turn, in amounts set by Speed. AP you don't spend carry
 * over, but anything gained above the Speed's maximum is lost. Each move, action or reaction
 * costs AP; effects can lower a cost, but never below 1 unless they say so. An action that costs
 * more than you have is declared and paid over your later turns. Spending AP on anything else
 * cancels it. AP live on the Combatant (RULINGS), so this works on a plain pool and never on an
 * Actor.
 */
import { RuleError } from "../../../core/errors";

/** One column of the Speed table: AP gained at round start and at your turn's end, and the cap. */
export interface SpeedRow {
  roundStart: number;
  turnEnd: number;
  max: number;
}

export const MIN_SPEED = -10;
export const MAX_SPEED = 10;

/** The seed's Speed table, columns -10 to 10 in order (woundtrack.ap.9-29). */
const ROUND_START = [2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7, 8, 9, 11, 12, 14, 16, 18, 21, 24] as const;
const TURN_END = [1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 21, 24] as const;
const MAX_AP = [5, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 21, 24, 27, 31, 36, 41, 48, 55, 63, 72] as const;

/** The Speed table as data, keyed by Speed. */
export const SPEED_TABLE: Readonly<Record<number, SpeedRow>> = Object.freeze(
  Object.fromEntries(
    ROUND_START.map((roundStart, i) => [MIN_SPEED + i, Object.freeze({ roundStart, turnEnd: TURN_END[i]!, max: MAX_AP[i]! })]),
  ),
);

function checkCount(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number of 0 or more, got ${n}`);
}

/**
 * The row for a Speed. The table stops at -10 and 10, and the text gives no rule beyond it,
 * so a Speed outside that range is refused instead of guessed.
 */
export function speedRow(speed: number): SpeedRow {
  if (!Number.isInteger(speed)) throw new RangeError(`Speed must be a whole number, got ${speed}`);
  const row = SPEED_TABLE[speed];
  if (!row) throw new RuleError("MANIFOLD.woundtrack.Error.SpeedOffTable", { speed, min: MIN_SPEED, max: MAX_SPEED });
  return row;
}

export const roundStartAp = (speed: number): number => speedRow(speed).roundStart;
export const turnEndAp = (speed: number): number => speedRow(speed).turnEnd;
export const maxAp = (speed: number): number => speedRow(speed).max;

/**
 * An action paid over several turns (woundtrack.ap.5-7). `cost` and `paid` count AP or, for a
 * `timed` action (its time given in rounds or minutes), rounds.
 */
export interface LongAction {
  action: string;
  cost: number;
  paid: number;
  timed?: boolean;
}

/** A combatant's AP. */
export interface ApPool {
  ap: number;
  /** the action being paid off, if any */
  long?: LongAction | null;
  /** surprised: gains no AP until its first turn is over (woundtrack.surprise.3) */
  surprised?: boolean;
}

function checkPool(pool: ApPool): void {
  checkCount("AP", pool.ap);
}

/**
 * Gains AP up to the cap (woundtrack.ap.3-4): what is already held stays, even above a
 * maximum that has since dropped, but nothing gained takes it past the cap.
 */
function gain(pool: ApPool, amount: number, max: number): ApPool {
  checkPool(pool);
  return { ...pool, ap: Math.max(pool.ap, Math.min(pool.ap + amount, max)) };
}

/** The round begins (woundtrack.ap.1): the Speed's round-start AP, unless surprised. */
export function startRound(pool: ApPool, speed: number): ApPool {
  const row = speedRow(speed);
  if (pool.surprised) return { ...pool };
  return gain(pool, row.roundStart, row.max);
}

/**
 * Your own turn ends (woundtrack.ap.1). A surprised combatant gets nothing yet: this gain
 * comes at the end of its first turn, not after it (woundtrack.surprise.3). Its surprise then
 * ends.
 */
export function endTurn(pool: ApPool, speed: number): ApPool {
  const row = speedRow(speed);
  if (pool.surprised) return { ...pool, surprised: false };
  return gain(pool, row.turnEnd, row.max);
}

/**
 * Pays a move, action or reaction (woundtrack.ap.2). Spending AP on anything else cancels a
 * long action in progress (woundtrack.ap.6). A free action spends nothing and cancels nothing.
 */
export function spendAp(pool: ApPool, cost: number): ApPool {
  checkPool(pool);
  checkCount("AP cost", cost);
  if (cost > pool.ap) throw new RuleError("MANIFOLD.woundtrack.Error.NotEnoughAp", { cost, ap: pool.ap });
  if (cost === 0) return { ...pool };
  return { ...pool, ap: pool.ap - cost, long: null };
}

/**
 * Declares an action that costs more AP than you have (woundtrack.ap.5): all the AP at hand go
 * toward it now. One you can afford is simply paid, so declaring it is refused. A new
 * declaration replaces any long action already in progress: its AP are spent elsewhere
 * (woundtrack.ap.6).
 */
export function declareLongAction(pool: ApPool, action: string, cost: number): ApPool {
  checkPool(pool);
  checkCount("AP cost", cost);
  if (cost <= pool.ap) throw new RuleError("MANIFOLD.woundtrack.Error.LongActionAffordable", { cost, ap: pool.ap });
  return { ...pool, ap: 0, long: { action, cost, paid: pool.ap } };
}

/** Rounds in a minute, for actions timed in minutes (woundtrack.ap.7). */
export const ROUNDS_PER_MINUTE = 4;

/** How many rounds an action timed in rounds and/or minutes takes (woundtrack.ap.7). */
export function timedRounds(time: { rounds?: number; minutes?: number }): number {
  const rounds = time.rounds ?? 0;
  const minutes = time.minutes ?? 0;
  checkCount("rounds", rounds);
  checkCount("minutes", minutes);
  return rounds + minutes * ROUNDS_PER_MINUTE;
}

/** What a step that may finish a long action returns: the pool, and the action if it just completed. */
export interface LongStep {
  pool: ApPool;
  done: LongAction | null;
}

function settle(pool: ApPool, long: LongAction): LongStep {
  if (long.paid >= long.cost) return { pool: { ...pool, long: null }, done: long };
  return { pool: { ...pool, long }, done: null };
}

/**
 * Starts an action whose time is given in rounds (woundtrack.ap.7): it takes all your AP this
 * round, which counts as its first round (as with durations, woundtrack.duration.1). A 1-round
 * action is therefore paid in full at once.
 */
export function declareTimedAction(pool: ApPool, action: string, rounds: number): LongStep {
  checkPool(pool);
  if (!Number.isInteger(rounds) || rounds < 1) throw new RangeError(`a timed action lasts 1 round or more, got ${rounds}`);
  return settle({ ...pool, ap: 0 }, { action, cost: rounds, paid: 1, timed: true });
}

/**
 * One of your later turns (woundtrack.ap.5, ap.7). An AP-costed action takes all your AP, or just
 * what is still owed, and takes effect once the whole cost is paid. A timed action takes all your
 * AP once per round: call this once a round, on your turn.
 */
export function payLongAction(pool: ApPool): LongStep {
  checkPool(pool);
  const long = pool.long;
  if (!long) throw new RuleError("MANIFOLD.woundtrack.Error.NoLongAction", {});
  if (long.timed) return settle({ ...pool, ap: 0 }, { ...long, paid: long.paid + 1 });
  const pay = Math.min(pool.ap, long.cost - long.paid);
  return settle({ ...pool, ap: pool.ap - pay }, { ...long, paid: long.paid + pay });
}

/** You choose to cancel the long action (woundtrack.ap.6). The AP already paid are not refunded. */
export function cancelLongAction(pool: ApPool): ApPool {
  return { ...pool, long: null };
}

/**
 * An action's AP cost after the effects that change it (woundtrack.ap.8). No reduction goes
 * below 1, or below 0 when the effect says it can. A cost that was already below the floor stays
 * where it is.
 */
export function apCost(base: number, changes: readonly number[] = [], mayReachZero = false): number {
  checkCount("AP cost", base);
  for (const c of changes) if (!Number.isInteger(c)) throw new RangeError(`AP cost change must be whole, got ${c}`);
  const total = base + changes.reduce((a, b) => a + b, 0);
  if (total >= base) return total;
  return Math.max(total, Math.min(base, mayReachZero ? 0 : 1));
}

/**
 * Default AP costs the seed leaves out. They are fields on action items (RULINGS; woundtrack.action.2,
 * action.6, 10, 15, 16, 19, 31, 62, 63).
 */
export const ACTION_AP = Object.freeze({
  standardAttack: 4,
  quickAttack: 4,
  nonlethalAttack: 4,
  strongAttack: 6,
  defend: 2,
  seizeInitiative: 2,
  changePosture: 2,
  stabilize: 4,
});

/** Retrieve or Stow an Item, by container (woundtrack.action.28-30). */
export const STOW_AP = Object.freeze({ scabbard: 1, pocket: 1, beltPouch: 3, concealedPocket: 3, sack: 6, backpack: 6 });

/** Use an Object, the seed's examples (woundtrack.object.3-7). */
export const OBJECT_AP = Object.freeze({ door: 2, lightTorch: 2, drinkPotion: 4, warningBell: 6, startFire: 8 });

/** Other costs the seed names: surfacing after sinking, regaining control of a mount, the underwater melee surcharge (woundtrack.climb.5, mount.9, underwater.3). */
export const SURFACE_AP = 4;
export const REGAIN_MOUNT_AP = 8;
export const UNDERWATER_MELEE_EXTRA_AP = 2;

/** What kind of action is being hurried: attacks and spellcasting never can be (woundtrack.quick.1). */
export type HurryKind = "attack" | "spell" | "other";

export interface Hurried {
  /** the AP cost after the check */
  cost: number;
  /** stamina the hurry costs */
  stamina: number;
  /** on a failure, the AP the GM may take: 1 plus 1 per 3 points missed (woundtrack.quick.6) */
  apLost: number;
}

/**
 * Performing an action more quickly (woundtrack.quick.1, quick.4-6). Meeting the TN takes 1 AP
 * off the cost, plus 1 more for each 3 points over the TN, for 1 stamina. The cost still cannot
 * drop below 1, because hurrying does not say it can (woundtrack.ap.8). A failure leaves the
 * cost as it was and reports what the GM may take.
 */
export function hurry(cost: number, kind: HurryKind, result: number, tn: number): Hurried {
  checkCount("AP cost", cost);
  if (!Number.isInteger(result) || !Number.isInteger(tn)) throw new RangeError(`check result and TN must be whole, got ${result} / ${tn}`);
  if (kind !== "other") throw new RuleError("MANIFOLD.woundtrack.Error.CannotHurry", { kind });
  if (result >= tn) return { cost: apCost(cost, [-(1 + Math.floor((result - tn) / 3))]), stamina: 1, apLost: 0 };
  return { cost, stamina: 0, apLost: 1 + Math.floor((tn - result) / 3) };
}
