/**
 * What the round's start ends (the combat's round start calls this; core v13 reports expired
 * effects but keeps them). An effect begun in round s that lasts r rounds ends at the end of round
 * s + r - 1, its starting round being round 1, so it is gone as round s + r starts
 * (core/duration.ts). When several end together the older end first (Wound Track's
 * duration.2, and no ruleset asks for another order): by the round they began, then the turn,
 * then as given.
 */
import { expiredAt, type RoundDuration } from "../duration";

export interface TimedEffect extends RoundDuration {
  startTurn?: number | null;
}

export function expiring<T extends TimedEffect>(effects: readonly T[], round: number): T[] {
  return effects
    .map((effect, i) => ({ effect, i }))
    .filter(({ effect }) => expiredAt(effect, round))
    .sort((a, b) => (a.effect.startRound ?? 0) - (b.effect.startRound ?? 0) || (a.effect.startTurn ?? 0) - (b.effect.startTurn ?? 0) || a.i - b.i)
    .map(({ effect }) => effect);
}
