/**
 * Dynamic initiative (woundtrack.init.*, surprise.4-5, act.2-3, act.7, crit.1-3, round.2): a
 * starting value from a check, changed during the round by critical rolls, acting out of turn and
 * Seize Initiative; the next turn is always the highest initiative of those yet to act this round,
 * so a lowered initiative re-sorts the round and never brings a second turn.
 */
import { RuleError } from "../../../core/errors";

/** Added to the Prc [Reflex/Initiative] check for the starting initiative (woundtrack.init.1). */
export const INITIATIVE_BASE = 5;
/** What acting out of turn costs (woundtrack.act.3), and what a critical roll moves (woundtrack.crit.1-3). */
export const OUT_OF_TURN_COST = 2;
export const CRIT_SHIFT = 2;
/** A Perception above this cannot be surprised (woundtrack.surprise.5). */
export const SURPRISE_PERCEPTION = 5;

/** Initiative never drops below 0 (woundtrack.init.7). */
export const clampInitiative = (n: number): number => Math.max(0, n);

export const canBeSurprised = (perception: number): boolean => perception <= SURPRISE_PERCEPTION;

/**
 * The starting initiative: the check's total + 5, less 5 - Perception when surprised
 * (woundtrack.init.1, surprise.4-5). A creature that cannot be surprised takes no penalty.
 */
export function startingInitiative(checkTotal: number, o: { surprised: boolean; perception: number }): number {
  if (!Number.isInteger(checkTotal)) throw new RangeError(`an initiative check is whole, got ${checkTotal}`);
  return clampInitiative(checkTotal + initiativeOffset(o));
}

/** What the starting initiative adds to the check's total: 5, less a surprised creature's 5 - Perception. */
function initiativeOffset(o: { surprised: boolean; perception: number }): number {
  const penalty = o.surprised && canBeSurprised(o.perception) ? SURPRISE_PERCEPTION - o.perception : 0;
  return INITIATIVE_BASE - penalty;
}

/** What an attack roll's criticals do to the two initiatives: both may happen in one wild check (woundtrack.crit.1-3). */
export function critShifts(c: { critSuccess: boolean; critFailure: boolean }): { attacker: number; target: number } {
  return { attacker: (c.critSuccess ? CRIT_SHIFT : 0) - (c.critFailure ? CRIT_SHIFT : 0), target: c.critSuccess ? -CRIT_SHIFT : 0 };
}

/** At 0 a creature takes no reactions (woundtrack.init.5); a reaction leaves the initiative as it is (act.7). */
export const canReact = (initiative: number): boolean => initiative > 0;

/**
 * An action off its own turn: only with an initiative above the active combatant's, never at 0
 * (it would lower it, woundtrack.init.6), and it costs 2 initiative (act.2-3). Returns the new value.
 */
export function actOutOfTurn(mine: number, active: number): number {
  if (mine <= 0) throw new RuleError("MANIFOLD.woundtrack.Error.InitiativeZero", {});
  if (mine <= active) throw new RuleError("MANIFOLD.woundtrack.Error.NotAboveActive", { mine, active });
  return clampInitiative(mine - OUT_OF_TURN_COST);
}

/** Seize Initiative: +1d6 (the face thrown). */
export function seizeInitiative(initiative: number, d6: number): number {
  if (!Number.isInteger(d6) || d6 < 1 || d6 > 6) throw new RangeError(`a d6 shows 1-6, got ${d6}`);
  return initiative + d6;
}

export interface Entrant {
  id: string;
  initiative: number;
  /** this round's random tie-break (drawn afresh each round, woundtrack.init.3): higher goes first */
  tieBreak: number;
  /** it has had its turn this round */
  acted: boolean;
}

/** The round's order as it stands now: descending initiative, ties by this round's draw (woundtrack.init.2-3). */
export function roundOrder(entrants: readonly Entrant[]): string[] {
  return [...entrants].sort((a, b) => b.initiative - a.initiative || b.tieBreak - a.tieBreak).map((e) => e.id);
}

/**
 * Whose turn is next: the highest initiative among those yet to act, read afresh after every change,
 * so one lowered after its turn does not act again (woundtrack.init.4); null when all have acted.
 */
export function nextToAct(entrants: readonly Entrant[]): string | null {
  return roundOrder(entrants.filter((e) => !e.acted))[0] ?? null;
}
