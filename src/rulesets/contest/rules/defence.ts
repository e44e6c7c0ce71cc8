/**
 * Step II: which defences the target may choose against an attack (contest.defend.*). The
 * defender fixes the choice before the attacker rolls, so a combat roll takes the defence as
 * input and the card asks the defender first.
 */
import { DEFENCES, type Defence } from "./constants";
import { isRangedAttack, isSpellAttack, type AttackKind } from "./attack";

export interface DefenceContext {
  attackKind: AttackKind;
  /** the attack is an ability that targets the mind (its description says so) */
  targetsMind?: boolean;
  /** defences the spell's description allows; empty or missing = the default for attack spells */
  spellDefences?: readonly Defence[];
  /** the defender wields a shield */
  hasShield: boolean;
  /** the defender is aware of the attack (contest.defend.1; the GM or the card sets it) */
  aware?: boolean;
}

/**
 * Why `defence` is not allowed here, as a lang key, or null when it is. Not defending is always
 * allowed. An attack spell's own list of defences replaces the default (contest.defend.8), but a
 * Block still needs a shield in hand.
 */
export function defenceRefusal(defence: Defence, ctx: DefenceContext): string | null {
  if (defence === "none") return null;
  if (ctx.aware === false) return "MANIFOLD.contest.Defence.Unaware";
  if (defence === "block" && !ctx.hasShield) return "MANIFOLD.contest.Defence.NeedsShield";
  const spellList = isSpellAttack(ctx.attackKind) && ctx.spellDefences && ctx.spellDefences.length > 0 ? ctx.spellDefences : null;
  if (spellList) return spellList.includes(defence) ? null : "MANIFOLD.contest.Defence.SpellForbids";
  if (defence === "parry" && (isRangedAttack(ctx.attackKind) || isSpellAttack(ctx.attackKind))) return "MANIFOLD.contest.Defence.NoParry";
  if (defence === "withstand" && !ctx.targetsMind) return "MANIFOLD.contest.Defence.NotMind";
  return null;
}

/** Every defence the target may choose, in the order of DEFENCES ("none" always last). */
export function allowedDefences(ctx: DefenceContext): Defence[] {
  return DEFENCES.filter((d) => defenceRefusal(d, ctx) === null);
}

