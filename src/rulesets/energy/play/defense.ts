/**
 * A Defense roll from the sheet as a play step: which exploding die, with what bonus and edge.
 * Fortitude defends against physical effects and Will against mental ones (energy.fort.1,
 * energy.will.1); both are 1d10* + the stat (energy.fort.2, energy.will.2).
 */
import { netEdge, type Edge } from "../../../core/dice/edge";
import { RuleError } from "../../../core/errors";
import { edgeOf, whole } from "../../../core/play/choices";
import { conditionEffects } from "../rules/conditions";
import { DEFENSES } from "../rules/constants";
import type { EnergyDerived } from "../rules/derived";
import { DEFENSE_DIE } from "../rules/owed";

/**
 * The Defense rolls the sheet makes: the primary Defenses, Evasion, Fortitude and Will (the seed
 * says "four" but names three, energy.defense.1), and Evasion against a ranged or an unarmed
 * attack, which defend against an attack too (energy.defense.2).
 */
export const DEFENSE_ROLLS = [...DEFENSES, "rangedEvasion", "unarmedEvasion"] as const satisfies readonly (keyof typeof DEFENSE_DIE)[];
type DefenseKey = (typeof DEFENSE_ROLLS)[number];

interface DefenseRollSnapshot {
  derived: EnergyDerived;
  /** the conditions in force, implied ones included */
  conditions: ReadonlySet<string>;
}

interface DefenseRollChoices {
  key: string;
  edge: Edge;
  modifier: number;
}

interface DefenseThrow {
  key: DefenseKey;
  faces: (typeof DEFENSE_DIE)[DefenseKey];
  edge: Edge;
  bonus: number;
  label: string;
}

const isDefense = (key: string): key is DefenseKey => (DEFENSE_ROLLS as readonly string[]).includes(key);

/**
 * The throw a sheet's Defense roll makes. Dazed and Surprised give disadvantage on every Defense
 * roll, Prone and Blinded on Evasion only (energy.cond.*); with the dialog's edge every source
 * cancels one for one, and what remains never doubles up (energy.resist.5, RULINGS).
 */
export function defenseRollStep(snap: DefenseRollSnapshot, choices: DefenseRollChoices): DefenseThrow {
  const { key } = choices;
  if (!isDefense(key)) throw new RuleError("MANIFOLD.energy.Error.UnknownDefense", { key });
  const modifier = whole(choices.modifier, -99, 99, "modifier");
  const asked = edgeOf(choices.edge);
  const { disadvantages } = conditionEffects(snap.conditions);
  const fromConditions = key === "fortitude" || key === "will" ? disadvantages.defense : disadvantages.evasion;
  const edge = netEdge(asked === 1 ? 1 : 0, (asked === -1 ? 1 : 0) + fromConditions);
  return { key, faces: DEFENSE_DIE[key], edge, bonus: snap.derived[key].total + modifier, label: `MANIFOLD.energy.Defense.${key}` };
}
