/**
 * The self-test's checks, one list for both places it runs: `npm test` over the plain table and
 * "Check this world" over Foundry. A check plays through the world and says what it saw; a check
 * it cannot run there (a press from a player's client with no player connected) is skipped with why.
 */
import type { Side } from "../play/types";
import type { SelfTestWorld } from "./world";
import { CheckFailed, type Check, type Seen } from "./check";
import { COMBAT_CHECKS } from "./combat-checks";

const numberAt = (world: SelfTestWorld, side: Side, path: string): number => {
  const value = world.stored(side, path);
  if (typeof value !== "number") throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoPool", { path });
  return value;
};

/** Damage moved the pool the way damage does: down, or up for a pool that counts wounds. */
const hurts = (pool: { rises?: boolean }, before: number, after: number): boolean => (pool.rises ? after > before : after < before);

/** `by` opens the attack and presses the card to its damage; the card's id. */
async function toDamage(world: SelfTestWorld, by: string, saw: Seen[]): Promise<string> {
  const id = await world.attack(by);
  saw.push({ key: "MANIFOLD.SelfTest.Saw.Card", data: {} });
  for (const step of world.script.steps) {
    await world.press(step.by === "attacker" ? by : world.gm, id, step);
    saw.push({ key: "MANIFOLD.SelfTest.Saw.Pressed", data: { action: step.action } });
  }
  return id;
}

/** Apply lands on the defender's pool as the card's ledger says, and Undo puts back what it was. */
async function applyAndUndo(world: SelfTestWorld, by: string, saw: Seen[]): Promise<"pass"> {
  const { apply, undo, pool } = world.script;
  const id = await toDamage(world, by, saw);
  const before = numberAt(world, "defender", pool.path);
  await world.press(by, id, { action: apply, by: "attacker" });
  const after = numberAt(world, "defender", pool.path);
  saw.push({ key: "MANIFOLD.SelfTest.Saw.Pool", data: { pool: pool.label, before, after } });
  const entry = world.card(id)?.ledger.entries.find((e) => e.side === "defender" && e.path === pool.path);
  if (!world.card(id)?.ledger.applied || !entry) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NotApplied", {});
  if (entry.before !== before || entry.after !== after || !hurts(pool, before, after)) throw new CheckFailed("MANIFOLD.SelfTest.Fail.PoolDisagrees", { before, after });
  await world.press(by, id, { action: undo, by: "attacker" });
  const back = numberAt(world, "defender", pool.path);
  saw.push({ key: "MANIFOLD.SelfTest.Saw.Undone", data: { pool: pool.label, value: back } });
  if (back !== before || world.card(id)?.ledger.applied) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NotUndone", { before, value: back });
  return "pass";
}

export const CHECKS: readonly Check[] = [
  {
    id: "exchange",
    label: "MANIFOLD.SelfTest.Check.exchange",
    run: (world, saw) => applyAndUndo(world, world.gm, saw),
  },
  {
    id: "relay",
    label: "MANIFOLD.SelfTest.Check.relay",
    async run(world, saw) {
      const player = world.player();
      if (!player) return { key: "MANIFOLD.SelfTest.Skip.NoPlayer", data: {} };
      return applyAndUndo(world, player, saw);
    },
  },
  {
    id: "tray",
    label: "MANIFOLD.SelfTest.Check.tray",
    async run(world, saw) {
      const { pool } = world.script;
      const id = await toDamage(world, world.gm, saw);
      const path = pool.tray ?? pool.path;
      const before = numberAt(world, "attacker", path);
      const receipt = await world.tray(world.gm, id, "half", "attacker");
      const after = numberAt(world, "attacker", path);
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Pool", data: { pool: pool.label, before, after } });
      if (!hurts(pool, before, after)) throw new CheckFailed("MANIFOLD.SelfTest.Fail.TrayMissed", { before, after });
      await world.undoTray(world.gm, receipt);
      const back = numberAt(world, "attacker", path);
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Undone", data: { pool: pool.label, value: back } });
      if (back !== before) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NotUndone", { before, value: back });
      return "pass";
    },
  },
  // Before the token bar check, which leaves the monster out cold: it would skip its turns.
  ...COMBAT_CHECKS,
  {
    id: "tokenBar",
    label: "MANIFOLD.SelfTest.Check.tokenBar",
    async run(world, saw) {
      const { path, value, then } = world.script.tokenBar;
      const followed = () => ("status" in then ? world.statuses("defender").includes(then.status) : world.stored("defender", then.path) === then.value);
      if (followed()) throw new CheckFailed("MANIFOLD.SelfTest.Fail.AlreadyThere", {});
      await world.edit(world.gm, "defender", { [path]: value });
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Edited", data: { path, value } });
      // What follows is written by the client that answers for the creature, a moment after the change.
      for (let tries = 0; tries < 30 && !followed(); tries++) await world.settle();
      const shown = "status" in then ? world.statuses("defender").join(", ") || "—" : String(world.stored("defender", then.path));
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Followed", data: { what: "status" in then ? then.status : then.path, value: shown } });
      if (!followed()) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NothingFollowed", { value: shown });
      return "pass";
    },
  },
  {
    id: "migration",
    label: "MANIFOLD.SelfTest.Check.migration",
    async run(world, saw) {
      const { stored, latest } = world.migration();
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Migration", data: { stored, latest } });
      if (stored !== latest) throw new CheckFailed("MANIFOLD.SelfTest.Fail.Migration", { stored, latest });
      return "pass";
    },
  },
];
