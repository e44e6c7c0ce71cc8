/**
 * Every Wound Track card's buttons in one book, as the shared card glue runs one book per ruleset:
 * the attack card's Defend answer, and one Apply and one Undo that run the attack card's steps on an
 * attack card and the check card's on a check card.
 */
import { either, onlyOn } from "../../../core/play/book";
import type { CardBook, CardSnapshot } from "../../../core/play/decide";
import type { WoundtrackCard } from "../rules/card";
import { isCheckCard, type CheckCard } from "../rules/check-card";
import { WOUNDTRACK_CARD, type WoundtrackCardSnapshot } from "./card";
import { CHECK_CARD, type CheckCardSnapshot } from "./check-card";
import type { WoundtrackSide } from "./side";

export type AnyWoundtrackCard = WoundtrackCard | CheckCard;

export interface AnyWoundtrackSnapshot extends CardSnapshot<AnyWoundtrackCard> {
  attacker: WoundtrackSide;
  defender: WoundtrackSide;
}

const onCheck = (snap: AnyWoundtrackSnapshot): snap is AnyWoundtrackSnapshot & CheckCardSnapshot => isCheckCard(snap.card);
const onAttack = (snap: AnyWoundtrackSnapshot): snap is AnyWoundtrackSnapshot & WoundtrackCardSnapshot => !isCheckCard(snap.card);

const attack = onlyOn<AnyWoundtrackCard, AnyWoundtrackSnapshot, WoundtrackCard, WoundtrackCardSnapshot>(WOUNDTRACK_CARD, onAttack);
const check = onlyOn<AnyWoundtrackCard, AnyWoundtrackSnapshot, CheckCard, CheckCardSnapshot>(CHECK_CARD, onCheck);

export const WOUNDTRACK_BOOK: CardBook<AnyWoundtrackCard, AnyWoundtrackSnapshot> = {
  defend: attack.defend!,
  applyWound: either(attack.applyWound!, check.applyCheck!, onCheck),
  undoWound: either(attack.undoWound!, check.undoCheck!, onCheck),
};
