/**
 * The seed's tables row by row, each played through the step that reads it: the Speed table by the
 * tracker's round start and turn end, the movement-rate table by a token dragged through the
 * movement ledger, and the Vitality slot table by the wound a card lands on the track. Every number
 * here is copied from the seed's table (../shared/rules/woundtrack.md), not worked out by the rules.
 */
import { describe, expect, it } from "vitest";
import { roundStartStep, turnEndStep } from "../../../src/rulesets/woundtrack/play/turns";
import { woundOutcome } from "../../../src/rulesets/woundtrack/play/wound";
import { WOUND_LEVELS, type WoundLevel } from "../../../src/rulesets/woundtrack/rules/wounds";
import type { WoundtrackCard } from "../../../src/rulesets/woundtrack/rules/card";
import { refusal } from "../table";
import { applyUpdates, cardId, draws, entrant } from "./rounds";
import { attack, checkFaces, inCombat, poolsOf, sideOf, systemOf, woundtrackWorld } from "./world";

/** [id, Speed, AP at the round's start, AP at the own turn's end, maximum AP]. */
const SPEED: [string, number, number, number, number][] = [
  ["woundtrack.ap.9", -10, 2, 1, 5],
  ["woundtrack.ap.10", -9, 2, 1, 5],
  ["woundtrack.ap.11", -8, 2, 2, 6],
  ["woundtrack.ap.12", -7, 3, 2, 7],
  ["woundtrack.ap.13", -6, 3, 2, 8],
  ["woundtrack.ap.14", -5, 3, 3, 9],
  ["woundtrack.ap.15", -4, 4, 3, 10],
  ["woundtrack.ap.16", -3, 4, 4, 12],
  ["woundtrack.ap.17", -2, 5, 4, 14],
  ["woundtrack.ap.18", -1, 5, 5, 16],
  ["woundtrack.ap.19", 0, 6, 6, 18],
  ["woundtrack.ap.20", 1, 7, 7, 21],
  ["woundtrack.ap.21", 2, 8, 8, 24],
  ["woundtrack.ap.22", 3, 9, 9, 27],
  ["woundtrack.ap.23", 4, 11, 10, 31],
  ["woundtrack.ap.24", 5, 12, 12, 36],
  ["woundtrack.ap.25", 6, 14, 14, 41],
  ["woundtrack.ap.26", 7, 16, 16, 48],
  ["woundtrack.ap.27", 8, 18, 18, 55],
  ["woundtrack.ap.28", 9, 21, 21, 63],
  ["woundtrack.ap.29", 10, 24, 24, 72],
];

describe("woundtrack the Speed table through the tracker's steps", () => {
  for (const [id, speed, start, end, max] of SPEED) {
    it(`${id}: Speed ${speed}: ${start} AP at the round's start, ${end} at the own turn's end, ${max} at most`, () => {
      const w = woundtrackWorld();
      systemOf(w.fighter).speed = speed;
      inCombat(w.fighter, { ap: 0 }, 12);
      applyUpdates(w.t, roundStartStep([entrant(w.fighter)], draws(0.5)));
      expect(poolsOf(w.fighter).ap).toBe(start);
      applyUpdates(w.t, [turnEndStep(entrant(w.fighter))]);
      expect(poolsOf(w.fighter).ap).toBe(start + end);
      // One short of the maximum, either gain stops at it.
      inCombat(w.fighter, { ap: max - 1 }, 12);
      applyUpdates(w.t, roundStartStep([entrant(w.fighter)], draws(0.5)));
      expect(poolsOf(w.fighter).ap).toBe(max);
      inCombat(w.fighter, { ap: max - 1 }, 12);
      applyUpdates(w.t, [turnEndStep(entrant(w.fighter))]);
      expect(poolsOf(w.fighter).ap).toBe(max);
    });
  }
});

