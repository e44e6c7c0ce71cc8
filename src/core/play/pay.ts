/**
 * Paying for an action out of an actor's own combat pools (AP, Energy, Agility). With a GM online
 * the active GM's client pays, where the round's reset runs, one payment at a time per combat
 * under the lock the reset takes, so a payment never reads last round's pools or writes over a
 * fresh round's. The same code runs for Foundry and the scenario table.
 */
import { RuleError } from "../errors";
import { alone, sideDocs, writeOutcome } from "./execute";
import { checkOutcome, type AllowList } from "./guard";
import type { PlayPort } from "./port";
import { serialize } from "./queue";
import type { Outcome } from "./types";

/** A ruleset's payments: the port's view of the actor, then the ruleset's pure step. */
export interface PayRules<A, O, R> {
  /** the GM operation the payment travels as */
  op: string;
  /** whether the actor is of this ruleset */
  fits(actor: A): boolean;
  parse(raw: unknown): O;
  /** the lock of the actor's combat pools; null out of combat */
  lock(actor: A): string | null;
  /** the step over the actor as it stands now: what it writes on the actor and its combatant, and what it tells */
  decide(actor: A, order: O): { outcome: Outcome<unknown>; allow: AllowList; result: R };
}

async function payHere<A, O, R>(port: PlayPort<A>, rules: PayRules<A, O, R>, actor: A, order: O): Promise<R> {
  const run = async () => {
    const { outcome, allow, result } = rules.decide(actor, order);
    // The actor pays out of its own documents, the one side of a one-sided outcome.
    const sides = alone(actor);
    checkOutcome(outcome, allow, sideDocs(port, sides), { kind: "gm" });
    await writeOutcome(port, sides, outcome);
    return result;
  };
  const lock = rules.lock(actor);
  return lock ? serialize(lock, run) : run();
}

/** Pays on the active GM's client when there is one, else here. */
export async function pay<A, O, R>(port: PlayPort<A>, rules: PayRules<A, O, R>, actor: A, order: O): Promise<R> {
  const me = port.user(port.me);
  if (!me) throw new RuleError("MANIFOLD.Query.Unknown", {});
  if (me.isGM || port.activeGM() === null) return payHere(port, rules, actor, order);
  return (await port.askGM(rules.op, { actor: port.uuid(actor), order })) as R;
}

/** The active GM pays for a player who owns the actor; the payload is read again, nothing believed. */
export async function payFor<A, O, R>(port: PlayPort<A>, rules: PayRules<A, O, R>, payload: unknown, senderId: string): Promise<R> {
  const p = (typeof payload === "object" && payload !== null ? payload : {}) as Record<string, unknown>;
  const actor = port.actor(p.actor);
  const sender = port.user(senderId);
  if (!actor || !sender || !rules.fits(actor)) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  if (!port.owns(sender.id, actor)) throw new RuleError("MANIFOLD.Query.NotYours", {});
  return payHere(port, rules, actor, rules.parse(p.order));
}
