/**
 * Opening an energy attack as a play step: which weapon the sheet's button attacks with, the card
 * each target gets, what each attack costs and what it does to the weapon. The glue gathers the
 * documents, the tokens' places and the dialog's choices, throws the d20s, then pays and posts.
 */
import { RuleError } from "../../../core/errors";
import { edgeOf, flag, oneOfChoice, ROLL_MODES, whole, situational } from "../../../core/play/choices";
import { takeDice, type DiceNeed } from "../../../core/play/dice";
import type { Faces } from "../../../core/play/request";
import type { Write } from "../../../core/play/types";
import type { AttackMode, EnergyCard } from "../rules/card";
import { canDefend, conditionEffects } from "../rules/conditions";
import { MANEUVERS, type Maneuver } from "../rules/constants";
import { proficient } from "../rules/derived";
import { attackCost, type ActionCost } from "../rules/economy";
import { facingSide, type Point } from "../rules/facing";
import { checkManeuver, UNARMED_MANEUVERS } from "../rules/maneuver";
import { planAttack, type AttackChoices, type Creature, type Enhancement, type Weapon } from "../rules/plan";
import { MOVEMENTS } from "../rules/ranged";
import { reminderKey } from "../rules/reminders";
import type { EnergyItem } from "../rules/types";
import { attackOrder, type PayRequest } from "./pay";

/** One of the attacker's or the target's items, as the glue reads it. */
export type OpenItem = EnergyItem & { id: string; uuid: string };

export interface OpenCreature extends Creature {
  uuid: string;
  name: string;
  img: string;
  items: readonly OpenItem[];
}

/** A target with what the canvas and the combat tracker say about it. */
export interface OpenTarget extends OpenCreature {
  /** where the attacker stands as seen from the target */
  side: "front" | "behind";
  /** metres between the tokens */
  distance: number;
  /** the attacker faces the target (energy.facing.5) */
  attackerFaces: boolean;
  /** the target took Defend and still wins ties (energy.action.8) */
  defending: boolean;
  /** the canvas could not measure how far it is: the attacker has no token on the scene */
  unmeasured?: boolean;
}

export interface OpenSnapshot {
  attacker: OpenCreature;
  /** the id of the item the sheet's button names; "" for an empty hand */
  item: string;
  /** the sheet's button: attack, swift, shoot, throw, unarmed or maneuver */
  how: { mode: string; maneuver?: string };
  targets: readonly OpenTarget[];
  /** the round of the combat the attacker is in, which pays for the attack; absent out of combat */
  round?: number;
}

/** An ability that may spend Stamina on an attack, offered in the dialog by item id. */
export interface EnhancementOption extends Enhancement {
  id: string;
}

export interface AttackDialogResult extends AttackChoices {
  rollMode: string;
  staminaForEnergy: boolean;
  /** a single strike at a target that cannot defend, for 1 Energy, not as the Swift Attack (energy.melee.1) */
  singleStrike?: boolean;
}

/** A line the attacker's client shows before anything is thrown. */
export interface OpenWarning {
  key: string;
  data: Record<string, string>;
}

/** A token as the canvas places it: its centre and its rotation in degrees. */
export interface Placed {
  center: Point;
  rotation: number;
}

/**
 * Where the attacker stands for one target, from the two tokens and the distance the grid
 * measured: the side of the target it attacks from (energy.facing.1, .3) and whether the
 * attacker faces the target (energy.facing.5). With no attacker token it is in front, facing.
 */
export function placeOf(attacker: Placed | null, target: Placed, distance: number): Pick<OpenTarget, "side" | "distance" | "attackerFaces" | "unmeasured"> {
  // No attacker token to measure from: melee trusts the GM, a shot gets no range edge.
  if (!attacker) return { side: "front", distance, attackerFaces: true, unmeasured: true };
  return {
    side: facingSide(target.center, target.rotation, attacker.center),
    distance,
    attackerFaces: facingSide(attacker.center, attacker.rotation, target.center) === "front",
  };
}

function modeOf(button: string, maneuver: string | undefined): AttackMode {
  if (button === "shoot") return "ranged";
  if (button === "throw") return "thrown";
  if (button === "unarmed") return "unarmed";
  if (button === "maneuver" && MANEUVERS.includes(maneuver as Maneuver)) return "maneuver";
  return "melee";
}

const equippedMelee = (items: readonly OpenItem[]) => items.find((i) => i.type === "energyWeapon" && i.system.equipped) ?? null;

function weaponOf(item: OpenItem | null): Weapon | null {
  if (item?.type === "energyWeapon") return { kind: "melee", name: item.name, uuid: item.uuid, system: item.system };
  if (item?.type === "energyRanged") return { kind: "ranged", name: item.name, uuid: item.uuid, system: item.system };
  return null;
}

/**
 * What the sheet's button attacks with. A maneuver with an empty hand (Restrain, Push) is
 * unarmed; Trip and Disarm use the first equipped melee weapon.
 */
