/**
 * The attack card as plain data: the Attack roll made when the attack was opened, then damage,
 * a shield the target may sunder, Apply and Undo, and the Death & Dismemberment roll that lethal
 * damage owes. Each transition is pure; the card's buttons (play/card.ts) call them.
 */
import type { Part } from "../../../core/breakdown";
import { RuleError } from "../../../core/errors";
import type { Ledger } from "../../../core/ledger";
import type { AttackResult } from "./attack";
import { afterSunder } from "./damage";

export interface CardSide {
  uuid: string;
  name: string;
  img: string;
}

/** A touch needs no weapon and deals no damage of its own: a spell or effect does the rest (rollunder.attack.5-6). */
export const ATTACK_WAYS = ["melee", "thrown", "shot", "touch"] as const;
export type AttackWay = (typeof ATTACK_WAYS)[number];

export interface RollunderCard {
  attacker: CardSide;
  defender: CardSide;
  openedBy?: string;
  follows?: string;
  item: { uuid: string; name: string; way: AttackWay; damage: string; bonus: number };
  attack: AttackResult & { target: number; parts: Part[] };
  damage: { formula: string; faces: number[]; total: number } | null;
  /** the target sundered its shield against this blow: the d12 it rolled and the shield's id */
  sunder: { face: number; shield: string } | null;
  /** lethal damage the applied blow dealt; above 0 a Death & Dismemberment roll is owed */
  lethal: number;
  deathRolled: boolean;
  ledger: Ledger;
}

export type CardStage = "damage" | "resolved";

/** A miss is resolved at once, and so is a touch; a hit with a weapon waits for its damage. */
export const cardStage = (card: RollunderCard): CardStage => (card.attack.hit && card.item.damage !== "" && card.damage === null ? "damage" : "resolved");

export function recordDamage(card: RollunderCard, damage: NonNullable<RollunderCard["damage"]>): RollunderCard {
  if (cardStage(card) !== "damage") throw new RuleError("MANIFOLD.rollunder.Card.NoDamage", {});
  return { ...card, damage };
}

/** A shield is sundered once, against damage not yet applied (rollunder.armor.5). */
export function recordSunder(card: RollunderCard, face: number, shield: string): RollunderCard {
  if (!card.damage || card.damage.total <= 0) throw new RuleError("MANIFOLD.rollunder.Card.NoDamage", {});
  if (card.sunder) throw new RuleError("MANIFOLD.rollunder.Card.Sundered", {});
  if (card.ledger.applied) throw new RuleError("MANIFOLD.Card.AlreadyApplied", {});
  return { ...card, sunder: { face, shield } };
}

/** The damage Apply takes off the target's HP: what was rolled, less a sundered shield's d12. */
export function damageToApply(card: RollunderCard): number {
  return afterSunder(card.damage?.total ?? 0, card.sunder?.face ?? 0);
}

/** Lethal damage owes one roll on the Death & Dismemberment table (rollunder.hp.3). */
export const deathRollOwed = (card: RollunderCard): boolean => card.ledger.applied && card.lethal > 0 && !card.deathRolled;
