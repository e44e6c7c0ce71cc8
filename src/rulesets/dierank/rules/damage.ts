/**
 * What a hit does (dierank.damage.*, ko.1-6, death.*, unarmed.2): damage equal to the successes,
 * HP never below 0, a knock-out at 0 that empties MP, instant death from a big lethal hit, and the
 * survival roll a lethal knock-out owes.
 */
import type { Pool } from "./stats";

export interface HitTarget {
  hp: Pool;
  mp: Pool;
  knockedOut: boolean;
  /** a minor unnamed villain the GM lets die when knocked out by lethal damage (dierank.death.3) */
  minion: boolean;
}

export interface HitResult {
  hp: number;
  mp: number;
  knockedOut: boolean;
  dead: boolean;
  /** a lethal knock-out: the FOR survival roll is owed after the encounter (dierank.ko.5-6) */
  survivalOwed: boolean;
}

/** Damage a hit deals: one point per success (dierank.damage.2). */
export const hitDamage = (successes: number): number => Math.max(0, successes);

/**
 * An unarmed strike is lethal only on a target already unconscious (dierank.unarmed.2), unless its
 * own rule makes it lethal (a throw onto rocks, dierank.grapple.19); a weapon or spell as it says.
 */
export const strikeIsLethal = (unarmed: boolean, lethal: boolean, targetKnockedOut: boolean): boolean => lethal || (unarmed && targetKnockedOut);

/** A hit of `damage` points, lethal or not, on the target. */
export function takeHit(t: HitTarget, damage: number, lethal: boolean): HitResult {
  if (!Number.isInteger(damage) || damage < 0) throw new RangeError(`damage must be a whole number >= 0, got ${damage}`);
  const hp = Math.max(0, t.hp.value - damage);
  const knockedOut = t.knockedOut || hp === 0;
  const newlyOut = knockedOut && !t.knockedOut;
  // Instant death compares the one hit with the maximum HP (RULINGS): 2x, or 1x if already out,
  // so a creature with no HP to begin with dies of any lethal hit; a minion dies when one knocks it out.
  const dead = lethal && damage > 0 && (damage >= (t.knockedOut ? 1 : 2) * t.hp.max || (newlyOut && t.minion));
  return {
    hp,
    mp: knockedOut ? 0 : t.mp.value,
    knockedOut,
    dead,
    survivalOwed: !dead && lethal && newlyOut,
  };
}
