import { describe, expect, it } from "vitest";
import { durationText, remainingTime, type EffectClock } from "../../src/foundry/sheets/effect-duration";
import { word } from "../browser/render";

const outside: EffectClock = { worldTime: 1000, combat: null };
const inCombat = (round: number, turn: number, turns = 4): EffectClock => ({ worldTime: 1000, combat: { round, turn, turns } });
const say = (d: Parameters<typeof remainingTime>[0], clock: EffectClock) => durationText(remainingTime(d, clock), word);

describe("what remains of an effect", () => {
  it("an effect with no duration lasts until removed", () => {
    expect(say({}, outside)).toBe("Until removed");
    expect(say({ rounds: null, turns: 0, seconds: null }, inCombat(2, 1))).toBe("Until removed");
  });

  it("counts seconds against the world time, in hours, minutes and seconds", () => {
    expect(say({ seconds: 60, startTime: 1000 }, outside)).toBe("1 minute left");
    expect(say({ seconds: 3725, startTime: 1000 }, outside)).toBe("1 hour, 2 minutes, 5 seconds left");
    expect(say({ seconds: 30, startTime: 990 }, outside)).toBe("20 seconds left");
    expect(say({ seconds: 1, startTime: 1000 }, outside)).toBe("1 second left");
    expect(say({ seconds: 30, startTime: 900 }, outside)).toBe("Expired");
  });

  it("shows the whole duration out of combat, and before the combat reaches the effect's start", () => {
    expect(say({ rounds: 2, startRound: 1 }, outside)).toBe("Lasts 2 rounds");
    expect(say({ rounds: 1, turns: 2, startRound: 3, startTurn: 0 }, inCombat(3, 0))).toBe("1 round, 2 turns left");
  });

  it("counts rounds down as the combat moves on, as core does", () => {
    expect(say({ rounds: 3, startRound: 1, startTurn: 0 }, inCombat(2, 0))).toBe("2 rounds left");
    expect(say({ rounds: 3, startRound: 1, startTurn: 0 }, inCombat(3, 0))).toBe("1 round left");
    // Part way through a round: the whole rounds left, and the turns still to come in it.
    expect(say({ rounds: 2, startRound: 1, startTurn: 0 }, inCombat(2, 1))).toBe("3 turns left");
    expect(say({ rounds: 3, startRound: 1, startTurn: 0 }, inCombat(4, 0))).toBe("Expired");
  });

  it("says one and many with their own words", () => {
    expect(say({ turns: 1, startRound: 1 }, outside)).toBe("Lasts 1 turn");
    expect(say({ rounds: 1, turns: 3, startRound: 1 }, outside)).toBe("Lasts 1 round, 3 turns");
  });
});