export function attackOf(snap: Pick<OpenSnapshot, "attacker" | "item" | "how">): { mode: AttackMode; maneuver: Maneuver | ""; item: OpenItem | null; weapon: Weapon | null } {
  const mode = modeOf(snap.how.mode, snap.how.maneuver);
  const maneuver = mode === "maneuver" ? (snap.how.maneuver as Maneuver) : "";
  const named = snap.item ? (snap.attacker.items.find((i) => i.id === snap.item) ?? null) : null;
  if (snap.item && !named) throw new RuleError("MANIFOLD.Query.NoItem", {});
  const item = named ?? (mode === "maneuver" && !UNARMED_MANEUVERS.includes(maneuver as Maneuver) ? equippedMelee(snap.attacker.items) : null);
  return { mode, maneuver, item, weapon: weaponOf(item) };
}

/** The attacker's abilities that spend Stamina to enhance an attack (energy.stamina.20-22). */
export function enhancersOf(items: readonly OpenItem[]): EnhancementOption[] {
  return items.flatMap((i) =>
    i.type === "energyAbility" && i.system.enhancesAttack ? [{ id: i.id, name: i.name, stamina: i.system.staminaCost, damage: i.system.damage, doubles: i.system.doublesDamage }] : [],
  );
}

/**
 * The dialog's choices as sent over the wire, read again on the client that opens the cards.
 * Enhancements come by item id and must be the attacker's own.
 */
export function parseAttackChoices(raw: Record<string, unknown>, snap: Pick<OpenSnapshot, "attacker" | "item" | "how">): AttackDialogResult {
  const { mode, maneuver } = attackOf(snap);
  const ids = Array.isArray(raw.enhancements) ? raw.enhancements : [];
  // Each enhancement item is used once: naming it twice would pay its Stamina and count its damage twice.
  if (new Set(ids).size !== ids.length) throw new RuleError("MANIFOLD.Query.Malformed", { what: "enhancements" });
  const enhancers = enhancersOf(snap.attacker.items);
  const enhancements = ids.map((id) => {
    const found = enhancers.find((e) => e.id === id);
    if (!found) throw new RuleError("MANIFOLD.Query.NoItem", {});
    return { name: found.name, stamina: found.stamina, damage: found.damage, doubles: found.doubles };
  });
  return {
    mode,
    maneuver,
    modifier: situational(raw.modifier),
    edge: edgeOf(raw.edge),
    nonlethal: flag(raw.nonlethal, "nonlethal"),
    steps: whole(raw.steps ?? 0, 0, 3, "steps"),
    movement: oneOfChoice(raw.movement ?? "normal", MOVEMENTS, "movement"),
    // A ranged attack can be the Swift Attack of the round too (energy.swift.1).
    swift: flag(raw.swift, "swift"),
    targetMoving: flag(raw.targetMoving, "targetMoving"),
    sprintPush: flag(raw.sprintPush, "sprintPush"),
    enhancements,
    staminaForEnergy: flag(raw.staminaForEnergy, "staminaForEnergy"),
    singleStrike: flag(raw.singleStrike, "singleStrike"),
    rollMode: oneOfChoice(raw.rollMode, ROLL_MODES, "rollMode"),
  };
}

const heavyInHand = (items: readonly OpenItem[]) => items.some((i) => i.type === "energyWeapon" && i.system.equipped && i.system.heavy);
const ranged = (mode: AttackMode) => mode === "ranged" || mode === "thrown";

/**
 * A Swift Attack may target a creature that is Unguarded, unaware or unable to avoid it
 * (energy.swift.2), or one moving through your reach while you face it (energy.swift.3); the
 * table judges the movement, so a target that is neither is a warning, not a refusal.
 */
function swiftWarnings(target: OpenTarget): OpenWarning[] {
  // Unguarded, Surprised, Unconscious, Blinded or Unaware: each leaves it open to a Swift Attack.
  if (conditionEffects(target.conditions).swiftTarget) return [];
  const data = { name: target.name };
  return [{ key: reminderKey("energy.swift.2"), data }, ...(target.attackerFaces ? [] : [{ key: reminderKey("energy.swift.3"), data }])];
}

/**
 * Plans one card per target, in order, each its own attack; a refusal surfaces before anything
 * is thrown or paid. A shot empties a weapon that must be reloaded, so a second target finds it
 * unloaded; a thrown weapon has left the hand after its one target; the round has one Swift Attack.
 */
