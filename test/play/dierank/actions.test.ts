/**
 * Die Rank's sheet actions and the table's prompts through the steps: standing up, resting after
 * the fight, what provokes opportunity attacks, and what follows HP reaching 0 on every path.
 */
import { describe, expect, it } from "vitest";
import { writeAlone } from "../../../src/core/play/execute";
import { standUpStep, restStep } from "../../../src/rulesets/dierank/play/actions";
import { DIERANK_SHEET_ALLOW } from "../../../src/rulesets/dierank/play/allow";
import { hpConsequences } from "../../../src/rulesets/dierank/play/consequence";
import { refusal, type PlainActor } from "../table";
import { attack, dierankWorld, inCombat, poolsOf, sideOf, systemOf } from "./world";
import { item } from "../../rulesets/dierank/data";

type World = ReturnType<typeof dierankWorld>;
const play = (w: World, a: PlainActor, outcome: Parameters<typeof writeAlone>[2]) => w.t.run("gm", (port) => writeAlone(port, a, outcome, DIERANK_SHEET_ALLOW));

describe("dierank standing up", () => {
  it("dierank.prone.4: standing up is a major action: 2 AP, and the knight is on its feet", async () => {
    const w = dierankWorld();
    inCombat(w.knight);
    w.t.turn = w.knight.uuid;
    w.knight.statuses.push("prone");
    await play(w, w.knight, standUpStep(sideOf(w.knight)));
    expect([w.knight.statuses, poolsOf(w.knight).ap]).toEqual([[], 1]);
    expect(await refusal(() => standUpStep(sideOf(w.knight)))).toBe("MANIFOLD.dierank.Error.NotProne");
  });

  it("a knocked-out creature does not get up of its own", async () => {
    const w = dierankWorld();
    w.knight.statuses.push("knockedOut");
    expect(await refusal(() => standUpStep(sideOf(w.knight)))).toBe("MANIFOLD.dierank.Error.CannotAct");
  });
});

describe("dierank the action gate", () => {
  it("dierank.helpless.1: a helpless creature takes no physical action (an attack, standing up); a spell with no physical effect it may cast", async () => {
    const w = dierankWorld();
    w.scout.statuses.push("helpless");
    expect(await refusal(() => attack(w.t, "cardDierank00001", w.scout, "bow", w.bandit, [[5]], { band: "close" }))).toBe("MANIFOLD.dierank.Error.Helpless");
    w.scout.statuses.push("prone");
    expect(await refusal(() => standUpStep(sideOf(w.scout)))).toBe("MANIFOLD.dierank.Error.Helpless");
    w.scout.items.push(item("mind", "dierankSpell", { roll: "pre", defence: "pre", physical: false, range: "close", cost: 1 }) as never);
    await attack(w.t, "cardDierank00002", w.scout, "mind", w.bandit, [[5]]);
    expect(systemOf(w.scout).mp.value).toBe(3);
  });

  it("dierank.mount.6: an action spends the AP movement may not use first, and no more of them than it costs", async () => {
    const w = dierankWorld();
    inCombat(w.knight, { ap: 3, noMove: 1 });
    w.t.turn = w.knight.uuid;
    await attack(w.t, "cardDierank00001", w.knight, "sword", w.bandit, [[5]]);
    expect(poolsOf(w.knight)).toMatchObject({ ap: 1, noMove: 0 });
    inCombat(w.scout, { ap: 3, noMove: 0 });
    w.t.turn = w.scout.uuid;
    await attack(w.t, "cardDierank00002", w.scout, "bow", w.bandit, [[5]], { band: "close" });
    // Nothing was kept from movement: the write names the AP alone.
    expect(w.t.log.writes.filter((x) => x.doc === "combatant").map((x) => Object.keys(x.changes))).toEqual([["system.ap"]]);
  });
});

