/**
 * Side initiative through the tracker, round after round, as ManifoldCombat runs it with core v13
 * (tracker-world.ts): the groups are written before the round's first turn, the ogre's second turn
 * comes at the end of the enemies' group and starts afresh even straight after its first, and
 * Time reads the GM's reminder on its turn.
 */
import { describe, expect, it } from "vitest";
import type { RoundCombatant } from "../../../src/rulesets/rollunder/play/round";
import { refusal } from "../table";
import { enemyOf, movementOf, pcOf, rollunderWorld } from "./world";
import { entrant, RollunderTracker } from "./tracker-world";

function party(which: ("ada" | "bram" | "foot" | "ogre" | "time")[]) {
  const w = rollunderWorld();
  const pc = (id: string, a: typeof w.ada): RoundCombatant => ({ id, name: id, kind: "pc", wisdom: pcOf(a).abilities.wis, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: movementOf(a) });
  const foe = (id: string, a: typeof w.ada): RoundCombatant => ({ id, name: id, kind: "enemy", wisdom: 0, actsTwice: enemyOf(a).actsTwice, wisdomPenalty: enemyOf(a).wisdomPenalty, defeated: false, movement: movementOf(a) });
  const all = {
    ada: entrant(pc("ada", w.ada)),
    bram: entrant(pc("bram", w.bram)),
    foot: entrant(foe("foot", w.footsoldier)),
    ogre: entrant(foe("ogre", w.ogre)),
    time: entrant({ id: "time", name: "Time", kind: "time", wisdom: 0, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: 0 }, { reminder: "The water rises 6 inches." }),
  };
  return new RollunderTracker(which.map((id) => all[id]));
}

describe("rollunder side initiative in the tracker", () => {
  it("rollunder.init.1 / rollunder.init.2 / rollunder.init.3: the round's groups are written before its first turn, so turn 0 is a PC who passed", () => {
    const t = party(["bram", "foot", "ada"]);
    // Ada (Wisdom 14) rolls 9 and passes; Bram (Wisdom 8) rolls 12 and fails.
    t.startCombat({ ada: 9, bram: 12 });
    expect(t.batches[0]).toEqual({ event: "round 1", ids: ["bram", "foot", "ada"] });
    expect(t.order).toEqual(["ada", "foot", "bram"]);
    expect(t.events).toEqual(["start ada"]);
    expect(t.get("ada").system.allowance).toBe(20 + t.get("ada").movement);
  });

  it("rollunder.init.7 / rollunder.turn.1: the ogre's second turn follows its first directly, and starts with its action unspent again", async () => {
    const t = party(["ada", "ogre", "bram"]);
    t.startCombat({ ada: 1, bram: 20 });
    expect(t.order).toEqual(["ada", "ogre", "ogre", "bram"]);
    t.nextTurn();
    t.act("ogre", "attack");
    expect(await refusal(() => t.act("ogre", "run"))).toBe("MANIFOLD.rollunder.Error.ActionSpent");
    t.nextTurn();
    // The same combatant holds the next turn index: v13 still ends one turn and starts the other.
    expect(t.events.slice(-2)).toEqual(["end ogre", "start ogre"]);
    expect(t.get("ogre").system.action).toBe("");
    t.act("ogre", "run");
    expect(t.get("ogre").system.allowance).toBe(20 + 50 + 2 * t.get("ogre").movement);
  });

  it("rollunder.init.7: with no slow PC the second turn is the round's last, past one place per combatant", () => {
    const t = party(["ada", "ogre"]);
    t.startCombat({ ada: 1 });
    t.nextTurn();
    t.nextTurn();
    expect(t.turn).toBe(2);
    expect(t.holder?.id).toBe("ogre");
    // The round's end: new d20s, written before the round moves on.
    t.nextTurn({ ada: 19 });
    expect(t.round).toBe(2);
    expect(t.order).toEqual(["ogre", "ogre", "ada"]);
    expect(t.holder?.id).toBe("ogre");
  });

  it("rollunder.init.4: Time's turn reads the GM's reminder; a turn the GM skips past reads nothing", () => {
    const t = party(["ada", "foot", "time"]);
    t.startCombat({ ada: 3 });
    expect(t.order).toEqual(["ada", "foot", "time"]);
    t.nextTurn();
    t.nextTurn();
    expect(t.posted).toEqual(["The water rises 6 inches."]);
    // Round 2 goes straight to its end: the foot and Time are passed over, Time's reminder is not read twice.
    t.nextRound({ ada: 20 });
    expect(t.order).toEqual(["foot", "time", "ada"]);
    expect(t.posted).toHaveLength(1);
  });

  it("rollunder.init.1: a round's rolls are refused without every PC's d20, and nothing moves", async () => {
    const t = party(["ada", "bram", "foot"]);
    expect(await refusal(() => t.startCombat({ ada: 3 }))).toBe("MANIFOLD.Query.BadDice");
    expect(t.round).toBe(0);
    expect(t.batches).toEqual([]);
  });
});
