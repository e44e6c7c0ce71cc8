import type { RollForm, RollRequest } from "../../core/roll-options";
import { askRollForm, rollModeLabels } from "../../foundry/roll-dialog";
import { openingSummary, type DialogOdds } from "../../foundry/dialog-odds";
import { ROLL_MODES } from "../../core/play/choices";
import { dialogLines, dialogSummary, fastChoices, holdAsked, readDialog } from "./play/dialog";
import { checkText } from "./play/check-text";
import type { AttackChoices, OpenSnapshot } from "./play/open";
import { attackDialogContext } from "./dialog-context";

type RollMode = AttackChoices["rollMode"];

const rollModeOf = (value: unknown, fallback: RollMode): RollMode => ((ROLL_MODES as readonly unknown[]).includes(value) ? (value as RollMode) : fallback);

/**
 * The attack dialog, unless Shift skips it: the target with the Defense it meets, the check with
 * its bonus, the attack action (its AP), cover and what the attacker adds, and the exact odds of a
 * hit, a severe wound or worse and a fatal one, all kept current as the choices change.
 */
export async function askAttack(title: string, request: RollRequest, snap: OpenSnapshot): Promise<AttackChoices | null> {
  const rollMode = rollModeOf(game.settings!.get("core", "rollMode"), "publicroll");
  if (request.fastForward) return fastChoices(rollMode);
  const text = (spec: Parameters<typeof checkText>[0]) => checkText(spec, (k) => game.i18n!.localize(k));
  const live: DialogOdds = {
    lines: (form: RollForm) => dialogLines(snap, form.data, rollMode),
    summary: (form: RollForm) => dialogSummary(snap, form.data, rollMode, text),
  };
  const hold = holdAsked(snap);
  const context = attackDialogContext({ rollModes: rollModeLabels(), rollMode, summary: openingSummary(live, { data: {}, modifier: 0, edge: 0 })!, ...(hold ? { hold } : {}) });
  const form = await askRollForm(title, "systems/manifold/templates/woundtrack/dialog/attack.hbs", context, live);
  if (!form) return null;
  return readDialog(form.data, rollModeOf(form.data.rollMode, rollMode));
}
