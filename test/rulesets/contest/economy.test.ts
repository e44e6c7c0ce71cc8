import { describe, expect, it } from "vitest";
import { actionFor, delayUpdate, disengageUpdate, roundReset, spend, type CombatAction } from "../../../src/rulesets/contest/rules/economy";
import { contestRules } from "../../../src/rulesets/contest/rules/definition";
import { applyDelays } from "../../../src/rulesets/contest/rules/initiative";
import { reachEvents } from "../../../src/rulesets/contest/rules/opportunity";
import type { CombatantSystem } from "../../../src/rulesets/contest/rules/types";
import { combatant } from "./fixtures";

const act = (patch: Partial<CombatAction> = {}): CombatAction => ({ kind: "action", apCost: 1, attack: false, onOwnTurn: true, ...patch });

/** The combatant after an update of `system.*` paths, as Foundry stores it (the contest combatant is flat). */
function updated(c: CombatantSystem, diff: Record<string, unknown>): CombatantSystem {
  const fields = Object.entries(diff).filter(([k]) => k.startsWith("system.")).map(([k, v]) => [k.slice("system.".length), v]);
  return { ...c, ...Object.fromEntries(fields) };
}

/** Pays 1-AP actions one after another until one is refused; what each press got. */
function payUntilRefused(start: CombatantSystem): (true | string)[] {
  const results: (true | string)[] = [];
  let c = start;
  for (let i = 0; i < 5; i++) {
    const r = spend(c, actionFor("dash", { onOwnTurn: true }));
    if (!r.ok) return [...results, r.reason];
    results.push(true);
    c = updated(c, r.update);
  }
  return results;
}

describe("contest.init.1 / contest.init.4: rounds of 6 seconds, 3 AP a round", () => {
  it("contest.init.1: the round length the glue gives Foundry (CONFIG.time.roundTime) is six seconds", () => {
    expect(contestRules.roundSeconds).toBe(6);
  });
  it("contest.init.4: a new round gives a spent combatant 3 AP: three 1-AP actions are paid, the fourth is refused", () => {
    const spent = combatant({ ap: 0 });
    expect(payUntilRefused(spent)).toEqual(["MANIFOLD.contest.Economy.NotEnoughAP"]);
    const [reset] = roundReset([{ id: "a", system: spent }], 2);
    expect(payUntilRefused(updated(spent, reset!))).toEqual([true, true, true, "MANIFOLD.contest.Economy.NotEnoughAP"]);
  });
  it("contest.init.4: a combatant that joins mid-round (the data model's defaults) has its 3 AP too", () => {
    expect(payUntilRefused(combatant())).toEqual([true, true, true, "MANIFOLD.contest.Economy.NotEnoughAP"]);
  });
});

describe("contest.ap.1: actions and reactions draw on the same AP, 1 each unless the item says otherwise", () => {
  it("contest.ap.1: an action costs 1 AP by default", () => {
    expect(actionFor("dash", { onOwnTurn: true })).toEqual({ kind: "action", apCost: 1, attack: false, onOwnTurn: true, moves: true });
    expect(spend(combatant({ ap: 3 }), actionFor("dash", { onOwnTurn: true }))).toEqual({ ok: true, update: { "system.ap": 2 } });
  });
  it("contest.ap.1: a reaction takes from the same pool", () => {
    expect(spend(combatant({ ap: 1 }), actionFor("defend", { onOwnTurn: false }))).toEqual({ ok: true, update: { "system.ap": 0 } });
  });
  it("contest.ap.1: an item's own cost overrides 1", () => {
    expect(spend(combatant({ ap: 3 }), actionFor("useMagic", { onOwnTurn: true, apCost: 2 }))).toEqual({ ok: true, update: { "system.ap": 1 } });
  });
  it.each([
    [0, 1, false],
    [1, 1, true],
    [2, 3, false],
    [3, 3, true],
  ])("contest.ap.1: %i AP left, cost %i -> %s", (ap, apCost, ok) => {
    const r = spend(combatant({ ap }), act({ apCost }));
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.reason).toBe("MANIFOLD.contest.Economy.NotEnoughAP");
  });
});

