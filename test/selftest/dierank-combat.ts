/**
 * Die Rank's self-test combat over the plain table: each creature rolls its REF die for its place
 * (initiativeNeed, turnOrderStep), and each turn's start writes its AP less the debt on its own
 * combatant (turnStartStep), as the scheme's turnStart does for ManifoldCombat.
 */
import type { Side } from "../../src/core/play/types";
import { inForce } from "../../src/core/status";
import { initiativeNeed, turnOrderStep, turnStartStep, type TurnCombatant } from "../../src/rulesets/dierank/play/turns";
import { DIERANK_STATUSES } from "../../src/rulesets/dierank/rules/conditions";
import type { CombatantSystem, CreatureSystem } from "../../src/rulesets/dierank/rules/types";
import { get, type PlainActor } from "../play/table";
import { combatant } from "../rulesets/dierank/data";
import type { CombatFactory } from "./table-combat";

const SIDES: readonly Side[] = ["attacker", "defender"];

export const dierankCombat: CombatFactory = (t, sides, face) => {
  let order: Side[] = [];
  let round = 0;
  let at = 0;
  const written: Side[][] = [];
  const turnOf = (a: PlainActor): TurnCombatant => ({ id: a.uuid, system: a.combatant as unknown as CombatantSystem, creature: a.system as unknown as CreatureSystem, statuses: [...inForce(DIERANK_STATUSES, a.statuses)], mount: null });
  const startTurn = async () => {
    const a = sides[order[at]!];
    t.turn = a.uuid;
    const { _id, ...changes } = turnStartStep(turnOf(a));
    await t.run("gm", (port) => port.write(a, "combatant", changes));
    written.push([order[at]!]);
    void _id;
  };
  return {
    turns: true,
    value: (side, path) => get({ system: sides[side].combatant }, path),
    write: (side, changes) => t.run("gm", (port) => port.write(sides[side], "combatant", changes)),
    move: async () => {},
    entries: () => null,
    rulerLabel: () => null,
    async start() {
      for (const side of SIDES) sides[side].combatant = combatant() as unknown as Record<string, unknown>;
      const rolled = SIDES.map((side) => {
        const need = initiativeNeed(turnOf(sides[side]));
        return { id: side, initiative: need.kind === "die" ? face(need.faces) : 0, pairedWith: null };
      });
      order = turnOrderStep(rolled) as Side[];
      round = 1;
      at = 0;
      await startTurn();
      written.length = 0;
    },
    async forward() {
      at += 1;
      if (at >= order.length) {
        at = 0;
        round += 1;
      }
      await startTurn();
    },
    round: () => round,
    holder: () => order[at] ?? null,
    writes: () => written.splice(0),
    async end() {
      t.turn = null;
      for (const side of SIDES) sides[side].combatant = null;
    },
  };
};
