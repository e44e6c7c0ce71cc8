import { RuleError } from "../errors";
import { takeDice, type DiceNeed, type Taken } from "./dice";
import { checkOutcome, type AllowList, type SideDocs } from "./guard";
import type { CardRequest } from "./request";
import type { Authority, Outcome, SenderFacts } from "./types";

/** What every card snapshot carries besides its ruleset's own data. */
export interface CardSnapshot<C> {
  card: C;
  sender: SenderFacts;
  authority: Authority;
  docs: SideDocs;
}

/** One button of a card: who may press it, the dice it needs, and what it does. */
export interface CardStep<C, S extends CardSnapshot<C>> {
  may(snap: S, args: Record<string, string>): boolean;
  needs?(snap: S, args: Record<string, string>): DiceNeed[];
  run(snap: S, args: Record<string, string>, dice: Taken[]): Outcome<C>;
}

export type CardBook<C, S extends CardSnapshot<C>> = Readonly<Record<string, CardStep<C, S>>>;

function stepOf<C, S extends CardSnapshot<C>>(book: CardBook<C, S>, action: string): CardStep<C, S> {
  if (!Object.hasOwn(book, action)) throw new RuleError("MANIFOLD.Query.UnknownAction", { action });
  return book[action]!;
}

/** The dice the pressing client throws before it sends the request. */
export function diceFor<C, S extends CardSnapshot<C>>(book: CardBook<C, S>, snap: S, action: string, args: Record<string, string>): DiceNeed[] {
  return stepOf(book, action).needs?.(snap, args) ?? [];
}

/**
 * Everything the deciding client does before it writes: the step must exist, the sender (as the
 * server names it) must be allowed to press it, the dice must be the ones it needs, and the
 * outcome must stay on the card's two sides, on the allow-list. Throws a RuleError otherwise.
 */
export function decideCard<C, S extends CardSnapshot<C>>(book: CardBook<C, S>, allow: AllowList, snap: S, request: CardRequest): Outcome<C> {
  const step = stepOf(book, request.action);
  if (!step.may(snap, request.args)) throw new RuleError("MANIFOLD.Query.NotYours", {});
  const dice = takeDice(step.needs?.(snap, request.args) ?? [], request.faces);
  const outcome = step.run(snap, request.args, dice);
  checkOutcome(outcome as Outcome<unknown>, allow, snap.docs, snap.authority);
  return outcome;
}
