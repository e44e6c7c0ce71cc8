/**
 * The self-test's checks over the plain table, for each ruleset: the list "Check this world" runs
 * in a live world runs here too, with the same script and dice, and every check passes. A check
 * that throws is reported as failed with its reason, and the checks after it still run.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECKS } from "../../src/core/selftest/checks";
import type { Check } from "../../src/core/selftest/check";
import { runChecks } from "../../src/core/selftest/run";
import { CONTEST_SELF_TEST } from "../../src/rulesets/contest/selftest";
import { CONTEST_RUN, SELF_TESTS } from "./rulesets";
import { tableWorld } from "./table-world";
import { set } from "../play/table";

/** What each check comes to over the table: the tracker's menu is drawn only in a live world; Die Rank moves by regions, not grid spaces. */
const expected = (script: { condition: unknown; combat: { move: unknown } }) =>
  CHECKS.map((c) => [c.id, c.id === "trackerMenu" || (c.id === "daughters" && !script.condition) || (c.id === "move" && !script.combat.move) ? "skip" : "pass"]);

describe("the self-test's checks over the plain table", () => {
  for (const run of SELF_TESTS) {
    const { id, script } = run;
    it(`${id}: every check passes with a player connected, and says what it saw`, async () => {
      const world = await tableWorld(run, { player: true });
      const reports = await runChecks(world, CHECKS);
      expect(reports.map((r) => [r.id, r.status]), JSON.stringify(reports.filter((r) => r.status === "fail"))).toEqual(expected(script));
      expect(reports.filter((r) => r.status === "pass").map((r) => r.reason)).toEqual(reports.filter((r) => r.status === "pass").map(() => null));
      const exchange = reports.find((r) => r.id === "exchange")!;
      const pool = exchange.saw.find((s) => s.key === "MANIFOLD.SelfTest.Saw.Pool")!;
      if (run.script.pool.rises) expect(pool.data.after).toBeGreaterThan(pool.data.before as number);
      else expect(pool.data.after).toBeLessThan(pool.data.before as number);
      expect(exchange.saw.at(-1)).toEqual({ key: "MANIFOLD.SelfTest.Saw.Undone", data: { pool: script.pool.label, value: pool.data.before } });
    });

    it(`${id}: the player's presses are decided by the GM's client`, async () => {
      const world = await tableWorld(run, { player: true });
      const [relay] = await runChecks(world, CHECKS.filter((c) => c.id === "relay"));
      expect(relay!.status).toBe("pass");
      // Its last press, Undo over the monster's pool, was asked of the GM by the player's client.
      expect(world.table.log.asked).toContainEqual({ by: "ann", op: "card" });
    });

    it(`${id}: with no player connected, the player's press is skipped and says why`, async () => {
      const reports = await runChecks(await tableWorld(run, { player: false }), CHECKS);
      expect(reports.find((r) => r.id === "relay")).toMatchObject({ status: "skip", reason: { key: "MANIFOLD.SelfTest.Skip.NoPlayer" } });
      expect(reports.filter((r) => r.status === "fail")).toEqual([]);
    });
  }

  it("a check that throws is reported failed with its reason, and the next check still runs", async () => {
    const world = await tableWorld(CONTEST_RUN, { player: false });
    const broken: Check = { id: "broken", label: "x", run: () => Promise.reject(new TypeError("the glue broke")) };
    const reports = await runChecks(world, [broken, CHECKS.find((c) => c.id === "migration")!]);
    expect(reports).toEqual([
      { id: "broken", label: "x", status: "fail", saw: [], reason: { key: "MANIFOLD.SelfTest.Fail.Threw", data: { message: "the glue broke" } } },
      expect.objectContaining({ id: "migration", status: "pass" }),
    ]);
  });

  it("a world whose press changes nothing fails the exchange, with what it saw", async () => {
    const world = await tableWorld(CONTEST_RUN, { player: false });
    // A glue whose Apply is lost on the way: the card's press never reaches the flow.
    const lost = { ...world, press: (by: string, id: string, step: Parameters<typeof world.press>[2]) => (step.action === CONTEST_SELF_TEST.apply ? Promise.resolve() : world.press(by, id, step)) };
    const [report] = await runChecks(lost, [CHECKS[0]!]);
    expect(report).toMatchObject({ id: "exchange", status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NotApplied" } });
    expect(report!.saw.map((s) => s.key)).toContain("MANIFOLD.SelfTest.Saw.Pool");
  });

  it("a token bar edit that skips what follows fails the check, saying what the creature shows", async () => {
    const world = await tableWorld(CONTEST_RUN, { player: false });
    const defender = world.table.actors.get("Actor.selfTestDefender")!;
    // A glue that writes the value past the consequences: nothing knocks the creature out.
    const bypass = { ...world, edit: async (_by: string, _side: string, changes: Record<string, unknown>) => void set(defender as never, Object.keys(changes)[0]!, Object.values(changes)[0]) };
    const [report] = await runChecks(bypass, CHECKS.filter((c) => c.id === "tokenBar"));
    expect(report).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NothingFollowed", data: { value: "—" } } });
    expect(defender.system.health).toMatchObject({ value: 0 });
  });

  it("each script's creatures come from a compendium system.json ships, where the live world imports them from", () => {
    const packs = (JSON.parse(readFileSync("system.json", "utf8")) as { packs: { name: string; type: string }[] }).packs;
    for (const { script } of SELF_TESTS) {
      for (const ref of [script.attacker, script.defender]) expect(packs.find((p) => p.name === ref.pack), ref.pack).toMatchObject({ type: "Actor" });
    }
  });
});
