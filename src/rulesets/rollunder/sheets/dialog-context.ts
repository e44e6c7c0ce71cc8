/**
 * The template context of the Roll-Under attack dialog, as plain data: the glue renders it in
 * Foundry, the gallery in Chromium. It names the target with the number to roll under (the live
 * summary), shows the distance against the weapon's range and the proficiency penalty when they
 * apply, offers the two-light-weapons box only when it can count, and shows the exact odds.
 */
import type { OddsView } from "../../../core/play/odds";
import type { SummaryView } from "../../../core/roll-dialog";
import type { AttackFacts } from "../play/dialog";

export interface AttackDialogInput {
  facts: AttackFacts;
  rollModes: Record<string, string>;
  rollMode: string;
  summary: SummaryView;
  odds?: OddsView & { note: string };
}

/** A penalty as the dialog prints it, with a true minus sign: "−2". */
const minus = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));

/** templates/rollunder/dialog/attack.hbs */
export function attackDialogContext(input: AttackDialogInput) {
  const { range, proficiency, dualLight } = input.facts;
  return {
    summary: input.summary,
    range: range ? { ...range, penalty: minus(range.penalty), beyond: range.penalty !== 0 } : null,
    proficiency: proficiency ? { ...proficiency, penalty: minus(proficiency.penalty) } : null,
    dualLight,
    rollModes: input.rollModes,
    rollMode: input.rollMode,
    ...(input.odds ? { odds: input.odds } : {}),
  };
}
