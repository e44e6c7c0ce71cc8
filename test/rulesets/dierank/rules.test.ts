/** Die Rank's attack edges, damage, survival, grapples, AP, turn order, mounts and regions, cell by cell. */
import { describe, expect, it } from "vitest";
import { attackDie, defaultRoll } from "../../../src/rulesets/dierank/rules/attack";
import { attackEdge, NO_SITUATION } from "../../../src/rulesets/dierank/rules/attack-edge";
import { hitDamage, strikeIsLethal, takeHit, type HitTarget } from "../../../src/rulesets/dierank/rules/damage";
import { actionCost, borrow, turnAp } from "../../../src/rulesets/dierank/rules/economy";
import { escapeCost, grabResult, grapplerEscapeDie, GRAB_MOVES } from "../../../src/rulesets/dierank/rules/grapple";
import { initiativeEdge, pairInitiative, turnOrder } from "../../../src/rulesets/dierank/rules/initiative";
import { mountingSize, pairAp } from "../../../src/rulesets/dierank/rules/mount";
import { regionMove } from "../../../src/rulesets/dierank/rules/movement";
import { FIRST_AID_DIE, healAtZero, healWounds, survivalAfterEncounter, survivalBand } from "../../../src/rulesets/dierank/rules/survival";
import { melee, ranged, spell, stats } from "./fixtures";

const attacker = (over: Partial<Parameters<typeof attackEdge>[1]> = {}) => ({ statuses: [], grab: null, rider: null, ...over });

describe("dierank attack dice and edges", () => {
  it("dierank.attack.2 / dierank.attack.3 / dierank.attack.4 / dierank.unarmed.1: ATT for weapons, PRE for spells, a named die, STR two ranks down unarmed", () => {
    const s = stats({ att: 10, pre: 6, str: 8 });
    expect(attackDie(s, melee())).toBe(10);
    expect(attackDie(s, spell())).toBe(6);
    expect(attackDie(s, melee({ roll: 20 }))).toBe(20);
    expect(attackDie(s, melee({ unarmed: true }))).toBe(4);
    expect(attackDie(stats({ str: 4 }), melee({ unarmed: true }))).toBe(2);
    expect([defaultRoll("melee"), defaultRoll("ranged"), defaultRoll("spell")]).toEqual(["att", "att", "pre"]);
  });

  it("dierank.badly.2 / dierank.heal.5: a badly wounded or stunned attacker rolls with disadvantage, once", () => {
    expect(attackEdge(melee(), attacker({ statuses: ["badlyWounded", "stunned"] }))).toEqual({ edge: -1, advantages: [], disadvantages: ["BadlyWounded", "Stunned"] });
  });

  it("dierank.prone.2: a prone attacker's physical attacks are disadvantaged, firearms and crossbows and spells aside", () => {
    expect(attackEdge(melee(), attacker({ statuses: ["prone"] })).edge).toBe(-1);
    expect(attackEdge(ranged("long"), attacker({ statuses: ["prone"] }), { ...NO_SITUATION, firearm: true }).edge).toBe(0);
    expect(attackEdge(spell(), attacker({ statuses: ["prone"] })).edge).toBe(0);
  });

  it("dierank.grapple.7 / dierank.grapple.10: in a grab, attacking anyone else is disadvantaged; a held creature's physical actions are", () => {
    expect(attackEdge(melee(), attacker({ grab: { partnerIsTarget: false } })).disadvantages).toEqual(["Grappling"]);
    expect(attackEdge(melee(), attacker({ grab: { partnerIsTarget: true } })).edge).toBe(0);
    expect(attackEdge(melee(), attacker({ statuses: ["held", "grabbed"], grab: { partnerIsTarget: true } })).disadvantages).toEqual(["Held"]);
  });

  it("dierank.mount.13 / dierank.mount.14 / dierank.mount.15 / dierank.grapple.18: mounted advantage, a moving mount, an unskilled rider, a throw", () => {
    expect(attackEdge(melee(), attacker(), { ...NO_SITUATION, mountedAdvantage: true }).edge).toBe(1);
    expect(attackEdge(ranged("medium"), attacker(), { ...NO_SITUATION, mountedAdvantage: true }).edge).toBe(0);
    expect(attackEdge(ranged("medium"), attacker(), { ...NO_SITUATION, movingMount: true }).edge).toBe(-1);
    expect(attackEdge(melee(), attacker({ rider: { skilled: false } })).disadvantages).toEqual(["UnskilledRider"]);
    expect(attackEdge(melee(), attacker({ rider: { skilled: true } })).edge).toBe(0);
    expect(attackEdge(melee({ unarmed: true }), attacker(), { ...NO_SITUATION, throwDown: true }).advantages).toEqual(["ThrowDown"]);
    // An unskilled rider's throw: the two cancel (RULINGS: never stacked).
    expect(attackEdge(melee({ unarmed: true }), attacker({ rider: { skilled: false } }), { ...NO_SITUATION, throwDown: true }).edge).toBe(0);
  });
});

