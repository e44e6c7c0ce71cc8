/** Wound Track's action points: the Speed table cell by cell, gains, carry-over and cap, spending, long actions, costs, hurrying. */
import { describe, expect, it } from "vitest";
import {
  ACTION_AP,
  OBJECT_AP,
  REGAIN_MOUNT_AP,
  SPEED_TABLE,
  STOW_AP,
  SURFACE_AP,
  UNDERWATER_MELEE_EXTRA_AP,
  apCost,
  cancelLongAction,
  declareLongAction,
  declareTimedAction,
  endTurn,
  hurry,
  maxAp,
  payLongAction,
  roundStartAp,
  spendAp,
  speedRow,
  startRound,
  timedRounds,
  turnEndAp,
  type ApPool,
} from "../../../src/rulesets/woundtrack/rules/economy";
import { refusal } from "../refusal";


describe("woundtrack Speed table", () => {
  // The seed's table, copied cell by cell: Speed, round start, turn end, max AP.
  const rows: [number, number, number, number][] = [
    [-10, 2, 1, 5], [-9, 2, 1, 5], [-8, 2, 2, 6], [-7, 3, 2, 7], [-6, 3, 2, 8], [-5, 3, 3, 9], [-4, 4, 3, 10],
    [-3, 4, 4, 12], [-2, 5, 4, 14], [-1, 5, 5, 16], [0, 6, 6, 18], [1, 7, 7, 21], [2, 8, 8, 24], [3, 9, 9, 27],
    [4, 11, 10, 31], [5, 12, 12, 36], [6, 14, 14, 41], [7, 16, 16, 48], [8, 18, 18, 55], [9, 21, 21, 63], [10, 24, 24, 72],
  ];
  for (const [i, [speed, start, end, max]] of rows.entries()) {
    it(`woundtrack.ap.${i + 9}: Speed ${speed} gains ${start} at round start and ${end} at turn end, max ${max}`, () => {
      expect([roundStartAp(speed), turnEndAp(speed), maxAp(speed)]).toEqual([start, end, max]);
      expect(SPEED_TABLE[speed]).toEqual({ roundStart: start, turnEnd: end, max });
    });
  }

  it("woundtrack.ap.9 / woundtrack.ap.29: the table has exactly Speeds -10 to 10; beyond them is refused, a fraction is a programmer error", () => {
    expect(Object.keys(SPEED_TABLE).map(Number).sort((a, b) => a - b)).toEqual(rows.map((r) => r[0]));
    expect(refusal(() => speedRow(11))).toBe("MANIFOLD.woundtrack.Error.SpeedOffTable");
    expect(refusal(() => speedRow(-11))).toBe("MANIFOLD.woundtrack.Error.SpeedOffTable");
    expect(() => speedRow(0.5)).toThrow(RangeError);
  });
});

describe("woundtrack AP gains, carry-over and cap", () => {
  it("woundtrack.ap.1: AP come at round start and at the end of your own turn, by Speed", () => {
    const started = startRound({ ap: 0 }, 0);
    expect(started.ap).toBe(6);
    expect(endTurn(started, 0).ap).toBe(12);
    expect(endTurn(startRound({ ap: 0 }, 4), 4).ap).toBe(21);
    expect(endTurn({ ap: 0 }, -10).ap).toBe(1);
  });

  it("woundtrack.ap.3: unspent AP carry over into the next gain", () => {
    expect(startRound({ ap: 5 }, 0).ap).toBe(11);
    expect(endTurn({ ap: 3 }, -4).ap).toBe(6);
  });

  it("woundtrack.ap.4: AP gained past the maximum are lost, but AP already held are not", () => {
    expect(startRound({ ap: 15 }, 0).ap).toBe(18);
    expect(endTurn({ ap: 18 }, 0).ap).toBe(18);
    expect(startRound({ ap: 4 }, -10).ap).toBe(5);
    // Speed dropped from 0 to -10: the 12 held stay, the gain adds nothing.
    expect(startRound({ ap: 12 }, -10).ap).toBe(12);
    expect(() => startRound({ ap: -1 }, 0)).toThrow(RangeError);
  });

  it("woundtrack.surprise.3: a surprised combatant gains nothing until its first turn is over, then gains as usual", () => {
    const round1 = startRound({ ap: 0, surprised: true }, 0);
    expect(round1).toEqual({ ap: 0, surprised: true });
    const after = endTurn(round1, 0);
    expect(after).toEqual({ ap: 0, surprised: false });
    expect(startRound(after, 0).ap).toBe(6);
  });
});

