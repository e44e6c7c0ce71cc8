/**
 * The attack card as plain data (woundtrack.attack.1-3, check.*, crit.*, threshold.*, slots.*):
 * the check the attacker threw when it opened, the Defense it met (the defender chooses how to
 * Defend, when Defend is in force), the damage down to a wound level, Apply and Undo.
 */
import type { Ledger } from "../../../core/ledger";
import { ATTACK_ACTIONS, hitTotal, resolveAttack, type AttackAction, type NonlethalKnockout } from "./damage";
import type { CheckKind } from "./checks";
import type { Defence, DefenceTarget, SkillDefence } from "./defences";
import type { WoundLevel } from "./wounds";

export interface CardSide {
  uuid: string;
  name: string;
  img: string;
}

export interface Part {
  label: string;
  value: number;
}

/** The check as thrown: each die's exploding chain (one face for a standard check) and what it read. */
export interface ThrownCheck {
  kind: CheckKind;
  /** the chain of the added die and of the subtracted die */
  positive: number[];
  negative: number[];
  /** the roll, without the bonus */
  roll: number;
  critSuccess: boolean;
  critFailure: boolean;
}

export interface CardAttack {
  action: AttackAction;
  way: "melee" | "ranged";
  /** the Defense it targets */
  target: DefenceTarget;
  /** the check as the sheet writes it, `Dex [Melee/Swords]` (attribute abbreviations are localized by the view) */
  check: { attribute: string; skill: string; specialisation: string };
  /** attribute + skill + specialisation + accuracy + modifiers */
  bonus: number;
  parts: Part[];
  strength: number;
  weaponDamage: number;
  penetrating: boolean;
  bypassArmor: boolean;
  /** a mounted defender's +1 to its melee Defense against this attacker (woundtrack.mount.4) */
  defenceEdge: number;
  /** lightning with its maker or target underwater: it harms creatures near too (woundtrack.underwater.9-11) */
  spill?: boolean;
}

export interface CardHold {
  check: string;
  kind: CheckKind;
  positive: number[];
  negative: number[];
  result: number;
  tn: number;
  held: boolean;
}

/** The Defense the attack met, chosen by the defender when its Defend gives it a choice. */
export interface MetDefence {
  value: number;
  used: Defence;
  defend: "" | "bonus" | SkillDefence;
  toughness: number;
}

export interface CardResult {
  attackTotal: number;
  hitTotal: number;
  hit: boolean;
  damageValue: number;
  finalDamage: number;
  /** the level the thresholds give, and the one the action makes of it; "" for none */
  indicated: WoundLevel | "";
  level: WoundLevel | "";
}

export interface WoundtrackCard {
  attacker: CardSide;
  defender: CardSide;
  openedBy?: string;
  follows?: string;
  item: { uuid: string; name: string };
  attack: CardAttack;
  check: ThrownCheck;
  /** the Strong attack's d6, thrown with the check: 0 for none (counted only on a hit) */
  extra: number;
  /** a climbing or swimming attacker's check to keep its hold, when the TN was given: lost, the attack misses (woundtrack.climb.1-2) */
  hold?: CardHold | null;
  /** a climbing or swimming attacker's hold check left to the table (no TN given): the card says it is owed */
  holdOwed?: string;
  /** the defender's Defend choices are open: the card waits for its answer */
  defence: MetDefence | null;
  result: CardResult | null;
  /** the target's initiative owed by the attacker's critical success (woundtrack.crit.2), written on Apply */
  targetInitiative: number;
  /** what Apply put on the track: the level its slot filled ("" when none was free) and how far it rose */
  placed: { level: WoundLevel | ""; escalated: number; knockout: NonlethalKnockout | "" };
  ledger: Ledger;
}

export type CardStage = "defence" | "resolved";
export const cardStage = (card: WoundtrackCard): CardStage => (card.result === null ? "defence" : "resolved");

/** The check's total: its roll and its bonus. */
export const checkTotal = (card: Pick<WoundtrackCard, "check" | "attack">): number => card.check.roll + card.attack.bonus;

/**
 * The card resolved on the Defense it met (woundtrack.attack.2-3, pen.1, tough.1-3, threshold.*):
 * the hit, the damage value, the final damage and the wound level the action makes of it. The
 * Toughness met is already the card's number (armour left out when the attack bypasses it).
 */
export function resolveOn(card: WoundtrackCard, met: MetDefence): WoundtrackCard {
  const a = card.attack;
  // A lost hold makes the attack miss, whatever it rolled (woundtrack.climb.2).
  if (card.hold && !card.hold.held) {
    const total = checkTotal(card) + ATTACK_ACTIONS[a.action].toHit;
    return { ...card, defence: met, result: { attackTotal: total, hitTotal: total, hit: false, damageValue: 0, finalDamage: 0, indicated: "", level: "" } };
  }
  const input = { action: a.action, melee: a.way === "melee", roll: checkTotal(card), strength: a.strength, weaponDamage: a.weaponDamage, penetrating: a.penetrating, defense: met.value, toughness: { vitality: met.toughness, size: 0, armor: 0, other: 0 }, bypassArmor: false };
  // The Strong attack's die counts only on a hit (woundtrack.action.17).
  const hit = hitTotal(input.roll + ATTACK_ACTIONS[a.action].toHit, a.strength + a.weaponDamage, a.penetrating) >= met.value;
  const out = resolveAttack({ ...input, extraFace: hit && card.extra > 0 ? card.extra : null });
  const result: CardResult = {
    attackTotal: out.attackTotal, hitTotal: out.hitTotal, hit: out.hit, damageValue: out.damageValue ?? 0, finalDamage: out.finalDamage ?? 0,
    indicated: out.indicated ?? "", level: out.level ?? "",
  };
  return { ...card, defence: met, result };
}
