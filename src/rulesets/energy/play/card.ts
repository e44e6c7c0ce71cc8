/**
 * The energy attack card's buttons as play steps over a snapshot of the card and its two sides.
 * The glue throws the dice each step asks for and hands the outcome to the shared executor.
 */
import { ownsSide, mayApplyBlow } from "../../../core/play/rights";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import { sumNeeds, sumTotal, type DiceNeed, type TakenChain, type TakenDie } from "../../../core/play/dice";
import { undoOutcome } from "../../../core/play/guard";
import { nothing, type Outcome } from "../../../core/play/types";
import { pressedEdge } from "../../../core/play/choices";
import { RuleError } from "../../../core/errors";
import { cardConditions, cardEffects, cardStage, defenseRollEdge, endRefund, recordDamage, recordDefense, recordSave, saveEdge, type EnergyCard } from "../rules/card";
import { cardDamage } from "../rules/card-damage";
import { chanceSucceeds } from "../rules/nonlethal";
import { deathRollStep } from "./death";
import { checkAdjust, parseScale } from "../../../core/play/tray";
import { conditionChanges, landOn } from "./tray";
import type { EnergyDerived } from "../rules/derived";
import { ENERGY_PER_ROUND } from "../rules/constants";
import { ACTIONS } from "../rules/economy";
import { canFling } from "../rules/maneuver";
import { DEFENSE_DIE } from "../rules/owed";
import type { CombatantSystem, CreatureSystem } from "../rules/types";
import { paySnapshot, payStep } from "./pay";

export interface EnergySide {
  uuid: string;
  npc: boolean;
  system: CreatureSystem;
  /** the conditions standing on it now, daughters included */
  statuses: string[];
  /** the ones standing only because a parent brought them: they go with the parent */
  implied?: readonly string[];
  /** rounds left of each condition applied with a round limit, this round counting as 1; absent: no limit */
  roundsLeft?: Readonly<Record<string, number>>;
  /** the id of the melee weapon in its hand, which a Disarm knocks away */
  weaponInHand: string | null;
  /** that weapon is Heavy: it drops, but cannot be flung (energy.maneuver.8) */
  heavyInHand: boolean;
  derived: EnergyDerived | undefined;
  /** its combatant's pools in the active combat; null outside combat, where nothing is paid */
  combatant: CombatantSystem | null;
  /** the active combat's round; absent outside combat */
  round?: number;
}

export interface EnergyCardSnapshot extends CardSnapshot<EnergyCard> {
  attacker: EnergySide;
  defender: EnergySide;
}

type Snap = EnergyCardSnapshot;

const owns = ownsSide;
export const mayApply = mayApplyBlow;

const chainOf = (taken: unknown) => {
  const c = taken as TakenChain;
  return { thrown: c.thrown, kept: c.kept, total: c.total };
};

const defenseEdge = (card: EnergyCard, args: Record<string, string>) => defenseRollEdge(card.defense, pressedEdge(args));

const chanceNeeded = (card: EnergyCard) => (card.attack.nonlethal ?? 0) > 0;

function damageNeeds(card: EnergyCard): DiceNeed[] {
  const needs = sumNeeds(card.attack.damage.trim());
  // Non-lethal damage needs the Chance roll unless it is free: unarmed, or traded down to 0 (energy.nonlethal.5-9).
  if (chanceNeeded(card)) needs.push({ kind: "die", faces: 20, edge: 0 });
  return needs;
}

/**
 * The buttons that spend the attacker's combat pools. The glue decides them where payments are
 * decided, under the lock the round's reset takes, so a fling never writes last round's Agility
 * over a fresh round's.
 */
export const SPENDS_POOLS: ReadonlySet<string> = new Set(["fling", "endAttack"]);

/** The buttons that apply and undo an energy card: asked before applying twice or undoing over a later change. */
export const ENERGY_APPLY = { applyAction: "apply", undoAction: "undo" } as const;