describe("dierank damage and knock-out", () => {
  const target = (over: Partial<HitTarget> = {}): HitTarget => ({ hp: { value: 6, max: 6 }, mp: { value: 4, max: 4 }, knockedOut: false, minion: false, ...over });

  it("dierank.damage.2 / dierank.damage.3: a hit deals its successes off HP", () => {
    expect([hitDamage(1), hitDamage(2), hitDamage(3), hitDamage(0)]).toEqual([1, 2, 3, 0]);
    expect(takeHit(target(), 2, true)).toEqual({ hp: 4, mp: 4, knockedOut: false, dead: false, survivalOwed: false });
  });

  it("dierank.ko.1 / dierank.ko.2 / dierank.ko.3 / dierank.ko.5 / dierank.ko.6: 0 HP knocks out and empties MP; a lethal knock-out owes the survival roll", () => {
    expect(takeHit(target({ hp: { value: 2, max: 6 } }), 5, true)).toEqual({ hp: 0, mp: 0, knockedOut: true, dead: false, survivalOwed: true });
    expect(takeHit(target({ hp: { value: 2, max: 6 } }), 5, false)).toEqual({ hp: 0, mp: 0, knockedOut: true, dead: false, survivalOwed: false });
  });

  // Each cell: HP now / max, already out, damage, lethal, minion -> dead.
  const cells: [number, number, boolean, number, boolean, boolean, boolean][] = [
    [6, 6, false, 11, true, false, false], [6, 6, false, 12, true, false, true], [6, 6, false, 12, false, false, false],
    [0, 6, true, 5, true, false, false], [0, 6, true, 6, true, false, true], [3, 6, false, 3, true, true, true],
    [3, 6, false, 3, false, true, false], [4, 6, false, 3, true, true, false], [0, 0, false, 1, true, false, true],
  ];
  for (const [value, max, out, damage, lethal, minion, dead] of cells) {
    it(`dierank.death.1-4: ${damage} ${lethal ? "lethal" : "non-lethal"} on ${value}/${max} HP${out ? ", out" : ""}${minion ? ", a minion" : ""}: ${dead ? "dead" : "alive"}`, () => {
      expect(takeHit(target({ hp: { value, max }, knockedOut: out, minion }), damage, lethal).dead).toBe(dead);
    });
  }

  it("dierank.unarmed.2 / dierank.grapple.19: an unarmed strike is lethal only on an unconscious target, or when its rule says (a throw onto rocks)", () => {
    expect([strikeIsLethal(true, false, false), strikeIsLethal(true, false, true), strikeIsLethal(true, true, false), strikeIsLethal(false, true, false), strikeIsLethal(false, false, true)]).toEqual([false, true, true, true, false]);
  });

  it("refuses damage that is not a whole number of points", () => {
    expect(() => takeHit(target(), -1, true)).toThrow(RangeError);
    expect(() => takeHit(target(), 1.5, true)).toThrow(RangeError);
  });
});

