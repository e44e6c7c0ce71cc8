/** Wound Track's movement: the movement-rate table cell by cell, the round's pool, terrain, the grid's diagonals, Dash, jumps. */
import { describe, expect, it } from "vitest";
import {
  EMPTY_MOVE_POOL,
  FULL_MOVE_AP,
  MOVEMENT_RATES,
  OCCUPIED_SPACE_COST,
  TERRAIN_COST,
  apToMove,
  buyMovement,
  dash,
  endRoundMovement,
  highJumpInches,
  jumpResult,
  longJumpFeet,
  longJumpYards,
  moveAlong,
  movementRate,
  obstacleCleared,
  pathYards,
  rateThisRound,
  spendMovement,
  terrainMultiplier,
  yardsForAp,
  type GridStep,
  type MovePool,
} from "../../../src/rulesets/woundtrack/rules/movement";
import { refusal } from "../refusal";

const pool = (over: Partial<MovePool> = {}): MovePool => ({ ...EMPTY_MOVE_POOL, ...over });

describe("woundtrack movement-rate table", () => {
  // The seed's table, copied cell by cell: rate, lowest and highest Str + Size + Athletics, yards for 1-4 AP.
  const rows: [number, number, number, number, number, number, number][] = [
    [0, -Infinity, -30, 0, 0, 0, 0], [1, -29, -26, 0, 0, 0, 1], [2, -25, -22, 0, 1, 1, 2], [3, -21, -18, 0, 1, 2, 3],
    [4, -17, -14, 1, 2, 3, 4], [5, -13, -10, 1, 2, 3, 5], [6, -9, -6, 1, 3, 4, 6], [7, -5, -2, 1, 3, 5, 7],
    [8, -1, 2, 2, 4, 6, 8], [9, 3, 6, 2, 4, 6, 9], [10, 7, 10, 2, 5, 7, 10], [11, 11, 14, 2, 5, 8, 11],
    [12, 15, 18, 3, 6, 9, 12], [13, 19, 22, 3, 6, 9, 13], [14, 23, 26, 3, 7, 10, 14], [15, 27, 30, 3, 7, 11, 15],
    [16, 31, 34, 4, 8, 12, 16], [17, 35, 38, 4, 8, 12, 17], [18, 39, 42, 4, 9, 13, 18], [19, 43, 46, 4, 9, 14, 19],
    [20, 47, 50, 5, 10, 15, 20], [21, 51, 54, 5, 10, 15, 21], [22, 55, 58, 5, 11, 16, 22], [23, 59, 62, 5, 11, 17, 23],
    [24, 63, 66, 6, 12, 18, 24], [25, 67, 70, 6, 12, 18, 25],
  ];
  for (const [rate, lo, hi, y1, y2, y3, y4] of rows) {
    it(`woundtrack.rate.${rate + 1}: Str + Size + Athletics ${lo === -Infinity ? "-30 or less" : `${lo} to ${hi}`} is rate ${rate}; 1-4 AP move ${y1}, ${y2}, ${y3}, ${y4} yd`, () => {
      const low = lo === -Infinity ? -100 : lo;
      expect([movementRate(low), movementRate(hi)]).toEqual([rate, rate]);
      expect([1, 2, 3, 4].map((ap) => yardsForAp(rate, ap))).toEqual([y1, y2, y3, y4]);
      expect(MOVEMENT_RATES[rate]).toEqual({ rate, minScore: lo === -Infinity ? null : lo, maxScore: hi, yards: [y1, y2, y3, y4] });
    });
  }

  it("woundtrack.rate.1 / woundtrack.rate.26: the table holds rates 0 to 25; past 70 the rate keeps rising 1 per 4 points", () => {
    expect(MOVEMENT_RATES.map((r) => r.rate)).toEqual(rows.map((r) => r[0]));
    expect([movementRate(71), movementRate(74), movementRate(75)]).toEqual([26, 26, 27]);
    expect(() => movementRate(1.5)).toThrow(RangeError);
  });

  it("woundtrack.move.1 / woundtrack.move.4: a full move is 4 AP for the rate in yards; more AP buy more, fewer a share rounded down", () => {
    expect(FULL_MOVE_AP).toBe(4);
    expect([yardsForAp(9, 0), yardsForAp(9, 4), yardsForAp(9, 5), yardsForAp(9, 8), yardsForAp(9, 11)]).toEqual([0, 9, 11, 18, 24]);
    expect(yardsForAp(50, 3)).toBe(37);
    expect(() => yardsForAp(9, -1)).toThrow(RangeError);
    expect(() => yardsForAp(-1, 4)).toThrow(RangeError);
  });
});

