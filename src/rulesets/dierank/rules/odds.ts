/**
 * The exact odds a dialog shows before an attack (the issue: "the exact odds shown in every attack
 * dialog before the roll"): the distribution of successes of the attack die against the defence
 * die, each with its edge, and what it means in hits and damage.
 */
import { opposedSuccessDistribution } from "../../../core/dice/success";
import type { Edge } from "../../../core/dice/edge";
import type { Die } from "./ladder";

export interface AttackOdds {
  /** P(exactly k successes), k = 0 .. the most the dice allow */
  successes: readonly number[];
  /** P(at least one success): a hit */
  hit: number;
  /** the damage a hit of this kind deals on average (successes), misses counted as 0 */
  meanDamage: number;
}

export function attackOdds(attack: Die, attackEdge: Edge, defence: Die, defenceEdge: Edge): AttackOdds {
  const dist = opposedSuccessDistribution(attack, defence, attackEdge, defenceEdge);
  const most = Math.max(...dist.map((o) => o.value));
  const successes = Array.from({ length: most + 1 }, (_, k) => dist.find((o) => o.value === k)?.p ?? 0);
  return {
    successes,
    hit: 1 - successes[0]!,
    meanDamage: dist.reduce((sum, o) => sum + o.value * o.p, 0),
  };
}