describe("dierank survival roll", () => {
  it("dierank.ko.7 / dierank.ko.8 / dierank.ko.9 / dierank.ko.10: 1 dead, 2 mortally wounded, 3 badly wounded, 4+ awake", () => {
    expect([1, 2, 3, 4, 5, 10, 20].map(survivalBand)).toEqual(["dead", "mortallyWounded", "badlyWounded", "awake", "awake", "awake", "awake"]);
    expect(() => survivalBand(0)).toThrow(RangeError);
  });

  it("dierank.ko.10 / dierank.ko.11: waking after the encounter: 1 HP and a turn stunned", () => {
    expect(survivalAfterEncounter(4)).toEqual({ band: "awake", hp: 1, add: ["stunned"], remove: ["knockedOut"], stunnedTurns: 1 });
    expect(survivalAfterEncounter(2)).toMatchObject({ hp: 0, add: ["mortallyWounded"] });
    expect(survivalAfterEncounter(1)).toMatchObject({ add: ["dead"] });
  });

  it("dierank.heal.1 / dierank.heal.2 / dierank.heal.4 / dierank.heal.5: magic at 0 HP: dead on a 1, otherwise healed and stunned", () => {
    const spellHeal = { amount: 3, maxHp: 6, ritual: false };
    expect(healAtZero(1, spellHeal)).toMatchObject({ band: "dead", hp: 0, add: ["dead"] });
    expect(healAtZero(5, spellHeal)).toMatchObject({ hp: 3, add: ["stunned"], stunnedTurns: 1, stunnedForEncounter: false });
  });

  it("dierank.heal.6 / dierank.heal.7 / dierank.heal.9: mortally wounded: stunned for the encounter, then badly wounded; badly wounded keeps its penalties", () => {
    const spellHeal = { amount: 3, maxHp: 6, ritual: false };
    expect(healAtZero(2, spellHeal)).toMatchObject({ add: ["stunned", "badlyWounded"], stunnedForEncounter: true });
    expect(healAtZero(3, spellHeal)).toMatchObject({ add: ["stunned", "badlyWounded"], stunnedForEncounter: false });
    // Healed to full, no penalty stays (dierank.badly.6).
    expect(healAtZero(2, { amount: 6, maxHp: 6, ritual: false })).toMatchObject({ add: ["stunned"], stunnedForEncounter: false });
  });

  it("dierank.heal.12: a ritual restores full HP", () => {
    expect(healAtZero(2, { amount: 1, maxHp: 6, ritual: true })).toMatchObject({ hp: 6, add: ["stunned"] });
  });

  it("dierank.mortal.3 / dierank.badly.6: a healed mortal wound becomes a bad one; full HP lifts both", () => {
    expect(healWounds(["mortallyWounded", "knockedOut"], 1, 6)).toEqual({ add: ["badlyWounded"], remove: ["mortallyWounded"] });
    expect(healWounds(["badlyWounded"], 6, 6)).toEqual({ add: [], remove: ["mortallyWounded", "badlyWounded"] });
    expect(healWounds(["badlyWounded"], 5, 6)).toEqual({ add: [], remove: [] });
  });

  it("dierank.mortal.6 / dierank.mortal.7 / dierank.mortal.8: first aid meets d4, d8 improvised, d12 with nothing", () => {
    expect(FIRST_AID_DIE).toEqual({ bandages: 4, improvised: 8, nothing: 12 });
  });
});

describe("dierank grapples", () => {
  it("dierank.grapple.4 / dierank.grapple.9: 1 success grabs, 2 or more hold", () => {
    expect([0, 1, 2, 3, 5].map(grabResult)).toEqual(["none", "grabbed", "held", "held", "held"]);
  });

  // Each cell: escaper's roll, grappler's roll, what it costs.
  const cells: [number, number, string][] = [
    [3, 3, "failed"], [2, 3, "failed"], [4, 3, "major"], [5, 3, "major"], [6, 3, "minor"], [8, 3, "minor"], [9, 3, "free"], [12, 2, "free"], [2, 1, "minor"], [3, 1, "free"],
  ];
  for (const [escaper, grappler, cost] of cells) {
    it(`dierank.escape.3-5: ${escaper} against ${grappler}: ${cost}`, () => expect(escapeCost(escaper, grappler)).toBe(cost));
  }

  it("dierank.escape.1: the grappler resists with STR two ranks down", () => {
    expect([grapplerEscapeDie(8), grapplerEscapeDie(4)]).toEqual([4, 2]);
  });

  it("dierank.grapple.14-18: what a holder may do, and the action each takes", () => {
    expect(Object.fromEntries(Object.entries(GRAB_MOVES).map(([k, v]) => [k, `${v.size}/${v.needs}`]))).toEqual({
      forceDown: "minor/grabbed", crush: "major/held", drag: "exclusive/held", throwDown: "major/held", sustain: "minor/grabbed",
    });
  });
});

