/**
 * Rounds as the combat tracker runs them, through the steps the contest combat scheme hands
 * ManifoldCombat (tracker-world.ts): initiative from each creature's formula, the order, each turn
 * started (skipped when the step says so) and ended, each new round reset, a saved turn. Every round
 * or turn change is one batched combatant write.
 */
import { describe, expect, it } from "vitest";
import { initiativeStep } from "../../../src/rulesets/contest/play/turns";
import { disengageUpdate } from "../../../src/rulesets/contest/rules/economy";
import { character, npc } from "../../rulesets/contest/fixtures";
import { refusal } from "../table";
import { fighter, Tracker } from "./tracker-world";

/** Ann (Initiative 2), Bea (Initiative 1), an Orc NPC (PER 3) and a Goblin NPC (PER 1). */
function party() {
  return new Tracker([
    fighter("ann", character({ initiative: 2 } as never)),
    fighter("bea", character({ initiative: 1 } as never)),
    fighter("orc", npc({ attributes: { per: 3 } } as never)),
    fighter("gob", npc({ attributes: { per: 1 } } as never)),
  ]);
}

describe("contest.init.*: initiative and the order of turns", () => {
  it("contest.init.2: a character rolls 1d6 + Initiative", () => {
    const t = party();
    expect(initiativeStep(t.get("ann").actor, "1d6")).toBe("1d6 + @initiative");
    t.rollAll({ ann: 4, bea: 4, orc: 1, gob: 1 });
    expect([t.get("ann").initiative, t.get("bea").initiative]).toEqual([6, 5]);
  });

  it("contest.init.3: an NPC rolls 1d6 + PER, with the world's die when the GM changes it", async () => {
    const t = party();
    t.rollAll({ ann: 1, bea: 1, orc: 2, gob: 6 });
    expect([t.get("orc").initiative, t.get("gob").initiative]).toEqual([5, 7]);
    expect(initiativeStep(t.get("orc").actor, "1d8")).toBe("1d8 + @attributes.per");
    expect(await refusal(() => initiativeStep(t.get("orc").actor, "2d6+1"))).toBe("MANIFOLD.contest.Error.InitiativeDie");
  });

  it("contest.init.5: turns go in descending initiative; ties to the higher bonus, then PCs before NPCs", () => {
    const t = party();
    // ann 2+3=5, bea 1+4=5 (lower bonus), orc 3+2=5 (NPC, bonus 3 beats both), gob 1+6=7.
    t.rollAll({ ann: 3, bea: 4, orc: 2, gob: 6 });
    expect(t.order).toEqual(["gob", "orc", "ann", "bea"]);
    // Same total and bonus: the character goes before the NPC.
    const u = new Tracker([fighter("orc", npc({ attributes: { per: 2 } } as never)), fighter("ann", character({ initiative: 2 } as never))]);
    u.rollAll({ orc: 3, ann: 3 });
    expect(u.order).toEqual(["ann", "orc"]);
  });

  it("contest.init.5: an exact tie is settled by the stored draw, which does not change on re-sorting", () => {
    const t = new Tracker([fighter("a", character()), fighter("b", character())]);
    t.get("a").tieBreak = 0.2;
    t.get("b").tieBreak = 0.7;
    t.rollAll({ a: 3, b: 3 });
    expect(t.order).toEqual(["b", "a"]);
    t.start();
    t.next();
    expect(t.order).toEqual(["b", "a"]);
  });

  it("contest.init.1: each combatant takes one turn a round, then a new round begins", () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    expect(t.playUntil(2)).toEqual(["ann", "bea", "orc", "gob"]);
    expect(t.round).toBe(2);
    expect(t.current).toBe("ann");
  });

  it("contest.init.4: every character gains 3 AP when a round begins, in one batched write", () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    for (const f of t.fighters) Object.assign(f.system, { ap: 0 });
    t.start();
    expect(t.batches).toHaveLength(1);
    expect(t.batches[0]!.event).toBe("roundStart");
    expect(t.fighters.map((f) => f.system.ap)).toEqual([3, 3, 3, 3]);
  });
});

