/**
 * From an attack roll to a wound level (woundtrack.threshold.6-8, tough.1-3, pen.1, attack.3,
 * action.7-9, action.11, action.14, action.17, underwater.5-6, underwater.8): the damage value is
 * the attack total + Str + weapon damage, the targeted Defense and Toughness come off it, and the
 * thresholds pick the level, which the attack action may then move a step (RULINGS). The wound
 * track itself (slots, escalation) is in wounds.ts.
 */
import { RuleError } from "../../../core/errors";
import { shiftLevel, WOUND_LEVELS, woundLevelFor, type WoundLevel } from "./wounds";

const wholeNumber = (n: number, what: string): void => {
  if (!Number.isInteger(n)) throw new RangeError(`${what} must be a whole number, got ${n}`);
};

/** What goes into Toughness (woundtrack.tough.2): armor kept apart because some attacks bypass it. */
export interface ToughnessParts {
  vitality: number;
  size: number;
  /** from armor worn */
  armor: number;
  /** from other equipment or abilities; an armor-bypassing attack still meets these */
  other: number;
}

/**
 * Toughness = Vitality + Size + armor + other modifiers (woundtrack.tough.2). An attack that
 * bypasses armor meets only the base Toughness, everything but the armor (woundtrack.tough.3).
 */
export function toughness(p: ToughnessParts, bypassArmor = false): number {
  for (const [what, n] of Object.entries(p)) wholeNumber(n, what);
  return p.vitality + p.size + p.other + (bypassArmor ? 0 : p.armor);
}

/** The Toughness written down separately for attacks that bypass armor (woundtrack.tough.3). */
export const baseToughness = (p: ToughnessParts): number => toughness(p, true);

/**
 * The damage an attack deals before the target reduces it: attack total + Str + weapon damage,
 * plus any extra such as a Strong attack's d6 (woundtrack.threshold.8, attack.3; RULINGS).
 */
export function damageValue(attackTotal: number, strength: number, weaponDamage: number, extra = 0): number {
  for (const [what, n] of [["attack total", attackTotal], ["Strength", strength], ["weapon damage", weaponDamage], ["extra damage", extra]] as const) wholeNumber(n, what);
  return attackTotal + strength + weaponDamage + extra;
}

/**
 * Final damage = damage value - the Defense the attack targeted - Toughness (woundtrack.threshold.6,
 * threshold.8, tough.1); it may be negative, which causes no wound (woundtrack.threshold.7).
 */
export function finalDamage(value: number, targetedDefense: number, toughnessValue: number): number {
  for (const [what, n] of [["damage value", value], ["Defense", targetedDefense], ["Toughness", toughnessValue]] as const) wholeNumber(n, what);
  return value - targetedDefense - toughnessValue;
}

/**
 * The total the hit is judged on. A penetrating attack adds its damage (Str + weapon damage) before
 * the hit is checked instead of only after (woundtrack.pen.1); the damage value is unchanged.
 */
export function hitTotal(attackTotal: number, damage: number, penetrating: boolean): number {
  wholeNumber(attackTotal, "attack total");
  wholeNumber(damage, "damage");
  return penetrating ? attackTotal + damage : attackTotal;
}

/** The attack actions that deal wounds and what each changes (woundtrack.action.6-17, RULINGS). */
export interface AttackActionRule {
  /** added to the attack roll: Nonlethal -2 (woundtrack.action.6) */
  toHit: number;
  /** steps the wound level moves: Quick -1, Rebuff +1 (woundtrack.action.11, action.14) */
  levelShift: number;
  /** faces of the extra damage die rolled on a hit: Strong 1d6 (woundtrack.action.17) */
  extraDie: number | null;
  /** melee only (Quick, Strong, Nonlethal say so; a Rebuff is made with your weapon as the foe closes) */
  meleeOnly: boolean;
  /** the wound is the attacker's choice up to the level indicated (woundtrack.action.8) */
  chooseLevel: boolean;
}

