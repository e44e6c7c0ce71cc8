/**
 * Movement (woundtrack.rate.1-26, move.1-2, move.4-7, grid.4, terrain.1-2 and 4-11, jump.2-5, jump.8,
 * action.37, action.41-43): AP buy yards. A full move is 4 AP for your movement rate in yards,
 * and fewer AP buy a proportional share, rounded down. The yards go into a pool for the round,
 * which you spend as you like, and whatever is left is lost when the round ends. Difficult
 * terrain multiplies what each yard costs. On the 1-yard square grid every second diagonal step
 * counts 2 yards.
 */
import { RuleError } from "../../../core/errors";

/** AP for a full movement (woundtrack.move.1). */
export const FULL_MOVE_AP = 4;

/** One row of the movement-rate table: the Str + Size + Athletics range and the yards 1 to 4 AP buy. */
export interface RateRow {
  rate: number;
  /** lowest score of the row; null for "-30 or less" */
  minScore: number | null;
  maxScore: number;
  /** yards for 1, 2, 3 and 4 AP */
  yards: readonly [number, number, number, number];
}

/** The seed's movement-rate table, rates 0 to 25 (woundtrack.rate.1-26). */
const YARDS: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 0, 0], [0, 0, 0, 1], [0, 1, 1, 2], [0, 1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 5], [1, 3, 4, 6],
  [1, 3, 5, 7], [2, 4, 6, 8], [2, 4, 6, 9], [2, 5, 7, 10], [2, 5, 8, 11], [3, 6, 9, 12], [3, 6, 9, 13],
  [3, 7, 10, 14], [3, 7, 11, 15], [4, 8, 12, 16], [4, 8, 12, 17], [4, 9, 13, 18], [4, 9, 14, 19],
  [5, 10, 15, 20], [5, 10, 15, 21], [5, 11, 16, 22], [5, 11, 17, 23], [6, 12, 18, 24], [6, 12, 18, 25],
];

const LOWEST_SCORE = -30;
const SCORE_STEP = 4;

export const MOVEMENT_RATES: readonly RateRow[] = Object.freeze(
  YARDS.map((yards, rate) => Object.freeze({
    rate,
    minScore: rate === 0 ? null : LOWEST_SCORE + SCORE_STEP * (rate - 1) + 1,
    maxScore: LOWEST_SCORE + SCORE_STEP * rate,
    yards,
  })),
);

