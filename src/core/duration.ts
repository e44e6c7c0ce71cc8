/** An effect's duration in rounds, as stored on it: started in `startRound`, lasting `rounds`. */
export interface RoundDuration {
  rounds?: number | null;
  startRound?: number | null;
}

/**
 * True when a round-limited effect has run out by the start of `round`. "Until the end of the
 * round" is 1 round: applied in round 3, it is gone when round 4 starts.
 */
export function expiredAt(duration: RoundDuration, round: number): boolean {
  if (!duration.rounds || duration.rounds <= 0) return false;
  const start = duration.startRound ?? 0;
  return round >= start + duration.rounds;
}
