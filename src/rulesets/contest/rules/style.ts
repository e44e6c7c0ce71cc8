/**
 * Fighting styles: which gear a style covers, what untrained gear costs, the gear-list limits
 * and their XP, and which of several styles suits a weapon best (contest.style.*).
 */
import type { Edge } from "../../../core/dice/edge";
import { netEdge } from "../../../core/dice/edge";
import {
  ARMOR_GEAR,
  GEAR_ALIASES,
  SHIELD_GEAR,
  STYLE_FREE_GEAR,
  STYLE_GEAR_XP,
  STYLE_MAX_GEAR,
  UNARMED_GEAR,
  UNTRAINED_WEAPON_PENALTY,
  type ArmorLevel,
} from "./constants";
import { passChance } from "./test";
import type { WeaponItem } from "./types";

/** Gear keys compare without case, padding or the -/_ a typist may use: "Long-Sword" = "long sword". */
export function normaliseGear(key: string): string {
  const plain = key.trim().toLowerCase().replace(/[\s_-]+/g, " ");
  return GEAR_ALIASES[plain] ?? plain;
}

/** The gear key of a weapon: its `gear` field, else its name; no weapon means unarmed. */
export function weaponGear(weapon: Pick<WeaponItem, "name" | "system"> | null): string {
  if (!weapon) return UNARMED_GEAR;
  return normaliseGear(weapon.system.gear || weapon.name);
}

export function armorGear(level: ArmorLevel): string {
  return ARMOR_GEAR[level];
}

/**
 * Does a style's gear list cover this gear key? Ruling: training in full armour also covers
 * partial armour (a knight drilled in plate is not hampered by a mail shirt).
 */
export function styleCovers(styleGear: readonly string[], key: string): boolean {
  const wanted = normaliseGear(key);
  const listed = new Set(styleGear.map(normaliseGear));
  if (listed.has(wanted)) return true;
  return wanted === ARMOR_GEAR.partial && listed.has(ARMOR_GEAR.full);
}

/** What a character has in hand and on its body while it tests. */
export interface Wielded {
  /** gear keys of the weapons in hand; empty = fighting unarmed */
  weapons: readonly string[];
  shield: boolean;
  /** the level of the armour worn, null when unarmoured (which needs no training) */
  armor: ArmorLevel | null;
}

export interface UntrainedEffects {
  /** to every Fighting Style test made with this style: -2 or 0 */
  penalty: number;
  /** a bane on every Fighting Style test made with this style */
  bane: boolean;
  /** the gear keys this style does not cover, for the sheet */
  untrained: string[];
}

/**
 * The cost of untrained gear on a Fighting Style test made with one style. Weapons and shields
 * are wielded, so an uncovered one gives -2 (once, however many are uncovered: it is a
 * condition, not a per-item charge). Uncovered armour gives only a bane: RULINGS lets the
 * specific "Untrained Armor" section win over the Step I reminder (contest.attack.3).
 */
export function untrainedEffects(styleGear: readonly string[], wielded: Wielded): UntrainedEffects {
  const inHand = wielded.weapons.length > 0 ? wielded.weapons.map(normaliseGear) : [UNARMED_GEAR];
  if (wielded.shield) inHand.push(SHIELD_GEAR);
  const untrained = inHand.filter((key) => !styleCovers(styleGear, key));
  const armorKey = wielded.armor ? armorGear(wielded.armor) : null;
  const bane = armorKey !== null && !styleCovers(styleGear, armorKey);
  if (bane && armorKey) untrained.push(armorKey);
  const weaponUntrained = untrained.some((key) => key !== armorKey);
  return { penalty: weaponUntrained ? UNTRAINED_WEAPON_PENALTY : 0, bane, untrained };
}

/**
 * The bane on Dodge and Sorcery tests: those tests use no style, so the armour counts as
 * trained when any of the character's styles covers it (ruling).
 */
export function armorBane(styleGears: readonly (readonly string[])[], armor: ArmorLevel | null): boolean {
  if (armor === null) return false;
  return !styleGears.some((gear) => styleCovers(gear, armorGear(armor)));
}

export interface GearCheck {
  count: number;
  /** gear covered by the free picks on becoming trained */
  free: number;
  /** gear bought beyond the free picks */
  extra: number;
  xpCost: number;
  /** XP the next piece of gear would cost (0 while free picks are left); null when the list is full */
  nextXp: number | null;
  /** lang keys of what is wrong with the list */
  issues: string[];
}

/** A style lists up to 5 gear free, up to 10 in all, each beyond 5 costing 25 XP (contest.style.3-5). */
export function checkStyleGear(gear: readonly string[]): GearCheck {
  const keys = gear.map(normaliseGear);
  const distinct = new Set(keys);
  const count = distinct.size;
  const free = Math.min(count, STYLE_FREE_GEAR);
  const extra = count - free;
  const issues: string[] = [];
  if (distinct.size !== keys.length) issues.push("MANIFOLD.contest.Style.DuplicateGear");
  if (count > STYLE_MAX_GEAR) issues.push("MANIFOLD.contest.Style.TooMuchGear");
  if (keys.some((k) => k === "")) issues.push("MANIFOLD.contest.Style.BlankGear");
  return { count, free, extra, xpCost: extra * STYLE_GEAR_XP, nextXp: nextGearXp(count), issues };
}

/** XP for adding one more piece of gear to a list of this size; null when the list is full. */
export function nextGearXp(currentCount: number): number | null {
  if (currentCount >= STYLE_MAX_GEAR) return null;
  return currentCount < STYLE_FREE_GEAR ? 0 : STYLE_GEAR_XP;
}

/** One style the character could test with, with the attribute values it would use. */
export interface StyleOption {
  name: string;
  rank: number;
  gear: readonly string[];
  /** value of the governing attribute for this test (already Agility for ranged) */
  attributeValue: number;
}

export interface StyleChoice {
  index: number;
  target: number;
  edge: Edge;
  chance: number;
  untrained: UntrainedEffects;
}

/**
 * Picks the style with the best chance to pass for what the character wields: target plus
 * the untrained penalty, edge from the untrained bane and the other boons / banes of the test.
 * Ties keep the earlier style, so a sheet's order decides. Null when there is no style.
 */
export function bestStyleFor(
  styles: readonly StyleOption[],
  wielded: Wielded,
  other: { boons: number; banes: number; modifier: number } = { boons: 0, banes: 0, modifier: 0 },
): StyleChoice | null {
  let best: StyleChoice | null = null;
  for (const [index, style] of styles.entries()) {
    const untrained = untrainedEffects(style.gear, wielded);
    const target = style.attributeValue + style.rank + untrained.penalty + other.modifier;
    const edge = netEdge(other.boons, other.banes + (untrained.bane ? 1 : 0));
    const chance = passChance(target, edge);
    if (!best || chance > best.chance) best = { index, target, edge, chance, untrained };
  }
  return best;
}
