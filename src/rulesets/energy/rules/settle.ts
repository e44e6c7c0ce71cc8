/**
 * Settles one attack from the numbers on the card: the attacker's d20 (Combat roll for melee,
 * Hit roll for ranged) and the defender's Defense roll total.
 */
export interface SettleInput {
  ranged: boolean;
  /** melee: AV; ranged: the Miss Chance before the target's Ranged Evasion roll */
  value: number;
  /** the kept face of the Combat or Hit roll */
  d20: number;
  precision: number;
  /** the Defense roll total (bonus included), or null when the target cannot roll */
  defense: number | null;
  /** Defend: the defender wins ties (energy.action.8) */
  winsTies: boolean;
  /** the target's Armor Coverage for this kind of attack; 0 when the attack ignores armour */
  coverage: number;
}

export interface AttackResult {
  hit: boolean;
  crit: boolean;
  critFail: boolean;
  /** the attacker's own 1-3: Exposed until the end of the next round (energy.combat.2, energy.hit.2) */
  attackerExposed: boolean;
  /** armour reduces the damage: the d20 is below Coverage and the hit is no critical (energy.combat.5) */
  armorHit: boolean;
  /** melee: the AV; ranged: the full Miss Chance the Hit roll had to reach */
  against: number;
}

export function critRange(precision: number): number {
  return 20 - Math.max(0, precision);
}

export function settleAttack(input: SettleInput): AttackResult {
  const { d20 } = input;
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20) throw new RangeError(`a d20 shows 1-20, not ${d20}`);
  // A natural 1 is a Critical Failure whatever the Precision (energy.combat.3, energy.hit.3).
  const critFail = d20 === 1;
  const crit = !critFail && d20 >= critRange(input.precision);
  const attackerExposed = d20 <= 3;
  let hit: boolean;
  let against: number;
  if (input.ranged) {
    // Miss Chance = modifier + Ranged Evasion roll + situation; the Hit roll must reach it (energy.ranged.1-2).
    // A Defending target that rolled wins ties on its Defenses (energy.action.8): the Hit roll must beat it.
    against = input.value + (input.defense ?? 0);
    const beats = input.defense !== null && input.winsTies ? d20 > against : d20 >= against;
    hit = crit || (!critFail && beats);
  } else {
    // A target that cannot roll is hit automatically (energy.evasion.9); Defend wins ties (energy.action.8).
    against = input.value;
    const beats = input.defense === null ? true : input.winsTies ? input.value > input.defense : input.value >= input.defense;
    hit = crit || (!critFail && beats);
  }
  const armorHit = hit && !crit && d20 < input.coverage;
  return { hit, crit, critFail, attackerExposed, armorHit, against };
}
