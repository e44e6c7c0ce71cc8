import type { RollForm, RollRequest } from "../../core/roll-options";
import { askRollForm, rollModeLabels } from "../../foundry/roll-dialog";
import { openingSummary, type DialogOdds } from "../../foundry/dialog-odds";
import { ROLL_MODES } from "../../core/play/choices";
import { attackFacts, attackSummary, type DialogChoices } from "./play/dialog";
import { attackOddsLines } from "./play/odds";
import type { AttackChoices, OpenSnapshot } from "./play/open";
import { attackDialogContext } from "./sheets/dialog-context";

type RollMode = AttackChoices["rollMode"];

/** The dialog's choices from its fields: the submitted form and the live one read the same way. */
export function readAttackForm(form: RollForm): DialogChoices {
  return { modifier: form.modifier, dualLight: !!form.data.dualLight };
}

const rollModeOf = (value: unknown, fallback: RollMode): RollMode => ((ROLL_MODES as readonly unknown[]).includes(value) ? (value as RollMode) : fallback);

/**
 * The attack dialog, unless Shift (or Alt or Ctrl, which Roll-Under has no use for) skips it: the
 * target and the number to roll under, the distance and proficiency facts, the modifier and the
 * two-light-weapons box, and the exact odds, all kept current as the choices change.
 */
export async function askAttack(title: string, request: RollRequest, snap: OpenSnapshot): Promise<AttackChoices | null> {
  const rollMode = rollModeOf(game.settings!.get("core", "rollMode"), "publicroll");
  if (request.fastForward) return { modifier: 0, dualLight: false, rollMode };
  const live: DialogOdds = {
    lines: (form) => attackOddsLines(snap, readAttackForm(form)),
    summary: (form) => attackSummary(snap, readAttackForm(form)),
  };
  const context = attackDialogContext({
    facts: attackFacts(snap),
    rollModes: rollModeLabels(),
    rollMode,
    summary: openingSummary(live, { data: {}, modifier: 0, edge: 0 })!,
  });
  const form = await askRollForm(title, "systems/manifold/templates/rollunder/dialog/attack.hbs", context, live);
  if (!form) return null;
  return { ...readAttackForm(form), rollMode: rollModeOf(form.data.rollMode, rollMode) };
}
