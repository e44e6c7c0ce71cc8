import { describe, expect, it } from "vitest";
import { canRemove, daughtersToAdd, inForce, orphanedDaughters, parentsHolding } from "../../src/core/status";
import { drifted, migrateCardLedger, record, sideLedger } from "../../src/core/ledger";
import { undoOutcome } from "../../src/core/play/guard";
import { parseModifier, requestFromClick } from "../../src/core/roll-options";
import type { StatusSpec } from "../../src/core/ruleset";

const specs: StatusSpec[] = [
  { id: "surprised", name: "s", img: "", implies: ["unguarded"] },
  { id: "unguarded", name: "u", img: "", implies: ["exposed"] },
  { id: "exposed", name: "e", img: "", implies: [] },
];

describe("status parents", () => {
  it("a parent holds its daughters transitively", () => {
    expect([...inForce(specs, ["surprised"])].sort()).toEqual(["exposed", "surprised", "unguarded"]);
    expect(canRemove(specs, ["surprised", "exposed"], "exposed")).toBe(false);
    expect(parentsHolding(specs, ["surprised", "exposed"], "exposed")).toEqual(["surprised"]);
    expect(canRemove(specs, ["exposed"], "exposed")).toBe(true);
    expect(daughtersToAdd(specs, ["exposed"], "surprised")).toEqual(["unguarded"]);
  });
});

describe("apply ledger", () => {
  const doc: Record<string, number> = { "system.health.value": 10 };
  it("records before/after and undoes exactly, oldest value last", () => {
    const entries = record("defender", "actor", { "system.health.value": 4 }, (p) => doc[p]);
    expect(entries).toEqual([{ side: "defender", doc: "actor", path: "system.health.value", before: 10, after: 4 }]);
    const twice = [...entries, { side: "defender" as const, doc: "actor" as const, path: "system.health.value", before: 4, after: 1 }];
    expect(undoOutcome(null, twice).writes).toEqual([{ side: "defender", doc: "actor", changes: { "system.health.value": 10 } }]);
  });
  it("notices a later change before undo", () => {
    const entries = [{ side: "defender" as const, doc: "actor" as const, path: "p", before: 10, after: 4 }];
    expect(drifted(entries, () => 4)).toEqual([]);
    expect(drifted(entries, () => 9)).toHaveLength(1);
  });
  it("records nothing for an unchanged value", () => {
    expect(record("attacker", "actor", { p: 3 }, () => 3)).toEqual([]);
  });
  it("maps an old uuid ledger onto the card's sides and drops what names neither", () => {
    const old = { applied: true, entries: [
      { uuid: "Actor.b", path: "system.health.value", before: 9, after: 5 },
      { uuid: "User.x", path: "role", before: 1, after: 4 },
    ] };
    expect(sideLedger(old, { attacker: "Actor.a", defender: "Actor.b" }).entries).toEqual([
      { side: "defender", doc: "actor", path: "system.health.value", before: 9, after: 5 },
    ]);
  });
});

describe("roll options", () => {
  it("modifier keys skip the dialog and set boon or bane", () => {
    expect(requestFromClick({ shiftKey: true })).toEqual({ fastForward: true, edge: 0 });
    expect(requestFromClick({ altKey: true })).toEqual({ fastForward: true, edge: 1 });
    expect(requestFromClick({ ctrlKey: true })).toEqual({ fastForward: true, edge: -1 });
    expect(requestFromClick({ altKey: true, metaKey: true })).toEqual({ fastForward: true, edge: 0 });
    expect(requestFromClick(undefined)).toEqual({ fastForward: false, edge: 0 });
  });
  it("parses situational modifiers and refuses garbage with a lang key", () => {
    expect(parseModifier(" +2 ")).toEqual({ ok: true, value: 2 });
    expect(parseModifier("")).toEqual({ ok: true, value: 0 });
    expect(parseModifier("-3")).toEqual({ ok: true, value: -3 });
    expect(parseModifier("2d6")).toEqual({ ok: false, error: "MANIFOLD.Roll.BadModifier" });
  });
});

import { expiredAt } from "../../src/core/duration";

describe("round durations", () => {
  it("a one-round effect from round 3 ends as round 4 starts", () => {
    expect(expiredAt({ rounds: 1, startRound: 3 }, 3)).toBe(false);
    expect(expiredAt({ rounds: 1, startRound: 3 }, 4)).toBe(true);
    expect(expiredAt({ rounds: 2, startRound: 3 }, 4)).toBe(false);
  });
  it("effects without a round duration never expire here", () => {
    expect(expiredAt({}, 99)).toBe(false);
    expect(expiredAt({ rounds: 0, startRound: 1 }, 99)).toBe(false);
  });
});

describe("orphanedDaughters: removing the parent removes the daughter", () => {
  const specs = [
    { id: "dazed", name: "d", img: "", implies: ["exposed"] },
    { id: "unguarded", name: "u", img: "", implies: ["exposed"] },
    { id: "exposed", name: "e", img: "", implies: [] },
  ];
  it("drops an implied daughter when its parent is gone", () => {
    expect(orphanedDaughters(specs, [], [{ id: "e1", status: "exposed" }])).toEqual(["e1"]);
  });
  it("keeps it while another parent still implies it", () => {
    expect(orphanedDaughters(specs, ["unguarded"], [{ id: "e1", status: "exposed" }])).toEqual([]);
  });
  it("keeps it when the condition was also applied on its own", () => {
    expect(orphanedDaughters(specs, ["exposed"], [{ id: "e1", status: "exposed" }])).toEqual([]);
  });
});

describe("old cards' ledgers on load", () => {
  it("entries that named uuids name sides; one naming neither side is kept aside, not lost", () => {
    const system: Record<string, unknown> = {
      card: {
        attacker: { uuid: "Actor.a" },
        defender: { uuid: "Actor.b" },
        ledger: { applied: true, entries: [{ uuid: "Actor.b", path: "system.health.value", before: 9, after: 5 }, { uuid: "User.x", path: "role", before: 1, after: 4 }] },
      },
    };
    expect(migrateCardLedger(system)).toBe(true);
    expect((system.card as { ledger: unknown }).ledger).toEqual({ applied: true, entries: [{ side: "defender", doc: "actor", path: "system.health.value", before: 9, after: 5 }] });
    expect(JSON.stringify(system._preserved)).toContain("User.x");
    expect(migrateCardLedger(system)).toBe(false);
  });
});
