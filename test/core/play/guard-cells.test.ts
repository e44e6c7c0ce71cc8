/**
 * The guard's refusals, each with the lang key and the data the notice shows, and its value checks
 * cell by cell: what a forged outcome meets before a single write.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../../src/core/errors";
import { anyBoolean, checkOutcome, oneOf, poolValue, undoOutcome, type AllowList, type SideDocs } from "../../../src/core/play/guard";
import type { Outcome } from "../../../src/core/play/types";

const allow: AllowList = {
  actor: { "system.hp.value": poolValue("system.hp.max"), "system.flag": anyBoolean },
  combatant: { "system.ap": oneOf([0, 1, 2, 3]) },
  item: { "system.equipped": anyBoolean },
  statuses: new Set(["prone"]),
};
const docs: SideDocs = { has: (_s, doc) => doc !== "item.gone", read: (_s, _d, p) => (p === "system.hp.max" ? 10 : undefined) };
const gm = { kind: "gm" } as const;

const outcome = (over: Partial<Outcome<null>>): Outcome<null> => ({ card: null, writes: [], statuses: [], ledger: "none", ...over });
function refusedWith(run: () => void): { key: string; data: Record<string, unknown> } | null {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    return { key: err.key, data: { ...err.data } };
  }
}
const check = (o: Partial<Outcome<null>>, authority: Parameters<typeof checkOutcome>[3] = gm) => refusedWith(() => checkOutcome(outcome(o), allow, docs, authority));

describe("the guard's value checks", () => {
  it.each([[true, true], [false, true], [1, false], ["true", false], [null, false]])("anyBoolean(%j) is %j", (v, ok) => expect(anyBoolean(v, () => undefined)).toBe(ok));
  it.each([[0, true], [10, true], [11, false], [-1, false], [2.5, false], ["3", false]])("a pool value %j with maximum 10 is %j", (v, ok) => {
    expect(poolValue("max")(v, () => 10)).toBe(ok);
  });
  it("a pool whose maximum cannot be read is bounded below only", () => {
    expect(poolValue("max")(999, () => undefined)).toBe(true);
    expect(poolValue("max")(-1, () => undefined)).toBe(false);
  });
});

describe("the guard's refusals, key and data", () => {
  it("a write to no side, or to a document the side does not have", () => {
    expect(check({ writes: [{ side: "other" as never, doc: "actor", changes: {} }] })).toEqual({ key: "MANIFOLD.Query.NotASide", data: {} });
    expect(check({ writes: [{ side: "attacker", doc: "item.gone", changes: {} }] })).toEqual({ key: "MANIFOLD.Query.UnknownDocument", data: { doc: "item.gone" } });
  });
  it("a path off the list, and a value the rules cannot produce, name the path", () => {
    expect(check({ writes: [{ side: "defender", doc: "actor", changes: { "system.gold": 5 } }] })).toEqual({ key: "MANIFOLD.Query.PathNotAllowed", data: { path: "system.gold" } });
    expect(check({ writes: [{ side: "defender", doc: "actor", changes: { "system.hp.value": 11 } }] })).toEqual({ key: "MANIFOLD.Query.ValueNotAllowed", data: { path: "system.hp.value" } });
    expect(check({ writes: [{ side: "defender", doc: "combatant", changes: { "system.ap": 2 } }] })).toBeNull();
  });
  it("a condition on no side, or one off the list, is refused and named", () => {
    expect(check({ statuses: [{ side: "x" as never, id: "prone", active: true }] })).toEqual({ key: "MANIFOLD.Query.NotASide", data: {} });
    expect(check({ statuses: [{ side: "defender", id: "dead", active: true }] })).toEqual({ key: "MANIFOLD.Query.PathNotAllowed", data: { path: "@status.dead" } });
  });
  it("an author's card writes only the sides its author owns, conditions too", () => {
    const author = { kind: "author", owns: { attacker: true, defender: false } } as const;
    expect(check({ statuses: [{ side: "defender", id: "prone", active: true }] }, author)!.key).toBe("MANIFOLD.Query.NeedsTargetOwner");
    expect(check({ statuses: [{ side: "attacker", id: "prone", active: true }] }, author)).toBeNull();
  });
  it("Undo refuses a ledger whose path is not text, naming what it found", () => {
    expect(refusedWith(() => undoOutcome(null, [{ side: "defender", doc: "actor", path: 7 as never, before: 1, after: 2 }]))).toEqual({ key: "MANIFOLD.Query.PathNotAllowed", data: { path: "7" } });
  });
});