describe("contest.action.1-8 / contest.reaction.1-4: every standard action, its timing, cost and Attack trait", () => {
  it.each([
    ["contest.action.1", "dash", "action", false],
    ["contest.action.2", "disengage", "action", false],
    ["contest.action.3", "grapple", "action", false],
    ["contest.action.5", "search", "action", false],
    ["contest.action.6", "sneak", "action", false],
    ["contest.action.7", "strike", "action", true],
    ["contest.action.8", "useMagic", "action", false],
    ["contest.reaction.1", "defend", "reaction", false],
    ["contest.reaction.2", "manipulate", "reaction", false],
    ["contest.reaction.3", "opportunityAttack", "reaction", true],
    ["contest.reaction.4", "useMagicReaction", "reaction", false],
  ] as const)("%s: %s is a %s costing 1 AP, attack %s", (_id, id, kind, attack) => {
    expect(actionFor(id, { onOwnTurn: true })).toMatchObject({ kind, apCost: 1, attack, onOwnTurn: true });
  });
  it("contest.reaction.1 / contest.reaction.3: Defend and opportunity attacks can be taken on a foe's turn", () => {
    expect(spend(combatant({ ap: 2 }), actionFor("defend", { onOwnTurn: false }))).toEqual({ ok: true, update: { "system.ap": 1 } });
    expect(spend(combatant({ ap: 2 }), actionFor("opportunityAttack", { onOwnTurn: false }))).toEqual({
      ok: true,
      update: { "system.ap": 1, "system.attacks": 1 },
    });
  });
  it("contest.action.5 / contest.action.8: Search and Use Magic are refused off-turn", () => {
    expect(spend(combatant(), actionFor("search", { onOwnTurn: false })).ok).toBe(false);
    expect(spend(combatant(), actionFor("useMagic", { onOwnTurn: false })).ok).toBe(false);
    expect(spend(combatant(), actionFor("useMagicReaction", { onOwnTurn: false })).ok).toBe(true);
  });
});

describe("contest.ap.2 / contest.ap.3: actions only on one's own turn, reactions any time", () => {
  it("contest.ap.2: an action off-turn is refused", () => {
    expect(spend(combatant(), act({ onOwnTurn: false }))).toEqual({ ok: false, reason: "MANIFOLD.contest.Economy.NotYourTurn" });
  });
  it("contest.ap.3: a reaction off-turn or on-turn is fine", () => {
    expect(spend(combatant(), act({ kind: "reaction", onOwnTurn: false })).ok).toBe(true);
    expect(spend(combatant(), act({ kind: "reaction", onOwnTurn: true })).ok).toBe(true);
  });
});

describe("contest.round.4 / contest.attack.5: two attacks a round", () => {
  it.each([
    [0, true],
    [1, true],
    [2, false],
  ])("contest.round.4: %i attacks so far -> another allowed: %s", (attacks, ok) => {
    const r = spend(combatant({ attacks }), actionFor("strike", { onOwnTurn: true }));
    expect(r).toEqual(ok ? { ok: true, update: { "system.ap": 2, "system.attacks": attacks + 1 } } : { ok: false, reason: "MANIFOLD.contest.Economy.TooManyAttacks" });
  });
  it("contest.attack.5: an opportunity attack and an attack spell count too; grapple does not", () => {
    expect(spend(combatant({ attacks: 2 }), actionFor("opportunityAttack", { onOwnTurn: false })).ok).toBe(false);
    expect(spend(combatant({ attacks: 2 }), actionFor("useMagic", { onOwnTurn: true, spell: { attack: true } })).ok).toBe(false);
    expect(spend(combatant({ attacks: 2 }), actionFor("grapple", { onOwnTurn: true }))).toEqual({ ok: true, update: { "system.ap": 2 } });
  });
});

describe("contest.free.1 / contest.free.2: free actions cost no AP, one a round", () => {
  it("contest.free.1: a free action costs nothing even at 0 AP", () => {
    expect(spend(combatant({ ap: 0 }), act({ kind: "free", apCost: 1 }))).toEqual({ ok: true, update: { "system.freeUsed": true } });
  });
  it("contest.free.2: a second free action in the round is refused", () => {
    expect(spend(combatant({ freeUsed: true }), act({ kind: "free" }))).toEqual({ ok: false, reason: "MANIFOLD.contest.Economy.FreeUsed" });
  });
  it("contest.free.2: a free action may be taken off-turn", () => {
    expect(spend(combatant(), act({ kind: "free", onOwnTurn: false })).ok).toBe(true);
  });
});

