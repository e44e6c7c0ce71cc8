/** The order a combat runs its turns in, and who holds the turn in that order. */
export interface DealtTurns {
  order: string[];
  /** the id at index `turn` of `order`; null when nobody holds the turn */
  current: string | null;
}

/**
 * Core's sorted turn order (`sorted`), rearranged by the ruleset (`arranged`: saved turns), with
 * the holder of turn index `turn` read from the rearranged order. Core's Combat#setupTurns reads
 * the holder from its sorted order, which after a saved turn names someone else, so the turn
 * events would go to the wrong combatant. Every combatant keeps exactly one place: an id the
 * arrangement repeats or invents is dropped, one it loses goes after the rest in sorted order.
 */
export function dealTurns(sorted: readonly string[], arranged: readonly string[], turn: number | null): DealtTurns {
  const known = new Set(sorted);
  const placed = [...new Set(arranged)].filter((id) => known.has(id));
  const kept = new Set(placed);
  const order = [...placed, ...sorted.filter((id) => !kept.has(id))];
  return { order, current: turn === null ? null : (order[turn] ?? null) };
}
