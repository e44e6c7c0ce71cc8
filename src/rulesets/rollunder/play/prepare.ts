/**
 * What the data model derives when it prepares a character: Defense with armour and shield,
 * Movement and Stealth after armour, the slots its items take, and its lethal damage. The round
 * and turn steps take Movement from here.
 */
import type { Breakdown } from "../../../core/breakdown";
import { lethalOf } from "../rules/damage";
import { armourPenalties, defenseScore, quiverSlots, slotsUsed } from "../rules/gear";
import type { CharacterSystem, RollunderItem } from "../rules/types";

export interface CharacterDerived {
  defense: Breakdown;
  movement: number;
  stealth: number;
  slots: number;
  lethal: number;
}

export function prepareStep(system: CharacterSystem, items: readonly RollunderItem[]): CharacterDerived {
  const { movement, stealth } = armourPenalties(system.movement, items);
  return { defense: defenseScore(system.defense, items), movement, stealth, slots: slotsUsed(items, quiverSlots(system.arrows)), lethal: lethalOf(system.hp.value) };
}
