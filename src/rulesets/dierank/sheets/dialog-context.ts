/**
 * The template context of the Die Rank attack dialog, as plain data: the glue renders it in
 * Foundry, the gallery in Chromium.
 */
import type { OddsView } from "../../../core/play/odds";
import type { SummaryView } from "../../../core/roll-dialog";
import { RANGE_BANDS } from "../rules/attack";
import type { DialogOffers } from "../play/dialog";

export interface AttackDialogInput {
  offers: DialogOffers;
  rollModes: Record<string, string>;
  rollMode: string;
  summary: SummaryView;
  odds?: OddsView & { note: string };
}

/** templates/dierank/dialog/attack.hbs */
export function attackDialogContext(input: AttackDialogInput) {
  const { offers } = input;
  return {
    summary: input.summary,
    bands: offers.band ? Object.fromEntries(RANGE_BANDS.map((b) => [b, `MANIFOLD.dierank.Band.${b}`])) : null,
    movingMount: offers.movingMount,
    opportunity: offers.opportunity,
    hold: offers.hold ? { "": "MANIFOLD.dierank.Dialog.HoldNone", crush: "MANIFOLD.dierank.Dialog.Crush", throw: "MANIFOLD.dierank.Dialog.Throw" } : null,
    hardGround: offers.hardGround,
    rollModes: input.rollModes,
    rollMode: input.rollMode,
    ...(input.odds ? { odds: input.odds } : {}),
  };
}
