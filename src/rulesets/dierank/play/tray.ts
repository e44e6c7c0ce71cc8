/**
 * The damage tray on a Die Rank attack card: half, full, double damage or healing on one target,
 * the card's own or a selected token's actor (dierank.damage.2-3, ko.1-6, death.*, unarmed.2).
 * The card's Apply step and the glue's apply-to-selected both call this, so every path lands the
 * same diffs. Knocked out at 0 (and MP emptied) follows the change on every path
 * (play/consequence.ts); what depends on the one hit is written here: death, the survival roll owed.
 */
import { RuleError } from "../../../core/errors";
import { healPool, scaleAmount, type Scale } from "../../../core/play/tray";
import type { Outcome } from "../../../core/play/types";
import { successesOf, type DierankCard } from "../rules/card";
import { hitDamage, strikeIsLethal, takeHit } from "../rules/damage";
import type { DierankSide } from "./side";

export type TrayTarget = Pick<DierankSide, "system" | "statuses">;

/** The blow's damage is the card's successes, whoever takes it: the card's target or a selected token. */
export function trayOutcome(card: DierankCard, scale: Scale, target: TrayTarget): Outcome<DierankCard> {
  const out: Outcome<DierankCard> = { card, writes: [], statuses: [], ledger: "apply" };
  const amount = card.attack.harmless ? 0 : hitDamage(successesOf(card));
  // What the attack's own rule puts on a hit, besides or instead of damage (dierank.damage.4).
  const effect = card.attack.effect && successesOf(card) > 0 && scale !== "heal" && !target.statuses.includes(card.attack.effect);
  if (effect) out.statuses.push({ side: "defender", id: card.attack.effect, active: true });
  if (card.attack.harmless && effect) return out;
  if (amount === 0) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
  const { hp, mp, minion } = target.system;
  if (scale === "heal") {
    const after = healPool(hp, amount);
    if (after !== hp.value) out.writes.push({ side: "defender", doc: "actor", changes: { "system.hp.value": after } });
    return out;
  }
  const knockedOut = target.statuses.includes("knockedOut");
  const lethal = strikeIsLethal(card.attack.unarmed, card.attack.lethal, knockedOut);
  const hit = takeHit({ hp, mp, knockedOut, minion }, scaleAmount(amount, scale), lethal);
  out.writes.push({ side: "defender", doc: "actor", changes: { "system.hp.value": hit.hp, ...(hit.survivalOwed ? { "system.survivalOwed": true } : {}) } });
  if (hit.dead) out.statuses.push({ side: "defender", id: "dead", active: true });
  return out;
}
