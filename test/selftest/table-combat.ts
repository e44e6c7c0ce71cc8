/**
 * The self-test's combat over the plain table, one per ruleset: the scenario tests' trackers
 * (test/play/<id>/tracker-world.ts), which run each scheme's steps as ManifoldCombat runs them,
 * with the creatures' combatant data shared with the table so a move goes through its ledger.
 */
import type { ScriptedFace } from "../../src/core/selftest/script";
import type { SelfTestCombat } from "../../src/core/selftest/world";
import type { Side } from "../../src/core/play/types";
import { prepareStep as energyPrepare } from "../../src/rulesets/energy/play/prepare";
import { inForce } from "../../src/core/status";
import { ENERGY_STATUSES } from "../../src/rulesets/energy/rules/conditions";
import type { ContestActor } from "../../src/rulesets/contest/rules/types";
import { get, type PlainActor, type Table } from "../play/table";
import { Tracker as ContestTracker, type Fighter } from "../play/contest/tracker-world";
import { combatant as contestCombatant } from "../rulesets/contest/fixtures";
import { Fight } from "../play/energy/round-world";
import { Tracker as EnergyTracker } from "../play/energy/tracker-world";
import { entrant, RollunderTracker } from "../play/rollunder/tracker-world";
import { enemyOf, isPc, movementOf, pcOf } from "../play/rollunder/world";
import { rulerLine } from "../../src/rulesets/rollunder/ruler-label";

export type Sides = Record<Side, PlainActor>;
export type CombatFactory = (t: Table, sides: Sides, face: (of: number) => number) => SelfTestCombat;

const SIDES: readonly Side[] = ["attacker", "defender"];

/** What every table combat shares: the combatant's values, the GM's writes, a move, no tracker drawn. */
function common(t: Table, sides: Sides, unit: number) {
  return {
    value: (side: Side, path: string) => get({ system: sides[side].combatant }, path),
    write: (side: Side, changes: Record<string, unknown>) => t.run("gm", (port) => port.write(sides[side], "combatant", changes)),
    move: async (side: Side, spaces: number) => void (await t.move("gm", sides[side], spaces * unit)),
    entries: () => null,
    rulerLabel: (): string | null => null,
    async end() {
      t.turn = null;
      for (const side of SIDES) sides[side].combatant = null;
    },
  };
}

const sideOf = (sides: Sides, id: string): Side => (id === sides.attacker.uuid ? "attacker" : "defender");

/** Contest: 1d6 + Initiative, highest first; a new round gives AP back in one write. Squares. */
export const contestCombat: CombatFactory = (t, sides, face) => {
  let tracker: ContestTracker | null = null;
  let seen = 0;
  const on = () => tracker ?? (() => { throw new Error("no combat"); })();
  const sync = () => void (t.turn = on().current);
  return {
    turns: true,
    ...common(t, sides, 1),
    async start() {
      const fighters: Fighter[] = SIDES.map((side) => {
        const a = sides[side];
        // The fighter's system is the table's combatant: a move's ledger write is the tracker's too.
        a.combatant = contestCombatant() as unknown as Record<string, unknown>;
        return { id: a.uuid, actor: { type: a.type, system: a.system } as unknown as ContestActor, system: a.combatant as never, conditions: new Map(), initiative: null };
      });
      tracker = new ContestTracker(fighters);
      tracker.rollAll(Object.fromEntries(fighters.map((f) => [f.id, face(6)])));
      tracker.start();
      seen = tracker.batches.length;
      sync();
    },
    async forward() {
      on().next();
      sync();
    },
    round: () => on().round,
    holder: () => (on().current ? sideOf(sides, on().current!) : null),
    writes() {
      const fresh = on().batches.slice(seen);
      seen = on().batches.length;
      return fresh.map((b) => b.updates.map((u) => sideOf(sides, u._id)));
    },
  };
};

