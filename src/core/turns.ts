import { RuleError } from "./errors";

/** The order a combat runs its turns in, and who holds the turn in that order. */
export interface DealtTurns {
  order: string[];
  /** the id at index `turn` of `order`; null when nobody holds the turn */
  current: string | null;
}

/**
 * Core's sorted turn order (`sorted`), rearranged by the ruleset (`arranged`: saved turns, second
 * turns), with the holder of turn index `turn` read from the rearranged order. Core's
 * Combat#setupTurns reads the holder from its sorted order, which after a saved turn names someone
 * else, so the turn events would go to the wrong combatant. Every combatant keeps at least one
 * place and at most `most` (a ruleset whose enemies may act twice allows 2): an id the arrangement
 * repeats past that, or invents, is dropped; one it loses goes after the rest in sorted order.
 */
export function dealTurns(sorted: readonly string[], arranged: readonly string[], turn: number | null, most = 1): DealtTurns {
  const known = new Set(sorted);
  const count = new Map<string, number>();
  const placed = arranged.filter((id) => {
    const n = count.get(id) ?? 0;
    if (!known.has(id) || n >= most) return false;
    count.set(id, n + 1);
    return true;
  });
  const order = [...placed, ...sorted.filter((id) => !count.has(id))];
  return { order, current: turn === null ? null : (order[turn] ?? null) };
}

/** A player's request that the GM start the next round: the round and turn the player saw. */
export interface RoundAsk {
  combat: string;
  round: number;
  turn: number;
}

/** What the GM reads itself before starting a round a player asked for. */
export interface RoundAskFacts {
  /** the combat named exists and is started */
  started: boolean;
  round: number;
  turn: number | null;
  /** index of the round's last turn that core plays (lastPlayedTurn) */
  last: number;
  /** the server-vouched sender owns the combatant holding the turn */
  ownsHolder: boolean;
  /** the server-vouched sender is a GM (an Assistant, or a GM who is not the active one) */
  senderIsGM: boolean;
}

/**
 * The index of the round's last turn core will play: with "skip defeated" on, core moves to the
 * next round from the last turn whose combatant is not defeated, so an end of turn there starts it.
 */
export function lastPlayedTurn(turns: readonly { defeated: boolean }[], skipDefeated: boolean): number {
  if (!skipDefeated) return turns.length - 1;
  for (let i = turns.length - 1; i >= 0; i--) if (!turns[i]!.defeated) return i;
  return turns.length - 1;
}

/**
 * A player's end of turn may start the next round only from the round's last turn, which that
 * player holds, in the very round and turn the player saw: a stale or repeated click (the round
 * already moved on) or a request about someone else's turn starts nothing. A GM who is not the
 * active one (a second GM, an Assistant) may move the round from any turn, as core lets a GM,
 * but only in the round it saw. Returns the checked ask.
 */
export function checkRoundAsk(raw: unknown, facts: (combatId: string) => RoundAskFacts | null): RoundAsk {
  const ask = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  const { combat, round, turn } = ask;
  if (typeof combat !== "string" || !Number.isInteger(round) || !Number.isInteger(turn)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "round" });
  const f = facts(combat);
  if (!f || !f.started || f.round !== round) throw new RuleError("MANIFOLD.Query.NotYourRound", {});
  if (!f.senderIsGM && (f.turn !== turn || f.turn !== f.last || !f.ownsHolder)) throw new RuleError("MANIFOLD.Query.NotYourRound", {});
  return { combat, round: round as number, turn: turn as number };
}
