/**
 * Every contest card's buttons in one book, as the shared card glue runs one book per ruleset:
 * the attack card's steps (with the GM's awareness switch) answer only on attack cards, the
 * grapple card's only on grapple cards, so a press meant for one kind never runs on the other.
 */
import type { CardBook, CardSnapshot, CardStep } from "../../../core/play/decide";
import type { Outcome } from "../../../core/play/types";
import type { AttackCard } from "../rules/card";
import type { GrappleCard } from "../rules/grapple";
import { CONTEST_CARD, type ContestSide } from "./card";
import { AWARENESS_STEPS } from "./awareness";
import { GRAPPLE_CARD, isGrappleCard } from "./grapple";

export type AnyContestCard = AttackCard | GrappleCard;

export interface AnyContestSnapshot extends CardSnapshot<AnyContestCard> {
  attacker: ContestSide;
  defender: ContestSide;
}

type AnyBook = CardBook<AnyContestCard, AnyContestSnapshot>;

function onlyOn<C, S extends CardSnapshot<C>>(book: CardBook<C, S>, fits: (card: unknown) => boolean): AnyBook {
  const guarded = (step: CardStep<C, S>): CardStep<AnyContestCard, AnyContestSnapshot> => ({
    may: (snap, args) => fits(snap.card) && step.may(snap as unknown as S, args),
    needs: (snap, args) => (fits(snap.card) ? (step.needs?.(snap as unknown as S, args) ?? []) : []),
    run: (snap, args, dice) => step.run(snap as unknown as S, args, dice) as unknown as Outcome<AnyContestCard>,
  });
  return Object.fromEntries(Object.entries(book).map(([action, step]) => [action, guarded(step)]));
}

export const CONTEST_BOOK: AnyBook = {
  ...onlyOn({ ...CONTEST_CARD, ...AWARENESS_STEPS }, (card) => !isGrappleCard(card)),
  ...onlyOn(GRAPPLE_CARD, isGrappleCard),
};
