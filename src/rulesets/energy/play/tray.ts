/**
 * The damage tray on an energy attack card: what half, full, double damage or healing does to one
 * target's Aura and Stamina, the card's own target or a selected token's actor. The card's Apply
 * step and the glue's apply-to-selected both call this, so every path lands the same diffs.
 */
import { RuleError } from "../../../core/errors";
import { scaleAmount, type Scale } from "../../../core/play/tray";
import type { Outcome, Side, StatusChange, Write } from "../../../core/play/types";
import { applyCardDamage, healUpdate } from "../rules/apply";
import { dealsNonlethal, type CardCondition, type EnergyCard } from "../rules/card";
import { cardDamage } from "../rules/card-damage";
import { resistMultiplier } from "../rules/resist";
import type { EnergySide } from "./card";

/** What the tray needs of a target: NPC or not, its pools, Weaknesses, Resistances and conditions. */
export type TrayTarget = Pick<EnergySide, "npc" | "system" | "statuses" | "roundsLeft">;

/**
 * The conditions a card puts on one side. One that already stands in its own right is left alone,
 * unless its round limit ends sooner than the new one: an Exposed that ends this round becomes the
 * one that ends next round, an Exhausted for two rounds the one until the next Short Rest. One that
 * stands only as a parent's daughter is given in its own right, so it outlasts that parent.
 */
export function conditionChanges(side: Side, list: readonly CardCondition[], on: Pick<EnergySide, "statuses" | "roundsLeft" | "implied">): StatusChange[] {
  return list.flatMap((c): StatusChange[] => {
    const change: StatusChange = { side, id: c.id, active: true, ...(c.rounds ? { rounds: c.rounds } : {}) };
    if (!on.statuses.includes(c.id) || on.implied?.includes(c.id)) return [change];
    const left = on.roundsLeft?.[c.id];
    return left !== undefined && (c.rounds === undefined || c.rounds > left) ? [{ ...change, lengthen: true }] : [];
  });
}

/**
 * The damage that reaches a target before the tray's choice. The card's target takes the card's
 * own reckoning. Another creature takes the same roll with its own Weakness and Resistance, and
 * no armour: the armour roll was made against the card's target alone (energy.resist.7-8 keep
 * their order: additive parts, halving, doubling, then Resistance).
 */
export function damageFor(card: EnergyCard, target: TrayTarget, cardTarget: boolean): number {
  const damage = card.damage;
  if (!damage || !card.result?.hit) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
  if (cardTarget) return damage.total;
  const own = resistMultiplier(card.attack.damageType, target.system.weaknesses, target.system.resistances);
  const elsewhere: EnergyCard = { ...card, result: { ...card.result, armorHit: false }, defense: { ...card.defense, ...own } };
  return cardDamage(elsewhere, damage.formula, damage.faces, damage.rolled).total;
}

/** The amount Heal gives: the dice and flat bonus, which no armour or Resistance touched. */
export const healAmount = (card: EnergyCard) => Math.max(0, (card.damage?.rolled ?? 0) + card.attack.flatDamage);

export interface Landed {
  writes: Write[];
  /** the conditions damage at 0 Aura gives (non-lethal damage's effects) */
  conditions: CardCondition[];
  /** lethal damage reached a target already at 0 Aura: it owes a Death roll (energy.death.2) */
  deathNeeded: boolean;
}

/**
 * The tray's damage or healing on one target, written as the card's "defender" side. Damage is
 * halved or doubled after armour and Resistance, on the final amount, as dnd5e does; it then lowers
 * Aura, or at 0 Aura has non-lethal damage's effects (applyCardDamage). Healing raises Aura up to
 * its maximum and stabilises a bleeding creature (energy.save.6).
 */
export function landOn(card: EnergyCard, scale: Scale, target: TrayTarget, cardTarget: boolean): Landed {
  const writes: Write[] = [];
  const { aura } = target.system;
  if (scale === "heal") {
    if (!card.damage) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
    const update = healUpdate(aura, healAmount(card), target.system.death.bleeding);
    if (update["system.aura.value"] !== aura.value) writes.push({ side: "defender", doc: "actor", changes: update });
    return { writes, conditions: [], deathNeeded: false };
  }
  const damage = card.result?.hit && card.damage ? scaleAmount(damageFor(card, target, cardTarget), scale) : 0;
  const nonlethal = dealsNonlethal(card);
  const result = applyCardDamage({ npc: target.npc, aura: aura.value, stamina: target.system.stamina.value, damage, nonlethal });
  // Lethal damage at 0 Aura owes a Death roll (energy.death.2), recorded on the creature so every
  // path that lands it (the card, the tray on selected tokens) leaves the same roll to make.
  const deathNeeded = !nonlethal && aura.value === 0 && damage > 0;
  const update: Record<string, unknown> = { ...result.update, ...(deathNeeded ? { "system.death.owed": (target.system.death.owed ?? 0) + 1 } : {}) };
  if (Object.keys(update).length) writes.push({ side: "defender", doc: "actor", changes: update });
  return { writes, conditions: result.conditions, deathNeeded };
}

/**
 * The tray on a creature other than the card's target (a selected token): its damage or healing
 * only. The card's conditions and effects (a maneuver's, a Disarm's) belong to the card's target.
 */
export function trayOutcome(card: EnergyCard, scale: Scale, target: TrayTarget): Outcome<EnergyCard> {
  const landed = landOn(card, scale, target, false);
  return { card, writes: landed.writes, statuses: conditionChanges("defender", landed.conditions, target), ledger: "apply" };
}
