/**
 * Ranged attacks: the Miss Chance and its tables, range trios, the Draw Weight table and
 * throwing (energy.ranged.*, energy.miss.*, energy.range.*, energy.draw.*, energy.throw.*).
 */
import type { Edge } from "../../../core/dice/edge";
import type { RangedKind, Size } from "./constants";
import { halved } from "./derived";
import type { Trio } from "./types";

/** Miss Chance Modifier = 8 - weapon Accuracy - halved Dex mod (energy.ranged.3). */
export const missChanceModifier = (accuracy: number, dexMod: number): number => 8 - accuracy - halved(dexMod);

/** The Miss Chance Size Modifier table (RULINGS: it wins over the Size Chart's column). */
export const MISS_SIZE: Readonly<Record<Size, number>> = {
  huge: -4,
  large: -2,
  medium: 0,
  small: 2,
  tiny: 4,
  diminutive: 8,
  fine: 12,
  miniscule: 18,
};

export const MOVEMENTS = ["none", "normal", "fast"] as const;
export type Movement = (typeof MOVEMENTS)[number];
/** The Miss Chance Movement Modifier table (energy.miss.9-11): still -5, typical 0, zig-zag or Sprint +5. */
export const MISS_MOVEMENT: Readonly<Record<Movement, number>> = { none: -5, normal: 0, fast: 5 };

/** Advantage within the first number, disadvantage beyond the second, out of aim beyond the third (energy.range.2-4). */
export function rangeEdge(distance: number, trio: Trio): { edge: Edge; beyondMax: boolean } {
  const edge: Edge = distance <= trio.near ? 1 : distance > trio.far ? -1 : 0;
  return { edge, beyondMax: distance > trio.max };
}

export interface DrawRow {
  /** lowest Arm Strength of the row */
  minArm: number;
  kg: number;
  /** the Range column, its sign on all three numbers: added to the weapon's near/far/max */
  range: Trio;
  extraDamage: number;
  /** what may use this draw weight at most, as the Restrictions column says */
  restriction: "none" | "handCrossbowMax" | "mpl1to2Max" | "mpl3to4Max" | "mpl5Max" | "heavyOrSiege" | "siegeOnly";
}

const r = (near: number, far: number, max: number): Trio => ({ near, far, max });

/**
 * The Draw Weight table (energy.draw.4-14). Its Range column's sign applies to all three numbers,
 * which are added to the weapon's own range: `-3/10/60` is -3/-10/-60 (RULINGS; docs/rulesets/energy.md).
 */
export const DRAW_WEIGHT: readonly DrawRow[] = [
  { minArm: -Infinity, kg: 19, range: r(-3, -10, -60), extraDamage: 0, restriction: "none" },
  { minArm: 1, kg: 20, range: r(-2, -5, -30), extraDamage: 0, restriction: "none" },
  { minArm: 4, kg: 25, range: r(-1, -5, -10), extraDamage: 0, restriction: "none" },
  { minArm: 8, kg: 30, range: r(0, 0, 0), extraDamage: 0, restriction: "none" },
  { minArm: 12, kg: 35, range: r(0, 5, 10), extraDamage: 1, restriction: "handCrossbowMax" },
  { minArm: 16, kg: 40, range: r(1, 6, 12), extraDamage: 2, restriction: "mpl1to2Max" },
  { minArm: 20, kg: 45, range: r(1, 9, 18), extraDamage: 3, restriction: "mpl3to4Max" },
  { minArm: 25, kg: 50, range: r(2, 12, 24), extraDamage: 4, restriction: "mpl5Max" },
  { minArm: 30, kg: 60, range: r(2, 15, 30), extraDamage: 5, restriction: "heavyOrSiege" },
  { minArm: 35, kg: 70, range: r(3, 18, 36), extraDamage: 6, restriction: "siegeOnly" },
  { minArm: 40, kg: 80, range: r(3, 26, 52), extraDamage: 7, restriction: "siegeOnly" },
];