function checkCount(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number of 0 or more, got ${n}`);
}

/**
 * Movement rate from Str + Size + Athletics (woundtrack.move.2, rate.1-26). Above the table's
 * top row (67 to 70) the rate goes on rising by 1 for every 4 points, the table's own step.
 */
export function movementRate(score: number): number {
  if (!Number.isInteger(score)) throw new RangeError(`Str + Size + Athletics must be whole, got ${score}`);
  const row = MOVEMENT_RATES.find((r) => (r.minScore === null || score >= r.minScore) && score <= r.maxScore);
  return row ? row.rate : Math.ceil((score - LOWEST_SCORE) / SCORE_STEP);
}

/**
 * Yards bought by `ap` AP at a movement rate (woundtrack.move.1, move.4). Every 4 AP buy the full
 * rate, and a part of 4 buys that share of it, rounded down. That gives every cell of the table's
 * 1-3 AP columns, and it still works for rates the table doesn't reach (Dash, other movement modes).
 */
export function yardsForAp(rate: number, ap: number): number {
  checkCount("movement rate", rate);
  checkCount("AP", ap);
  return Math.floor((rate * ap) / FULL_MOVE_AP);
}

/** A combatant's movement this round (woundtrack.move.5-7). */
export interface MovePool {
  /** AP spent on movement this round */
  bought: number;
  /** yards left to move */
  yards: number;
  /** diagonal steps taken on the grid this round (woundtrack.grid.4) */
  diagonals: number;
  /** Dash this round: 0 none, 1 rate doubled, 2 doubled and the check's bonus taken (woundtrack.action.41-43) */
  dash: 0 | 1 | 2;
  /** the second Dash's rate bonus */
  dashBonus: number;
}

export const EMPTY_MOVE_POOL: Readonly<MovePool> = Object.freeze({ bought: 0, yards: 0, diagonals: 0, dash: 0, dashBonus: 0 });

/** The round's movement rate: doubled by a Dash, plus the second Dash's bonus (woundtrack.action.41-42). */
export function rateThisRound(rate: number, pool: MovePool): number {
  checkCount("movement rate", rate);
  return pool.dash === 0 ? rate : rate * 2 + pool.dashBonus;
}

/**
 * Dash (woundtrack.action.41-43). The first doubles the rate until the round ends. A second, while
 * the first still holds, adds 1 per 3 points of its Str [Athletics] check. The check's increase
 * comes once a round, so a third Dash is refused.
 */
export function dash(pool: MovePool, checkResult?: number): MovePool {
  if (pool.dash === 0) return { ...pool, dash: 1 };
  if (pool.dash === 2) throw new RuleError("MANIFOLD.woundtrack.Error.DashOncePerRound", {});
  if (checkResult === undefined || !Number.isInteger(checkResult)) throw new RangeError(`a second Dash needs a whole check result, got ${checkResult}`);
  return { ...pool, dash: 2, dashBonus: Math.max(0, Math.floor(checkResult / 3)) };
}

/**
 * Spends AP on movement (woundtrack.move.5-6). The pool grows by what the round's total AP on
 * movement buys, less what the AP already spent bought. So 1 AP four times buys as much as
 * 4 AP at once, and a Dash taken later speeds up only the yards bought after it.
 */
export function buyMovement(pool: MovePool, rate: number, ap: number): MovePool {
  checkCount("AP", ap);
  const r = rateThisRound(rate, pool);
  const added = yardsForAp(r, pool.bought + ap) - yardsForAp(r, pool.bought);
  return { ...pool, bought: pool.bought + ap, yards: pool.yards + added };
}

/**
 * The fewest further AP that leave `yards` in the pool (woundtrack.move.1, move.4), counting what
 * is in it already. Null when no AP can buy them (rate 0).
 */
export function apToMove(pool: MovePool, rate: number, yards: number): number | null {
  checkCount("yards", yards);
  const need = yards - pool.yards;
  if (need <= 0) return 0;
  const r = rateThisRound(rate, pool);
  if (r === 0) return null;
  const target = yardsForAp(r, pool.bought) + need;
  return Math.ceil((FULL_MOVE_AP * target) / r) - pool.bought;
}

/** Moves `yards` of normal movement out of the pool (woundtrack.move.5). */
export function spendMovement(pool: MovePool, yards: number): MovePool {
  checkCount("yards", yards);
  if (yards > pool.yards) throw new RuleError("MANIFOLD.woundtrack.Error.NotEnoughMovement", { yards, left: pool.yards });
  return { ...pool, yards: pool.yards - yards };
}

/** The round ends: unspent movement, the Dash and the diagonal count are gone (woundtrack.move.7). */
export const endRoundMovement = (): MovePool => ({ ...EMPTY_MOVE_POOL });

/** The difficult-terrain table: yards of normal movement each yard costs (woundtrack.terrain.4-11). */
export const TERRAIN_COST = Object.freeze({
  steepHill: 2,
  kneeHighWater: 2,
  mud: 2,
  thickUndergrowth: 3,
  swimming: 3,
  waistHighWater: 4,
  /** assumes abundant handholds; the GM may raise it (woundtrack.terrain.12) */
  verticalClimb: 4,
  underwater: 10,
});
export type Terrain = keyof typeof TERRAIN_COST;

/** Moving within a space entered with Enter Occupied Space costs double (woundtrack.action.37). */
export const OCCUPIED_SPACE_COST = 2;

/**
 * What one yard costs when the given modifiers apply (woundtrack.terrain.1-2). The modifiers are
 * multiplied together. A number is a cost the GM sets ("2, 3, 4, or more") and must be at least 1.
 */
export function terrainMultiplier(terrain: readonly (Terrain | number)[]): number {
  return terrain.reduce<number>((product, t) => {
    const cost = typeof t === "number" ? t : TERRAIN_COST[t];
    if (!Number.isInteger(cost) || cost < 1) throw new RangeError(`a terrain cost is a whole number of 1 or more, got ${String(t)}`);
    return product * cost;
  }, 1);
}

/** One step to a neighbouring 1-yard square, with that square's terrain cost (1 when open). */
export interface GridStep {
  dx: -1 | 0 | 1;
  dy: -1 | 0 | 1;
  terrain?: number;
}

/**
 * Yards of normal movement a path of grid steps costs (woundtrack.grid.4, terrain.1-2). A
 * straight step is 1 yard. Diagonals alternate 1 and 2, counting from `diagonalsBefore`, the
 * diagonals already taken this round. Each step is multiplied by its terrain cost.
 */
export function pathYards(steps: readonly GridStep[], diagonalsBefore = 0): { yards: number; diagonals: number } {
  checkCount("diagonals", diagonalsBefore);
  let diagonals = diagonalsBefore;
  let yards = 0;
  for (const step of steps) {
    const { dx, dy } = step;
    if (![-1, 0, 1].includes(dx) || ![-1, 0, 1].includes(dy) || (dx === 0 && dy === 0)) throw new RangeError(`a grid step moves to a neighbouring square, got ${dx},${dy}`);
    const terrain = step.terrain ?? 1;
    if (!Number.isInteger(terrain) || terrain < 1) throw new RangeError(`a terrain cost is a whole number of 1 or more, got ${terrain}`);
    let base = 1;
    if (dx !== 0 && dy !== 0) {
      diagonals += 1;
      base = diagonals % 2 === 0 ? 2 : 1;
    }
    yards += base * terrain;
  }
  return { yards, diagonals };
}

/** Moves along a grid path, paying its yards from the pool and keeping the diagonal count (woundtrack.grid.4, move.5). */
export function moveAlong(pool: MovePool, steps: readonly GridStep[]): MovePool {
  const { yards, diagonals } = pathYards(steps, pool.diagonals);
  return { ...spendMovement(pool, yards), diagonals };
}

/** Yards of run-up a jump needs for the full result (woundtrack.jump.2). */
export const RUN_UP_YARDS = 5;

/**
 * The jump's effective result (woundtrack.jump.2-3). With at least 5 yards moved before it, the
 * check's result plus Speed. Without them, half the result, rounded down (RULINGS).
 */
export function jumpResult(checkResult: number, movedYards: number, speed: number): number {
  if (!Number.isInteger(checkResult) || !Number.isInteger(speed)) throw new RangeError(`check result and Speed must be whole, got ${checkResult} / ${speed}`);
  checkCount("yards moved", movedYards);
  return movedYards >= RUN_UP_YARDS ? checkResult + speed : Math.floor(checkResult / 2);
}

/** Long jump: up to the result in feet, never less than 0 (woundtrack.jump.4). */
export const longJumpFeet = (result: number): number => Math.max(0, result);

/**
 * A long jump in yards, the grid's unit: whole yards only (3 feet each), rounded down. Those
 * yards come out of the movement pool like any others. When the AP at hand cannot buy them, the
 * jump is a long action declared with `apToMove`'s cost (woundtrack.jump.8, ap.5).
 */
export const longJumpYards = (result: number): number => Math.floor(longJumpFeet(result) / 3);

/** High jump: up to double the result in inches, never less than 0 (woundtrack.jump.5). */
export const highJumpInches = (result: number): number => Math.max(0, 2 * result);

/** The highest obstacle cleared: tucking the legs adds half your height, rounded down (woundtrack.jump.6). */
export function obstacleCleared(result: number, heightInches: number, tucked: boolean): number {
  checkCount("height", heightInches);
  return highJumpInches(result) + (tucked ? Math.floor(heightInches / 2) : 0);
}
