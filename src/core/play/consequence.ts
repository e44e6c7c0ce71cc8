/**
 * What follows a change of a creature's pools, whatever path made it: the card's Apply, the tray on
 * selected tokens, a sheet field, the token bar, a macro. Each ruleset gives one pure step from
 * before to after (knocked out at 0, a roll owed); the client that answers for the change runs it
 * once the change is written: the active GM, or with no GM online the one that made it. In Foundry
 * that is the actor's _onUpdate, with the values before taken in _preUpdate on the client that made
 * the update (src/foundry/documents/actor.ts); the scenario table runs it after each actor write.
 */
import { writeAlone } from "./execute";
import type { AllowList } from "./guard";
import type { PlayPort } from "./port";
import type { Authority, Outcome } from "./types";

/** A line for the table, with the creature's name added: a lang key and its values. */
export interface Notice {
  key: string;
  data: Record<string, string>;
}

export interface Consequences {
  /** writes and conditions on the creature itself (the "attacker" side of a one-creature outcome) */
  outcome: Outcome<null>;
  notices: Notice[];
}

export interface ConsequenceRules<S> {
  /** the stored system paths whose change may bring a consequence */
  watched: readonly string[];
  /**
   * what the step compares, from the creature's stored system, its conditions and its type, and
   * what the ruleset reads of the creature's fight besides (a rider's mount): plain JSON
   */
  read(system: unknown, statuses: readonly string[], type: string, around?: unknown): S;
  step(before: S, after: S): Consequences;
  /** what the step may write */
  allow: AllowList;
}

/** Whether an update (dotted or nested paths) touches a watched path. */
export function touches(rules: Pick<ConsequenceRules<unknown>, "watched">, changedPaths: readonly string[]): boolean {
  return changedPaths.some((p) => rules.watched.some((w) => p === w || p.startsWith(`${w}.`) || w.startsWith(`${p}.`)));
}

/** Who runs the step for a change made by `writer`: the active GM, or with none online the writer. */
export const answersFor = (activeGM: string | null, writer: string): string => activeGM ?? writer;

/** The answering client's own authority over the creature: a GM's, or what its owner may write. */
export function ownAuthority<A>(port: PlayPort<A>, actor: A): Authority {
  const mine = port.owns(port.me, actor);
  return port.user(port.me)?.isGM ? { kind: "gm" } : { kind: "author", owns: { attacker: mine, defender: mine } };
}

/**
 * Runs the step on the client that answers for the change: its writes are checked like any
 * outcome (the answering client's own authority) and written, then its notices told.
 */
export async function afterChange<A, S>(port: PlayPort<A>, actor: A, rules: ConsequenceRules<S>, before: S, after: S): Promise<Consequences> {
  const found = rules.step(before, after);
  const { outcome } = found;
  if (outcome.writes.length || outcome.statuses.length) {
    await writeAlone(port, actor, outcome, rules.allow, ownAuthority(port, actor));
  }
  for (const n of found.notices) await port.notice(actor, n.key, { ...n.data, name: port.name(actor) });
  return found;
}
