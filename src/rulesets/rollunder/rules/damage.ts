/**
 * Damage, Hit Points and lethal damage. HP may go below 0; what lies below 0 is lethal damage,
 * and each blow that deals some owes a roll on the Death & Dismemberment table.
 */
import { parseSum } from "../../../core/play/dice";
import { RuleError } from "../../../core/errors";

/**
 * A weapon's damage with its bonus; on a natural 1 every die is rolled twice over and every
 * bonus added twice (rollunder.crit.2): "1d8+1" becomes "2d8+2".
 */
export function damageFormula(base: string, bonus: number, double: boolean): string {
  const sum = parseSum(base);
  const times = double ? 2 : 1;
  const dice = sum.dice.map((d) => `${d.sign < 0 ? "-" : "+"}${d.count * times}d${d.faces}`);
  const constant = (sum.constant + bonus) * times;
  const text = [...dice, constant === 0 ? "" : constant > 0 ? `+${constant}` : `${constant}`].join("");
  return text.replace(/^\+/, "") || "0";
}

/** Damage never heals: a total below 0 deals nothing. */
export const dealt = (total: number): number => Math.max(0, total);

export interface Blow {
  /** HP after the blow */
  hp: number;
  /** lethal damage this blow dealt: the part of it that went below 0 (rollunder.hp.2) */
  lethal: number;
}

/**
 * HP after damage. Reaching 0 does nothing (rollunder.hp.1); whatever goes below 0 is lethal
 * damage, and any lethal damage owes a Death & Dismemberment roll (rollunder.hp.3).
 */
export function takeDamage(hp: number, damage: number): Blow {
  const after = hp - dealt(damage);
  return { hp: after, lethal: Math.max(0, Math.min(dealt(damage), -after)) };
}

/** The lethal damage a character carries: how far below 0 its HP stands. */
export const lethalOf = (hp: number): number => Math.max(0, -hp);

/**
 * Magical healing adds normally, up to the maximum, below 0 too (RULINGS, rollunder.heal.7):
 * −5 healed 8 is 3.
 */
export function heal(hp: number, max: number, amount: number): number {
  if (amount < 0) throw new RuleError("MANIFOLD.Query.Malformed", { what: "amount" });
  return Math.max(hp, Math.min(max, hp + amount));
}

/**
 * Lunch heals its roll, but a character below 0 is set to 0 whatever it rolled (RULINGS,
 * rollunder.heal.8): lunch at −10 rolling 7 leaves 0, not −3.
 */
export const lunchHp = (hp: number, max: number, amount: number): number => (hp < 0 ? 0 : heal(hp, max, amount));

/** A good night's rest restores all HP, but only to 0 from lethal damage (rollunder.heal.4, .8). */
export const restHp = (hp: number, max: number): number => (hp < 0 ? 0 : Math.max(hp, max));

/** An enemy's HP: its Hit Dice, each a d8, added together (rollunder.hp.5). */
export function hitDiceHp(hitDice: number, faces: readonly number[]): number {
  if (faces.length !== hitDice) throw new RuleError("MANIFOLD.Query.BadDice", {});
  return faces.reduce((sum, f) => sum + f, 0);
}

/** Damage after a sundered shield took its 1d12 off (rollunder.armor.5). */
export const afterSunder = (damage: number, sunder: number): number => Math.max(0, damage - sunder);