/** The row for an Arm Strength. */
export function drawRowForArm(arm: number): DrawRow {
  return [...DRAW_WEIGHT].reverse().find((r) => arm >= r.minArm)!;
}

/** The row for a draw weight in kg: the heaviest row not above it. */
export function drawRowForKg(kg: number): DrawRow {
  return [...DRAW_WEIGHT].reverse().find((r) => kg >= r.kg) ?? DRAW_WEIGHT[0]!;
}

const TWO_HANDED_CROSSBOWS: readonly RangedKind[] = ["crossbow", "heavyCrossbow", "siegeCrossbow"];

/** Any two-handed crossbow adds +5 Arm Strength when finding Draw Weight (energy.draw.3). */
export function drawArm(arm: number, kind: RangedKind, twoHanded: boolean): number {
  return arm + (twoHanded && TWO_HANDED_CROSSBOWS.includes(kind) ? 5 : 0);
}

/** The heaviest draw the weapon kind and the wielder's MPL allow (the Restrictions column). */
export function drawCap(kind: RangedKind, mpl: number): number {
  const byMpl = mpl >= 5 ? 50 : mpl >= 3 ? 45 : 40;
  if (kind === "handCrossbow") return Math.min(35, byMpl);
  if (kind === "siegeCrossbow") return 80;
  if (kind === "heavyCrossbow") return 60;
  return byMpl;
}

/** The draw weight in use: the weapon's, capped by the wielder's Arm Strength row and the restrictions. */
export function usableDraw(weaponKg: number, arm: number, kind: RangedKind, twoHanded: boolean, mpl: number): DrawRow {
  const byArm = drawRowForArm(drawArm(arm, kind, twoHanded)).kg;
  return drawRowForKg(Math.min(weaponKg, byArm, drawCap(kind, mpl)));
}

/** The weapon's range with its draw weight's Range column added; a range below 0 counts as 0. */
export function drawRange(range: Trio, row: DrawRow): Trio {
  const add = (k: keyof Trio) => Math.max(0, range[k] + row.range[k]);
  return { near: add("near"), far: add("far"), max: add("max") };
}

/** Default throwing ranges: Light (3/5/10), Heavy (1/3/6), others (2/4/8) (energy.throw.4-6). */
export function throwRange(w: { light: boolean; heavy: boolean; thrownRange: Trio }): Trio {
  if (w.thrownRange.max > 0) return { ...w.thrownRange };
  if (w.light) return { near: 3, far: 5, max: 10 };
  if (w.heavy) return { near: 1, far: 3, max: 6 };
  return { near: 2, far: 4, max: 8 };
}

/** Increased Throwing Distance by Arm Strength (energy.throw.8-16), lowest Arm Strength of each row. */
export const THROW_DISTANCE: readonly { minArm: number; add: Trio }[] = [
  { minArm: -Infinity, add: { near: 0, far: 0, max: 0 } },
  { minArm: 5, add: { near: 0, far: 2, max: 4 } },
  { minArm: 10, add: { near: 1, far: 4, max: 8 } },
  { minArm: 15, add: { near: 1, far: 6, max: 10 } },
  { minArm: 20, add: { near: 2, far: 8, max: 16 } },
  { minArm: 25, add: { near: 2, far: 10, max: 20 } },
  { minArm: 30, add: { near: 3, far: 12, max: 24 } },
  { minArm: 35, add: { near: 3, far: 14, max: 28 } },
  { minArm: 40, add: { near: 4, far: 16, max: 32 } },
];

export function throwBonus(arm: number): Trio {
  return [...THROW_DISTANCE].reverse().find((r) => arm >= r.minArm)!.add;
}

export function thrownTrio(w: { light: boolean; heavy: boolean; thrownRange: Trio }, arm: number): Trio {
  const base = throwRange(w);
  const add = throwBonus(arm);
  return { near: base.near + add.near, far: base.far + add.far, max: base.max + add.max };
}
