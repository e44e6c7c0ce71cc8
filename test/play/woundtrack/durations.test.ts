/**
 * Durations in rounds as the round's start ends them (play/turns.ts `endingEffects`, which the
 * combat's round start calls over every combatant's effects as Foundry stores them: the round and
 * turn it began in, and its rounds). The Nonlethal knock-out's 2 rounds of helpless, from the card.
 */
import { describe, expect, it } from "vitest";
import { endingEffects } from "../../../src/rulesets/woundtrack/play/turns";
import { cardId } from "./rounds";
import { attack, checkFaces, woundtrackWorld } from "./world";

type Change = { uuid: string; change: { id: string; rounds?: number } };

/** The effect as setRoundStatus stores a change with rounds: begun in this round and turn. */
const stored = (s: Change, round: number, turn: number) => ({ owner: s.uuid, id: s.change.id, rounds: s.change.rounds, startRound: round, startTurn: turn });

/** Two Nonlethal knock-outs in round 3: the guard's on turn 0, the captain's on turn 2; each leaves its target helpless 2 rounds. */
async function knockouts() {
  const w = woundtrackWorld();
  await attack(w.t, cardId(1), w.fighter, "sword", w.guard, checkFaces([8], [2]), { action: "nonlethal" });
  await w.t.press("ann", { messageId: cardId(1), action: "applyWound", args: { level: "light", knockout: "helpless" } });
  const helpless = () => w.t.log.statuses.find((s) => s.change.id === "helpless") as Change;
  const guard = helpless();
  await attack(w.t, cardId(2), w.fighter, "sword", w.captain, checkFaces([10, 8], [2]), { action: "nonlethal" });
  await w.t.press("ann", { messageId: cardId(2), action: "applyWound", args: { level: "light", knockout: "helpless" } });
  const captain = helpless();
  return { w, guard: stored(guard!, 3, 0), captain: stored(captain!, 3, 2) };
}

describe("woundtrack durations", () => {
  it("woundtrack.duration.1: the round it began in is round 1: helpless for 2 rounds from round 3 lasts through round 4 and is gone as round 5 starts", async () => {
    const { w, guard } = await knockouts();
    expect([guard.owner, guard.rounds]).toEqual([w.guard.uuid, 2]);
    expect([3, 4, 5].map((round) => endingEffects([guard], round).length)).toEqual([0, 0, 1]);
  });

  it("woundtrack.duration.2: effects ending together end the older first, whatever order the actors come in", async () => {
    const { w, guard, captain } = await knockouts();
    expect(endingEffects([captain, guard], 5).map((e) => e.owner)).toEqual([w.guard.uuid, w.captain.uuid]);
    // Begun a round earlier, even later in that round's turns, it is the older.
    const earlier = { ...captain, startRound: 2, startTurn: 5, rounds: 3 };
    expect(endingEffects([guard, earlier], 5).map((e) => e.owner)).toEqual([w.captain.uuid, w.guard.uuid]);
    // An effect without rounds never ends here.
    expect(endingEffects([{ ...guard, rounds: null }], 99)).toEqual([]);
  });
});
