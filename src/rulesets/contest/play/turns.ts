/**
 * The tracker's events as play steps over plain combatants (contest.init.*, round.*, action.2):
 * what a new round, the start and the end of a turn write. The combat scheme (combat.ts) hands
 * these to ManifoldCombat, which writes each event's updates in one batch on the active GM's client.
 */
import { losesTurn, roundReset, turnEndUpdate, type CombatantUpdate } from "../rules/economy";
import type { CombatantSystem } from "../rules/types";

export interface TurnCombatant {
  id: string;
  system: CombatantSystem;
}

export const CONTEST_TURNS = {
  /** A new round: everyone's AP back to 3, unspent ones lost; surprise ends after round 1. */
  roundStart: (combatants: readonly TurnCombatant[], round: number): CombatantUpdate[] => roundReset(combatants, round),
  /** A surprised combatant's turn in round 1 is skipped (contest.round.3). */
  skipTurn: (c: TurnCombatant, round: number): boolean => losesTurn(c.system, round),
  /** The end of a turn: Disengage runs out, the turn is marked as taken (contest.action.2). */
  turnEnd: (c: TurnCombatant): CombatantUpdate[] => [{ _id: c.id, ...turnEndUpdate() }],
};
