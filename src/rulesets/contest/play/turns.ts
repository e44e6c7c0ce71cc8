/**
 * The tracker's events as play steps over plain combatants (contest.init.*, round.*, action.2,
 * delay.1): the turn order, what a new round and the end of a turn write, whose turn is skipped,
 * and a saved turn. The combat scheme (combat.ts) hands these to ManifoldCombat, which writes
 * each event's updates in one batch on the active GM's client.
 */
import type { RandomSource } from "../../../core/random";
import { RuleError } from "../../../core/errors";
import { losesTurn, roundReset, turnEndUpdate, delayUpdate, type CombatantUpdate } from "../rules/economy";
import { applyDelays, delayTurn, initiativeSpec, initiativeWithDie, sortInitiative, type InitiativeEntry, type SavedTurn } from "../rules/initiative";
import type { CombatantSystem, ContestActor } from "../rules/types";

export interface TurnCombatant {
  id: string;
  system: CombatantSystem;
  /** its actor's conditions in force (the Surprised condition counts as the tracker's mark) */
  statuses: readonly string[];
}

/** The initiative roll of a creature: 1d6 + Initiative, an NPC 1d6 + PER, with the world's die (contest.init.2-3). */
export function initiativeStep(actor: ContestActor, die: string): string {
  return initiativeWithDie(initiativeSpec(actor), die).formula;
}

/** A combatant as the order reads it: its actor, its rolled initiative, its stored tie-break draw. */
export interface Rolled {
  id: string;
  actor: ContestActor | null;
  /** null = not rolled yet, which goes last */
  initiative: number | null;
  tieBreak?: number;
}

/** Ties go to the higher bonus (Initiative, an NPC's PER), then PCs before NPCs, then the draw (RULINGS). */
export function initiativeEntry(r: Rolled): InitiativeEntry {
  return {
    id: r.id,
    initiative: r.initiative,
    bonus: r.actor ? initiativeSpec(r.actor).bonus : 0,
    isPC: r.actor?.type === "contestCharacter",
    ...(r.tieBreak === undefined ? {} : { tieBreak: r.tieBreak }),
  };
}

/**
 * The order turns are taken in (contest.init.5, delay.1): descending initiative, ties broken as
 * above; then the turns saved this round moved after whom they named.
 */
export function turnOrderStep(rolled: readonly Rolled[], saved: readonly SavedTurn[], round: number, rng: RandomSource): string[] {
  return applyDelays(sortInitiative(rolled.map(initiativeEntry), rng), saved, round);
}

/**
 * A new round (contest.init.4, round.5): everyone's AP back to 3, unspent ones lost, attacks and
 * the free action counted again, surprise over after round 1. One update per combatant, one write.
 */
export function roundStartStep(combatants: readonly TurnCombatant[], round: number): CombatantUpdate[] {
  return roundReset(combatants, round);
}

/**
 * A surprised combatant's turn is skipped (contest.round.3): surprised by the tracker's mark in the
 * first round, or by the Surprised condition while it lasts, so the two never disagree.
 */
export function skipTurnStep(c: TurnCombatant, round: number): boolean {
  return losesTurn(c.system, round, c.statuses);
}

/**
 * The end of a turn (contest.action.2, init.1): Disengage runs out, the turn is marked as taken.
 * When the turn ends because a new round begins, the round's reset already writes all of that,
 * so the change of round stays one write.
 */
export function turnEndStep(c: TurnCombatant, endingRound: number, round: number): CombatantUpdate[] {
  if (round > endingRound) return [];
  return [{ _id: c.id, ...turnEndUpdate() }];
}

/**
 * Saving a turn (contest.delay.1): on its own turn, the combatant names at once a combatant still
 * to act this round, and will act right after it. Refused when it is not its turn or the named one
 * has already acted.
 */
export function saveTurnStep(order: readonly string[], current: string | null, delayerId: string, afterId: string, round: number): CombatantUpdate {
  if (current !== delayerId) throw new RuleError("MANIFOLD.contest.Economy.NotYourTurn", {});
  delayTurn(order, delayerId, afterId);
  return { _id: delayerId, ...delayUpdate(afterId, round) };
}
