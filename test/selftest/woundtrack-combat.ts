/**
 * Wound Track's self-test combat over the plain table: the initiative check for each place
 * (initiativeStep), the order read afresh (arrangeTurns), each round's start for both combatants in
 * one write (roundStartStep), and each turn's start and end on its own combatant, as the scheme's
 * hooks do for ManifoldCombat.
 */
import type { Side } from "../../src/core/play/types";
import { inForce } from "../../src/core/status";
import { arrangeTurns, initiativeStep, roundStartStep, turnEndStep, turnStartStep, type TurnCombatant, type Update } from "../../src/rulesets/woundtrack/play/turns";
import { WOUNDTRACK_MOVES } from "../../src/rulesets/woundtrack/play/move";
import { apLine } from "../../src/rulesets/woundtrack/play/ruler-line";
import { WOUNDTRACK_STATUSES } from "../../src/rulesets/woundtrack/rules/conditions";
import type { CombatantSystem, CreatureSystem } from "../../src/rulesets/woundtrack/rules/types";
import { get, type PlainActor } from "../play/table";
import { initiativeOf, setInitiative } from "../play/woundtrack/world";
import { combatant } from "../rulesets/woundtrack/data";
import { seededRandom } from "../core/seeded";
import type { CombatFactory } from "./table-combat";

const SIDES: readonly Side[] = ["attacker", "defender"];

export const woundtrackCombat: CombatFactory = (t, sides, face) => {
  let round = 0;
  let holder: Side | null = null;
  const written: Side[][] = [];
  const rng = seededRandom(7);
  const turnOf = (a: PlainActor): TurnCombatant => ({ id: a.uuid, initiative: initiativeOf(a), system: a.combatant as unknown as CombatantSystem, creature: a.system as unknown as CreatureSystem, statuses: [...inForce(WOUNDTRACK_STATUSES, a.statuses)] });
  const sideOf = (id: string): Side => (id === sides.attacker.uuid ? "attacker" : "defender");
  // One batch of updates, as updateEmbeddedDocuments writes it: each combatant's changes, then who it reached.
  const batch = async (updates: readonly Update[]) => {
    for (const { _id, ...changes } of updates) await t.run("gm", (port) => port.write(t.actors.get(_id)!, "combatant", changes));
    if (updates.length) written.push(updates.map((u) => sideOf(u._id)));
  };
  const next = async () => {
    const { order, turn } = arrangeTurns(SIDES.map((s) => turnOf(sides[s])));
    const id = order[turn];
    if (!id) {
      round += 1;
      await batch(roundStartStep(SIDES.map((s) => turnOf(sides[s])), rng));
      return next();
    }
    holder = sideOf(id);
    t.turn = id;
    await batch([turnStartStep(turnOf(sides[holder])).update]);
  };
  return {
    turns: true,
    value: (side, path) => get({ system: sides[side].combatant }, path),
    write: (side, changes) => t.run("gm", (port) => port.write(sides[side], "combatant", changes)),
    move: async (side, spaces) => void (await t.move("gm", sides[side], spaces)),
    entries: () => null,
    rulerLabel(side, spaces) {
      const a = sides[side];
      if (t.turn !== a.uuid) return null;
      const line = apLine(WOUNDTRACK_MOVES.read(a.combatant, a.system, a.statuses), spaces);
      return `${line.key} ${line.ap}`;
    },
    async start() {
      for (const side of SIDES) {
        const a = sides[side];
        a.combatant = combatant() as unknown as Record<string, unknown>;
        setInitiative(a, initiativeStep(turnOf(a), face(10) - face(10)));
      }
      round = 1;
      await batch(roundStartStep(SIDES.map((s) => turnOf(sides[s])), rng));
      await next();
      written.length = 0;
    },
    async forward() {
      await batch([turnEndStep(turnOf(sides[holder!]))]);
      await next();
    },
    round: () => round,
    holder: () => holder,
    writes: () => written.splice(0),
    async end() {
      t.turn = null;
      for (const side of SIDES) sides[side].combatant = null;
    },
  };
};
