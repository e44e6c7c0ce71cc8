/**
 * The one executor (src/core/play/execute.ts) over the table's port: what an Apply records and
 * an Undo or a plain step does not, conditions already as asked left alone, a lengthened one
 * rewritten unrecorded, and a document the side lacks refused by name.
 */
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/core/errors";
import { writeAlone, writeOutcome } from "../../src/core/play/execute";
import type { Outcome } from "../../src/core/play/types";
import { contestWorld } from "./contest/world";

const outcome = (over: Partial<Outcome<null>>): Outcome<null> => ({ card: null, writes: [], statuses: [], ledger: "apply", ...over });

async function run(o: Partial<Outcome<null>>) {
  const w = contestWorld();
  const sides = { attacker: w.hero, defender: w.goblin };
  const entries = await w.t.run("gm", (port) => writeOutcome(port, sides, outcome(o)));
  return { w, entries };
}

describe("the executor's ledger", () => {
  it("an Apply records each path from its stored value and each condition it changed", async () => {
    const { w, entries } = await run({ writes: [{ side: "defender", doc: "actor", changes: { "system.health.value": 3 } }], statuses: [{ side: "defender", id: "prone", active: true }] });
    expect(entries).toEqual([
      { side: "defender", doc: "actor", path: "system.health.value", before: 8, after: 3 },
      { side: "defender", doc: "actor", path: "@status.prone", before: false, after: true },
    ]);
    expect(w.goblin.statuses).toEqual(["prone"]);
  });

  it("an Undo or a step that records nothing writes, but keeps no entry", async () => {
    for (const ledger of ["undo", "none"] as const) {
      const { w, entries } = await run({ ledger, writes: [{ side: "defender", doc: "actor", changes: { "system.health.value": 3 } }], statuses: [{ side: "defender", id: "prone", active: true }] });
      expect([entries, (w.goblin.system.health as { value: number }).value, w.goblin.statuses]).toEqual([[], 3, ["prone"]]);
    }
  });

  it("a condition already as asked is neither set again nor recorded; a lengthened one is set again, unrecorded", async () => {
    const w = contestWorld();
    w.goblin.statuses = ["prone"];
    const sides = { attacker: w.hero, defender: w.goblin };
    const same = await w.t.run("gm", (port) => writeOutcome(port, sides, outcome({ statuses: [{ side: "defender", id: "prone", active: true }, { side: "attacker", id: "prone", active: false }] })));
    expect([same, w.t.log.statuses]).toEqual([[], []]);
    const longer = await w.t.run("gm", (port) => writeOutcome(port, sides, outcome({ statuses: [{ side: "defender", id: "prone", active: true, rounds: 2, lengthen: true }] })));
    expect(longer).toEqual([]);
    expect(w.t.log.statuses.map((s) => s.change)).toEqual([{ side: "defender", id: "prone", active: true, rounds: 2, lengthen: true }]);
  });

  it("a document the side does not have is refused by name before anything is written", async () => {
    const w = contestWorld();
    const sides = { attacker: w.hero, defender: w.goblin };
    const err = await w.t.run("gm", (port) => writeOutcome(port, sides, outcome({ writes: [{ side: "defender", doc: "item.nothing", changes: { "system.equipped": true } }] }))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RuleError);
    expect([(err as RuleError).key, (err as RuleError).data]).toEqual(["MANIFOLD.Query.UnknownDocument", { doc: "item.nothing" }]);
  });

  it("a one-creature step is checked with the GM's authority unless told otherwise", async () => {
    const w = contestWorld();
    const allow = { actor: { "system.health.value": () => true }, combatant: {}, item: {}, statuses: new Set<string>() };
    await w.t.run("ann", (port) => writeAlone(port, w.goblin, outcome({ ledger: "none", writes: [{ side: "attacker", doc: "actor", changes: { "system.health.value": 5 } }] }), allow));
    expect((w.goblin.system.health as { value: number }).value).toBe(5);
    const err = await w.t.run("ann", (port) => writeAlone(port, w.goblin, outcome({ ledger: "none", writes: [{ side: "attacker", doc: "actor", changes: { "system.health.value": 4 } }] }), allow, { kind: "author", owns: { attacker: false, defender: false } })).catch((e: unknown) => e);
    expect((err as RuleError).key).toBe("MANIFOLD.Query.NeedsAttackerOwner");
  });
});
