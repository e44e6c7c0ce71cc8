/**
 * Exact odds of one contest Strike (Step III, outcome.ts) from the two targets and edges, using
 * the exact success distributions of core/dice. No sampling: a sheet or a test can quote them.
 */
import { certain, type Distribution } from "../../../core/dice/distribution";
import type { Edge } from "../../../core/dice/edge";
import { rollUnderDistribution } from "../../../core/dice/success";
import type { Defence } from "./constants";

/**
 * The chance of each way a Strike can end. The first five partition every roll and sum to 1;
 * `defenderCritical` is the part of `miss` where the defender passed alone (and may maneuver).
 */
export interface StrikeOdds {
  /** both pass and the attacker has strictly more Successes (Dodge, Parry, Withstand): full damage */
  damage: number;
  /** the attacker passes alone: damage and a maneuver (also every pass against "none") */
  critical: number;
  /** both pass against a Block: damage, reduced by the shield's BR */
  blocked: number;
  /** no damage although someone passed: the defender passed alone, or was not behind in Successes */
  miss: number;
  /** both fail */
  bothFail: number;
  /** part of `miss`: the defender passes alone */
  defenderCritical: number;
}

/**
 * Exact Step III odds of a Strike: the attacker's test (target, boon/bane) against the declared
 * defence's test. Not defending ("none") fails automatically whatever the defence target.
 * Automatic results from elsewhere (full cover) are not modelled: the targets and edges are.
 */
export function strikeHitChance(
  attackTarget: number,
  attackEdge: Edge,
  defence: Defence,
  defenceTarget: number,
  defenceEdge: Edge,
): StrikeOdds {
  const attack = rollUnderDistribution(attackTarget, attackEdge);
  const defend: Distribution = defence === "none" ? certain(0) : rollUnderDistribution(defenceTarget, defenceEdge);
  const odds: StrikeOdds = { damage: 0, critical: 0, blocked: 0, miss: 0, bothFail: 0, defenderCritical: 0 };
  // Successes 0 is a fail, anything above is a pass (rollUnderDistribution counts them).
  for (const a of attack) {
    for (const d of defend) {
      const p = a.p * d.p;
      if (a.value === 0 && d.value === 0) odds.bothFail += p;
      else if (d.value === 0) odds.critical += p;
      else if (a.value === 0) {
        odds.miss += p;
        odds.defenderCritical += p;
      } else if (defence === "block") odds.blocked += p;
      else if (a.value > d.value) odds.damage += p;
      else odds.miss += p;
    }
  }
  return odds;
}

/** The chance the Strike deals damage at all: a critical, a plain hit, or a blocked hit. */
export function strikeDamageChance(odds: StrikeOdds): number {
  return odds.damage + odds.critical + odds.blocked;
}
