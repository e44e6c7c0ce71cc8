/**
 * Wound Track movement through the movement ledger, as the token hooks run it: AP buy yards at the
 * movement rate, every second diagonal of the round counts 2 yards and difficult terrain multiplies
 * a square; the yards bought and not walked stay for the round and are gone at the next; a
 * player's move off its turn, too far, or while it cannot move is refused.
 */
import { describe, expect, it } from "vitest";
import { roundStartStep } from "../../../src/rulesets/woundtrack/play/turns";
import { refusal } from "../table";
import { applyUpdates, draws, endTurn, entrant, startTurn } from "./rounds";
import { inCombat, initiativeOf, poolsOf, setInitiative, systemOf, woundtrackWorld } from "./world";

type World = ReturnType<typeof woundtrackWorld>;

/** The swordswoman, Str 2 + Size 0 + Athletics 2 = 4: movement rate 9 (3 to 6), so 1 AP buys 2 yards, 2 AP 4, 3 AP 6, 4 AP 9. */
function fight() {
  const w = woundtrackWorld();
  inCombat(w.fighter, { ap: 0 }, 12);
  inCombat(w.guard, { ap: 0 }, 8);
  return w;
}

const newRound = (w: World) => applyUpdates(w.t, roundStartStep([w.fighter, w.guard].map(entrant), draws(0.5, 0.5)));
const diagonal = { dx: 1, dy: 1 } as const;

