/**
 * What follows a change of Health, on every path (the card's Apply, the tray on selected tokens,
 * the sheet, the token bar): an empty Health Pool knocks the creature out (contest.damage.1), and
 * one healed above 0 wakes. Run by src/core/play/consequence.ts once the change is written.
 */
import type { ConsequenceRules, Consequences } from "../../../core/play/consequence";
import { nothing } from "../../../core/play/types";

export interface HealthState {
  health: number;
  unconscious: boolean;
}

/** The step from before to after a change of Health. */
export function healthConsequences(before: HealthState, after: HealthState): Consequences {
  const outcome = nothing<null>();
  if (before.health > 0 && after.health <= 0 && !after.unconscious) outcome.statuses.push({ side: "attacker", id: "unconscious", active: true });
  if (before.health <= 0 && after.health > 0 && after.unconscious) outcome.statuses.push({ side: "attacker", id: "unconscious", active: false });
  return { outcome, notices: [] };
}

export const CONTEST_CONSEQUENCES: ConsequenceRules<HealthState> = {
  watched: ["system.health.value"],
  read: (system, statuses) => ({ health: Number((system as { health?: { value?: unknown } }).health?.value ?? 0), unconscious: statuses.includes("unconscious") }),
  step: healthConsequences,
  allow: { actor: {}, combatant: {}, item: {}, statuses: new Set(["unconscious"]) },
};
