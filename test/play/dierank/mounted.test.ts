/**
 * Die Rank mounted combat through the steps: getting on and off (a minor action, exclusive for an
 * unskilled rider), the pair acting on the higher initiative, a running mount covering three
 * regions, and what riding changes in the rider's attacks and defences.
 */
import { describe, expect, it } from "vitest";
import { writePair } from "../../../src/core/play/execute";
import { DIERANK_MOUNT_ALLOW } from "../../../src/rulesets/dierank/play/allow";
import { mountStep } from "../../../src/rulesets/dierank/play/mount";
import { turnOrderStep, turnStartStep } from "../../../src/rulesets/dierank/play/turns";
import { refusal, type PlainActor } from "../table";
import { attack, cardOf, dierankWorld, inCombat, poolsOf, sideOf, systemOf } from "./world";
import { item } from "../../rulesets/dierank/data";

type World = ReturnType<typeof dierankWorld>;
const mount = (w: World, rider: PlainActor, on = true) => w.t.run("gm", (port) => writePair(port, { attacker: rider, defender: w.horse }, mountStep(sideOf(rider), sideOf(w.horse), on), DIERANK_MOUNT_ALLOW));

function inFight() {
  const w = dierankWorld();
  for (const a of [w.knight, w.scout, w.horse, w.bandit]) inCombat(a);
  return w;
}

describe("dierank getting on and off a mount", () => {
  it("dierank.mount.17: a skilled rider mounts with a minor action; the two name each other", async () => {
    const w = inFight();
    w.t.turn = w.knight.uuid;
    await mount(w, w.knight);
    expect([systemOf(w.knight).mount.rides, systemOf(w.horse).mount.carries, poolsOf(w.knight).ap]).toEqual([w.horse.uuid, w.knight.uuid, 2]);
    await mount(w, w.knight, false);
    expect([systemOf(w.knight).mount.rides, systemOf(w.horse).mount.carries, poolsOf(w.knight).ap]).toEqual(["", "", 1]);
  });

  it("dierank.mount.18: an unskilled rider's mounting is an exclusive action: all its AP", async () => {
    const w = inFight();
    w.t.turn = w.scout.uuid;
    await mount(w, w.scout);
    expect(poolsOf(w.scout).ap).toBe(0);
  });

  it("one pair at a time, and only off the mount it rides", async () => {
    const w = inFight();
    w.t.turn = null;
    await mount(w, w.knight);
    expect(await refusal(() => mount(w, w.scout))).toBe("MANIFOLD.dierank.Error.AlreadyMounted");
    expect(await refusal(() => mount(w, w.scout, false))).toBe("MANIFOLD.dierank.Error.NotMounted");
  });
});

describe("dierank the mounted pair in the fight", () => {
  it("dierank.mount.1 / dierank.mount.3: the pair acts on the higher of its two initiatives", () => {
    expect(turnOrderStep([{ id: "knight", initiative: 2, pairedWith: "horse" }, { id: "bandit", initiative: 5, pairedWith: null }, { id: "horse", initiative: 9, pairedWith: "knight" }])).toEqual(["knight", "horse", "bandit"]);
  });

  it("dierank.mount.9 / dierank.mount.10: a rider does not dodge itself; its mount's REF dodges for both", async () => {
    const w = inFight();
    w.t.turn = null;
    await mount(w, w.knight);
    await attack(w.t, "cardDierank00001", w.bandit, "club", w.knight, [[6]]);
    await w.t.press("ann", { messageId: "cardDierank00001", action: "defend", args: { defence: "dodge" }, faces: [[9]] });
    expect(cardOf(w.t, "cardDierank00001").defence).toMatchObject({ kind: "dodge", die: 10, kept: 9, successes: 0 });
    expect(poolsOf(w.knight).owed).toBe(1);
  });

  it("dierank.mount.12: a rider parries and blocks for itself", async () => {
    const w = inFight();
    w.t.turn = null;
    await mount(w, w.knight);
    await attack(w.t, "cardDierank00001", w.bandit, "club", w.knight, [[6]]);
    await w.t.press("ann", { messageId: "cardDierank00001", action: "defend", args: { defence: "block" }, faces: [[3, 7]] });
    expect(cardOf(w.t, "cardDierank00001").defence).toMatchObject({ kind: "block", kept: 7 });
  });

  it("dierank.mount.11 / dierank.mount.15: a rider makes no unarmed attack; an unskilled one is disadvantaged", async () => {
    const w = inFight();
    w.t.turn = null;
    await mount(w, w.scout);
    poolsOf(w.scout).ap = 3;
    expect(await refusal(() => attack(w.t, "cardDierank00001", w.scout, "unarmed", w.bandit, [[2]]))).toBe("MANIFOLD.dierank.Error.RiderUnarmed");
    const shot = await attack(w.t, "cardDierank00002", w.scout, "bow", w.bandit, [[2, 6]], { band: "medium" });
    expect(shot.roll).toMatchObject({ edge: -1, disadvantages: ["UnskilledRider"] });
  });

  it("dierank.mount.13 / dierank.mount.14: a mounted one-handed blow is advantaged, not against a long weapon; a shot from a moving mount disadvantaged", async () => {
    const w = inFight();
    w.t.turn = null;
    await mount(w, w.knight);
    const blow = await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[2, 9]]);
    expect(blow.roll).toMatchObject({ edge: 1, advantages: ["Mounted"] });
    w.bandit.items = [item("pike", "dierankWeapon", { kind: "melee", long: true, equipped: true }) as never];
    poolsOf(w.knight).ap = 3;
    expect((await attack(w.t, "cardDierank00003", w.knight, "sword", w.bandit, [[9]])).roll.edge).toBe(0);
    const shot = await attack(w.t, "cardDierank00002", w.scout, "bow", w.bandit, [[8, 3]], { band: "long", movingMount: true });
    expect(shot.roll).toMatchObject({ edge: -1, disadvantages: ["MovingMount"] });
  });

  it("dierank.mount.2 / dierank.mount.7: the rider and the mount are attacked apart, and each rolls for what it does itself", async () => {
    const w = inFight();
    w.t.turn = null;
    await mount(w, w.knight);
    const atHorse = await attack(w.t, "cardDierank00003", w.bandit, "club", w.horse, [[6]]);
    poolsOf(w.bandit).ap = 3;
    const atKnight = await attack(w.t, "cardDierank00004", w.bandit, "club", w.knight, [[6]]);
    expect([atHorse.defender.uuid, atKnight.defender.uuid]).toEqual([w.horse.uuid, w.knight.uuid]);
    await w.t.press("gm", { messageId: "cardDierank00003", action: "defend", args: { defence: "dodge" }, faces: [[9]] });
    expect(cardOf(w.t, "cardDierank00003").defence).toMatchObject({ die: 10 });
  });
});

