/**
 * What an action costs besides its AP, and how it may be hurried: its stamina, spent as it takes
 * effect with the unpaid part turned into fatigue (woundtrack.action.3, stamina.2-4); the mana it
 * invests, off current and maximum alike (action.4, mana.2, mana.4); hurrying it with a check the
 * GM calls for (quick.1, 3-6, ap.8); and a jump's reach from its check (jump.1-5).
 */
import { RuleError } from "../../../core/errors";
import { hurry, type Hurried, type HurryKind } from "../rules/economy";
import { highJumpInches, jumpResult, longJumpFeet, longJumpYards, RUN_UP_YARDS } from "../rules/movement";
import { investMana, spendStamina } from "../rules/recovery";
import type { CreatureSystem } from "../rules/types";
import type { CheckReport } from "./action-check";
import type { Action } from "./side";

/** The actor's pools after paying `stamina` and investing `mana`: only what changed. */
export function effortChanges(system: CreatureSystem, stamina: number, mana: number): Record<string, number> {
  const changes: Record<string, number> = {};
  if (stamina > 0) {
    const after = spendStamina({ value: system.stamina.value, fatigue: system.stamina.fatigue, normalMax: system.stamina.max }, stamina);
    if (after.value !== system.stamina.value) changes["system.stamina.value"] = after.value;
    if (after.fatigue !== system.stamina.fatigue) changes["system.stamina.fatigue"] = after.fatigue;
  }
  if (mana > 0) {
    const after = investMana({ value: system.mana.value, invested: system.mana.invested, normalMax: system.mana.max }, mana);
    changes["system.mana.value"] = after.value;
    changes["system.mana.invested"] = after.invested;
  }
  return changes;
}

/** What kind of action this is for hurrying: an attack or a spell never can be (woundtrack.quick.1). */
export function hurryKind(action: Action): HurryKind {
  if (action.system.attack || action.system.category === "offensive") return "attack";
  return action.system.automation === "spell" ? "spell" : "other";
}

export interface HurryReport extends Hurried {
  check: CheckReport;
}

/** The hurried cost from the GM's check (woundtrack.quick.4-6); a refusal for an attack or spell comes before any die. */
export function hurried(action: Action, check: CheckReport): HurryReport {
  return { ...hurry(action.system.ap, hurryKind(action), check.result, check.tn), check };
}

/**
 * Whether the action may be hurried at all: not an attack or a spell (woundtrack.quick.1), an action
 * of movement or of the surroundings (quick.2), and one that costs more than the 1 AP it cannot go below.
 */
export const mayHurry = (action: Action): boolean =>
  hurryKind(action) === "other" && (action.system.category === "movement" || action.system.category === "misc") && action.system.ap > 1;

/** Refuses to hurry before the dice are thrown. */
export function assertHurry(action: Action): void {
  if (!mayHurry(action)) throw new RuleError("MANIFOLD.woundtrack.Error.CannotHurry", { kind: hurryKind(action) });
}

export interface JumpReport {
  /** the jump's effective result: with a run-up plus Speed, without it half (woundtrack.jump.2-3) */
  result: number;
  longFeet: number;
  longYards: number;
  highInches: number;
}

export interface ClingReport {
  result: number;
  /** yards moved along with the target, each 5 points one (woundtrack.action.45) */
  along: number;
  /** or yards off the target's movement, each 10 points one; the two mix (woundtrack.action.46) */
  reduce: number;
}

/** What a Cling's Power check allows: each 5 points a yard along, or each 10 a yard off the target's move. */
export const clingReport = (result: number): ClingReport => ({ result, along: Math.max(0, Math.floor(result / 5)), reduce: Math.max(0, Math.floor(result / 10)) });

/** A jump's reach from its check (woundtrack.jump.2-5); whether it had its run-up is the player's word. */
export function jumpReport(check: CheckReport, runUp: boolean, speed: number): JumpReport {
  const result = jumpResult(check.result, runUp ? RUN_UP_YARDS : 0, speed);
  return { result, longFeet: longJumpFeet(result), longYards: longJumpYards(result), highInches: highJumpInches(result) };
}
