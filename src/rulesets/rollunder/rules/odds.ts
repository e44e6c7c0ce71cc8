/**
 * The exact odds the attack dialog shows before the roll: the chance to hit and the chance of the
 * natural 1 that doubles the damage. Only a natural 1 doubles, and it always hits.
 */
import { D20_NATURALS, rollUnderPassChance } from "../../../core/dice/rollunder";

export interface AttackOdds {
  hit: number;
  double: number;
}

export function attackOdds(target: number): AttackOdds {
  return { hit: rollUnderPassChance(target, 0, D20_NATURALS), double: 1 / D20_NATURALS.faces };
}
