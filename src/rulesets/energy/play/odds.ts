/**
 * The odds the attack dialog shows before the roll: for each target, the exact chance to hit and
 * to land a critical hit (rules/odds.ts), read off the very card planAttack makes from the
 * dialog's current choices, so AV or Miss Chance, every edge, the defence the target rolls and
 * whether it wins ties are the ones the attack will use.
 */
import type { OddsLine } from "../../../core/play/odds";
import { refusalLine } from "../../../core/play/odds";
import type { EnergyCard } from "../rules/card";
import type { AttackChoices } from "../rules/plan";
import { meleeOdds, rangedOdds, undefendedOdds, type AttackOdds } from "../rules/odds";

export const ATTACK_ODDS_LABELS = {
  hit: "MANIFOLD.energy.Odds.Hit",
  crit: "MANIFOLD.energy.Odds.Crit",
} as const;

/** The exact odds of one planned card, before its d20 or the defence is thrown. */
export function cardOdds(card: EnergyCard): AttackOdds {
  const { attack, defense } = card;
  const ranged = attack.mode === "ranged" || attack.mode === "thrown";
  // A target that cannot defend skips its roll on the card (energy.evasion.9).
  if (defense.noRoll) return undefendedOdds(ranged, attack.value, { attackEdge: attack.edge, precision: attack.precision });
  if (ranged) return rangedOdds(attack.value, defense.bonus, { attackEdge: attack.edge, defenseEdge: defense.edge });
  return meleeOdds(attack.value, defense.bonus, { attackEdge: attack.edge, defenseEdge: defense.edge, precision: attack.precision, winsTies: defense.winsTies });
}

/**
 * What the line names besides the target: the defence it rolls, whether it wins ties (which
 * only a melee attack can tie, energy.action.8), or that it cannot roll at all.
 */
function againstOf(card: EnergyCard): string[] {
  if (card.defense.noRoll) return ["MANIFOLD.energy.Card.CannotDefend"];
  const melee = card.attack.mode !== "ranged" && card.attack.mode !== "thrown";
  return [`MANIFOLD.energy.Defense.${card.defense.kind}`, ...(melee && card.defense.winsTies ? ["MANIFOLD.energy.Card.WinsTies"] : [])];
}

/**
 * The dialog's odds lines, one per target. `plan` is the attack's own planning of its cards for
 * these choices; when the rules refuse the attack as chosen (out of reach, too much Stamina
 * spent ...) the whole attack would be refused, so the one line says why, naming the target
 * when there is one (`targets`, the names the dialog was opened with).
 */
export function attackOddsLines(plan: (choices: AttackChoices) => readonly EnergyCard[], choices: AttackChoices, targets: readonly string[] = []): OddsLine[] {
  let cards: readonly EnergyCard[];
  try {
    cards = plan(choices);
  } catch (err) {
    // A refusal at the one target names it; one for several names none.
    return [refusalLine(targets.length === 1 ? targets[0]! : "", err)];
  }
  return cards.map((card) => {
    const odds = cardOdds(card);
    return {
      target: card.defender.name,
      against: againstOf(card),
      values: [
        { label: ATTACK_ODDS_LABELS.hit, p: odds.hit },
        { label: ATTACK_ODDS_LABELS.crit, p: odds.crit },
      ],
      refusal: null,
    };
  });
}
