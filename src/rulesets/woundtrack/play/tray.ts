/**
 * The damage tray on a Wound Track card: the card's wound on a selected token's actor, a step
 * lower (half) or higher (double) at the GM's or the target owner's word. The card's own Apply
 * goes through card.ts, which adds what only the card's target owes (the Nonlethal choice, a
 * critical's initiative); both land the wound through wound.ts.
 */
import type { Scale } from "../../../core/play/tray";
import type { Outcome } from "../../../core/play/types";
import type { WoundtrackCard } from "../rules/card";
import { woundOutcome, type WoundTarget } from "./wound";

export const trayOutcome = (card: WoundtrackCard, scale: Scale, target: WoundTarget): Outcome<WoundtrackCard> => woundOutcome(card, scale, target);