describe("woundtrack movement paid in AP", () => {
  it("woundtrack.move.1, woundtrack.move.4, woundtrack.move.5, woundtrack.move.6, woundtrack.grid.4, woundtrack.terrain.1, woundtrack.rate.10: the second diagonal counts 2, in mud 4; AP buy yards as needed and what is left stays for the round", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    expect(poolsOf(w.fighter).ap).toBe(6);

    // A diagonal (1 yard) and a second diagonal into mud (2 yards x 2): 5 yards. 2 AP buy only 4, so 3 AP (6 yards); 1 yard is left.
    expect(await w.t.move("ann", w.fighter, 2, { steps: [diagonal, { dx: 1, dy: 1, terrain: 2 }] })).toBe("willing");
    expect(poolsOf(w.fighter).ap).toBe(3);
    expect(poolsOf(w.fighter).move).toMatchObject({ bought: 3, yards: 1, diagonals: 2 });

    // A third diagonal counts 1 again: the yard left pays it, no AP.
    await w.t.move("ann", w.fighter, 1, { steps: [diagonal] });
    expect(poolsOf(w.fighter).ap).toBe(3);
    expect(poolsOf(w.fighter).move).toMatchObject({ bought: 3, yards: 0, diagonals: 3 });

    // The fourth counts 2: one more AP makes 4 in the round, which buy 9 yards in all, 3 more than the 6 already bought; 1 is left.
    await w.t.move("ann", w.fighter, 1, { steps: [{ dx: 1, dy: -1 }] });
    expect(poolsOf(w.fighter).ap).toBe(2);
    expect(poolsOf(w.fighter).move).toMatchObject({ bought: 4, yards: 1, diagonals: 4 });

    // Two straight squares, 2 yards with 1 in the pool: 1 AP more, as 5 AP buy floor(45 / 4) = 11 yards, 2 more; 1 is left again.
    await w.t.move("ann", w.fighter, 2, { steps: [{ dx: 1, dy: 0 }, { dx: 1, dy: 0 }] });
    expect(poolsOf(w.fighter).ap).toBe(1);
    expect(poolsOf(w.fighter).move).toMatchObject({ bought: 5, yards: 1, diagonals: 4 });
  });

  it("woundtrack.move.1, woundtrack.move.5, woundtrack.move.7: yards bought and not walked stay through the round, whoever's turn it is, and are lost at the next round's start", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    // Two diagonals with 6 AP: 1 + 2 = 3 yards; 2 AP buy 4, 1 is left.
    await w.t.move("ann", w.fighter, 2, { steps: [diagonal, diagonal] });
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 4, move: { bought: 2, yards: 1, diagonals: 2 } });
    endTurn(w.t, w.fighter);
    startTurn(w.t, w.guard);
    expect(poolsOf(w.fighter).move).toMatchObject({ bought: 2, yards: 1, diagonals: 2 });
    endTurn(w.t, w.guard);

    // Round 2: the yard and the diagonal count are gone; the first diagonal is 1 yard again.
    newRound(w);
    expect(poolsOf(w.fighter).move).toEqual({ bought: 0, yards: 0, diagonals: 0, dash: 0, dashBonus: 0 });
    startTurn(w.t, w.fighter);
    // 4 (kept) + 6 (turn's end) + 6 (round's start) = 16; 1 yard costs 1 AP (2 yards bought).
    await w.t.move("ann", w.fighter, 1, { steps: [diagonal] });
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 15, move: { bought: 1, yards: 1, diagonals: 1 } });
  });

  it("woundtrack.move.1, woundtrack.ap.2: a move past what her AP buy is refused to her player; a GM's counts, spending them all, and the table is told", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    // 6 AP at rate 9 buy floor(54 / 4) = 13 yards: 14 is too far.
    expect(await refusal(() => w.t.move("ann", w.fighter, 14))).toBe("MANIFOLD.woundtrack.Move.TooFar");
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 6, move: { bought: 0, yards: 0 } });
    // 13 is not.
    await w.t.move("ann", w.fighter, 13);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 0, move: { bought: 6, yards: 0 } });

    const g = fight();
    newRound(g);
    startTurn(g.t, g.fighter);
    await g.t.move("gm", g.fighter, 20);
    expect(g.t.log.warned).toEqual(["MANIFOLD.woundtrack.Move.TooFar"]);
    expect(g.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.woundtrack.Move.Past"]);
    expect(poolsOf(g.fighter)).toMatchObject({ ap: 0, move: { bought: 6, yards: 0 } });
  });

  it("woundtrack.move.8: off her turn, with an initiative not above the active one, her player may not move her", async () => {
    const w = fight();
    newRound(w);
    // The guard (8) holds the turn and she has been lowered to 8 as well.
    setInitiative(w.fighter, 8);
    startTurn(w.t, w.guard);
    expect(await refusal(() => w.t.move("ann", w.fighter, 1))).toBe("MANIFOLD.Move.NotYourTurn");
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 6, move: { bought: 0 } });
  });

  it("woundtrack.move.8: off her turn, with an initiative above the active one, she moves as an interruption: her AP pay for it, her initiative stays", async () => {
    const w = fight();
    newRound(w);
    setInitiative(w.fighter, 9);
    startTurn(w.t, w.guard);
    expect(await w.t.move("ann", w.fighter, 2)).toBe("willing");
    expect(poolsOf(w.fighter).ap).toBeLessThan(6);
    expect(initiativeOf(w.fighter)).toBe(9);
    // The GM's drag of her off her turn stays a placement (a shove played on the map): her AP stay.
    const ap = poolsOf(w.fighter).ap;
    expect(await w.t.move("gm", w.fighter, 2)).toBe("forced");
    expect(poolsOf(w.fighter).ap).toBe(ap);
  });

  it("woundtrack.move.2, woundtrack.rate.2: an immobile creature does not move of its own; at rate 1 only a full 4 AP buy a yard", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    w.fighter.statuses.push("immobile");
    expect(await refusal(() => w.t.move("ann", w.fighter, 1))).toBe("MANIFOLD.woundtrack.Move.CannotMove");
    w.fighter.statuses = [];
    // Str -30 with Size 0 and Athletics 2 is -28: rate 1 (-29 to -26), for which 4 AP move 1 yard and 1 to 3 AP none: her 6 AP, 1 yard.
    systemOf(w.fighter).attributes.str = -30;
    expect(await refusal(() => w.t.move("ann", w.fighter, 2))).toBe("MANIFOLD.woundtrack.Move.TooFar");
    await w.t.move("ann", w.fighter, 1);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 2, move: { bought: 4, yards: 0 } });
  });

  it("woundtrack.ap.6: AP spent on a move cancel a long action under way", async () => {
    const w = fight();
    newRound(w);
    startTurn(w.t, w.fighter);
    Object.assign(w.fighter.combatant!, { long: { action: "ritual", cost: 30, paid: 6, timed: false } });
    // The yard left in the pool costs nothing, and cancels nothing; a yard more than it costs AP, and it does.
    Object.assign(w.fighter.combatant!, { move: { bought: 1, yards: 1, diagonals: 0, dash: 0, dashBonus: 0 } });
    await w.t.move("ann", w.fighter, 1);
    expect(poolsOf(w.fighter).long.action).toBe("ritual");
    await w.t.move("ann", w.fighter, 1);
    expect(poolsOf(w.fighter)).toMatchObject({ ap: 5, long: { action: "", cost: 0, paid: 0, timed: false } });
  });
});
