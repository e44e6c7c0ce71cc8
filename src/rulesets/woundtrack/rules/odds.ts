/**
 * The exact odds of an attack before it is thrown (the "exact odds in every attack
 * dialog"): over every total the check can roll (a wild check's chains truncated where their
 * chance is negligible, as checkDistribution does), and every face of a Strong attack's d6, the
 * chance it hits and the chance of each wound level it leaves (woundtrack.attack.2-3, pen.1,
 * threshold.*, action.11-17).
 */
import { checkDistribution, type CheckKind } from "./checks";
import { ATTACK_ACTIONS, hitTotal, type AttackAction } from "./damage";
import { shiftLevel, WOUND_LEVELS, woundLevelFor, type WoundLevel } from "./wounds";

export interface OddsInput {
  kind: CheckKind;
  faces: number;
  action: AttackAction;
  /** the check's bonus, without the action's own modifier */
  bonus: number;
  strength: number;
  weaponDamage: number;
  penetrating: boolean;
  defence: number;
  toughness: number;
}

export interface AttackOdds {
  hit: number;
  /** the chance of each level the hit leaves (after the action moves it) */
  levels: Record<WoundLevel, number>;
}

export function attackOdds(o: OddsInput): AttackOdds {
  const rule = ATTACK_ACTIONS[o.action];
  const extras = rule.extraDie ? Array.from({ length: rule.extraDie }, (_, i) => i + 1) : [0];
  const levels = Object.fromEntries(WOUND_LEVELS.map((l) => [l, 0])) as Record<WoundLevel, number>;
  let hit = 0;
  for (const { value, p } of checkDistribution(o.kind, o.faces)) {
    const total = value + o.bonus + rule.toHit;
    if (hitTotal(total, o.strength + o.weaponDamage, o.penetrating) < o.defence) continue;
    hit += p;
    for (const extra of extras) {
      const final = total + o.strength + o.weaponDamage + extra - o.defence - o.toughness;
      const indicated = woundLevelFor(final);
      const level = indicated === null ? null : shiftLevel(indicated, rule.levelShift);
      if (level) levels[level] += p / extras.length;
    }
  }
  return { hit, levels };
}

/** The chance of a wound at this level or worse. */
export const atLeast = (levels: Readonly<Record<WoundLevel, number>>, from: WoundLevel): number => WOUND_LEVELS.slice(WOUND_LEVELS.indexOf(from)).reduce((s, l) => s + levels[l], 0);