describe("dierank action points", () => {
  it("dierank.badly.3 / dierank.mount.16: 3 AP, halved down for each of badly wounded and an unskilled rider, less what interrupts borrowed", () => {
    expect(turnAp({ badlyWounded: false, unskilledRider: false, owed: 0 })).toBe(3);
    expect(turnAp({ badlyWounded: true, unskilledRider: false, owed: 0 })).toBe(1);
    expect(turnAp({ badlyWounded: false, unskilledRider: true, owed: 1 })).toBe(0);
    expect(turnAp({ badlyWounded: true, unskilledRider: true, owed: 0 })).toBe(0);
    expect(turnAp({ base: 4, badlyWounded: false, unskilledRider: false, owed: 1 })).toBe(3);
    expect(turnAp({ badlyWounded: false, unskilledRider: false, owed: 5 })).toBe(0);
  });

  it("dierank.attack.1 / dierank.badly.4: minor 1, major 2, exclusive all that is left; with 0 AP only free actions", () => {
    expect([actionCost("free", 0), actionCost("minor", 3), actionCost("major", 3), actionCost("exclusive", 3)]).toEqual([0, 1, 2, 3]);
    expect([actionCost("minor", 0), actionCost("major", 1), actionCost("exclusive", 0)]).toEqual([null, null, null]);
  });

  it("dierank.oppo.8 / dierank.block.2: an interrupt borrows 1 AP of the next turn", () => {
    expect([borrow(0), borrow(1)]).toEqual([1, 2]);
  });
});

describe("dierank turn order and mounts", () => {
  it("dierank.surprise.1 / dierank.surprise.2: REF descending, ties in the order given; a surprised roll is disadvantaged", () => {
    expect(turnOrder([{ id: "a", initiative: 4 }, { id: "b", initiative: 9 }, { id: "c", initiative: 4 }, { id: "d", initiative: 12 }])).toEqual(["d", "b", "a", "c"]);
    expect([initiativeEdge(true), initiativeEdge(false)]).toEqual([-1, 0]);
  });

  it("dierank.mount.3 / dierank.mount.4 / dierank.mount.5 / dierank.mount.6: the higher initiative and AP, the extra AP kept to its use", () => {
    expect(pairInitiative(3, 7)).toBe(7);
    expect(pairAp(3, 4)).toEqual({ total: 4, movementOnly: 1, noMovement: 0 });
    expect(pairAp(3, 2)).toEqual({ total: 3, movementOnly: 0, noMovement: 1 });
  });

  it("dierank.mount.17 / dierank.mount.18: mounting is minor, exclusive for an unskilled rider", () => {
    expect([mountingSize(true), mountingSize(false)]).toEqual(["minor", "exclusive"]);
  });
});

describe("dierank moves between regions", () => {
  const mover = (statuses: string[] = [], mounted = false) => ({ statuses, mounted });
  it("a walk is one region for a minor action; a run two for a major one, three on a mount (dierank.mount.8)", () => {
    expect(regionMove("walk", mover())).toEqual({ regions: 1, size: "minor" });
    expect(regionMove("run", mover())).toEqual({ regions: 2, size: "major" });
    expect(regionMove("run", mover([], true))).toEqual({ regions: 3, size: "major" });
    expect(regionMove("run", { ...mover([], true), mountRun: 4 })).toEqual({ regions: 4, size: "major" });
  });

  it("dierank.prone.1: prone, only a crawl of one region as an exclusive action", () => {
    expect(regionMove("crawl", mover(["prone"]))).toEqual({ regions: 1, size: "exclusive" });
    expect([regionMove("walk", mover(["prone"])), regionMove("crawl", mover())]).toEqual([{ refused: "Prone" }, { refused: "NotProne" }]);
  });

  it("dierank.helpless.1 / dierank.grapple.5: the helpless, the grabbed and the held do not move of their own", () => {
    for (const s of ["helpless", "grabbed", "held", "holding", "knockedOut", "dead"]) expect(regionMove("walk", mover([s]))).toEqual({ refused: "CannotMove" });
  });
});
