/**
 * The odds a Die Rank attack dialog shows before the roll, from the same plan the open step uses:
 * against each defence the target may choose, with the die and edge it would roll.
 */
import { describe, expect, it } from "vitest";
import { dialogOdds } from "../../../src/rulesets/dierank/play/odds";
import { parseAttackChoices, type OpenSnapshot } from "../../../src/rulesets/dierank/play/open";
import { attackOdds } from "../../../src/rulesets/dierank/rules/odds";
import { refusal, type PlainActor } from "../table";
import { dierankWorld, sideOf } from "./world";

const snap = (attacker: PlainActor, item: string, target: PlainActor): OpenSnapshot => ({
  attacker: { uuid: attacker.uuid, name: "A", img: "", side: sideOf(attacker) },
  item,
  targets: [{ uuid: target.uuid, name: "T", img: "", side: sideOf(target) }],
  onTurn: true,
  senderIsGM: false,
});

describe("dierank attack dialog odds", () => {
  it("dierank.damage.1: the knight's d10 against the bandit: passive d6, parry d8 with disadvantage (a club is no parrying weapon), dodge d6", () => {
    const w = dierankWorld();
    const odds = dialogOdds(snap(w.knight, "sword", w.bandit), parseAttackChoices({}));
    expect(odds.attack).toEqual({ die: 10, edge: 0 });
    expect(odds.defences.map((d) => [d.defence, d.die, d.edge])).toEqual([["passive", 6, 0], ["parry", 8, -1], ["dodge", 6, 0]]);
    expect(odds.defences[0]).toMatchObject(attackOdds(10, 0, 6, 0));
    expect(odds.defences[1]!.hit).toBeCloseTo(attackOdds(10, 0, 8, -1).hit, 12);
  });

  it("an unseen long shot: only the passive roll, at the range's minimum", () => {
    const w = dierankWorld();
    w.archer.statuses.push("unaware");
    const odds = dialogOdds(snap(w.scout, "bow", w.archer), parseAttackChoices({ band: "long" }));
    expect(odds.defences.map((d) => [d.defence, d.die, d.edge])).toEqual([["passive", 8, 0]]);
  });

  it("the dialog refuses what the open step refuses, before any die", async () => {
    const w = dierankWorld();
    expect(await refusal(() => dialogOdds(snap(w.scout, "bow", w.archer), parseAttackChoices({})))).toBe("MANIFOLD.dierank.Error.NeedsBand");
  });
});
