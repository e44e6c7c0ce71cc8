/**
 * The damage tray on a Roll-Under attack card: what half, full, double damage or healing does to
 * one target's HP, the card's own target or a selected token's actor. The card's Apply step and
 * the glue's apply-to-selected both call this, so every path lands the same diffs.
 */
import { RuleError } from "../../../core/errors";
import { scaleAmount, type Scale } from "../../../core/play/tray";
import type { Outcome } from "../../../core/play/types";
import { damageToApply, type RollunderCard } from "../rules/card";
import { heal, takeDamage } from "../rules/damage";
import { RULES } from "../rules/tables";
import type { RollunderSide } from "./card";

/** What the tray needs of a target: its HP, and whether it is a PC (whose maximum is 20). */
export type TrayTarget = Pick<RollunderSide, "pc" | "hp" | "deathOwed">;

/**
 * The damage that reaches a target before the tray's choice. The card's target takes what was
 * rolled less the d12 of a shield it sundered; another creature sundered nothing and takes the roll.
 */
export function damageFor(card: RollunderCard, cardTarget: boolean): number {
  if (!card.damage) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
  return cardTarget ? damageToApply(card) : card.damage.total;
}

/**
 * The tray's outcome on one target, written as the card's "defender" side. Damage is halved or
 * doubled on the final amount, as dnd5e does; what goes below 0 HP is lethal damage, added to the
 * card's count when it is the card's own target (rollunder.hp.2-3). Healing adds the rolled damage,
 * never past 0 while lethal damage remains (rollunder.heal.8).
 */
export function trayOutcome(card: RollunderCard, scale: Scale, target: TrayTarget, cardTarget: boolean): Outcome<RollunderCard> {
  const hp = target.hp;
  const out: Outcome<RollunderCard> = { card, writes: [], statuses: [], ledger: "apply" };
  if (scale === "heal") {
    const after = heal(hp.value, target.pc ? Math.min(hp.max, RULES.pcMaxHp) : hp.max, damageFor(card, false));
    if (after !== hp.value) out.writes.push({ side: "defender", doc: "actor", changes: { "system.hp.value": after } });
    return out;
  }
  const blow = takeDamage(hp.value, scaleAmount(damageFor(card, cardTarget), scale));
  // A blow that takes HP below 0 owes a Death & Dismemberment roll, on whatever path it lands.
  const owed = blow.lethal > 0 ? { "system.deathOwed": target.deathOwed + 1 } : {};
  out.writes.push({ side: "defender", doc: "actor", changes: { "system.hp.value": blow.hp, ...owed } });
  if (cardTarget) out.card = { ...card, lethal: card.lethal + blow.lethal };
  return out;
}

/**
 * The tray on a selected token that is not the card's target: the blow's damage without what the
 * target's sundered shield took off, and no lethal count on the card (that is the target's).
 */
export const selectedTray = (card: RollunderCard, scale: Scale, target: TrayTarget): Outcome<RollunderCard> => trayOutcome(card, scale, target, false);
