/**
 * One book for a ruleset's several kinds of card, as the shared card glue runs one book per
 * ruleset: each kind's steps answer only on cards of that kind, so a press meant for one kind
 * never runs on another.
 */
import { RuleError } from "../errors";
import type { CardBook, CardSnapshot, CardStep } from "./decide";

export function onlyOn<AnyC, AnyS extends CardSnapshot<AnyC>, C extends AnyC, S extends CardSnapshot<C>>(book: CardBook<C, S>, fits: (snap: AnyS) => snap is AnyS & S): CardBook<AnyC, AnyS> {
  const guarded = (step: CardStep<C, S>): CardStep<AnyC, AnyS> => ({
    may: (snap, args) => fits(snap) && step.may(snap, args),
    needs: (snap, args) => (fits(snap) ? (step.needs?.(snap, args) ?? []) : []),
    run: (snap, args, dice) => {
      if (!fits(snap)) throw new RuleError("MANIFOLD.Query.NoCard", {});
      return step.run(snap, args, dice);
    },
  });
  return Object.fromEntries(Object.entries(book).map(([action, step]) => [action, guarded(step)]));
}

/** One button on two kinds of card: the second kind's step where `second` says the card is of it, else the first's. */
export function either<AnyC, AnyS extends CardSnapshot<AnyC>>(first: CardStep<AnyC, AnyS>, other: CardStep<AnyC, AnyS>, second: (snap: AnyS) => boolean): CardStep<AnyC, AnyS> {
  const pick = (snap: AnyS) => (second(snap) ? other : first);
  return {
    may: (snap, args) => pick(snap).may(snap, args),
    needs: (snap, args) => pick(snap).needs?.(snap, args) ?? [],
    run: (snap, args, dice) => pick(snap).run(snap, args, dice),
  };
}
