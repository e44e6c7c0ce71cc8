/**
 * Exact odds of an energy attack, from the exploding defence distributions in core: the chance a
 * melee attack hits (AV against 1d10* + Evasion, the Combat roll deciding criticals) and a ranged one (Hit roll
 * against Miss Chance + 1d4* + Ranged Evasion), and against a target that cannot roll at all. The
 * attack dialog shows them before the roll; the benchmarks use them; tests check them against samples.
 */
import { explodingDistribution } from "../../../core/dice/explode";
import { dieWithEdge } from "../../../core/dice/advantage";
import type { Edge } from "../../../core/dice/edge";
import { settleAttack } from "./settle";

export interface AttackOdds {
  hit: number;
  crit: number;
  critFail: number;
}

function odds(ranged: boolean, value: number, defenseBonus: number, attackEdge: Edge, defenseEdge: Edge, precision: number, winsTies: boolean): AttackOdds {
  const d20 = dieWithEdge(20, attackEdge, "high");
  const defense = explodingDistribution(ranged ? 4 : 10, defenseEdge);
  let hit = 0;
  let crit = 0;
  let critFail = 0;
  for (const a of d20) {
    for (const d of defense) {
      const r = settleAttack({ ranged, value, d20: a.value, precision, defense: d.value + defenseBonus, winsTies, coverage: 0 });
      const p = a.p * d.p;
      if (r.hit) hit += p;
      if (r.crit) crit += p;
      if (r.critFail) critFail += p;
    }
  }
  return { hit, crit, critFail };
}

export const meleeOdds = (av: number, evasion: number, o: { attackEdge?: Edge; defenseEdge?: Edge; precision?: number; winsTies?: boolean } = {}): AttackOdds =>
  odds(false, av, evasion, o.attackEdge ?? 0, o.defenseEdge ?? 0, o.precision ?? 0, o.winsTies ?? false);

export const rangedOdds = (missChance: number, rangedEvasion: number, o: { attackEdge?: Edge; defenseEdge?: Edge } = {}): AttackOdds =>
  odds(true, missChance, rangedEvasion, o.attackEdge ?? 0, o.defenseEdge ?? 0, 0, false);

/**
 * A target that cannot roll its defence (energy.evasion.9): a melee attack hits unless the d20 is a
 * natural 1; a ranged one must still reach the Miss Chance, with no Ranged Evasion roll added.
 */
export function undefendedOdds(ranged: boolean, value: number, o: { attackEdge?: Edge; precision?: number } = {}): AttackOdds {
  const result: AttackOdds = { hit: 0, crit: 0, critFail: 0 };
  for (const a of dieWithEdge(20, o.attackEdge ?? 0, "high")) {
    const r = settleAttack({ ranged, value, d20: a.value, precision: o.precision ?? 0, defense: null, winsTies: false, coverage: 0 });
    if (r.hit) result.hit += a.p;
    if (r.crit) result.crit += a.p;
    if (r.critFail) result.critFail += a.p;
  }
  return result;
}
