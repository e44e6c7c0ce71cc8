/**
 * Whole rounds of side initiative: every PC rolls under Wisdom (less the ogre's penalty), the quick
 * PCs act, then the enemies with Time among them and the ogre's second turn, then the slow PCs.
 */
import { revertGuarded } from "../../../src/core/play/guarded";
import { ROUND_GM_PATHS } from "../../../src/rulesets/rollunder/play/round";
import { describe, expect, it } from "vitest";
import { roundStartStep, initiativeRolls, type RoundCombatant } from "../../../src/rulesets/rollunder/play/round";
import { turnStartStep } from "../../../src/rulesets/rollunder/play/turn";
import { refusal } from "../table";
import { combatant } from "../../rulesets/rollunder/fixtures";
import { enemyOf, movementOf, pcOf, rollunderWorld } from "./world";

function roster(timeToo = true): RoundCombatant[] {
  const w = rollunderWorld();
  const pc = (id: string, a: typeof w.ada): RoundCombatant => ({ id, name: id, kind: "pc", wisdom: pcOf(a).abilities.wis, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: movementOf(a) });
  const foe = (id: string, a: typeof w.ada): RoundCombatant => ({ id, name: id, kind: "enemy", wisdom: 0, actsTwice: enemyOf(a).actsTwice, wisdomPenalty: enemyOf(a).wisdomPenalty, defeated: false, movement: movementOf(a) });
  const time: RoundCombatant = { id: "time", name: "Time", kind: "time", wisdom: 0, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: 0 };
  return [pc("ada", w.ada), pc("bram", w.bram), foe("foot", w.footsoldier), foe("ogre", w.ogre), ...(timeToo ? [time] : [])];
}