export function planAttackCards(snap: OpenSnapshot, choices: AttackChoices | AttackDialogResult): { cards: EnergyCard[]; warnings: OpenWarning[] } {
  const { mode, maneuver, weapon } = attackOf(snap);
  if (snap.targets.length > 1 && choices.swift) throw new RuleError("MANIFOLD.energy.Error.OneSwift", {});
  if (snap.targets.length > 1 && mode === "thrown") throw new RuleError("MANIFOLD.energy.Error.OneThrow", {});
  // A single strike is a melee one at something that cannot defend (energy.melee.1).
  const single = "singleStrike" in choices && choices.singleStrike === true && !choices.swift;
  if (single && (ranged(mode) || snap.targets.some((t) => canDefend(t.conditions)))) throw new RuleError("MANIFOLD.energy.Error.SingleStrike", {});
  const warnings: OpenWarning[] = [];
  let current = weapon;
  const cards = snap.targets.map((target) => {
    // You normally cannot attack what you do not face (energy.facing.5): a warning, the GM decides.
    if (!target.attackerFaces) warnings.push({ key: "MANIFOLD.energy.Card.NotFacing", data: { name: target.name } });
    if (choices.swift) warnings.push(...swiftWarnings(target));
    if (mode === "maneuver") {
      checkManeuver({
        maneuver: maneuver as Maneuver,
        attackerSize: snap.attacker.system.size,
        targetSize: target.system.size,
        targetFacing: target.side === "front",
        lightVsHeavy: !!(current?.kind === "melee" && current.system.light && heavyInHand(target.items)),
      });
    }
    if (target.unmeasured && (mode === "ranged" || mode === "thrown")) warnings.push({ key: "MANIFOLD.energy.Card.Unmeasured", data: { name: target.name } });
    const situation = { side: target.side, distance: target.distance, defending: target.defending, unmeasured: target.unmeasured };
    const card = planAttack(snap.attacker, target, current, choices, situation, { faces: [10], kept: 10 });
    if (current?.kind === "ranged") current = { ...current, system: { ...current.system, loaded: current.system.loadCost === 0 } };
    return card;
  });
  return { cards, warnings };
}

/** The d20 each planned card throws: the Combat or Hit roll, with the edge its plan gives. */
export const attackDice = (cards: readonly EnergyCard[]): DiceNeed[] => cards.map((card) => ({ kind: "die", faces: 20, edge: card.attack.edge }));

/** A single strike at something that cannot defend may need only 1 Energy (energy.melee.1). */
const SINGLE_STRIKE_ENERGY = 1;

/**
 * What one attack costs: a Melee Attack 3, Unarmed 2, a shot 1 (2 when not proficient), a Swift
 * one 1 in melee, a single strike 1, and the Stamina its enhancements spend (energy.action.1-5,
 * energy.swift.1, energy.melee.1). Stamina in place of Energy is once a round, so only the first
 * attack asks for it.
 */
function payFor(snap: OpenSnapshot, choices: AttackDialogResult, first: boolean): PayRequest {
  const { mode, weapon } = attackOf(snap);
  const isProficient = weapon ? proficient(snap.attacker.system, weapon.system.mpr) : true;
  const enhance = (choices.enhancements ?? []).reduce((t, e) => t + e.stamina, 0);
  const cost: ActionCost = choices.singleStrike && !choices.swift
    ? { energy: SINGLE_STRIKE_ENERGY, stamina: enhance }
    : attackCost(mode, { weapon: !!weapon, proficient: isProficient, swift: choices.swift, enhance });
  return attackOrder(cost, choices.swift, choices.staminaForEnergy && first);
}

/** What each target's attack will pay for these choices, in order: the dialog totals them before the roll. */
export const attackPayments = (snap: OpenSnapshot, choices: AttackDialogResult): PayRequest[] => snap.targets.map((_, i) => payFor(snap, choices, i === 0));

export interface OpenOutcome {
  /** one attack per target, in order: each is paid on its own, then its card is posted */
  attacks: { card: EnergyCard; pay: PayRequest }[];
  /** the attacker's item once the attacks are made: a shot unloads what must be reloaded, a thrown weapon leaves the hand */
  items: Write[];
}

/**
 * Opens an attack: every target is attacked on its own and each attack has its own cost
 * (energy.action.1: "you attack a target"), with its d20 checked against the plan's edge.
 */
export function openAttackStep(snap: OpenSnapshot, choices: AttackDialogResult, faces: Faces): OpenOutcome {
  const { mode, item, weapon } = attackOf(snap);
  const { cards } = planAttackCards(snap, choices);
  const d20s = takeDice(attackDice(cards), faces);
  const attacks = cards.map((card, i) => {
    const d20 = d20s[i]!;
    if (!("faces" in d20)) throw new RuleError("MANIFOLD.Query.BadDice", {});
    return { card: { ...card, d20: { faces: d20.faces, kept: d20.kept }, round: snap.round ?? 0 }, pay: payFor(snap, choices, i === 0) };
  });
  const items: Write[] = [];
  if (item && weapon?.kind === "ranged") items.push({ side: "attacker", doc: `item.${item.id}`, changes: { "system.loaded": weapon.system.loadCost === 0 } });
  if (item && mode === "thrown") items.push({ side: "attacker", doc: `item.${item.id}`, changes: { "system.equipped": false } });
  return { attacks, items };
}
