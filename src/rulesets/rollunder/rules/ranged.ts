/**
 * Missiles: the arrows a bow or crossbow spends, half of them found again after the fight, and a
 * crossbow that a shot leaves empty until a round is spent reloading it (rollunder.ranged.5-7).
 */
import { RuleError } from "../../../core/errors";
import { RANGED } from "./tables";
import type { WeaponSystem } from "./types";

export const usesArrows = (w: Pick<WeaponSystem, "kind">): boolean => w.kind === "bow" || w.kind === "crossbow";
export const needsReload = (w: Pick<WeaponSystem, "kind">): boolean => w.kind === "crossbow" && RANGED.crossbow.reload;

/** A shot: an arrow spent, refused with none left; an unloaded crossbow cannot shoot. */
export function shoot(w: Pick<WeaponSystem, "kind" | "loaded">, arrows: number): { arrows: number; loaded: boolean } {
  if (needsReload(w) && !w.loaded) throw new RuleError("MANIFOLD.rollunder.Error.NotLoaded", {});
  if (usesArrows(w) && arrows < 1) throw new RuleError("MANIFOLD.rollunder.Error.NoArrows", {});
  return { arrows: usesArrows(w) ? arrows - 1 : arrows, loaded: needsReload(w) ? false : w.loaded };
}

/** Reloading is a crossbow's business, and an empty one's. */
export function reload(w: Pick<WeaponSystem, "kind" | "loaded">): { loaded: true } {
  if (!needsReload(w)) throw new RuleError("MANIFOLD.rollunder.Error.NoReload", {});
  if (w.loaded) throw new RuleError("MANIFOLD.rollunder.Error.Loaded", {});
  return { loaded: true };
}

/** After combat half the arrows shot are usable again, rounded down (rollunder.ranged.7, RULINGS). */
export const recoveredArrows = (spent: number): number => Math.floor(Math.max(0, spent) / 2);