describe("dierank the mounted pair's AP", () => {
  async function pair(horseAp: number) {
    const w = inFight();
    systemOf(w.horse).ap = horseAp;
    w.t.turn = null;
    await mount(w, w.knight);
    const start = turnStartStep({ id: w.knight.uuid, system: poolsOf(w.knight), creature: systemOf(w.knight), statuses: [], mount: { creature: systemOf(w.horse), statuses: [] } });
    Object.assign(poolsOf(w.knight), { ap: start["system.ap"], moveOnly: start["system.moveOnly"], noMove: start["system.noMove"] });
    w.t.turn = w.knight.uuid;
    return { w, start };
  }

  it("dierank.mount.8: on the rider's turn the pair runs three regions for a major action, from the pair's AP", async () => {
    const { w } = await pair(3);
    // The rider's token moves the pair: the mount's own turn brings it nothing (the pair acted on the rider's).
    await w.t.move("ann", w.knight, 3);
    expect(poolsOf(w.knight).ap).toBe(1);
    expect(turnStartStep({ id: w.horse.uuid, system: poolsOf(w.horse), creature: systemOf(w.horse), statuses: [] })["system.ap"]).toBe(0);
    // Off the mount, a run covers two regions.
    await mount(w, w.knight, false);
    Object.assign(poolsOf(w.knight), { ap: 3, moveOnly: 0, noMove: 0 });
    expect(await refusal(() => w.t.move("ann", w.knight, 3))).toBe("MANIFOLD.dierank.Move.TooFar");
  });

  it("dierank.mount.4 / dierank.mount.5: the pair has the mount's 4 AP; the one beyond the rider's is for movement only", async () => {
    const { w, start } = await pair(4);
    expect(start).toMatchObject({ "system.ap": 4, "system.moveOnly": 1, "system.noMove": 0 });
    await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[6, 6]]);
    expect(poolsOf(w.knight)).toMatchObject({ ap: 2, moveOnly: 1 });
    expect(await refusal(() => attack(w.t, "cardDierank00002", w.knight, "sword", w.bandit, [[6]]))).toBe("MANIFOLD.dierank.Error.NotEnoughAp");
    await w.t.move("ann", w.knight, 2);
    expect(poolsOf(w.knight)).toMatchObject({ ap: 0, moveOnly: 0 });
  });

  it("dierank.mount.4 / dierank.mount.6: a rider with more AP than its mount cannot move with the extra", async () => {
    const { w, start } = await pair(2);
    expect(start).toMatchObject({ "system.ap": 3, "system.moveOnly": 0, "system.noMove": 1 });
    // The pair's run (three regions, dierank.mount.8) takes the two AP movement may spend.
    await w.t.move("ann", w.knight, 3);
    expect(poolsOf(w.knight).ap).toBe(1);
    expect(await refusal(() => w.t.move("ann", w.knight, 1))).toBe("MANIFOLD.dierank.Move.TooFar");
  });

  it("dierank.mount.6: an action that is not a move spends the rider's extra first, leaving the pair's moves whole", async () => {
    const { w } = await pair(2);
    await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[6, 6]]);
    expect(poolsOf(w.knight)).toMatchObject({ ap: 1, noMove: 0 });
    await w.t.move("ann", w.knight, 1);
    expect(poolsOf(w.knight).ap).toBe(0);
  });
});
