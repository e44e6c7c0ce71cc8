/**
 * Roll-Under's tracker for the gallery, from the same pure steps the glue calls: round 2's side
 * initiative (Ada passes, Bram fails, the ogre's penalty counted), the turns dealt with the ogre's
 * second turn, Time with the GM's reminder, and each row's resources. Ada has attacked and moved
 * 20 of her 30 feet; the ogre holds its second turn.
 */
import { roundStartStep, type RoundCombatant } from "../../src/rulesets/rollunder/play/round";
import { rollunderTrackerResources } from "../../src/rulesets/rollunder/tracker-resources";
import { combatant } from "../rulesets/rollunder/fixtures";
import type { CombatantSystem } from "../../src/rulesets/rollunder/rules/types";
import type { TrackerResource } from "../../src/core/tracker-resource";

export interface RollunderRow {
  name: string;
  initiative: number | null;
  active: boolean;
  group: string;
  resources: TrackerResource[];
}

const roster: RoundCombatant[] = [
  { id: "Ada", name: "Ada", kind: "pc", wisdom: 14, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: 10 },
  { id: "Bram", name: "Bram", kind: "pc", wisdom: 8, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: 10 },
  { id: "Footsoldier", name: "Footsoldier", kind: "enemy", wisdom: 0, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: 10 },
  { id: "Ogre", name: "Ogre", kind: "enemy", wisdom: 0, actsTwice: true, wisdomPenalty: 2, defeated: false, movement: 10 },
  { id: "Time", name: "Time", kind: "time", wisdom: 0, actsTwice: false, wisdomPenalty: 0, defeated: false, movement: 0 },
];

export function rollunderRows(word: (key: string) => string): RollunderRow[] {
  const start = roundStartStep({ round: 2, combatants: roster }, { Ada: 6, Bram: 11 });
  const systems = new Map<string, CombatantSystem>(start.combatants.map((u) => [u._id, combatant({ ...u.system, ...(u._id === "Time" ? { reminder: "The water rises 6 inches." } : {}) })]));
  const ada = systems.get("Ada")!;
  systems.set("Ada", { ...ada, action: "attack", moved: 20 });
  const initiative = new Map(start.combatants.map((u) => [u._id, u.initiative]));
  return start.turns.map((turn) => {
    const system = systems.get(turn.id)!;
    const kind = roster.find((c) => c.id === turn.id)!.kind;
    return {
      name: turn.id,
      initiative: initiative.get(turn.id) ?? null,
      active: turn.second,
      group: word(`MANIFOLD.rollunder.Group.${turn.group}`),
      resources: rollunderTrackerResources({ kind, system, group: word(`MANIFOLD.rollunder.Group.${turn.group}`), action: system.action ? word(`MANIFOLD.rollunder.Action.${system.action}`) : "" }),
    };
  });
}
