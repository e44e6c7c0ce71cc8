/**
 * Every contest card's buttons in one book, as the shared card glue runs one book per ruleset:
 * the attack card's steps (with the GM's awareness switch) answer only on attack cards, the
 * grapple card's only on grapple cards, so a press meant for one kind never runs on the other.
 */
import type { CardBook, CardSnapshot, CardStep } from "../../../core/play/decide";
import { RuleError } from "../../../core/errors";
import type { AttackCard } from "../rules/card";
import type { GrappleCard } from "../rules/grapple";
import { CONTEST_CARD, type ContestCardSnapshot, type ContestSide } from "./card";
import { AWARENESS_STEPS } from "./awareness";
import { GRAPPLE_CARD, isGrappleCard, type GrappleSnapshot } from "./grapple";

export type AnyContestCard = AttackCard | GrappleCard;

export interface AnyContestSnapshot extends CardSnapshot<AnyContestCard> {
  attacker: ContestSide;
  defender: ContestSide;
}

type AnyBook = CardBook<AnyContestCard, AnyContestSnapshot>;

function onlyOn<C extends AnyContestCard, S extends CardSnapshot<C>>(book: CardBook<C, S>, fits: (snap: AnyContestSnapshot) => snap is AnyContestSnapshot & S): AnyBook {
  const guarded = (step: CardStep<C, S>): CardStep<AnyContestCard, AnyContestSnapshot> => ({
    may: (snap, args) => fits(snap) && step.may(snap, args),
    needs: (snap, args) => (fits(snap) ? (step.needs?.(snap, args) ?? []) : []),
    run: (snap, args, dice) => {
      if (!fits(snap)) throw new RuleError("MANIFOLD.Query.NoCard", {});
      return step.run(snap, args, dice);
    },
  });
  return Object.fromEntries(Object.entries(book).map(([action, step]) => [action, guarded(step)]));
}

const onAttack = (snap: AnyContestSnapshot): snap is AnyContestSnapshot & ContestCardSnapshot => !isGrappleCard(snap.card);
const onGrapple = (snap: AnyContestSnapshot): snap is AnyContestSnapshot & GrappleSnapshot => isGrappleCard(snap.card);

/** The buttons that apply and undo a contest card: asked before applying twice or undoing over a later change. */
export const CONTEST_APPLY = { applyAction: "applyDamage", undoAction: "undoDamage" } as const;

export const CONTEST_BOOK: AnyBook = {
  ...onlyOn({ ...CONTEST_CARD, ...AWARENESS_STEPS }, onAttack),
  ...onlyOn(GRAPPLE_CARD, onGrapple),
};
