/**
 * What the sheet's Defend takes off, played as takeAction plays it: the action step, the payment,
 * `actionDone` naming the conditions Defend ends, and each taken off through the condition step.
 */
import { describe, expect, it } from "vitest";
import { surprisedStep } from "../../../src/rulesets/energy/play/surprise";
import { energyWorld, inCombat, poolsOf } from "./world";
import { Conditions } from "./condition-world";
import { sheetAction } from "./sheet-action-world";

function table(round = 2) {
  const w = energyWorld();
  const conds = new Conditions();
  conds.round = round;
  inCombat(w.kestra, { energy: 5, agility: 3 });
  return { ...w, conds };
}

const sorted = (list: readonly string[]) => [...list].sort();

describe("energy: the sheet's Defend ends Exposed and Unguarded early", () => {
  it("energy.exposed.2: Exposed from picking something up lasts to the end of the round, unless Defend ends it first", async () => {
    const { conds, kestra } = table();
    await sheetAction(conds, kestra, "pickUp");
    expect(kestra.statuses).toEqual(["exposed"]);
    expect(conds.of(kestra)[0]!.duration).toEqual({ rounds: 1, startRound: 2 });
    const { done } = await sheetAction(conds, kestra, "defend");
    expect(done.outcome.statuses).toEqual([{ side: "attacker", id: "exposed", active: false }]);
    expect(kestra.statuses).toEqual([]);
    expect(poolsOf(kestra)).toMatchObject({ energy: 3, defending: true });
  });

  it("energy.exposed.2: left alone, the same Exposed runs out as the next round begins", async () => {
    const { conds, kestra } = table();
    await sheetAction(conds, kestra, "pickUp");
    conds.startRound(3, kestra);
    expect(kestra.statuses).toEqual([]);
  });

  it("energy.unguarded.3: Unguarded from a Jump, and the Exposed it brings, end when you Defend", async () => {
    const { conds, kestra } = table();
    await sheetAction(conds, kestra, "jump");
    expect(sorted(kestra.statuses)).toEqual(["exposed", "unguarded"]);
    await sheetAction(conds, kestra, "defend");
    expect(kestra.statuses).toEqual([]);
  });

  it("energy.unguarded.3 energy.exposed.2: Defend ends the Unguarded of a Kneel, but the Exposed Prone holds stays", async () => {
    const { conds, kestra } = table();
    conds.add(kestra, "prone");
    conds.add(kestra, "unguarded", 1);
    await sheetAction(conds, kestra, "defend");
    expect(sorted(kestra.statuses)).toEqual(["exposed", "prone"]);
  });

  it("energy.surprise.5: Surprised, Defend takes off neither the Unguarded nor the Exposed Surprise holds, and is still paid", async () => {
    const { conds, kestra } = table(1);
    const changes = surprisedStep({ clicked: kestra.uuid, round: 1, party: [{ id: kestra.uuid, applied: [] }] });
    for (const c of changes) conds.add(kestra, c.status.id, c.status.rounds);
    expect(sorted(kestra.statuses)).toEqual(["exposed", "surprised", "unguarded"]);
    const { done } = await sheetAction(conds, kestra, "defend");
    expect(done.outcome.statuses).toEqual([]);
    expect(sorted(kestra.statuses)).toEqual(["exposed", "surprised", "unguarded"]);
    expect(poolsOf(kestra)).toMatchObject({ energy: 4, defending: true });
    // Once Surprise ends with round 1, its daughters go with it.
    conds.startRound(2, kestra);
    expect(kestra.statuses).toEqual([]);
  });

  it("energy.surprise.5: an Unguarded of its own under Surprise is still held by it", async () => {
    const { conds, kestra } = table(1);
    conds.add(kestra, "unguarded", 1);
    conds.add(kestra, "surprised", 1);
    await sheetAction(conds, kestra, "defend");
    expect(sorted(kestra.statuses)).toEqual(["exposed", "surprised", "unguarded"]);
  });
});
