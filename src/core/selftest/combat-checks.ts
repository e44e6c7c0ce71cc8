/**
 * The self-test's combat checks: two rounds of the ruleset's scheme, the tracker's own entries, a
 * token move through the movement ledger, and a condition with its daughters. Each combat it
 * starts is ended in a `finally`, so a failing check leaves no combat behind.
 */
import type { Side } from "../play/types";
import { CheckFailed, type Check, type Seen } from "./check";
import type { SelfTestWorld } from "./world";

/** A round runs away when its forward button has been pressed this often and it still goes on. */
const MOST_PRESSES = 8;
/** What follows a change on the client that answers for it comes within this many waits. */
const MOST_WAITS = 30;

async function inCombat<T>(world: SelfTestWorld, play: () => Promise<T>): Promise<T> {
  await world.combat.start();
  try {
    return await play();
  } finally {
    await world.combat.end();
  }
}

/** Waits, a moment at a time, until `done` holds; whether it did. */
async function until(world: SelfTestWorld, done: () => boolean): Promise<boolean> {
  for (let tries = 0; tries < MOST_WAITS && !done(); tries++) await world.settle();
  return done();
}

/** One round played to its end with the forward button: how many turns each side held in it. */
async function playRound(world: SelfTestWorld, round: number): Promise<Record<Side, number>> {
  const { combat } = world;
  const held: Record<Side, number> = { attacker: 0, defender: 0 };
  for (let pressed = 0; combat.round() === round; pressed++) {
    if (pressed >= MOST_PRESSES) throw new CheckFailed("MANIFOLD.SelfTest.Fail.RoundRunsOn", { round, presses: pressed });
    const holder = combat.holder();
    if (holder) held[holder]++;
    else if (combat.turns) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoHolder", { round });
    await combat.forward();
  }
  if (combat.round() !== round + 1) throw new CheckFailed("MANIFOLD.SelfTest.Fail.Round", { round: combat.round(), expected: round + 1 });
  return held;
}

/** Two full rounds: the counter, whose turn, an enemy that acts twice, and the round's reset in one write. */
async function twoRounds(world: SelfTestWorld, saw: Seen[]): Promise<"pass"> {
  const { combat } = world;
  const { reset, turns } = world.script.combat;
  saw.push({ key: "MANIFOLD.SelfTest.Saw.Started", data: { round: combat.round() } });
  if (combat.round() !== 1) throw new CheckFailed("MANIFOLD.SelfTest.Fail.Round", { round: combat.round(), expected: 1 });
  for (const round of [1, 2]) {
    await combat.write("attacker", { [reset.path]: reset.spent });
    combat.writes();
    const held = await playRound(world, round);
    if (combat.turns) {
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Turns", data: { round, attacker: held.attacker, defender: held.defender } });
      if (held.attacker !== (turns?.attacker ?? 1) || held.defender !== (turns?.defender ?? 1)) throw new CheckFailed("MANIFOLD.SelfTest.Fail.Turns", { round, attacker: held.attacker, defender: held.defender });
    }
    // The new round's writes follow its turn events, a moment after the button on a live world.
    await until(world, () => combat.value("attacker", reset.path) !== reset.spent);
    const value = combat.value("attacker", reset.path);
    const writes = combat.writes();
    saw.push({ key: "MANIFOLD.SelfTest.Saw.Reset", data: { path: reset.path, spent: String(reset.spent), value: String(value), writes: writes.length } });
    if (value === reset.spent) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NotReset", { path: reset.path, value: String(value) });
    const batch = reset.batched === false ? (w: readonly string[]) => w.includes("attacker") : (w: readonly string[]) => w.includes("attacker") && w.includes("defender");
    if (!writes.some(batch)) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NotBatched", { writes: writes.length });
  }
  return "pass";
}