/** Energy: no turns; each round makes the rolls owed, then refills Energy and Agility in one write. Metres. */
export const energyCombat: CombatFactory = (t, sides) => {
  let tracker: EnergyTracker | null = null;
  let fight: Fight | null = null;
  let seen = 0;
  const written: Side[][] = [];
  const on = () => tracker ?? (() => { throw new Error("no combat"); })();
  const press = async (button: "start" | "nextTurn") => {
    await on().press(button);
    for (; seen < fight!.combatantBatches; seen++) written.push(fight!.last!.combatants.map((u) => sideOf(sides, String(u._id))));
  };
  return {
    turns: false,
    ...common(t, sides, 1),
    async start() {
      for (const side of SIDES) {
        const a = sides[side];
        // As prepareDerived leaves the actor: the round reads each creature's most Agility.
        const { derived } = energyPrepare({ type: a.type, system: a.system as never, items: a.items as never, statuses: inForce(ENERGY_STATUSES, a.statuses) });
        a.system = { ...a.system, derived };
      }
      fight = new Fight([sides.attacker, sides.defender]);
      tracker = new EnergyTracker(fight);
      await press("start");
      written.length = 0;
    },
    forward: () => press("nextTurn"),
    round: () => on().round,
    holder: () => null,
    writes: () => written.splice(0),
  };
};

/** Roll-Under: side initiative rolled before each round, an enemy that acts twice, feet. */
export const rollunderCombat: CombatFactory = (t, sides, face) => {
  let tracker: RollunderTracker | null = null;
  let seen = 0;
  const on = () => tracker ?? (() => { throw new Error("no combat"); })();
  // Only a PC rolls its Wisdom each round.
  const d20s = () => Object.fromEntries(on().entrants.filter((e) => e.kind === "pc").map((e) => [e.id, face(20)]));
  // The tracker keeps its own copies: the table's writes go in before a move of the tracker, and come back after.
  const around = (move: () => void) => {
    for (const e of on().entrants) e.system = t.actors.get(e.id)!.combatant as never;
    move();
    for (const e of on().entrants) t.actors.get(e.id)!.combatant = e.system as unknown as Record<string, unknown>;
    t.turn = on().holder?.id ?? null;
  };
  return {
    turns: true,
    ...common(t, sides, 5),
    async start() {
      tracker = new RollunderTracker(
        SIDES.map((side) => {
          const a = sides[side];
          const pc = isPc(a);
          const enemy = pc ? null : enemyOf(a);
          return entrant({ id: a.uuid, name: side, kind: pc ? "pc" : "enemy", wisdom: pc ? pcOf(a).abilities.wis : 0, actsTwice: enemy?.actsTwice ?? false, wisdomPenalty: enemy?.wisdomPenalty ?? 0, defeated: false, movement: movementOf(a) });
        }),
      );
      for (const e of tracker.entrants) t.actors.get(e.id)!.combatant = e.system as unknown as Record<string, unknown>;
      around(() => on().startCombat(d20s()));
      seen = on().batches.length;
    },
    forward: async () => around(() => on().nextTurn(d20s())),
    // The line the ruler draws for a combatant on its own turn, over what its ledger keeps.
    rulerLabel(side, spaces) {
      if (on().holder?.id !== sides[side].uuid) return null;
      const line = rulerLine(sides[side].combatant as never, spaces * 5);
      return `${line.key} ${line.feet}`;
    },
    round: () => on().round,
    holder: () => (on().holder ? sideOf(sides, on().holder!.id) : null),
    writes() {
      const fresh = on().batches.slice(seen);
      seen = on().batches.length;
      return fresh.map((b) => b.ids.map((id) => sideOf(sides, id)));
    },
  };
};

/** The face a scripted die of `of` sides shows. */
export function faceOf(face: ScriptedFace, of: number): number {
  if (face === "min") return 1;
  if (face === "max") return of;
  return Math.max(1, Math.min(of, face.face));
}
