/**
 * The sheet's "pay 1 Energy with Stamina" box (energy.stamina.1): once a round, more with a
 * bonus, 1 Stamina stands in for 1 Energy of the next action or attack. A visible box, not a
 * modifier key, so Alt means advantage on every sheet.
 */
import { pluralKey } from "../../../core/plural";
import type { CombatantSystem } from "../rules/types";

export interface StaminaToggle {
  /** how many more times this round Stamina may stand in for Energy */
  left: number;
  /** the box is ticked for the next action */
  checked: boolean;
  /** what is left this round, as a lang key for its plural form */
  leftLabel: string;
}

/** Out of combat nothing is paid from the pools, so there is no box. */
export function staminaToggleContext(combat: Pick<CombatantSystem, "staminaAsEnergy"> | null, extra: number, checked: boolean): StaminaToggle | null {
  if (!combat) return null;
  const left = Math.max(0, 1 + Math.max(0, extra) - combat.staminaAsEnergy);
  return { left, checked: checked && left > 0, leftLabel: left > 0 ? pluralKey("MANIFOLD.energy.Sheet.StaminaToggleLeft", left) : "MANIFOLD.energy.Sheet.StaminaToggleUsed" };
}

/** What became of the action or attack the box was read for. */
export type ActionEnd = "cancelled" | "refused" | "done";

/**
 * The box after the action or attack it was read for. It stands for the next one that goes
 * ahead, so it is spent only then (the dialog confirmed, the cost paid); a cancelled dialog or a
 * refused payment leaves it as the player set it, and they need not tick it again.
 */
export function staminaBoxAfter(ticked: boolean, end: ActionEnd): boolean {
  return ticked && end !== "done";
}
