/**
 * What a character's gear makes of it: its Defense score with armour and shield, its Movement
 * and Stealth after armour, and the inventory slots its items take.
 */
import type { Breakdown, Part } from "../../../core/breakdown";
import { breakdown } from "../../../core/breakdown";
import { RuleError } from "../../../core/errors";
import { ARMOUR, MELEE, RANGED, SHIELD, SHOOTERS, THIRD } from "./tables";
import type { ArmourKind, RollunderItem, WeaponSystem } from "./types";

const L = "MANIFOLD.rollunder.Part";

/** The one armour worn: the heaviest equipped, as nobody wears two suits. */
export function wornArmour(items: readonly RollunderItem[]): ArmourKind | null {
  const worn = items.flatMap((i) => (i.type === "rollunderArmor" && i.system.equipped ? [i.system.kind] : []));
  return worn.sort((a, b) => ARMOUR[b].defense - ARMOUR[a].defense)[0] ?? null;
}

/** An equipped shield that is not broken gives its +1 (rollunder.armor.4, .6). */
export function standingShield(items: readonly RollunderItem[]) {
  return items.find((i) => i.type === "rollunderShield" && i.system.equipped && !i.system.broken) ?? null;
}

/** A character's Defense score: its own, plus armour and shield (rollunder.armor.1-4). */
export function defenseScore(base: number, items: readonly RollunderItem[]): Breakdown {
  const armour = wornArmour(items);
  const parts: Part[] = [{ label: `${L}.defense`, value: base }];
  if (armour) parts.push({ label: `${L}.armour.${armour}`, value: ARMOUR[armour].defense });
  if (standingShield(items)) parts.push({ label: `${L}.shield`, value: SHIELD.defense });
  return breakdown(...parts);
}

/** Movement and Stealth after armour: chain −2, plate −4 (rollunder.armor.2-3). */
export function armourPenalties(movement: number, items: readonly RollunderItem[]): { movement: number; stealth: number } {
  const armour = wornArmour(items);
  return { movement: movement + (armour ? ARMOUR[armour].movement : 0), stealth: armour ? ARMOUR[armour].stealth : 0 };
}

/** The slots one weapon takes, from its kind (a light weapon is a third). */
export function weaponSlots(kind: WeaponSystem["kind"]): number {
  return SHOOTERS.includes(kind) ? RANGED[kind as "sling" | "bow" | "crossbow"].slots : MELEE[kind as "light" | "medium" | "heavy"].slots;
}

/**
 * The inventory slots the items take, counted in thirds so three daggers make exactly one slot.
 * Armour counts whether worn or not: it is carried either way.
 */
export function slotsUsed(items: readonly RollunderItem[], wholeSlots = 0): number {
  const thirds = items.reduce((sum, i) => {
    return sum + Math.round(itemSlots(i) * 3);
  }, wholeSlots * 3);
  return thirds / 3;
}

/** A quiver of 20 arrows is an average item, one slot (rollunder.ranged.6): each 20 begun is one quiver. */
export const QUIVER = 20;
export const quiverSlots = (arrows: number): number => Math.ceil(Math.max(0, arrows) / QUIVER);

/** The slots one item takes: a weapon by its kind, armour by its weight, a small item a third. */
function itemSlots(i: RollunderItem): number {
  switch (i.type) {
    case "rollunderWeapon":
      return weaponSlots(i.system.kind);
    case "rollunderArmor":
      return ARMOUR[i.system.kind].slots;
    case "rollunderShield":
      return SHIELD.slots;
    case "rollunderGear":
      return i.system.small ? THIRD : i.system.slotsTaken;
  }
}

/** The damage formula of a weapon as it is used (rollunder.melee.1, .3-6, ranged.1-4). */
export function weaponDamage(w: Pick<WeaponSystem, "kind" | "hands">, thrown: boolean): string {
  if (thrown) {
    if (w.kind !== "light") throw new RuleError("MANIFOLD.rollunder.Error.NotThrown", {});
    return RANGED.light.damage;
  }
  if (SHOOTERS.includes(w.kind)) return RANGED[w.kind as "sling" | "bow" | "crossbow"].damage;
  const row = MELEE[w.kind as "light" | "medium" | "heavy"];
  const damage = w.hands === 2 ? row.twoHands : row.oneHand;
  // A heavy weapon in one hand, or a light one in two: the seed gives no such damage.
  if (!damage) throw new RuleError("MANIFOLD.rollunder.Error.Hands", {});
  return damage;
}

/** The range in feet of a shot or throw, or null for a melee strike. */
export function weaponRange(w: Pick<WeaponSystem, "kind">, thrown: boolean): number | null {
  if (thrown) return RANGED.light.range;
  return SHOOTERS.includes(w.kind) ? RANGED[w.kind as "sling" | "bow" | "crossbow"].range : null;
}