describe("contest.round.*: the round's economy", () => {
  it("contest.round.5: at a new round spent AP come back and unspent ones are lost, not carried over", () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    Object.assign(t.get("ann").system, { ap: 0, attacks: 2, freeUsed: true });
    Object.assign(t.get("bea").system, { ap: 3 });
    t.playUntil(2);
    expect([t.get("ann").system.ap, t.get("bea").system.ap]).toEqual([3, 3]);
    expect(t.get("ann").system).toMatchObject({ attacks: 0, freeUsed: false });
  });

  it("contest.round.5: each turn change and each round change is exactly one combatant write", () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    for (let i = 0; i < 4; i++) {
      const before = t.batches.length;
      t.next();
      expect(t.batches.length - before).toBe(1);
    }
    // The fourth Next Turn began round 2: its one write is the round's reset, which also ends the last turn.
    expect(t.batches.at(-1)!.event).toBe("roundStart");
    expect(t.get("gob").system.actedThisRound).toBe(false);
  });

  it("contest.round.3: a surprised combatant loses its first turn; from round 2 it acts", () => {
    const t = party();
    Object.assign(t.get("bea").system, { surprised: true });
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    expect(t.playUntil(2)).toEqual(["ann", "orc", "gob"]);
    expect(t.get("bea").system.surprised).toBe(false);
    expect(t.playUntil(3)).toEqual(["ann", "bea", "orc", "gob"]);
  });

  it("contest.round.3: the Surprised condition put on before the combat starts becomes the tracker's mark and lasts round 1", () => {
    const t = party();
    t.get("orc").conditions.set("surprised", 0);
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    // The condition ran out as round 1 began, but the mark the round's write put on holds the surprise.
    expect(t.get("orc").conditions.has("surprised")).toBe(false);
    expect(t.get("orc").system.surprised).toBe(true);
    expect(t.playUntil(2)).toEqual(["ann", "bea", "gob"]);
    expect(t.get("orc").system.surprised).toBe(false);
  });

  it("contest.round.3: the Surprised condition put on during round 1 skips the turn too", () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    t.get("gob").conditions.set("surprised", 1);
    expect(t.playUntil(2)).toEqual(["ann", "bea", "orc"]);
  });
});

describe("contest.delay.1: saving a turn", () => {
  it("contest.delay.1: the active character names at once whom it acts after; the turn passes on; the next round forgets it", () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    const before = t.batches.length;
    t.save("orc");
    // The save itself, then the turn passing on: one write each.
    expect(t.batches.slice(before).map((b) => b.event)).toEqual(["saveTurn", "turnEnd"]);
    expect(t.current).toBe("bea");
    expect(t.order).toEqual(["bea", "orc", "ann", "gob"]);
    expect(t.playUntil(2)).toEqual(["bea", "orc", "ann", "gob"]);
    expect(t.order).toEqual(["ann", "bea", "orc", "gob"]);
  });

  it("contest.delay.1: a turn cannot be saved to act before, or by someone whose turn it is not", async () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    t.next();
    const state = JSON.stringify(t.fighters);
    expect(await refusal(() => t.save("ann"))).toBe("MANIFOLD.contest.Error.DelayBackwards");
    expect(JSON.stringify(t.fighters)).toBe(state);
  });
});

describe("contest.action.2: Disengage lasts for the rest of the mover's turn", () => {
  it("contest.action.2: ann's Disengage ends with ann's turn, before the others act", () => {
    const t = party();
    t.rollAll({ ann: 6, bea: 5, orc: 1, gob: 1 });
    t.start();
    const during: boolean[] = [];
    t.playUntil(2, (id) => {
      if (id === "ann") Object.assign(t.get("ann").system, { disengaged: disengageUpdate()["system.disengaged"] });
      during.push(t.get("ann").system.disengaged);
    });
    expect(during).toEqual([true, false, false, false]);
  });
});
