/**
 * The damage tray on a contest attack card: what half, full, double damage or healing does to
 * one target, the card's own or a selected token's actor. The card's Apply step and the glue's
 * apply-to-selected both call this, so every path lands the same diffs.
 */
import { RuleError } from "../../../core/errors";
import { healPool, scaleAmount, type Scale } from "../../../core/play/tray";
import type { Outcome } from "../../../core/play/types";
import type { AttackCard } from "../rules/card";
import { applyDamage, HEALTH_PATH, reduceDamage } from "../rules/damage";
import type { ContestSide } from "./card";
import { isGrappleCard } from "./grapple";
import type { GrappleCard } from "../rules/grapple";

/** What the tray needs of a target: its Health, armour and resistances. */
export type TrayTarget = Pick<ContestSide, "system" | "derived">;

/**
 * The damage that reaches a target before the tray's choice. The card's target takes the card's
 * own reckoning, its Block included. Another creature takes the rolled damage through its own
 * armour, resistances and vulnerabilities, and no Block: it made no defence.
 */
export function damageFor(card: AttackCard, target: TrayTarget, cardTarget: boolean): number {
  const damage = card.damage;
  if (!damage) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
  if (cardTarget) return damage.reduced.total;
  return reduceDamage({
    amount: damage.rolled,
    type: damage.type,
    armor: { ar: target.derived.armor.ar, magical: target.derived.armor.magical },
    block: null,
    resistances: target.system.resistances,
    vulnerabilities: target.system.vulnerabilities,
  }).total;
}

/**
 * The tray's outcome on one target, written as the card's "defender" side. Damage is halved or
 * doubled after armour (the final amount, as dnd5e does); Health 0 knocks it out (contest.damage.1).
 * Healing adds the rolled damage, which armour never touched, up to the Health maximum; a
 * creature healed above 0 wakes.
 */
export function trayOutcome(card: AttackCard, scale: Scale, target: TrayTarget, cardTarget: boolean): Outcome<AttackCard> {
  const health = target.system.health;
  const out: Outcome<AttackCard> = { card, writes: [], statuses: [], ledger: "apply" };
  if (scale === "heal") {
    if (!card.damage) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
    const after = healPool(health, card.damage.rolled);
    // Waking above 0 follows the change on every path (play/consequence.ts).
    if (after !== health.value) out.writes.push({ side: "defender", doc: "actor", changes: { [HEALTH_PATH]: after } });
    return out;
  }
  const applied = applyDamage(health, scaleAmount(damageFor(card, target, cardTarget), scale));
  // Knocked out at 0 follows the change on every path (play/consequence.ts).
  out.writes.push({ side: "defender", doc: "actor", changes: applied.update });
  return out;
}

/** The tray on a selected token's actor: the rolled damage through its own armour; a grapple card deals none. */
export function selectedTray(card: AttackCard | GrappleCard, scale: Scale, target: TrayTarget): Outcome<AttackCard> {
  if (isGrappleCard(card)) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
  return trayOutcome(card, scale, target, false);
}