/** The ruler's label for the next space reads what the ledger left, so the move changed it (where the ruleset labels moves). */
function rulerFollows(world: SelfTestWorld, side: Side, before: string | null, saw: Seen[]): "pass" {
  const { spaces, ruler } = world.script.combat.move ?? { spaces: 0, ruler: false };
  if (!ruler) return "pass";
  const after = world.combat.rulerLabel(side, spaces);
  saw.push({ key: "MANIFOLD.SelfTest.Saw.Ruler", data: { before: before ?? "—", after: after ?? "—" } });
  if (before === null || after === null) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoRulerLabel", {});
  if (before === after) throw new CheckFailed("MANIFOLD.SelfTest.Fail.RulerStale", { label: after });
  return "pass";
}

export const COMBAT_CHECKS: readonly Check[] = [
  {
    id: "combat",
    label: "MANIFOLD.SelfTest.Check.combat",
    run: (world, saw) => inCombat(world, () => twoRounds(world, saw)),
  },
  {
    id: "trackerMenu",
    label: "MANIFOLD.SelfTest.Check.trackerMenu",
    run: (world, saw) =>
      inCombat(world, async (): Promise<"pass" | Seen> => {
        const entries = world.combat.entries();
        if (!entries) return { key: "MANIFOLD.SelfTest.Skip.NoTracker", data: {} };
        saw.push({ key: "MANIFOLD.SelfTest.Saw.Entries", data: { declared: entries.declared.length, offered: entries.offered.length } });
        const missing = entries.declared.filter((e) => !entries.offered.includes(e));
        if (missing.length) throw new CheckFailed("MANIFOLD.SelfTest.Fail.EntriesMissing", { missing: missing.join(", ") });
        return "pass";
      }),
  },
  {
    id: "move",
    label: "MANIFOLD.SelfTest.Check.move",
    run: (world, saw) =>
      inCombat(world, async (): Promise<"pass" | Seen> => {
        const move = world.script.combat.move;
        if (!move) return { key: "MANIFOLD.SelfTest.Skip.NoGridMoves", data: {} };
        const { spaces, path, ready, side: chosen } = move;
        const side = world.combat.holder() ?? chosen ?? "attacker";
        if (ready) await world.combat.write(side, ready);
        const before = world.combat.value(side, path);
        const labelBefore = world.combat.rulerLabel(side, spaces);
        await world.combat.move(side, spaces);
        // The ledger is written by the client that answers for the move, a moment after it.
        await until(world, () => world.combat.value(side, path) !== before);
        const after = world.combat.value(side, path);
        saw.push({ key: "MANIFOLD.SelfTest.Saw.Moved", data: { spaces, path, before: String(before), after: String(after) } });
        if (after === before) throw new CheckFailed("MANIFOLD.SelfTest.Fail.MoveNotRecorded", { path, value: String(after) });
        return rulerFollows(world, side, labelBefore, saw);
      }),
  },
  {
    id: "daughters",
    label: "MANIFOLD.SelfTest.Check.daughters",
    async run(world, saw) {
      const condition = world.script.condition;
      if (!condition) return { key: "MANIFOLD.SelfTest.Skip.NoDaughters", data: {} };
      const all = [condition.id, ...condition.daughters];
      const shown = () => world.statuses("defender").join(", ") || "—";
      if (all.some((id) => world.statuses("defender").includes(id))) throw new CheckFailed("MANIFOLD.SelfTest.Fail.AlreadyThere", {});
      await world.toggle(world.gm, "defender", condition.id, true);
      const came = await until(world, () => all.every((id) => world.statuses("defender").includes(id)));
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Statuses", data: { value: shown() } });
      if (!came) throw new CheckFailed("MANIFOLD.SelfTest.Fail.NoDaughters", { value: shown() });
      await world.toggle(world.gm, "defender", condition.id, false);
      const went = await until(world, () => !all.some((id) => world.statuses("defender").includes(id)));
      saw.push({ key: "MANIFOLD.SelfTest.Saw.Statuses", data: { value: shown() } });
      if (!went) throw new CheckFailed("MANIFOLD.SelfTest.Fail.DaughtersStayed", { value: shown() });
      return "pass";
    },
  },
];
