/**
 * Every contest card's buttons in one book, as the shared card glue runs one book per ruleset:
 * the attack card's steps (with the GM's awareness switch) answer only on attack cards, the
 * grapple card's only on grapple cards, so a press meant for one kind never runs on the other.
 */
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import { onlyOn } from "../../../core/play/book";
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

const onAttack = (snap: AnyContestSnapshot): snap is AnyContestSnapshot & ContestCardSnapshot => !isGrappleCard(snap.card);
const onGrapple = (snap: AnyContestSnapshot): snap is AnyContestSnapshot & GrappleSnapshot => isGrappleCard(snap.card);

/** The buttons that apply and undo a contest card: asked before applying twice or undoing over a later change. */
export const CONTEST_APPLY = { applyAction: "applyDamage", undoAction: "undoDamage" } as const;

export const CONTEST_BOOK: AnyBook = {
  ...onlyOn<AnyContestCard, AnyContestSnapshot, AttackCard, ContestCardSnapshot>({ ...CONTEST_CARD, ...AWARENESS_STEPS }, onAttack),
  ...onlyOn<AnyContestCard, AnyContestSnapshot, GrappleCard, GrappleSnapshot>(GRAPPLE_CARD, onGrapple),
};