describe("rollunder side initiative, round by round", () => {
  it("rollunder.init.1 / rollunder.init.2 / rollunder.init.3 / rollunder.init.7: PCs who pass go first, the enemies next with the ogre twice, PCs who fail last", () => {
    const snap = { round: 1, combatants: roster(false) };
    expect(initiativeRolls(snap)).toEqual(["ada", "bram"]);
    // Ada (Wisdom 14 − 2 = 12) rolls 9 and passes; Bram (8 − 2 = 6) rolls 7 and fails.
    const start = roundStartStep(snap, { ada: 9, bram: 7 });
    expect(start.turns.map((t) => `${t.id}${t.second ? "²" : ""}`)).toEqual(["ada", "foot", "ogre", "ogre²", "bram"]);
    expect(start.turns.map((t) => t.group)).toEqual(["first", "enemies", "enemies", "enemies", "last"]);
    expect(start.lines.map((l) => [l.key, l.roll, l.target])).toEqual([
      ["MANIFOLD.rollunder.Round.first", 9, 12],
      ["MANIFOLD.rollunder.Round.last", 7, 6],
    ]);
    // One batched write for every combatant: group, tracker initiative and a fresh turn economy.
    expect(start.combatants).toHaveLength(4);
    expect(start.combatants.map((c) => [c._id, c.initiative, c.system.group])).toEqual([["ada", 3, "first"], ["bram", 1, "last"], ["foot", 2, "enemies"], ["ogre", 2, "enemies"]]);
  });

  it("rollunder.init.1: the roll is made again every round, and the groups change with it", async () => {
    const combatants = roster(false);
    const round2 = roundStartStep({ round: 2, combatants }, { ada: 15, bram: 2 });
    expect(round2.turns.map((t) => t.id)).toEqual(["bram", "foot", "ogre", "ogre", "ada"]);
    expect(await refusal(() => roundStartStep({ round: 2, combatants }, { ada: 15 }))).toBe("MANIFOLD.Query.BadDice");
    expect(await refusal(() => roundStartStep({ round: 2, combatants }, { ada: 15, bram: 21 }))).toBe("MANIFOLD.Query.BadDice");
  });

  it("rollunder.init.6: a quick enemy's penalty lowers every PC's Wisdom target; without it the same roll passes", () => {
    const withOgre = roster(false);
    expect(roundStartStep({ round: 1, combatants: withOgre }, { ada: 13, bram: 7 }).penalty).toBe(2);
    expect(roundStartStep({ round: 1, combatants: withOgre }, { ada: 13, bram: 7 }).combatants.map((c) => c.system.group)).toEqual(["last", "last", "enemies", "enemies"]);
    const noOgre = withOgre.filter((c) => c.id !== "ogre");
    expect(roundStartStep({ round: 1, combatants: noOgre }, { ada: 13, bram: 7 }).combatants.map((c) => c.system.group)).toEqual(["first", "first", "enemies"]);
    // The ogre defeated (the tracker's mark): it hurries no one any more.
    const felled = withOgre.map((c) => (c.id === "ogre" ? { ...c, defeated: true } : c));
    expect(roundStartStep({ round: 2, combatants: felled }, { ada: 13, bram: 7 }).penalty).toBe(0);
  });

  it("rollunder.init.2 / rollunder.init.6: a hireling (an NPC with the party) rolls no Wisdom, acts after the enemies, and hurries no PC", () => {
    const hireling: RoundCombatant = { id: "torch", name: "Torchbearer", kind: "ally", wisdom: 0, actsTwice: false, wisdomPenalty: 3, defeated: false, movement: 10 };
    const start = roundStartStep({ round: 1, combatants: [...roster(false).filter((c) => c.id !== "ogre"), hireling] }, { ada: 13, bram: 7 });
    expect(start.penalty).toBe(0);
    expect(start.turns.map((t) => t.id)).toEqual(["ada", "bram", "foot", "torch"]);
    expect(start.lines.map((l) => l.name)).toEqual(["ada", "bram"]);
  });

  it("rollunder.init.4: Time joins as an enemy; on its turn the table reads the GM's reminder and the macro runs", () => {
    const start = roundStartStep({ round: 1, combatants: roster() }, { ada: 1, bram: 20 });
    expect(start.turns.map((t) => t.id)).toEqual(["ada", "foot", "ogre", "time", "ogre", "bram"]);
    const time = combatant({ reminder: "The water rises 6 inches.", macro: "Macro.flood" });
    const turn = turnStartStep({ id: "time", kind: "time", movement: 0, combatant: time });
    expect(turn.reminder).toEqual({ key: "MANIFOLD.rollunder.Time.Turn", text: "The water rises 6 inches.", macro: "Macro.flood" });
    expect(turn.update.system.allowance).toBe(0);
  });

  it("rollunder.turn.1 / rollunder.turn.10: each turn starts with its action unspent and 20 ft + Movement to move; the ogre's second turn too", () => {
    const w = rollunderWorld();
    const ogre = turnStartStep({ id: "ogre", kind: "enemy", movement: movementOf(w.ogre), combatant: combatant({ action: "attack", moved: 30 }) });
    expect(ogre.update.system).toEqual({ action: "", moved: 0, allowance: 30 });
    expect(ogre.reminder).toBeNull();
  });
});

describe("rollunder.init.2: the side a PC acts with is the GM's to write", () => {
  it("a player who moves their own combatant to the first group, or to another place, is put back where the round's roll left them", () => {
    expect(ROUND_GM_PATHS).toEqual(["group", "system.group", "initiative"]);
    const left = { group: "groupLast0000001", "system.group": "last", initiative: 1 };
    expect(revertGuarded({ group: "groupFirst000001", "system.group": "first" }, false, ROUND_GM_PATHS, left)).toEqual({ group: "groupLast0000001", "system.group": "last" });
    expect(revertGuarded({ initiative: 99 }, false, ROUND_GM_PATHS, left)).toEqual({ initiative: 1 });
    expect(revertGuarded({ group: "groupFirst000001" }, true, ROUND_GM_PATHS, left)).toBeNull();
  });
});