describe("dierank resting after the fight", () => {
  it("dierank.wounded.1 / dierank.wounded.2 / dierank.wounded.3: the wounded rest to full HP and MP", async () => {
    const w = dierankWorld();
    systemOf(w.scout).hp.value = 2;
    systemOf(w.scout).mp.value = 1;
    await play(w, w.scout, restStep(sideOf(w.scout)));
    expect([systemOf(w.scout).hp.value, systemOf(w.scout).mp.value]).toEqual([5, 4]);
  });

  it("dierank.badly.5 / dierank.badly.7: the badly wounded recover neither HP nor MP by resting; a rest waits for the fight's end", async () => {
    const w = dierankWorld();
    w.scout.statuses.push("badlyWounded");
    expect(await refusal(() => restStep(sideOf(w.scout)))).toBe("MANIFOLD.dierank.Error.CannotRest");
    inCombat(w.knight);
    expect(await refusal(() => restStep(sideOf(w.knight)))).toBe("MANIFOLD.dierank.Error.RestInCombat");
  });

  it("dierank.badly.5: the badly wounded cast no spell that costs MP", async () => {
    const w = dierankWorld();
    w.scout.statuses.push("badlyWounded");
    expect(await refusal(() => attack(w.t, "cardDierank00001", w.scout, "bolt", w.bandit, [[5, 6]]))).toBe("MANIFOLD.dierank.Error.NoMp");
  });

  it("dierank.ko.4: the knocked out neither use MP (no spell) nor recover it (no rest)", async () => {
    const w = dierankWorld();
    w.scout.statuses.push("knockedOut");
    systemOf(w.scout).mp.value = 1;
    expect(await refusal(() => attack(w.t, "cardDierank00001", w.scout, "bolt", w.bandit, [[5, 6]]))).toBe("MANIFOLD.dierank.Error.CannotAct");
    expect(await refusal(() => restStep(sideOf(w.scout)))).toBe("MANIFOLD.dierank.Error.CannotRest");
    expect(systemOf(w.scout).mp.value).toBe(1);
  });
});

describe("dierank opportunity attacks provoked", () => {
  it("dierank.oppo.2 / dierank.oppo.7: aiming a shot provokes the enemies in the region; the card says so", async () => {
    const w = dierankWorld();
    const card = await attack(w.t, "cardDierank00001", w.scout, "bow", w.bandit, [[5]], { band: "close" });
    expect(card.provokes).toEqual(["Aim"]);
  });

  it("dierank.oppo.6 / dierank.unarmed.3 / dierank.grapple.3: the situations a rule names provoke too: bare hands or a grab at an armed opponent", async () => {
    const w = dierankWorld();
    expect((await attack(w.t, "cardDierank00001", w.knight, "unarmed", w.bandit, [[1]])).provokes).toEqual(["UnarmedArmed"]);
    expect((await attack(w.t, "cardDierank00002", w.bandit, "grab", w.knight, [[2]])).provokes).toEqual(["GrabArmed"]);
    w.bandit.items = [];
    expect((await attack(w.t, "cardDierank00003", w.knight, "unarmed", w.bandit, [[1]])).provokes).toEqual([]);
  });

  it("dierank.oppo.1 / dierank.oppo.3 / dierank.oppo.4 / dierank.oppo.5: leaving a region, running into one (past whoever stands in the one crossed), or crawling (an exclusive action) provokes; the table is told", async () => {
    const w = dierankWorld();
    inCombat(w.knight);
    w.t.turn = w.knight.uuid;
    await w.t.move("ann", w.knight, 1);
    expect(w.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.dierank.Provokes.LeaveRegion"]);
    w.t.log.notices = [];
    await w.t.move("ann", w.knight, 2);
    expect(w.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.dierank.Provokes.RunIn", "MANIFOLD.dierank.Provokes.PassThrough"]);
    poolsOf(w.knight).ap = 3;
    w.knight.statuses.push("prone");
    w.t.log.notices = [];
    await w.t.move("ann", w.knight, 1);
    expect(w.t.log.notices.map((n) => n.key)).toEqual(["MANIFOLD.dierank.Provokes.LeaveRegion", "MANIFOLD.dierank.Provokes.Exclusive"]);
  });
});

describe("dierank what follows HP at 0", () => {
  it("dierank.ko.1 / dierank.ko.3: at 0 HP the creature is knocked out and its MP emptied; healed, it comes to", () => {
    const down = hpConsequences({ hp: 2, mp: 3, knockedOut: false }, { hp: 0, mp: 3, knockedOut: false });
    expect(down.outcome.statuses).toEqual([{ side: "attacker", id: "knockedOut", active: true }]);
    expect(down.outcome.writes).toEqual([{ side: "attacker", doc: "actor", changes: { "system.mp.value": 0 } }]);
    expect(hpConsequences({ hp: 2, mp: 0, knockedOut: false }, { hp: 0, mp: 0, knockedOut: true }).outcome).toMatchObject({ statuses: [], writes: [] });
    expect(hpConsequences({ hp: 0, mp: 0, knockedOut: true }, { hp: 1, mp: 0, knockedOut: true }).outcome.statuses).toEqual([{ side: "attacker", id: "knockedOut", active: false }]);
    expect(hpConsequences({ hp: 3, mp: 0, knockedOut: false }, { hp: 1, mp: 0, knockedOut: false }).outcome).toMatchObject({ statuses: [], writes: [] });
  });

  it("dierank.ko.1: the token bar to 0 knocks the bandit out as the card does, on every path", async () => {
    const w = dierankWorld();
    await w.t.run("gm", (port) => port.write(w.bandit, "actor", { "system.hp.value": 0 }));
    expect([w.bandit.statuses, systemOf(w.bandit).mp.value]).toEqual([["knockedOut"], 0]);
  });
});
