/**
 * Knocked out at an empty Health Pool (contest.damage.1), and awake again above 0, on every path
 * that changes Health: the card's Apply, the tray on selected tokens, a sheet field, the token bar
 * (both an update of the actor by its owner or a GM). One step decides it after the change
 * (play/consequence.ts), on the active GM's client, or with no GM online on the writer's.
 */
import { describe, expect, it } from "vitest";
import type { PlainActor } from "../table";
import { applySelected } from "../tray-kit";
import { contestWorld, strikeCard } from "./world";
import { healthConsequences } from "../../../src/rulesets/contest/play/consequence";

const CARD = "cardConsequence1";
const health = (a: PlainActor) => a.system.health as { value: number; max: number };

/** Hero's sword card at the Goblin (8 Health): no defence, a critical win, 8 damage rolled. */
async function hitFor8() {
  const w = contestWorld();
  w.goblin.system.health = { value: 8, max: 8 };
  await strikeCard(w.t, CARD, "gm", w.hero, w.goblin, "ann");
  await w.t.press("gm", { messageId: CARD, action: "declareDefence", args: { defence: "none" } });
  await w.t.press("ann", { messageId: CARD, action: "rollAttack", faces: [[2]] });
  await w.t.press("ann", { messageId: CARD, action: "declineManeuver" });
  await w.t.press("ann", { messageId: CARD, action: "rollDamage", faces: [[8]] });
  return w;
}

/** The sheet's Health field or the token bar: one update of the actor by `userId`. */
const edit = (w: ReturnType<typeof contestWorld>, userId: string, a: PlainActor, value: number) => w.t.run(userId, (port) => port.write(a, "actor", { "system.health.value": value }));

describe("contest.damage.1: knocked out at 0 Health, whatever path emptied it", () => {
  it("the card's Apply", async () => {
    const w = await hitFor8();
    await w.t.press("gm", { messageId: CARD, action: "applyDamage", args: { scale: "double" } });
    expect([health(w.goblin).value, w.goblin.statuses]).toEqual([0, ["unconscious"]]);
  });

  it("the tray on a selected token", async () => {
    const w = await hitFor8();
    (w.sidekick.system.health as { value: number }).value = 1;
    await applySelected(w.t, "ann", CARD, "normal", [w.sidekick]);
    expect([health(w.sidekick).value, w.sidekick.statuses]).toEqual([0, ["unconscious"]]);
  });

  it("a sheet field or the token bar, by the owner or a GM; and healed above 0 it wakes", async () => {
    const w = contestWorld();
    await edit(w, "bob", w.rival, 0);
    expect(w.rival.statuses).toEqual(["unconscious"]);
    await edit(w, "gm", w.rival, 3);
    expect(w.rival.statuses).toEqual([]);
  });

  it("with no GM online, the owner's own client answers for its change", async () => {
    const w = contestWorld();
    w.t.gmOnline = false;
    await edit(w, "bob", w.rival, 0);
    expect(w.rival.statuses).toEqual(["unconscious"]);
  });

  it("a change that crosses nothing brings nothing; one already knocked out is not knocked out twice", async () => {
    const w = contestWorld();
    await edit(w, "bob", w.rival, 4);
    expect(w.rival.statuses).toEqual([]);
    w.rival.statuses = ["unconscious"];
    (w.rival.system.health as { value: number }).value = 2;
    await edit(w, "bob", w.rival, 0);
    expect(w.rival.statuses).toEqual(["unconscious"]);
    expect(w.t.log.statuses).toEqual([]);
  });
});

describe("contest.damage.1: the step, cell by cell", () => {
  const st = (health: number, unconscious = false) => ({ health, unconscious });
  it.each([
    [st(3), st(0), [{ side: "attacker", id: "unconscious", active: true }]],
    [st(3), st(-2), [{ side: "attacker", id: "unconscious", active: true }]],
    [st(3), st(0, true), []],
    [st(0, true), st(2, true), [{ side: "attacker", id: "unconscious", active: false }]],
    [st(0), st(2), []],
    [st(5), st(2), []],
  ] as const)("%j to %j", (before, after, statuses) => {
    expect(healthConsequences(before, after)).toEqual({ outcome: { card: null, writes: [], statuses, ledger: "none" }, notices: [] });
  });
});
