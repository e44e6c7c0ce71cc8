/**
 * The energy attack chat card as a small state machine over plain data. The attacker's d20
 * (Combat roll or Hit roll) is thrown when the card is made; the defender throws its exploding
 * defence roll; the outcome settles; a maneuver's Fortitude save, damage and its non-lethal
 * Chance roll follow; Apply and Undo record a ledger. Every transition here is pure and tested.
 */
import type { Part } from "../../../core/breakdown";
import { netEdge, sourceCounts, type Edge } from "../../../core/dice/edge";
import type { Ledger } from "../../../core/ledger";
import type { Condition, DamageType, Defense, Maneuver } from "./constants";
import { RuleError } from "./errors";
import { attackCost } from "./economy";
import { settleAttack, type AttackResult } from "./settle";

export interface CardSide {
  uuid: string;
  name: string;
  img: string;
}

export type AttackMode = "melee" | "unarmed" | "ranged" | "thrown" | "maneuver";
export type DefenseKind = "evasion" | "unarmedEvasion" | "rangedEvasion" | Exclude<Defense, "evasion">;

export interface CardAttack {
  mode: AttackMode;
  maneuver: Maneuver | "";
  itemUuid: string;
  itemName: string;
  /** melee: the AV with every penalty; ranged: the Miss Chance before the Ranged Evasion roll */
  value: number;
  parts: Part[];
  /** the AV without the maneuver's -5, which the target's Fortitude must beat */
  baseAv: number;
  /** Precise N: crits on 20 - N or more (energy.crit.2) */
  precision: number;
  damage: string;
  damageType: DamageType;
  flatDamage: number;
  flatParts: Part[];
  /** a non-proficient weapon deals half damage (energy.mpl.2, energy.mpl.3) */
  halfDamage: boolean;
  /** a weapon without Thrown deals half damage when thrown, unless the Hit roll is a natural 20 */
  halfUnlessNat20: boolean;
  /** the Chance roll needed for non-lethal damage; 0 when it is free (unarmed); null: lethal */
  nonlethal: number | null;
  swift: boolean;
  /** advantage or disadvantage on the Combat or Hit roll */
  edge: Edge;
  /** Trip against a moving target: its Fortitude roll has disadvantage (energy.maneuver.5) */
  targetMoving: boolean;
  /** metres a failed Push moves the target: 1, or 3 out of a Sprint (energy.maneuver.18, .20) */
  pushDistance: number;
  /** abilities whose Stamina enhanced this attack; their damage is already in `damage` */
  enhancements: { name: string; stamina: number; damage: string }[];
  /** sources of double damage besides Weakness (abilities that double it): each adds the damage once more (energy.resist.8) */
  doubles: number;
}

export interface CardDefense {
  kind: DefenseKind;
  bonus: number;
  parts: Part[];
  faces: 10 | 4;
  /** the net of `sources` (and, once rolled, of the roller's key too) */
  edge: Edge;
  /** each source of advantage and disadvantage on the Defense roll, kept so a later one cancels one for one (RULINGS) */
  sources: { boons: number; banes: number };
  /** Defend: the defender wins ties (energy.action.8) */
  winsTies: boolean;
  /** the defender cannot roll (unaware, asleep, restrained): melee hits, ranged adds nothing */
  noRoll: boolean;
  /** the target was not Exposed when a maneuver that is not a Swift Attack began (energy.maneuver.2-3) */
  maneuverAdvantage: boolean;
  armor: { ar: number; coverage: number };
  /** the target's Fortitude bonus, for a maneuver's save */
  fortitude: number;
  /** its conditions' edge on Defense rolls other than Evasion (Dazed, Surprised), for that save (energy.cond.6, energy.surprise.3) */
  fortitudeEdge: Edge;
  /**
   * How many sources of disadvantage the target's state puts on that save (Dazed; Surprised,
   * as a condition or because it could not defend): each counts, so one advantage cancels one
   */
  saveBanes: number;
  weak: boolean;
  resist: boolean;
}

export interface ChainRoll {
  thrown: number[][];
  kept: number[];
  total: number;
}

export interface CardDamage {
  formula: string;
  faces: number[];
  rolled: number;
  parts: Part[];
  total: number;
}

