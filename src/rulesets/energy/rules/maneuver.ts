/**
 * Combat Maneuvers (energy.maneuver.*): melee attacks at -5 AV that deal no damage; who may be
 * targeted, and the Unguarded / advantage price of a maneuver against a target not Exposed.
 */
import type { Maneuver, Size } from "./constants";
import { RuleError } from "./errors";
import { sizeSteps } from "./size";

export const MANEUVER_PENALTY = 5;

/** Restrain and Push are Unarmed attacks; Trip and Disarm use the weapon in hand. */
export const UNARMED_MANEUVERS: readonly Maneuver[] = ["restrain", "push"];

export interface ManeuverCheck {
  maneuver: Maneuver;
  attackerSize: Size;
  targetSize: Size;
  /** Disarm: the target faces the attacker */
  targetFacing: boolean;
  /** Disarm: the attacker's weapon is Light and the target's is Heavy */
  lightVsHeavy: boolean;
}

/**
 * Refuses a maneuver the rules forbid: Trip on a target more than one size larger
 * (energy.maneuver.6), Restrain or Push on a larger one (energy.maneuver.11, .21), Disarm of a
 * target not facing you (energy.maneuver.7) or of a Heavy weapon with a Light one (energy.maneuver.9).
 */
export function checkManeuver(c: ManeuverCheck): void {
  const larger = sizeSteps(c.targetSize, c.attackerSize);
  if (c.maneuver === "trip" && larger > 1) throw new RuleError("MANIFOLD.energy.Error.TargetTooLarge", { steps: 1 });
  if ((c.maneuver === "restrain" || c.maneuver === "push") && larger > 0) throw new RuleError("MANIFOLD.energy.Error.TargetTooLarge", { steps: 0 });
  if (c.maneuver === "disarm" && !c.targetFacing) throw new RuleError("MANIFOLD.energy.Error.DisarmNotFacing", {});
  if (c.maneuver === "disarm" && c.lightVsHeavy) throw new RuleError("MANIFOLD.energy.Error.LightVsHeavy", {});
}

/**
 * A maneuver that is not a Swift Attack, against a target that is not Exposed, makes the attacker
 * Unguarded and gives the target Advantage on its first Defense roll (energy.maneuver.2-3).
 */
export const maneuverCostsGuard = (targetExposed: boolean, swift: boolean): boolean => !targetExposed && !swift;

/** A Push made out of a Sprint begun 3 m or more away pushes up to 3 m, else 1 m (energy.maneuver.18, .20). */
export const pushDistance = (sprintFrom: number | null): number => (sprintFrom !== null && sprintFrom >= 3 ? 3 : 1);

/** After a Disarm, a weapon that is not Heavy may be flung up to 2 m for 1 Agility (energy.maneuver.8). */
export const canFling = (weaponHeavy: boolean): boolean => !weaponHeavy;
