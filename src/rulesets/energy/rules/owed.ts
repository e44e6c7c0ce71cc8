/**
 * The rolls a creature owes when a round begins: a Death Save while bleeding out (only one per
 * round, energy.save.5, however many low Death rolls it took), or a wake roll while unconscious
 * from Stamina loss or non-lethal damage (energy.stamina.17, energy.unconscious.2-3).
 */
import type { CreatureSystem } from "./types";

export type OwedRoll = "deathSave" | "wake" | null;

/**
 * `unconscious` is whether the Unconscious condition still stands: a GM who wakes a creature by
 * taking the condition off has settled the wake roll, whatever cause is still written.
 */
export function owedRoll(death: CreatureSystem["death"], unconscious = true): OwedRoll {
  if (death.dead) return null;
  if (death.bleeding) return "deathSave";
  if (unconscious && (death.unconscious === "stamina" || death.unconscious === "nonlethal")) return "wake";
  return null;
}

/** Every Defense roll's die (energy.evasion.1, .4, .6, energy.fort.2, energy.will.2). */
export const DEFENSE_DIE = { evasion: 10, rangedEvasion: 4, unarmedEvasion: 10, fortitude: 10, will: 10 } as const;
