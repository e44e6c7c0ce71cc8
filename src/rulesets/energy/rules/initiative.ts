/**
 * The Initiative contest (energy.init.4-10): to act in response to another creature, roll
 * Initiative against its roll; only a strictly higher roll wins. One roll per round: a second
 * required roll in the same round fails automatically, the challenger's or an opponent's; one roll
 * may face several creatures.
 */
export interface Challenger {
  /** the Initiative roll was already made this round */
  used: boolean;
  /** this round's roll, when made now or earlier */
  total: number | null;
}

export interface Opponent {
  id: string;
  /** the roll it makes now; null when it already rolled this round, so it fails at once */
  total: number | null;
}

export interface ContestResult {
  id: string;
  win: boolean;
  /** decided without comparing: one side's roll for the round was already spent */
  automatic: boolean;
}

export function contestInitiative(challenger: Challenger, opponents: readonly Opponent[]): ContestResult[] {
  if (challenger.used || challenger.total === null) return opponents.map((o) => ({ id: o.id, win: false, automatic: true }));
  const total = challenger.total;
  return opponents.map((o) => (o.total === null ? { id: o.id, win: true, automatic: true } : { id: o.id, win: total > o.total, automatic: false }));
}

/** What a combatant records once it rolls: its total stands for the rest of the round. */
export const initiativeUpdate = (total: number) => ({ "system.initiativeUsed": true, "system.initiative": total, initiative: total });
