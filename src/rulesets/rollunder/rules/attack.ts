/**
 * The Attack roll: d20 under the attacker's Attack score plus (10 − the target's Defense score),
 * with the seed's modifiers, a natural 1 that hits for double damage and a natural 20 that misses.
 */
import { breakdown, type Breakdown, type Part } from "../../../core/breakdown";
import { D20_NATURALS, readRollUnder } from "../../../core/dice/rollunder";
import { RULES } from "./tables";
import type { WeaponSystem } from "./types";

const L = "MANIFOLD.rollunder.Part";

/**
 * A side of an attack as the roll reads it. A PC gives full scores (its Defense with armour and
 * shield); an enemy gives the seed's modifiers (rollunder.attack.2).
 */
export interface Fighter {
  pc: boolean;
  attack: number;
  defense: number;
}

/** The Attack score: a PC's own; an enemy's listed Attack is score − 10 (RULINGS). */
export const attackScore = (f: Fighter): number => (f.pc ? f.attack : RULES.defenseBase + f.attack);

/**
 * The target's term of the roll, 10 − its Defense score. An enemy's listed Defense is that term
 * already: the seed's footsoldier in leather (score 11) is listed −1 (rollunder.attack.2).
 */
export const defenseTerm = (f: Fighter): number => (f.pc ? RULES.defenseBase - f.defense : f.defense);

/** −1 Attack per full 10 ft beyond the weapon's range; fractions round down (rollunder.attack.4). */
export function rangePenalty(distance: number | null, range: number | null): number {
  if (range === null || distance === null || distance <= range) return 0;
  const steps = Math.floor((distance - range) / RULES.rangeStep);
  // Never −0: a part of −0 would print as "−0" on the card.
  return steps === 0 ? 0 : -steps;
}

/** Every class is proficient with light weapons (rollunder.prof.1); enemies never take the penalty. */
export function isProficient(attacker: Fighter, weapon: Pick<WeaponSystem, "kind" | "proficient"> | null): boolean {
  return !attacker.pc || !weapon || weapon.kind === "light" || weapon.proficient;
}

export interface AttackSituation {
  weapon: Pick<WeaponSystem, "kind" | "proficient"> | null;
  /** feet to the target, or null when not measured */
  distance: number | null;
  /** the weapon's range for a shot or throw, null in melee */
  range: number | null;
  /** a light weapon in each hand (rollunder.melee.2) */
  dualLight: boolean;
  /** fog, drink, fire ... as the player enters it (rollunder.attack.3) */
  modifier: number;
}

/** The number the d20 must not exceed, with its parts for the card. */
export function attackTarget(attacker: Fighter, defender: Fighter, s: AttackSituation): Breakdown {
  const parts: Part[] = [
    { label: `${L}.attack`, value: attackScore(attacker) },
    { label: `${L}.targetDefense`, value: defenseTerm(defender) },
    { label: `${L}.range`, value: rangePenalty(s.distance, s.range) },
    { label: `${L}.dualLight`, value: s.dualLight && s.weapon?.kind === "light" && s.range === null ? RULES.dualLight : 0 },
    { label: `${L}.nonProficient`, value: isProficient(attacker, s.weapon) ? 0 : RULES.nonProficient },
    { label: `${L}.modifier`, value: s.modifier },
  ];
  return breakdown(...parts);
}

export interface AttackResult {
  face: number;
  hit: boolean;
  /** a natural 1: it hits for double damage (rollunder.crit.1-2) */
  double: boolean;
  /** a natural 20: it misses whatever the target (rollunder.crit.3) */
  fumble: boolean;
}

export function readAttack(face: number, target: number): AttackResult {
  const r = readRollUnder(face, target, D20_NATURALS);
  return { face, hit: r.pass, double: r.critical, fumble: r.fumble };
}
