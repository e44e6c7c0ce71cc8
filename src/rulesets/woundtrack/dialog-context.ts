/**
 * The template context of the Wound Track attack dialog, as plain data: the glue renders it in
 * Foundry, the gallery in Chromium.
 */
import type { OddsView } from "../../core/play/odds";
import type { SummaryView } from "../../core/roll-dialog";
import { ATTACK_ACTIONS } from "./rules/damage";
import { COVERS } from "./rules/modifiers";

export interface AttackDialogInput {
  rollModes: Record<string, string>;
  rollMode: string;
  summary: SummaryView;
  odds?: OddsView & { note: string };
  /** a climbing or swimming attacker's hold check, asked a TN (woundtrack.climb.1) */
  hold?: string;
}

/** templates/woundtrack/dialog/attack.hbs */
export function attackDialogContext(input: AttackDialogInput) {
  return {
    summary: input.summary,
    actions: Object.fromEntries(Object.keys(ATTACK_ACTIONS).map((a) => [a, `MANIFOLD.woundtrack.Attack.${a}`])),
    covers: Object.fromEntries(COVERS.map((c) => [c, `MANIFOLD.woundtrack.Cover.${c}`])),
    rollModes: input.rollModes,
    rollMode: input.rollMode,
    hold: input.hold ?? null,
    ...(input.odds ? { odds: input.odds } : {}),
  };
}