/** [id, movement rate, lowest Str + Size + Athletics (null: no floor), highest, yards for 1, 2, 3 and 4 AP]. */
const RATES: [string, number, number | null, number, [number, number, number, number]][] = [
  ["woundtrack.rate.1", 0, null, -30, [0, 0, 0, 0]],
  ["woundtrack.rate.2", 1, -29, -26, [0, 0, 0, 1]],
  ["woundtrack.rate.3", 2, -25, -22, [0, 1, 1, 2]],
  ["woundtrack.rate.4", 3, -21, -18, [0, 1, 2, 3]],
  ["woundtrack.rate.5", 4, -17, -14, [1, 2, 3, 4]],
  ["woundtrack.rate.6", 5, -13, -10, [1, 2, 3, 5]],
  ["woundtrack.rate.7", 6, -9, -6, [1, 3, 4, 6]],
  ["woundtrack.rate.8", 7, -5, -2, [1, 3, 5, 7]],
  ["woundtrack.rate.9", 8, -1, 2, [2, 4, 6, 8]],
  ["woundtrack.rate.10", 9, 3, 6, [2, 4, 6, 9]],
  ["woundtrack.rate.11", 10, 7, 10, [2, 5, 7, 10]],
  ["woundtrack.rate.12", 11, 11, 14, [2, 5, 8, 11]],
  ["woundtrack.rate.13", 12, 15, 18, [3, 6, 9, 12]],
  ["woundtrack.rate.14", 13, 19, 22, [3, 6, 9, 13]],
  ["woundtrack.rate.15", 14, 23, 26, [3, 7, 10, 14]],
  ["woundtrack.rate.16", 15, 27, 30, [3, 7, 11, 15]],
  ["woundtrack.rate.17", 16, 31, 34, [4, 8, 12, 16]],
  ["woundtrack.rate.18", 17, 35, 38, [4, 8, 12, 17]],
  ["woundtrack.rate.19", 18, 39, 42, [4, 9, 13, 18]],
  ["woundtrack.rate.20", 19, 43, 46, [4, 9, 14, 19]],
  ["woundtrack.rate.21", 20, 47, 50, [5, 10, 15, 20]],
  ["woundtrack.rate.22", 21, 51, 54, [5, 10, 15, 21]],
  ["woundtrack.rate.23", 22, 55, 58, [5, 11, 16, 22]],
  ["woundtrack.rate.24", 23, 59, 62, [5, 11, 17, 23]],
  ["woundtrack.rate.25", 24, 63, 66, [6, 12, 18, 24]],
  ["woundtrack.rate.26", 25, 67, 70, [6, 12, 18, 25]],
];

describe("woundtrack the movement-rate table through the movement ledger", () => {
  for (const [id, rate, low, high, yards] of RATES) {
    const scores = low === null ? [high - 5, high] : [low, high];
    it(`${id}: movement rate ${rate} (Str + Size + Athletics ${scores.join(" and ")}): 1 to 4 AP move ${yards.join(", ")} yards`, async () => {
      const w = woundtrackWorld();
      w.t.turn = w.fighter.uuid;
      for (const score of scores) {
        // Size 0 and Athletics 2: Str makes up the rest of the score.
        systemOf(w.fighter).attributes.str = score - 2;
        for (const [i, far] of yards.entries()) {
          const ap = i + 1;
          inCombat(w.fighter, { ap }, 12);
          // With `ap` AP her player may drag her `far` yards, and not one more.
          expect([score, ap, await refusal(() => w.t.move("ann", w.fighter, far + 1))]).toEqual([score, ap, "MANIFOLD.woundtrack.Move.TooFar"]);
          if (far > 0) expect(await w.t.move("ann", w.fighter, far)).toBe("willing");
        }
      }
    });
  }
});

/** [id, Vitality, moderate, severe and critical slots]. */
const SLOTS: [string, number, number, number, number][] = [
  ["woundtrack.slots.1", -5, 1, 1, 0],
  ["woundtrack.slots.2", -4, 1, 1, 1],
  ["woundtrack.slots.3", -3, 2, 1, 1],
  ["woundtrack.slots.4", -2, 2, 2, 1],
  ["woundtrack.slots.5", -1, 3, 2, 1],
  ["woundtrack.slots.6", 0, 3, 2, 2],
  ["woundtrack.slots.7", 1, 3, 3, 2],
  ["woundtrack.slots.8", 2, 4, 3, 2],
  ["woundtrack.slots.9", 3, 4, 3, 3],
  ["woundtrack.slots.10", 4, 4, 4, 3],
  ["woundtrack.slots.11", 5, 5, 4, 3],
];

/** A blow that hits, as the card carries it, made to leave a wound of `level`. */
async function blowOf(): Promise<(level: WoundLevel) => WoundtrackCard> {
  const w = woundtrackWorld();
  const card = await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([6], [2]));
  return (level) => ({ ...card, result: { ...card.result!, level } });
}

describe("woundtrack the Vitality slot table through the wound a card lands", () => {
  for (const [id, vit, ...counts] of SLOTS) {
    it(`${id}: Vitality ${vit}: ${counts[0]} moderate, ${counts[1]} severe and ${counts[2]} critical wound slots`, async () => {
      const blow = await blowOf();
      const w = woundtrackWorld();
      systemOf(w.fighter).attributes.vit = vit;
      for (const [i, n] of counts.entries()) {
        const level = WOUND_LEVELS[i + 1]!;
        // With one slot of the level still open the wound fills it; with all `n` full it rises.
        if (n > 0) {
          systemOf(w.fighter).wounds = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0, [level]: n - 1 };
          expect([level, woundOutcome(blow(level), "normal", sideOf(w.fighter)).card!.placed]).toEqual([level, { level, escalated: 0, knockout: "" }]);
        }
        // Full, it rises to the next level the table gives a slot (the fatal slot is always there).
        const above = [...counts.slice(i + 1), 1].findIndex((m) => m > 0) + 1;
        systemOf(w.fighter).wounds = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0, [level]: n };
        const placed = woundOutcome(blow(level), "normal", sideOf(w.fighter)).card!.placed;
        expect([level, placed]).toEqual([level, { level: WOUND_LEVELS[i + 1 + above], escalated: above, knockout: "" }]);
      }
    });
  }
});