export interface EnergyCard {
  attacker: CardSide;
  defender: CardSide;
  attack: CardAttack;
  defense: CardDefense;
  /** the attacker's d20: faces thrown (two with edge) and the one kept */
  d20: { faces: number[]; kept: number };
  defenseRoll: ChainRoll | null;
  result: AttackResult | null;
  save: (ChainRoll & { edge: Edge; pass: boolean }) | null;
  chance: { roll: number; nonlethal: boolean } | null;
  damage: CardDamage | null;
  /** set when Apply dealt lethal damage at 0 Aura: the target owes a Death roll (energy.death.2) */
  deathNeeded: boolean;
  death: { roll: number; band: string } | null;
  /** set when Apply knocked a weapon that is not Heavy out of the target's hand: it may be flung (energy.maneuver.8) */
  flingable: boolean;
  /** the attacker paid 1 Agility and flung the disarmed weapon up to 2 m */
  flung: boolean;
  /** the attacker ended the attack before its target's roll, for 1 Energy (energy.incomplete.4) */
  ended?: boolean;
  /** the combat round the attack was paid in; 0 out of combat */
  round?: number;
  ledger: Ledger;
}

export type CardStage = "defend" | "save" | "damage" | "resolved" | "ended";

export function cardStage(card: EnergyCard): CardStage {
  if (card.ended) return "ended";
  if (!card.result) return "defend";
  if (needsSave(card) && !card.save) return "save";
  if (needsDamage(card) && !card.damage) return "damage";
  return "resolved";
}

/** What an attack ended before its result still costs (energy.incomplete.2, energy.incomplete.4). */
const ENDED_COST = 1;

/**
 * The Energy ending an attack before its target's roll gives back: a melee attack whose target
 * moved out of reach may be ended for 1 Energy, so the rest of its cost returns
 * (energy.incomplete.4). A shot is settled at once, a Swift Attack costs 1 already, and a target
 * that cannot defend cannot move away: those cannot be ended (0).
 */
export function endRefund(card: EnergyCard): number {
  if (card.ended || card.result || card.defense.noRoll) return 0;
  const { mode, swift, itemUuid } = card.attack;
  if (mode === "ranged" || mode === "thrown" || swift) return 0;
  return Math.max(0, attackCost(mode, { weapon: itemUuid !== "", proficient: true, swift: false }).energy - ENDED_COST);
}

export function needsSave(card: EnergyCard): boolean {
  return card.attack.mode === "maneuver" && card.attack.maneuver !== "restrain" && !!card.result?.hit;
}

export function needsDamage(card: EnergyCard): boolean {
  return card.attack.mode !== "maneuver" && !!card.result?.hit;
}

/** The defender's roll, or its absence; the outcome settles at once (the attacker's d20 is in). */
export function recordDefense(card: EnergyCard, roll: ChainRoll | null): EnergyCard {
  if (card.result) throw new RuleError("MANIFOLD.energy.Card.AlreadyRolled", {});
  if (!roll && !card.defense.noRoll) throw new RuleError("MANIFOLD.energy.Card.NeedsDefense", {});
  const result = settleAttack({
    ranged: card.attack.mode === "ranged" || card.attack.mode === "thrown",
    value: card.attack.value,
    d20: card.d20.kept,
    precision: card.attack.precision,
    defense: roll ? card.defense.bonus + roll.total : null,
    winsTies: card.defense.winsTies,
    coverage: card.defense.kind === "fortitude" || card.defense.kind === "will" ? 0 : card.defense.armor.coverage,
  });
  return { ...card, defenseRoll: roll, result };
}

/**
 * The Defense roll's edge with the advantage or disadvantage its roller asked for with a key: one
 * more source, netted with every other (energy.resist.5). A card from before the sources were kept
 * has only its net edge: that counts as one source.
 */
export function defenseRollEdge(defense: CardDefense, pressed: Edge): Edge {
  const kept = defense.sources.boons + defense.sources.banes > 0 ? defense.sources : sourceCounts(defense.edge);
  const asked = sourceCounts(pressed);
  return netEdge(kept.boons + asked.boons, kept.banes + asked.banes);
}

/**
 * The Fortitude save's edge: a Trip against a moving target has disadvantage (energy.maneuver.5),
 * and so does a Dazed or Surprised target, on all its Defense rolls (energy.cond.6, energy.surprise.3);
 * a target that could not defend (asleep, knocked out, unaware) was hit "and Surprised"
 * (energy.surprise.4, energy.unconscious.1), so it too. They never stack (RULINGS).
 */