export const ATTACK_ACTIONS = {
  standard: { toHit: 0, levelShift: 0, extraDie: null, meleeOnly: false, chooseLevel: false },
  quick: { toHit: 0, levelShift: -1, extraDie: null, meleeOnly: true, chooseLevel: false },
  strong: { toHit: 0, levelShift: 0, extraDie: 6, meleeOnly: true, chooseLevel: false },
  nonlethal: { toHit: -2, levelShift: 0, extraDie: null, meleeOnly: true, chooseLevel: true },
  rebuff: { toHit: 0, levelShift: 1, extraDie: null, meleeOnly: true, chooseLevel: false },
} as const satisfies Record<string, AttackActionRule>;
export type AttackAction = keyof typeof ATTACK_ACTIONS;

/** Weapon properties a Nonlethal attack ignores (woundtrack.action.7). */
export const NONLETHAL_IGNORES = ["armorPiercing", "concussive", "slicing"] as const;

/** The weapon properties that count for this attack: all of them, less those Nonlethal ignores. */
export function activeProperties(action: AttackAction, properties: readonly string[]): string[] {
  if (action !== "nonlethal") return [...properties];
  return properties.filter((p) => !(NONLETHAL_IGNORES as readonly string[]).includes(p));
}

/** A level moved by the action: Quick lowers it a step (a light wound goes), Rebuff raises any wound dealt a step, fatal being the top. */
export function actionLevel(action: AttackAction, indicated: WoundLevel | null): WoundLevel | null {
  if (indicated === null) return null;
  return shiftLevel(indicated, ATTACK_ACTIONS[action].levelShift);
}

export interface AttackInput {
  action: AttackAction;
  melee: boolean;
  /** the attack check's total, without the action's own modifier (added here) */
  roll: number;
  strength: number;
  weaponDamage: number;
  penetrating: boolean;
  /** the Defense the attack targets (melee, ranged or a skill defense) */
  defense: number;
  toughness: ToughnessParts;
  bypassArmor: boolean;
  /** the face of the extra die on a Strong hit (ATTACK_ACTIONS.strong.extraDie), null otherwise or on a miss */
  extraFace: number | null;
}

export interface AttackOutcome {
  /** roll + the action's modifier: the attack total that also feeds the damage */
  attackTotal: number;
  /** what the hit was judged on (adds the damage when penetrating) */
  hitTotal: number;
  hit: boolean;
  /** null on a miss */
  damageValue: number | null;
  finalDamage: number | null;
  /** the level the thresholds give, before the action moves it */
  indicated: WoundLevel | null;
  /** the wound to put on the track (Nonlethal: the most the attacker may choose) */
  level: WoundLevel | null;
}

/**
 * One attack resolved to a wound level (woundtrack.attack.2-3, threshold.6-8, tough.1-3, pen.1 and
 * the action rows): hit when the total meets the Defense, then the damage value less Defense and
 * Toughness, the thresholds, and the action's step. The wound still has to be placed on the track.
 */
export function resolveAttack(a: AttackInput): AttackOutcome {
  const rule: AttackActionRule = ATTACK_ACTIONS[a.action];
  if (!rule) throw new RangeError(`unknown attack action ${String(a.action)}`);
  if (rule.meleeOnly && !a.melee) throw new RuleError("MANIFOLD.woundtrack.Error.MeleeOnly", { action: a.action });
  wholeNumber(a.roll, "roll");
  wholeNumber(a.defense, "Defense");
  const attackTotal = a.roll + rule.toHit;
  const damage = a.strength + a.weaponDamage;
  const judged = hitTotal(attackTotal, damage, a.penetrating);
  const hit = judged >= a.defense;
  if (!hit) {
    if (a.extraFace !== null) throw new RangeError("no extra damage die is rolled on a miss");
    return { attackTotal, hitTotal: judged, hit, damageValue: null, finalDamage: null, indicated: null, level: null };
  }
  const extra = extraDamage(a.action, a.extraFace);
  const value = damageValue(attackTotal, a.strength, a.weaponDamage, extra);
  const final = finalDamage(value, a.defense, toughness(a.toughness, a.bypassArmor));
  const indicated = woundLevelFor(final);
  return { attackTotal, hitTotal: judged, hit, damageValue: value, finalDamage: final, indicated, level: actionLevel(a.action, indicated) };
}