describe("contest.round.3: surprised combatants take no actions or reactions in the first round", () => {
  it.each(["action", "reaction", "free"] as const)("contest.round.3: a surprised %s is refused", (kind) => {
    expect(spend(combatant({ surprised: true }), act({ kind }))).toEqual({ ok: false, reason: "MANIFOLD.contest.Economy.Surprised" });
  });
});

describe("contest.round.5 / contest.init.4 / contest.round.3: the round reset, one batch for all", () => {
  const list = [
    { id: "a", system: combatant({ ap: 1, attacks: 2, freeUsed: true, actedThisRound: true, disengaged: true, delayAfter: "b" }) },
    { id: "b", system: combatant({ ap: 3, surprised: true }) },
  ];
  it("contest.round.5: AP back to 3, unspent AP lost, counters cleared", () => {
    const [a] = roundReset(list, 2);
    expect(a).toEqual({
      _id: "a",
      "system.ap": 3,
      "system.attacks": 0,
      "system.freeUsed": false,
      "system.actedThisRound": false,
      "system.delayAfter": "",
      "system.disengaged": false,
      "system.feintTarget": "",
      "system.moved": 0,
      "system.dashes": 0,
    });
  });
  it("contest.round.5: AP are set, never added: 3 left over still gives 3", () => {
    expect(roundReset(list, 2)[1]?.["system.ap"]).toBe(3);
  });
  it("contest.round.3: surprise lasts round 1 and clears from round 2", () => {
    expect(roundReset(list, 1)[1]).not.toHaveProperty("system.surprised");
    expect(roundReset(list, 2)[1]).toMatchObject({ "system.surprised": false });
  });
  it("contest.init.4: one update per combatant, in one array", () => {
    expect(roundReset(list, 3).map((u) => u._id)).toEqual(["a", "b"]);
  });
});

describe("contest.action.2 / contest.delay.1: Disengage and saving a turn on the combatant", () => {
  const orc = { id: "orc", cell: { x: 5, y: 5 }, reach: 1 };
  // Out of the orc's reach, along it, and in again: two provoking steps for a willing mover.
  const path = [{ x: 4, y: 5 }, { x: 3, y: 5 }, { x: 3, y: 6 }, { x: 4, y: 6 }];
  /** What the token-move hook asks (canvas.ts): the mover's combatant says whether it disengaged. */
  const provoked = (c: CombatantSystem) => reachEvents(path, [orc], { willing: true, disengaged: c.disengaged, teleport: false });
  it("contest.action.2: Disengage, paid as the sheet pays it, stops the moves after it from provoking; the next round they provoke again", () => {
    const before = combatant();
    expect(provoked(before)).toEqual([{ foeId: "orc", kind: "leaves", step: 1 }, { foeId: "orc", kind: "enters", step: 3 }]);
    const paid = spend(before, actionFor("disengage", { onOwnTurn: true }));
    if (!paid.ok) throw new Error(paid.reason);
    const disengaged = updated(before, { ...paid.update, ...disengageUpdate() });
    expect(disengaged.ap).toBe(2);
    expect(provoked(disengaged)).toEqual([]);
    const nextRound = updated(disengaged, roundReset([{ id: "a", system: disengaged }], 2)[0]!);
    expect(provoked(nextRound)).toEqual(provoked(before));
  });
  it("contest.delay.1: the saved turn written on the combatant moves it after the one named, in that round only", () => {
    const saver = updated(combatant(), delayUpdate("c", 2));
    // The combat's arrange step reads each combatant's saved turn like this (combat.ts).
    const delays = [{ id: "a", after: saver.delayAfter, round: saver.delayRound }];
    expect(applyDelays(["a", "b", "c", "d"], delays, 2)).toEqual(["b", "c", "a", "d"]);
    expect(applyDelays(["a", "b", "c", "d"], delays, 3)).toEqual(["a", "b", "c", "d"]);
  });
});
