import type { RollForm, RollRequest } from "../../core/roll-options";
import { askRollForm, rollModeLabels } from "../../foundry/roll-dialog";
import { openingSummary, type DialogOdds } from "../../foundry/dialog-odds";
import { ROLL_MODES } from "../../core/play/choices";
import { attackOddsLines, attackSummary, dialogOffers, fastChoices, readDialog } from "./play/dialog";
import type { AttackChoices, OpenSnapshot } from "./play/open";
import { attackDialogContext } from "./sheets/dialog-context";

type RollMode = AttackChoices["rollMode"];

const rollModeOf = (value: unknown, fallback: RollMode): RollMode => ((ROLL_MODES as readonly unknown[]).includes(value) ? (value as RollMode) : fallback);

/**
 * The attack dialog, unless Shift skips it: the target with its passive die, the attack die and
 * its edge, the choices this attack offers, and the exact odds against each defence the target
 * may choose, all kept current as the choices change.
 */
export async function askAttack(title: string, request: RollRequest, snap: OpenSnapshot): Promise<AttackChoices | null> {
  const rollMode = rollModeOf(game.settings!.get("core", "rollMode"), "publicroll");
  if (request.fastForward) return fastChoices(snap, rollMode);
  const read = (form: RollForm) => readDialog(form.data, rollMode);
  const live: DialogOdds = {
    lines: (form) => attackOddsLines(snap, read(form)),
    summary: (form) => attackSummary(snap, read(form)),
  };
  const offers = dialogOffers(snap);
  const context = attackDialogContext({ offers, rollModes: rollModeLabels(), rollMode, summary: openingSummary(live, { data: offers.band ? { band: "close" } : {}, modifier: 0, edge: 0 })! });
  const form = await askRollForm(title, "systems/manifold/templates/dierank/dialog/attack.hbs", context, live);
  if (!form) return null;
  return readDialog(form.data, rollModeOf(form.data.rollMode, rollMode));
}