describe("woundtrack spending and long actions", () => {
  it("woundtrack.ap.2: a move, action or reaction costs its AP; more than you have is refused", () => {
    expect(spendAp({ ap: 6 }, 4).ap).toBe(2);
    expect(spendAp({ ap: 6 }, 6).ap).toBe(0);
    expect(refusal(() => spendAp({ ap: 3 }, 4))).toBe("MANIFOLD.woundtrack.Error.NotEnoughAp");
    expect(() => spendAp({ ap: 3 }, -1)).toThrow(RangeError);
    expect(() => spendAp({ ap: 3 }, 1.5)).toThrow(RangeError);
  });

  it("woundtrack.ap.5: an action costing more than you have is declared with all your AP and paid on later turns, then takes effect", () => {
    let pool: ApPool = declareLongAction({ ap: 5 }, "startFire", 8);
    expect(pool).toEqual({ ap: 0, long: { action: "startFire", cost: 8, paid: 5 } });
    pool = endTurn(pool, -10);
    let step = payLongAction(pool);
    expect(step.done).toBeNull();
    expect(step.pool).toEqual({ ap: 0, long: { action: "startFire", cost: 8, paid: 6 } });
    pool = startRound(step.pool, 0);
    step = payLongAction(pool);
    // Of the 6 gained, only the 2 still owed are taken; the rest stays.
    expect(step.done).toEqual({ action: "startFire", cost: 8, paid: 8 });
    expect(step.pool).toEqual({ ap: 4, long: null });
    step = payLongAction({ ap: 9, long: { action: "bell", cost: 6, paid: 2 } });
    expect(step.pool.ap).toBe(5);
    expect(step.done?.action).toBe("bell");
  });

  it("woundtrack.ap.5: an affordable action is not declared but paid; nothing to pay without a long action", () => {
    expect(refusal(() => declareLongAction({ ap: 6 }, "potion", 4))).toBe("MANIFOLD.woundtrack.Error.LongActionAffordable");
    expect(refusal(() => declareLongAction({ ap: 4 }, "potion", 4))).toBe("MANIFOLD.woundtrack.Error.LongActionAffordable");
    expect(declareLongAction({ ap: 0 }, "potion", 4).long).toEqual({ action: "potion", cost: 4, paid: 0 });
    expect(refusal(() => payLongAction({ ap: 4 }))).toBe("MANIFOLD.woundtrack.Error.NoLongAction");
    expect(refusal(() => payLongAction({ ap: 4, long: null }))).toBe("MANIFOLD.woundtrack.Error.NoLongAction");
  });

  it("woundtrack.ap.6: spending AP on anything else, or choosing to, cancels the long action; AP paid are not refunded", () => {
    const pending: ApPool = { ap: 3, long: { action: "startFire", cost: 8, paid: 5 } };
    expect(spendAp(pending, 2)).toEqual({ ap: 1, long: null });
    expect(cancelLongAction(pending)).toEqual({ ap: 3, long: null });
    // A free action spends nothing, so it cancels nothing.
    expect(spendAp(pending, 0)).toEqual(pending);
    // Declaring another long action spends the AP elsewhere: it replaces the first.
    expect(declareLongAction(pending, "bell", 6).long).toEqual({ action: "bell", cost: 6, paid: 3 });
  });

  it("woundtrack.ap.7: an action timed in rounds or minutes takes all AP each round until its rounds pass, 1 minute being 4 rounds", () => {
    expect([timedRounds({ rounds: 3 }), timedRounds({ minutes: 1 }), timedRounds({ minutes: 2, rounds: 1 })]).toEqual([3, 4, 9]);
    expect(() => timedRounds({ rounds: -1 })).toThrow(RangeError);
    const first = declareTimedAction({ ap: 6 }, "ritual", 3);
    expect(first).toEqual({ pool: { ap: 0, long: { action: "ritual", cost: 3, paid: 1, timed: true } }, done: null });
    const second = payLongAction({ ...first.pool, ap: 12 });
    expect(second.pool).toEqual({ ap: 0, long: { action: "ritual", cost: 3, paid: 2, timed: true } });
    expect(second.done).toBeNull();
    const third = payLongAction({ ...second.pool, ap: 12 });
    expect(third.pool).toEqual({ ap: 0, long: null });
    expect(third.done).toEqual({ action: "ritual", cost: 3, paid: 3, timed: true });
    expect(declareTimedAction({ ap: 5 }, "quick", 1).done?.action).toBe("quick");
    expect(() => declareTimedAction({ ap: 5 }, "none", 0)).toThrow(RangeError);
  });
});