describe("woundtrack movement pool", () => {
  it("woundtrack.move.5 / woundtrack.move.6: AP spent on movement fill a pool for the round, bought at any time, split as you like", () => {
    let p = buyMovement(pool(), 7, 2);
    expect(p).toEqual(pool({ bought: 2, yards: 3 }));
    p = spendMovement(p, 2);
    expect(p.yards).toBe(1);
    p = buyMovement(p, 7, 2);
    expect(p).toEqual(pool({ bought: 4, yards: 5 }));
    // 1 AP four times buys what 4 AP at once do.
    let q = pool();
    for (let i = 0; i < 4; i++) q = buyMovement(q, 7, 1);
    expect(q.yards).toBe(7);
    expect(refusal(() => spendMovement(pool({ yards: 2 }), 3))).toBe("MANIFOLD.woundtrack.Error.NotEnoughMovement");
  });

  it("woundtrack.move.7: unspent movement is lost at the end of the round", () => {
    expect(endRoundMovement()).toEqual({ bought: 0, yards: 0, diagonals: 0, dash: 0, dashBonus: 0 });
  });

  it("woundtrack.move.1 / woundtrack.move.4: the fewest further AP for a move of N yards, counting the pool", () => {
    expect(apToMove(pool(), 8, 8)).toBe(4);
    expect(apToMove(pool(), 8, 2)).toBe(1);
    expect(apToMove(pool(), 8, 3)).toBe(2);
    expect(apToMove(pool(), 7, 1)).toBe(1);
    expect(apToMove(pool(), 7, 2)).toBe(2);
    expect(apToMove(pool(), 7, 7)).toBe(4);
    expect(apToMove(pool(), 7, 8)).toBe(5);
    expect(apToMove(pool({ yards: 3 }), 7, 3)).toBe(0);
    // Two AP already bought 3 of rate 7 (all spent); 4 more yards need AP 3 and 4 (7 in all).
    expect(apToMove(pool({ bought: 2, yards: 0 }), 7, 4)).toBe(2);
    expect(apToMove(pool(), 1, 1)).toBe(4);
    expect(apToMove(pool(), 0, 1)).toBeNull();
    expect(apToMove(pool(), 0, 0)).toBe(0);
    for (const rate of [1, 3, 5, 7, 10, 25]) {
      for (let yards = 1; yards <= 20; yards++) {
        const ap = apToMove(pool(), rate, yards)!;
        expect(yardsForAp(rate, ap)).toBeGreaterThanOrEqual(yards);
        expect(yardsForAp(rate, ap - 1)).toBeLessThan(yards);
      }
    }
  });
});

describe("woundtrack difficult terrain", () => {
  const cells: [keyof typeof TERRAIN_COST, number, number][] = [
    ["steepHill", 2, 4], ["kneeHighWater", 2, 5], ["mud", 2, 6], ["thickUndergrowth", 3, 7],
    ["swimming", 3, 8], ["waistHighWater", 4, 9], ["verticalClimb", 4, 10], ["underwater", 10, 11],
  ];
  for (const [terrain, cost, row] of cells) {
    it(`woundtrack.terrain.${row} / woundtrack.terrain.1: ${terrain} makes each yard cost ${cost}`, () => {
      expect(TERRAIN_COST[terrain]).toBe(cost);
      expect(terrainMultiplier([terrain])).toBe(cost);
    });
  }

  it("woundtrack.terrain.1: the table has exactly these eight situations", () => {
    expect(Object.keys(TERRAIN_COST).sort()).toEqual(cells.map((c) => c[0]).sort());
  });

  it("woundtrack.terrain.2 / woundtrack.action.37: modifiers multiply; a GM's own cost and a shared space's double count too", () => {
    expect(terrainMultiplier([])).toBe(1);
    expect(terrainMultiplier(["kneeHighWater", "mud"])).toBe(4);
    expect(terrainMultiplier(["waistHighWater", "mud", 3])).toBe(24);
    expect(terrainMultiplier(["mud", OCCUPIED_SPACE_COST])).toBe(4);
    expect(() => terrainMultiplier([0])).toThrow(RangeError);
    expect(() => terrainMultiplier([1.5])).toThrow(RangeError);
  });
});