/** The extra damage an action's die adds on a hit: the Strong attack's d6 face (woundtrack.action.17); 0 for the others. */
export function extraDamage(action: AttackAction, face: number | null): number {
  const faces = ATTACK_ACTIONS[action].extraDie;
  if (faces === null) {
    if (face !== null) throw new RangeError(`a ${action} attack rolls no extra damage die`);
    return 0;
  }
  if (face === null || !Number.isInteger(face) || face < 1 || face > faces) throw new RangeError(`a d${faces} face is 1-${faces}, got ${face}`);
  return face;
}

/** The levels a Nonlethal hit may inflict: any level up to the one the damage indicates (woundtrack.action.8). */
export function nonlethalLevels(indicated: WoundLevel | null): WoundLevel[] {
  if (indicated === null) return [];
  return WOUND_LEVELS.slice(0, WOUND_LEVELS.indexOf(indicated) + 1);
}

/** The attacker's pick of a Nonlethal wound; above what the damage allows is refused (woundtrack.action.8). */
export function chooseNonlethalLevel(indicated: WoundLevel | null, chosen: WoundLevel): WoundLevel {
  if (!nonlethalLevels(indicated).includes(chosen)) throw new RuleError("MANIFOLD.woundtrack.Error.NonlethalAboveDamage", { chosen, indicated: indicated ?? "none" });
  return chosen;
}

/**
 * What the attacker makes of a Nonlethal wound that would knock the target out
 * (woundtrack.action.9): as usual, unconscious without dying, or conscious but helpless 2 rounds.
 */
export const NONLETHAL_KNOCKOUTS = ["asUsual", "unconsciousNotDying", "helpless"] as const;
export type NonlethalKnockout = (typeof NONLETHAL_KNOCKOUTS)[number];

export interface KnockoutEffect {
  unconscious: boolean;
  /** the target does not gain the dying condition it would have */
  dyingPrevented: boolean;
  /** rounds of the helpless condition (woundtrack.action.9: 2) */
  helplessRounds: number;
}

/** The helpless option lasts 2 rounds (woundtrack.action.9). */
export const NONLETHAL_HELPLESS_ROUNDS = 2;

/**
 * The Nonlethal knock-out choice (woundtrack.action.9), judged on the wound actually received
 * (after the slots escalate it): on a fatal wound there is no choice. Whether the wound would
 * knock the target out is the wounded condition's business, which the text does not define.
 */
export function nonlethalKnockout(received: WoundLevel, wouldFallUnconscious: boolean, choice: NonlethalKnockout): KnockoutEffect {
  if (!NONLETHAL_KNOCKOUTS.includes(choice)) throw new RangeError(`unknown Nonlethal choice ${String(choice)}`);
  if (!wouldFallUnconscious) return { unconscious: false, dyingPrevented: false, helplessRounds: 0 };
  if (received === "fatal" && choice !== "asUsual") throw new RuleError("MANIFOLD.woundtrack.Error.NonlethalFatal", { choice });
  if (choice === "helpless") return { unconscious: false, dyingPrevented: false, helplessRounds: NONLETHAL_HELPLESS_ROUNDS };
  return { unconscious: true, dyingPrevented: choice === "unconsciousNotDying", helplessRounds: 0 };
}

/** Underwater, weapon damage is halved (rounded down, RULINGS) unless the weapon is aquatic; Strength still counts in full (woundtrack.underwater.5-6). */
export function underwaterWeaponDamage(weaponDamage: number, aquatic: boolean): number {
  wholeNumber(weaponDamage, "weapon damage");
  return aquatic ? weaponDamage : Math.floor(weaponDamage / 2);
}

/** Underwater, fire damage is halved, rounded down (woundtrack.underwater.8, RULINGS). */
export function underwaterFireDamage(damage: number): number {
  wholeNumber(damage, "fire damage");
  return Math.floor(damage / 2);
}
