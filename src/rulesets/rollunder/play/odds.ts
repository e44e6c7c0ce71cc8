/**
 * The odds the attack dialog shows before the roll, read off the very plan the attack will use:
 * the exact chance to hit, and of the natural 1 that doubles the damage.
 */
import { refusalLine, type OddsLine } from "../../../core/play/odds";
import { attackOdds } from "../rules/odds";
import { planAttack, type AttackChoices, type OpenSnapshot } from "./open";

export const ATTACK_ODDS_LABELS = {
  hit: "MANIFOLD.rollunder.Odds.Hit",
  double: "MANIFOLD.rollunder.Odds.Double",
} as const;

/** One line for the target; a refusal (no target, a weapon used the wrong way) says why instead. */
export function attackOddsLines(snap: OpenSnapshot, choices: Pick<AttackChoices, "modifier" | "dualLight">): OddsLine[] {
  try {
    const plan = planAttack(snap, choices);
    const odds = attackOdds(plan.target.total);
    return [{
      target: snap.targets[0]!.name,
      against: [],
      values: [
        { label: ATTACK_ODDS_LABELS.hit, p: odds.hit },
        { label: ATTACK_ODDS_LABELS.double, p: odds.double },
      ],
      refusal: null,
    }];
  } catch (err) {
    // A refusal at the one target names it; one for several (two targets at once) names none.
    return [refusalLine(snap.targets.length === 1 ? snap.targets[0]!.name : "", err)];
  }
}