export const ENERGY_CARD: CardBook<EnergyCard, Snap> = {
  rollDefense: {
    // A target that cannot defend rolls nothing (energy.evasion.9, energy.ranged.4).
    may: (snap) => owns(snap, "defender") && cardStage(snap.card) === "defend" && !snap.card.defense.noRoll,
    needs: (snap, args) => [{ kind: "chain", faces: snap.card.defense.faces, edge: defenseEdge(snap.card, args) }],
    // The card then shows the edge the roll was made with.
    run: (snap, args, dice) => nothing(recordDefense({ ...snap.card, defense: { ...snap.card.defense, edge: defenseEdge(snap.card, args) } }, chainOf(dice[0]))),
  },
  noDefense: {
    may: (snap) => owns(snap, "defender") && cardStage(snap.card) === "defend",
    run: (snap) => nothing(recordDefense(snap.card, null)),
  },
  rollSave: {
    may: (snap) => owns(snap, "defender") && cardStage(snap.card) === "save",
    // A maneuver's save is a Fortitude roll: 1d10* + Fortitude (energy.fort.1-2).
    needs: (snap, args) => [{ kind: "chain", faces: DEFENSE_DIE.fortitude, edge: saveEdge(snap.card, pressedEdge(args)) }],
    run: (snap, args, dice) => nothing(recordSave(snap.card, chainOf(dice[0]), saveEdge(snap.card, pressedEdge(args)))),
  },
  rollDamage: {
    may: (snap) => owns(snap, "attacker") && cardStage(snap.card) === "damage",
    needs: (snap) => damageNeeds(snap.card),
    run(snap, _args, dice) {
      const { card } = snap;
      const formula = card.attack.damage.trim();
      const damageDice = sumNeeds(formula).length;
      const faces = dice.slice(0, damageDice).map((d) => [(d as TakenDie).kept]);
      const rolled = Math.max(0, sumTotal(formula, faces));
      const chanceDie = chanceNeeded(card) ? (dice[damageDice] as TakenDie) : null;
      // The Chance roll makes its DC, the trade the attack chose (energy.chance.2, energy.nonlethal.5-9).
      const chance = chanceDie ? { roll: chanceDie.kept, nonlethal: chanceSucceeds(chanceDie.kept, card.attack.nonlethal!) } : null;
      return nothing(recordDamage(card, cardDamage(card, formula, faces.flat(), rolled), chance));
    },
  },
  apply: {
    may: (snap) => mayApply(snap) && cardStage(snap.card) === "resolved",
    run(snap, args) {
      const { card, defender } = snap;
      if (card.ledger.applied && args.again !== "yes") throw new RuleError("MANIFOLD.Card.AlreadyApplied", {});
      // The tray's choice is one word of a fixed set; the amount comes from the card and the rules.
      const scale = parseScale(args.scale);
      checkAdjust(snap.sender, scale, args.again === "yes");
      const landed = landOn(card, scale, defender, true);
      const out: Outcome<EnergyCard> = { card, writes: landed.writes, statuses: [], ledger: "apply" };
      // Healing heals: the attack's conditions and effects come with its damage, not with Heal.
      if (scale === "heal") return out;
      // A failed Disarm: the target drops the weapon in hand, so it is no longer equipped (energy.maneuver.7);
      // one that is not Heavy may then be flung (energy.maneuver.8).
      const disarmed = cardEffects(card).includes("MANIFOLD.energy.Card.Effect.Disarmed") && !!defender.weaponInHand;
      if (disarmed) out.writes.push({ side: "defender", doc: `item.${defender.weaponInHand}`, changes: { "system.equipped": false } });
      const conditions = cardConditions(card);
      out.statuses.push(...conditionChanges("attacker", conditions.attacker, snap.attacker));
      out.statuses.push(...conditionChanges("defender", [...conditions.defender, ...landed.conditions], defender));
      // Lethal damage taken while already at 0 Aura owes a Death roll (energy.death.2).
      out.card = { ...card, deathNeeded: landed.deathNeeded, flingable: card.flingable || (disarmed && canFling(defender.heavyInHand)) };
      return out;
    },
  },
  rollDeath: {
    may: (snap) => owns(snap, "defender") && snap.card.deathNeeded && !snap.card.death,
    needs: () => [{ kind: "die", faces: 20, edge: 0 }],
    run(snap, _args, dice) {
      const roll = (dice[0] as TakenDie).kept;
      const { outcome, band } = deathRollStep(snap.defender, "defender", roll, false);
      return { ...outcome, card: { ...snap.card, death: { roll, band } } };
    },
  },
  /**
   * After a Disarm that dropped a weapon that is not Heavy, the attacker may fling it up to 2 m for
   * 1 Agility (energy.maneuver.8), paid from its pools through the pay step; once per card.
   */
  fling: {
    may: (snap) => owns(snap, "attacker") && snap.card.flingable && !snap.card.flung,
    run(snap) {
      const out: Outcome<EnergyCard> = { card: { ...snap.card, flung: true }, writes: [], statuses: [], ledger: "none" };
      const a = snap.attacker;
      if (!a.combatant) return out;
      const { outcome } = payStep(paySnapshot({ system: a.system, derived: a.derived, statuses: a.statuses, combatant: a.combatant }), { kind: "cost", cost: ACTIONS.fling, staminaForEnergy: false });
      out.writes.push(...outcome.writes);
      out.statuses.push(...outcome.statuses);
      return out;
    },
  },
  /**
   * Its target moved out of reach (an Agile Move, an Immediate Interrupt) before its roll: the
   * attacker ends a melee attack for 1 Energy (energy.incomplete.4). The rest of the Energy comes
   * back with the Agile Moves it allowed, and the Stamina its enhancements spent, which had no
   * result (energy.incomplete.1). Never above a round's Energy, should the card outlive its round.
   */
  endAttack: {
    // Energy comes back only into the pool that paid it, not into a later round's.
    may: (snap) => owns(snap, "attacker") && cardStage(snap.card) === "defend" && endRefund(snap.card) > 0 && (snap.attacker.round ?? 0) === (snap.card.round ?? 0),
    run(snap) {
      const refund = endRefund(snap.card);
      const out: Outcome<EnergyCard> = { card: { ...snap.card, ended: true }, writes: [], statuses: [], ledger: "none" };
      const a = snap.attacker;
      if (!a.combatant) return out;
      const c = a.combatant;
      out.writes.push({ side: "attacker", doc: "combatant", changes: { "system.energy": Math.min(ENERGY_PER_ROUND, c.energy + refund), "system.agileMoves": Math.max(0, c.agileMoves - refund) } });
      const enhanced = snap.card.attack.enhancements.reduce((t, e) => t + e.stamina, 0);
      const max = a.derived?.maxStamina ?? a.system.stamina.max;
      if (enhanced > 0) out.writes.push({ side: "attacker", doc: "actor", changes: { "system.stamina.value": Math.min(max, a.system.stamina.value + enhanced) } });
      return out;
    },
  },
  undo: {
    // Once the Death roll is made it stands: an Undo by a player would let them apply and roll it again.
    may: (snap) => mayApply(snap) && snap.card.ledger.entries.length > 0 && (!snap.card.death || snap.sender.isGM),
    // The weapon is back in hand: it can no longer be flung.
    run: (snap) => undoOutcome({ ...snap.card, deathNeeded: false, death: null, flingable: false }, snap.card.ledger.entries),
  },
};
