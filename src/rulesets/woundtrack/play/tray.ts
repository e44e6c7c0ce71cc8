/**
 * The damage tray on a Wound Track card: the card's wound on a selected token's actor, a step
 * lower (half) or higher (double) at the GM's or the target owner's word. The card's own Apply
 * goes through card.ts, which adds what only the card's target owes (the Nonlethal choice, a
 * critical's initiative); both land the wound through wound.ts.
 */
import type { Scale } from "../../../core/play/tray";
import type { Outcome } from "../../../core/play/types";
import { RuleError } from "../../../core/errors";
import type { WoundtrackCard } from "../rules/card";
import { isCheckCard, type CheckCard } from "../rules/check-card";
import { woundOutcome, type WoundTarget } from "./wound";

export function trayOutcome(card: WoundtrackCard | CheckCard, scale: Scale, target: WoundTarget): Outcome<WoundtrackCard> {
  // A check card wounds nobody: the tray has nothing to put on a token.
  if (isCheckCard(card)) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
  return woundOutcome(card, scale, target);
}
