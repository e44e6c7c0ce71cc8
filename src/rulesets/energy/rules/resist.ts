import type { DamageType } from "./constants";

/**
 * Weakness doubles, Resistance halves (rounding down), and the two cancel; a creature has at most
 * one of each per damage type, so they never stack (energy.resist.1-6).
 */
export function resistMultiplier(type: DamageType, weaknesses: readonly DamageType[], resistances: readonly DamageType[]): { weak: boolean; resist: boolean } {
  const weak = weaknesses.includes(type);
  const resist = resistances.includes(type);
  return weak && resist ? { weak: false, resist: false } : { weak, resist };
}

/**
 * Multipliers apply after every additive modifier, armour included (energy.resist.7). Each
 * separate source of double damage adds the base once more, so two make 3x (energy.resist.8);
 * Weakness counts as one such source. Resistance then halves, rounding down.
 */
export function applyDamageMultipliers(base: number, m: { weak: boolean; resist: boolean; doubles: number }): number {
  const amount = Math.max(0, base);
  const doubles = Math.max(0, m.doubles) + (m.weak && !m.resist ? 1 : 0);
  const multiplied = amount * (1 + doubles);
  return m.resist && !m.weak ? Math.floor(multiplied / 2) : multiplied;
}