describe("woundtrack grid", () => {
  const E: GridStep = { dx: 1, dy: 0 };
  const NE: GridStep = { dx: 1, dy: -1 };

  it("woundtrack.grid.4: every second diagonal counts 2 yards", () => {
    expect(pathYards([E, E, E])).toEqual({ yards: 3, diagonals: 0 });
    expect(pathYards([NE])).toEqual({ yards: 1, diagonals: 1 });
    expect(pathYards([NE, NE])).toEqual({ yards: 3, diagonals: 2 });
    expect(pathYards([NE, NE, NE])).toEqual({ yards: 4, diagonals: 3 });
    expect(pathYards([NE, NE, NE, NE])).toEqual({ yards: 6, diagonals: 4 });
    // Straight steps between diagonals don't reset the count.
    expect(pathYards([NE, E, { dx: -1, dy: 1 }])).toEqual({ yards: 4, diagonals: 2 });
    // The count goes on from the diagonals already taken.
    expect(pathYards([NE], 1)).toEqual({ yards: 2, diagonals: 2 });
    expect(pathYards([])).toEqual({ yards: 0, diagonals: 0 });
    expect(() => pathYards([{ dx: 0, dy: 0 }])).toThrow(RangeError);
    expect(() => pathYards([{ dx: 2, dy: 0 } as unknown as GridStep])).toThrow(RangeError);
  });

  it("woundtrack.grid.4 / woundtrack.terrain.1: a step into difficult terrain multiplies its yards, a 2-yard diagonal too", () => {
    expect(pathYards([{ ...E, terrain: 2 }, E])).toEqual({ yards: 3, diagonals: 0 });
    expect(pathYards([NE, { ...NE, terrain: 3 }])).toEqual({ yards: 7, diagonals: 2 });
    expect(() => pathYards([{ ...E, terrain: 0 }])).toThrow(RangeError);
  });

  it("woundtrack.grid.4 / woundtrack.move.5: moving along a path pays from the pool and keeps the round's diagonal count", () => {
    let p = pool({ bought: 4, yards: 8 });
    p = moveAlong(p, [NE]);
    expect(p).toEqual(pool({ bought: 4, yards: 7, diagonals: 1 }));
    p = moveAlong(p, [NE]);
    expect(p).toEqual(pool({ bought: 4, yards: 5, diagonals: 2 }));
    expect(refusal(() => moveAlong(pool({ yards: 2, diagonals: 1 }), [NE, NE]))).toBe("MANIFOLD.woundtrack.Error.NotEnoughMovement");
  });
});

describe("woundtrack Dash", () => {
  it("woundtrack.action.41: Dash doubles the movement rate until the round ends", () => {
    const p = dash(pool());
    expect(rateThisRound(6, pool())).toBe(6);
    expect(rateThisRound(6, p)).toBe(12);
    expect(buyMovement(p, 6, 4).yards).toBe(12);
    expect(endRoundMovement().dash).toBe(0);
  });

  it("woundtrack.action.42 / woundtrack.action.43: a second Dash adds 1 per 3 points of its check, once a round", () => {
    const p = dash(dash(pool()), 10);
    expect(p).toMatchObject({ dash: 2, dashBonus: 3 });
    expect(rateThisRound(6, p)).toBe(15);
    expect(dash(dash(pool()), 2).dashBonus).toBe(0);
    expect(dash(dash(pool()), -4).dashBonus).toBe(0);
    expect(refusal(() => dash(p, 12))).toBe("MANIFOLD.woundtrack.Error.DashOncePerRound");
    expect(() => dash(dash(pool()))).toThrow(RangeError);
  });

  it("woundtrack.move.6 / woundtrack.action.41: a Dash speeds up only the yards bought after it", () => {
    let p = buyMovement(pool(), 6, 2);
    expect(p.yards).toBe(3);
    p = buyMovement(dash(p), 6, 2);
    // 4 AP at 12 buy 12, of which 2 AP at 12 (6) were already paid for: 6 more.
    expect(p.yards).toBe(9);
  });
});

describe("woundtrack jumping", () => {
  it("woundtrack.jump.2 / woundtrack.jump.3: a 5-yard run-up adds Speed; without it the result is halved, rounded down", () => {
    expect(jumpResult(9, 5, 2)).toBe(11);
    expect(jumpResult(9, 7, -1)).toBe(8);
    expect(jumpResult(9, 4, 2)).toBe(4);
    expect(jumpResult(-3, 0, 2)).toBe(-2);
    expect(() => jumpResult(9, -1, 0)).toThrow(RangeError);
  });

  it("woundtrack.jump.4: a long jump goes up to the result in feet, in whole yards on the grid", () => {
    expect([longJumpFeet(11), longJumpFeet(-2)]).toEqual([11, 0]);
    expect([longJumpYards(11), longJumpYards(12), longJumpYards(2), longJumpYards(-2)]).toEqual([3, 4, 0, 0]);
  });

  it("woundtrack.jump.5 / woundtrack.jump.6: a high jump is double the result in inches; tucked legs add half your height", () => {
    expect([highJumpInches(8), highJumpInches(-1)]).toEqual([16, 0]);
    expect(obstacleCleared(8, 69, false)).toBe(16);
    expect(obstacleCleared(8, 69, true)).toBe(50);
  });

  it("woundtrack.jump.8: a jump farther than the AP at hand can buy costs the AP apToMove gives, more than the AP held", () => {
    const yards = longJumpYards(jumpResult(15, 6, 3));
    expect(yards).toBe(6);
    expect(apToMove(pool(), 5, yards)).toBe(5);
  });
});
