/**
 * Durations in rounds (woundtrack.duration.1-2): the round an effect begins in is its round 1,
 * and it ends at the end of the round equal to its duration; when several end together, the
 * older end first.
 */

export interface Timed {
  id: string;
  /** the round it began in */
  start: number;
  /** its duration in rounds, at least 1 */
  rounds: number;
}

/** The last round it lasts through: a 2-round effect begun in round 3 ends at the end of round 4. */
export function lastRound(e: Pick<Timed, "start" | "rounds">): number {
  if (!Number.isInteger(e.rounds) || e.rounds < 1) throw new RangeError(`a duration is a whole number of rounds from 1, got ${e.rounds}`);
  return e.start + e.rounds - 1;
}

/** The effects ending at the end of `round`, oldest first; a tie keeps the order they were given in. */
export function endingAt(effects: readonly Timed[], round: number): string[] {
  return effects
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => lastRound(e) === round)
    .sort((a, b) => a.e.start - b.e.start || a.i - b.i)
    .map(({ e }) => e.id);
}