describe("woundtrack AP costs", () => {
  it("woundtrack.ap.8: no effect lowers a cost below 1 unless it says so, then not below 0; raises always count", () => {
    expect(apCost(4)).toBe(4);
    expect(apCost(4, [-2])).toBe(2);
    expect(apCost(4, [-3])).toBe(1);
    expect(apCost(4, [-9])).toBe(1);
    expect(apCost(4, [-9], true)).toBe(0);
    expect(apCost(4, [-3], true)).toBe(1);
    expect(apCost(4, [UNDERWATER_MELEE_EXTRA_AP])).toBe(6);
    expect(apCost(4, [2, -7])).toBe(1);
    // A cost already under the floor is not raised to it.
    expect(apCost(0)).toBe(0);
    expect(() => apCost(-1)).toThrow(RangeError);
    expect(() => apCost(4, [0.5])).toThrow(RangeError);
  });

  it("woundtrack.action.6 / woundtrack.action.10 / woundtrack.action.15 / woundtrack.action.16 / woundtrack.action.19 / woundtrack.action.31 / woundtrack.action.62 / woundtrack.action.63: RULINGS' default AP costs", () => {
    expect(ACTION_AP).toEqual({ standardAttack: 4, quickAttack: 4, nonlethalAttack: 4, strongAttack: 6, defend: 2, seizeInitiative: 2, changePosture: 2, stabilize: 4 });
  });

  it("woundtrack.action.28 / woundtrack.action.29 / woundtrack.action.30: retrieve or stow by container 1, 3, 6", () => {
    expect([STOW_AP.scabbard, STOW_AP.pocket, STOW_AP.beltPouch, STOW_AP.concealedPocket, STOW_AP.sack, STOW_AP.backpack]).toEqual([1, 1, 3, 3, 6, 6]);
  });

  it("woundtrack.object.3 / woundtrack.object.4 / woundtrack.object.5 / woundtrack.object.6 / woundtrack.object.7: door 2, torch 2, potion 4, bell 6, fire 8", () => {
    expect(OBJECT_AP).toEqual({ door: 2, lightTorch: 2, drinkPotion: 4, warningBell: 6, startFire: 8 });
  });

  it("woundtrack.climb.5 / woundtrack.mount.9 / woundtrack.underwater.3: surfacing 4, regaining a mount 8, underwater melee +2", () => {
    expect([SURFACE_AP, REGAIN_MOUNT_AP, UNDERWATER_MELEE_EXTRA_AP]).toEqual([4, 8, 2]);
  });
});

describe("woundtrack performing actions more quickly", () => {
  it("woundtrack.quick.1: attacks and spellcasting cannot be hurried", () => {
    expect(refusal(() => hurry(4, "attack", 10, 0))).toBe("MANIFOLD.woundtrack.Error.CannotHurry");
    expect(refusal(() => hurry(4, "spell", 10, 0))).toBe("MANIFOLD.woundtrack.Error.CannotHurry");
  });

  it("woundtrack.quick.4 / woundtrack.quick.5: meeting the TN takes 1 AP off for 1 stamina, 1 more per 3 points over, never below 1", () => {
    expect(hurry(6, "other", 3, 3)).toEqual({ cost: 5, stamina: 1, apLost: 0 });
    expect(hurry(6, "other", 5, 3)).toEqual({ cost: 5, stamina: 1, apLost: 0 });
    expect(hurry(6, "other", 6, 3)).toEqual({ cost: 4, stamina: 1, apLost: 0 });
    expect(hurry(6, "other", 9, 3)).toEqual({ cost: 3, stamina: 1, apLost: 0 });
    expect(hurry(6, "other", -2, -5)).toEqual({ cost: 4, stamina: 1, apLost: 0 });
    expect(hurry(3, "other", 20, 0)).toEqual({ cost: 1, stamina: 1, apLost: 0 });
  });

  it("woundtrack.quick.6: a failure keeps the cost and reports 1 AP the GM may take, plus 1 per 3 points missed", () => {
    expect(hurry(6, "other", 2, 3)).toEqual({ cost: 6, stamina: 0, apLost: 1 });
    expect(hurry(6, "other", 1, 3)).toEqual({ cost: 6, stamina: 0, apLost: 1 });
    expect(hurry(6, "other", 0, 3)).toEqual({ cost: 6, stamina: 0, apLost: 2 });
    expect(hurry(6, "other", -3, 3)).toEqual({ cost: 6, stamina: 0, apLost: 3 });
    expect(() => hurry(6, "other", 1.5, 3)).toThrow(RangeError);
  });
});