export function saveEdge(card: EnergyCard, pressed: Edge = 0): Edge {
  const moving = card.attack.maneuver === "trip" && card.attack.targetMoving ? 1 : 0;
  // A card stored before the sources were counted has the net edge and the no-roll flag only.
  const banes = card.defense.saveBanes > 0 ? card.defense.saveBanes : (card.defense.noRoll ? 1 : 0) + ((card.defense.fortitudeEdge ?? 0) === -1 ? 1 : 0);
  // The advantage or disadvantage its roller asked for with a key is one more source.
  const asked = sourceCounts(pressed);
  return netEdge(asked.boons, moving + banes + asked.banes);
}

/**
 * A maneuver's Fortitude save: it must be higher than the AV without the -5 (energy.maneuver.4);
 * a Defending target wins ties on its Defenses (energy.action.8), so a tie passes.
 */
export function recordSave(card: EnergyCard, roll: ChainRoll, edge: Edge): EnergyCard {
  if (!needsSave(card) || card.save) throw new RuleError("MANIFOLD.energy.Card.NoSave", {});
  const total = roll.total + card.defense.fortitude;
  const pass = card.defense.winsTies ? total >= card.attack.baseAv : total > card.attack.baseAv;
  return { ...card, save: { ...roll, total, edge, pass } };
}

/** The damage is non-lethal: chosen and free (unarmed, or traded down to no roll), or the Chance roll made it (energy.nonlethal.5-9). */
export function dealsNonlethal(card: EnergyCard): boolean {
  if (card.attack.nonlethal === null) return false;
  return card.attack.nonlethal <= 0 || !!card.chance?.nonlethal;
}

export function recordDamage(card: EnergyCard, damage: CardDamage, chance: EnergyCard["chance"]): EnergyCard {
  if (!needsDamage(card) || card.damage) throw new RuleError("MANIFOLD.energy.Card.NoDamage", {});
  return { ...card, damage, chance };
}

/** The conditions the card puts on each side once applied. */
export function cardConditions(card: EnergyCard): { attacker: CardCondition[]; defender: CardCondition[] } {
  const attacker: CardCondition[] = [];
  const defender: CardCondition[] = [];
  const r = card.result;
  if (r?.attackerExposed) attacker.push({ id: "exposed", rounds: 2 });
  if (r?.crit) defender.push({ id: "exposed", rounds: 1 });
  if (card.attack.mode === "maneuver") {
    if (card.defense.maneuverAdvantage && !card.attack.swift) attacker.push({ id: "unguarded", rounds: 1 });
    const failed = card.save && !card.save.pass;
    if (card.attack.maneuver === "trip" && failed) defender.push({ id: "prone" });
    if (card.attack.maneuver === "push" && failed) defender.push({ id: "unguarded", rounds: 1 });
    if (card.attack.maneuver === "push" && card.save?.pass) attacker.push({ id: "unguarded", rounds: 1 });
    if (card.attack.maneuver === "restrain" && r?.hit) {
      defender.push({ id: "restrained" });
      attacker.push({ id: "restraining" });
    }
  }
  return { attacker: dedupe(attacker), defender: dedupe(defender) };
}

export interface CardCondition {
  id: Condition;
  /** rounds it lasts: 1 = until the end of this round, 2 = until the end of the next */
  rounds?: number;
}

function dedupe(list: CardCondition[]): CardCondition[] {
  const byId = new Map<string, CardCondition>();
  for (const c of list) {
    const had = byId.get(c.id);
    if (!had || (c.rounds ?? Infinity) > (had.rounds ?? Infinity)) byId.set(c.id, c);
  }
  return [...byId.values()];
}

/** What a maneuver does besides conditions, as lang keys for the card (energy.maneuver.7, .18). */
export function cardEffects(card: EnergyCard): string[] {
  if (card.attack.mode !== "maneuver" || !card.save || card.save.pass) return [];
  if (card.attack.maneuver === "disarm") return ["MANIFOLD.energy.Card.Effect.Disarmed"];
  if (card.attack.maneuver === "push") return [card.attack.pushDistance >= 3 ? "MANIFOLD.energy.Card.Effect.Pushed3" : "MANIFOLD.energy.Card.Effect.Pushed1"];
  return [];
}
