/**
 * An enemy's HP when its token is placed: its Hit Dice rolled as d8s and added (rollunder.hp.5),
 * unless the GM set its HP by hand, which is kept.
 */
import { takeDice, type DiceNeed, type TakenDie } from "../../../core/play/dice";
import type { Faces } from "../../../core/play/request";
import { hitDiceHp } from "../rules/damage";
import { RULES } from "../rules/tables";
import type { EnemySystem } from "../rules/types";

/** The d8s to throw: one per Hit Die, none when the HP is kept. */
export function hitDiceNeeds(enemy: Pick<EnemySystem, "hitDice" | "hpFixed">): DiceNeed[] {
  if (enemy.hpFixed) return [];
  return Array.from({ length: Math.max(0, enemy.hitDice) }, () => ({ kind: "die" as const, faces: RULES.hitDie, edge: 0 as const }));
}

/** The token's actor's HP, or null to leave it as the GM set it. */
export function enemyHpStep(enemy: Pick<EnemySystem, "hitDice" | "hpFixed">, faces: Faces): { "system.hp.value": number; "system.hp.max": number } | null {
  const dice = takeDice(hitDiceNeeds(enemy), faces) as TakenDie[];
  if (enemy.hpFixed) return null;
  const hp = hitDiceHp(enemy.hitDice, dice.map((d) => d.kept));
  return { "system.hp.value": hp, "system.hp.max": hp };
}
