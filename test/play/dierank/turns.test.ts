/**
 * Die Rank's tracker steps: the REF die for each place, descending and fixed; a turn's AP, less
 * what interrupts borrowed, halved for the badly wounded and the unskilled rider; and the
 * survival roll a lethal knock-out owes, made from the sheet through the shared executor.
 */
import { describe, expect, it } from "vitest";
import { takeDice, type TakenDie } from "../../../src/core/play/dice";
import { writeAlone } from "../../../src/core/play/execute";
import { DIERANK_SURVIVAL_ALLOW } from "../../../src/rulesets/dierank/play/allow";
import { survivalNeed, survivalStep } from "../../../src/rulesets/dierank/play/survival";
import { initiativeNeed, turnOrderStep, turnStartStep, type TurnCombatant } from "../../../src/rulesets/dierank/play/turns";
import { refusal } from "../table";
import { attack, dierankWorld, inCombat, poolsOf, sideOf, systemOf } from "./world";
import type { PlainActor } from "../table";

const entrant = (a: PlainActor): TurnCombatant => ({ id: a.uuid, system: poolsOf(a), creature: systemOf(a), statuses: [...a.statuses] });

describe("dierank turn order", () => {
  it("dierank.surprise.1: each rolls its REF die; the order is descending, a tie kept in the tracker's order", () => {
    const w = dierankWorld();
    for (const a of [w.knight, w.scout, w.bandit]) inCombat(a);
    expect([w.knight, w.scout, w.bandit].map((a) => initiativeNeed(entrant(a)))).toEqual([
      { kind: "die", faces: 6, edge: 0 }, { kind: "die", faces: 12, edge: 0 }, { kind: "die", faces: 6, edge: 0 },
    ]);
    expect(turnOrderStep([{ id: "knight", initiative: 5, pairedWith: null }, { id: "scout", initiative: 9, pairedWith: null }, { id: "bandit", initiative: 5, pairedWith: null }])).toEqual(["scout", "knight", "bandit"]);
  });

  it("dierank.surprise.2: a surprised combatant rolls REF with disadvantage", () => {
    const w = dierankWorld();
    inCombat(w.bandit, { surprised: true });
    expect(initiativeNeed(entrant(w.bandit)).edge).toBe(-1);
    w.knight.statuses.push("surprised");
    expect(initiativeNeed(entrant(inCombat(w.knight))).edge).toBe(-1);
  });

  it("dierank.badly.2: every roll of a badly wounded creature is disadvantaged, its initiative too; surprised as well, still one disadvantage", () => {
    const w = dierankWorld();
    w.bandit.statuses.push("badlyWounded");
    expect(initiativeNeed(entrant(inCombat(w.bandit))).edge).toBe(-1);
    inCombat(w.bandit, { surprised: true });
    expect(initiativeNeed(entrant(w.bandit)).edge).toBe(-1);
  });

  it("dierank.mount.3: a rider and its mount act on the higher of their rolls", () => {
    expect(turnOrderStep([{ id: "rider", initiative: 3, pairedWith: "horse" }, { id: "horse", initiative: 8, pairedWith: "rider" }, { id: "bandit", initiative: 6, pairedWith: null }])).toEqual(["rider", "horse", "bandit"]);
  });
});

describe("dierank turn start", () => {
  it("dierank.block.2: a block in the bandit's turn costs the knight 1 AP of its own next turn", async () => {
    const w = dierankWorld();
    inCombat(w.knight);
    inCombat(w.bandit);
    w.t.turn = w.bandit.uuid;
    await attack(w.t, "cardDierank00001", w.bandit, "club", w.knight, [[8]]);
    await w.t.press("ann", { messageId: "cardDierank00001", action: "defend", args: { defence: "block" }, faces: [[3, 8]] });
    expect(turnStartStep(entrant(w.knight))).toEqual({ _id: w.knight.uuid, "system.ap": 2, "system.owed": 0, "system.moveOnly": 0, "system.noMove": 0 });
  });

  it("dierank.badly.3 / dierank.badly.4 / dierank.mount.16: badly wounded halves 3 AP to 1; an unskilled rider halves too; a debt can leave none", () => {
    const w = dierankWorld();
    inCombat(w.knight, { owed: 0 });
    w.knight.statuses.push("badlyWounded");
    expect(turnStartStep(entrant(w.knight))["system.ap"]).toBe(1);
    poolsOf(w.knight).owed = 1;
    expect(turnStartStep(entrant(w.knight))["system.ap"]).toBe(0);
    inCombat(w.scout);
    systemOf(w.scout).mount.rides = "Actor.horse";
    expect(turnStartStep(entrant(w.scout))["system.ap"]).toBe(1);
    systemOf(w.scout).riderSkill = true;
    expect(turnStartStep(entrant(w.scout))["system.ap"]).toBe(3);
    // A mount carrying a rider acts on its rider's turn: its own turn brings it nothing.
    inCombat(w.bandit);
    systemOf(w.bandit).mount.carries = "Actor.someone";
    expect(turnStartStep(entrant(w.bandit))["system.ap"]).toBe(0);
  });
});

describe("dierank survival roll after the encounter", () => {
  async function knockedOut() {
    const w = dierankWorld();
    await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[9]]);
    await w.t.press("gm", { messageId: "cardDierank00001", action: "defend", args: { defence: "passive" }, faces: [[2]] });
    await w.t.press("ann", { messageId: "cardDierank00001", action: "applyDamage" });
    expect(systemOf(w.bandit).survivalOwed).toBe(true);
    return w;
  }

  const roll = (w: Awaited<ReturnType<typeof knockedOut>>, face: number) => {
    const [taken] = takeDice([survivalNeed(sideOf(w.bandit))], [[face]]) as TakenDie[];
    return w.t.run("gm", (port) => writeAlone(port, w.bandit, survivalStep(sideOf(w.bandit), taken!).outcome, DIERANK_SURVIVAL_ALLOW));
  };

  // Each cell: the ids it plays, the FOR face, the HP after, the conditions it holds in its own right after.
  const cells: [string, number, number, string[]][] = [
    ["dierank.ko.5 / dierank.ko.7", 1, 0, ["knockedOut", "dead"]],
    ["dierank.ko.8 / dierank.mortal.1", 2, 0, ["knockedOut", "mortallyWounded"]],
    ["dierank.ko.9", 3, 0, ["knockedOut", "badlyWounded"]],
    ["dierank.ko.10 / dierank.ko.11", 4, 1, ["stunned"]],
  ];
  for (const [ids, face, hp, statuses] of cells) {
    it(`${ids}: FOR ${face}: ${hp} HP, ${statuses.join(", ")}`, async () => {
      const w = await knockedOut();
      await roll(w, face);
      expect(systemOf(w.bandit)).toMatchObject({ hp: { value: hp }, survivalOwed: false });
      expect([...w.bandit.statuses].sort()).toEqual([...statuses].sort());
    });
  }

  it("dierank.ko.11: waking, it is stunned for one turn", async () => {
    const w = await knockedOut();
    const [taken] = takeDice([survivalNeed(sideOf(w.bandit))], [[5]]) as TakenDie[];
    expect(survivalStep(sideOf(w.bandit), taken!).outcome.statuses).toContainEqual({ side: "attacker", id: "stunned", active: true, rounds: 1 });
  });

  it("the roll is made once: a second is refused", async () => {
    const w = await knockedOut();
    await roll(w, 5);
    expect(await refusal(() => roll(w, 5))).toBe("MANIFOLD.dierank.Error.NoSurvivalOwed");
  });
});
