/**
 * The end of a combat: each PC finds again half the arrows it shot, rounded down
 * (rollunder.ranged.7). One write per PC that shot, offered to the GM, who may skip it.
 */
import { recoveredArrows } from "../rules/ranged";

export interface Archer {
  /** the actor's id */
  id: string;
  arrows: number;
  /** arrows it shot in this combat, from its combatant */
  spent: number;
}

export function arrowsRecoveryStep(archers: readonly Archer[]): { _id: string; "system.arrows": number; recovered: number }[] {
  return archers.flatMap((a) => {
    const recovered = recoveredArrows(a.spent);
    return recovered > 0 ? [{ _id: a.id, "system.arrows": a.arrows + recovered, recovered }] : [];
  });
}
