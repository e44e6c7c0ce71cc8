/**
 * The self-test's combat checks fail, and say why, when the glue under them breaks: a round that
 * never ends, an enemy that loses its second turn, a reset lost or split, a move the ledger missed
 * or the ruler's label ignored, a tracker menu without the ruleset's entries, a condition without its daughters.
 */
import { describe, expect, it } from "vitest";
import { COMBAT_CHECKS } from "../../src/core/selftest/combat-checks";
import { runChecks } from "../../src/core/selftest/run";
import type { SelfTestCombat, SelfTestWorld } from "../../src/core/selftest/world";
import { CONTEST_RUN, SELF_TESTS } from "./rulesets";
import { tableWorld } from "./table-world";

const check = (id: string) => COMBAT_CHECKS.filter((c) => c.id === id);
const ROLLUNDER = SELF_TESTS.find((r) => r.id === "rollunder")!;
const ENERGY = SELF_TESTS.find((r) => r.id === "energy")!;

/** The world with its combat changed as a broken glue would change it. */
const withCombat = (world: SelfTestWorld, over: Partial<SelfTestCombat>): SelfTestWorld => ({ ...world, combat: { ...world.combat, ...over } });

describe("the self-test's combat checks, failing", () => {
  it("a forward button that never ends the round is caught, and the combat is still ended", async () => {
    const world = await tableWorld(CONTEST_RUN, { player: false });
    const [report] = await runChecks(withCombat(world, { forward: async () => undefined }), check("combat"));
    expect(report).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.RoundRunsOn", data: { round: 1, presses: 8 } } });
    expect(world.table.actors.get("Actor.selfTestAttacker")!.combatant).toBeNull();
  });

  it("a turn nobody holds, or a button that skips a round, fails the check", async () => {
    const world = await tableWorld(CONTEST_RUN, { player: false });
    expect((await runChecks(withCombat(world, { holder: () => null }), check("combat")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NoHolder", data: { round: 1 } } });
    const leaps = await tableWorld(ENERGY, { player: false });
    const twice = async () => {
      await leaps.combat.forward();
      await leaps.combat.forward();
    };
    expect((await runChecks(withCombat(leaps, { forward: twice }), check("combat")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.Round", data: { round: 3, expected: 2 } } });
  });

  it("an enemy that acts twice and gets one turn fails the check", async () => {
    const world = await tableWorld(ROLLUNDER, { player: false });
    await world.edit("gm", "attacker", { "system.actsTwice": false });
    const [report] = await runChecks(world, check("combat"));
    expect(report).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.Turns", data: { round: 1, attacker: 1, defender: 1 } } });
  });

  it("a round that gives nothing back, or gives it back one combatant at a time, fails the check", async () => {
    const lost = await tableWorld(ENERGY, { player: false });
    const kept = { ...lost.combat, value: () => ENERGY.script.combat.reset.spent };
    expect((await runChecks(withCombat(lost, kept), check("combat")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NotReset" } });
    const split = await tableWorld(CONTEST_RUN, { player: false });
    const oneByOne = () => split.combat.writes().flatMap((w) => w.map((side) => [side]));
    expect((await runChecks(withCombat(split, { writes: oneByOne }), check("combat")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NotBatched" } });
  });

  it("a move the ledger never records fails the check with the value it left", async () => {
    for (const run of SELF_TESTS) {
      const world = await tableWorld(run, { player: false });
      const [report] = await runChecks(withCombat(world, { move: async () => undefined }), check("move"));
      const move = run.script.combat.move;
      // Die Rank counts the Scene Regions entered, not grid spaces: its move is not checked here.
      if (!move) expect(report, run.id).toMatchObject({ status: "skip", reason: { key: "MANIFOLD.SelfTest.Skip.NoGridMoves" } });
      else expect(report, run.id).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.MoveNotRecorded", data: { path: move.path } } });
    }
  });

  it("where each turn gives its own value back (Die Rank's AP), a turn that writes nothing fails the check", async () => {
    const dierank = SELF_TESTS.find((r) => r.id === "dierank")!;
    expect(dierank.script.combat.reset.batched).toBe(false);
    const world = await tableWorld(dierank, { player: false });
    expect((await runChecks(world, check("combat")))[0]).toMatchObject({ status: "pass" });
    const silent = await tableWorld(dierank, { player: false });
    expect((await runChecks(withCombat(silent, { writes: () => [] }), check("combat")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NotBatched" } });
  });

  it("a ruler that is not the ruleset's, or a label that does not follow the move, fails the check", async () => {
    const world = await tableWorld(ROLLUNDER, { player: false });
    expect((await runChecks(world, check("move")))[0]!.saw.at(-1)).toMatchObject({ key: "MANIFOLD.SelfTest.Saw.Ruler", data: { before: "MANIFOLD.rollunder.Ruler.Left 25", after: "MANIFOLD.rollunder.Ruler.Left 20" } });
    const core = await tableWorld(ROLLUNDER, { player: false });
    expect((await runChecks(withCombat(core, { rulerLabel: () => null }), check("move")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NoRulerLabel" } });
    const stale = await tableWorld(ROLLUNDER, { player: false });
    expect((await runChecks(withCombat(stale, { rulerLabel: () => "25 ft left" }), check("move")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.RulerStale", data: { label: "25 ft left" } } });
  });

  it("a tracker menu without the ruleset's entries fails the check, naming them", async () => {
    const world = await tableWorld(CONTEST_RUN, { player: false });
    const entries = () => ({ declared: ["MANIFOLD.contest.Tracker.ToggleSurprised"], offered: ["COMBAT.CombatantUpdate"] });
    const [report] = await runChecks(withCombat(world, { entries }), check("trackerMenu"));
    expect(report).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.EntriesMissing", data: { missing: "MANIFOLD.contest.Tracker.ToggleSurprised" } } });
    const offered = () => ({ ...entries(), offered: [...entries().offered, ...entries().declared] });
    expect((await runChecks(withCombat(world, { entries: offered }), check("trackerMenu")))[0]!.status).toBe("pass");
  });

  it("a condition that comes without its daughters, or leaves them behind, fails the check", async () => {
    const world = await tableWorld(ENERGY, { player: false });
    const bare = { ...world, statuses: (side: "attacker" | "defender") => [...world.table.actors.get(side === "attacker" ? "Actor.selfTestAttacker" : "Actor.selfTestDefender")!.statuses] };
    expect((await runChecks(bare, check("daughters")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.NoDaughters", data: { value: "unaware" } } });
    const stuck = await tableWorld(ENERGY, { player: false });
    const keep = { ...stuck, toggle: (by: string, side: "attacker" | "defender", id: string, active: boolean) => (active ? stuck.toggle(by, side, id, active) : Promise.resolve()) };
    expect((await runChecks(keep, check("daughters")))[0]).toMatchObject({ status: "fail", reason: { key: "MANIFOLD.SelfTest.Fail.DaughtersStayed" } });
  });
});
