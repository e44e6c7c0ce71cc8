import type { RollForm, RollRequest } from "../../core/roll-options";
import type { DialogSummary } from "../../core/roll-dialog";
import type { AttackChoices } from "./rules/plan";
import type { EnergyCard } from "./rules/card";
import { askRollForm, rollModeLabels } from "../../foundry/roll-dialog";
import { openingSummary, type DialogOdds } from "../../foundry/dialog-odds";
import { MOVEMENTS, type Movement } from "./rules/ranged";
import { attackOddsLines } from "./play/odds";
import type { AttackDialogResult, EnhancementOption } from "./play/open";
import { attackDialogContext } from "./sheets/dialog-context";

/** The attack's own planning of its cards for a set of choices; the dialog shows their odds. */
export type PlanCards = (choices: AttackChoices) => readonly EnergyCard[];

/** The dialog's choices from its fields: the submitted form and the live one read the same way. */
export function readAttack(form: RollForm, defaults: AttackDialogResult, options: readonly EnhancementOption[]): AttackDialogResult {
  const { data } = form;
  const steps = Math.max(0, Math.min(3, Math.floor(Number(data.steps ?? 0)) || 0));
  return {
    ...defaults,
    modifier: form.modifier,
    edge: form.edge,
    nonlethal: !!data.nonlethal,
    steps,
    movement: (MOVEMENTS.includes(data.movement as Movement) ? data.movement : "normal") as Movement,
    targetMoving: !!data.targetMoving,
    sprintPush: !!data.sprintPush,
    enhancements: options.filter((o) => data[`enhance.${o.id}`]).map(({ name, stamina, damage }) => ({ name, stamina, damage })),
    swift: !!data.swift,
    staminaForEnergy: !!data.staminaForEnergy,
    singleStrike: !!data.singleStrike,
    rollMode: String(data.rollMode ?? defaults.rollMode),
  };
}

/** What the attack dialog keeps live: the odds of the planned cards and the summary (targets, AV, total cost). */
export interface AttackLive {
  plan?: PlanCards;
  /** the targets' names, so a refusal at the one target can name it */
  targets?: readonly string[];
  summary: (choices: AttackDialogResult) => DialogSummary;
}

/**
 * The attack dialog, unless Shift (fast-forward), Alt (advantage) or Ctrl/Cmd (disadvantage)
 * already said. `staminaForEnergy` is the sheet's "pay 1 Energy with Stamina" box, which a
 * fast-forwarded attack pays with as it stands.
 */
export async function askAttack(
  title: string,
  request: RollRequest,
  base: Pick<AttackChoices, "mode" | "maneuver" | "swift">,
  options: readonly EnhancementOption[],
  live: AttackLive,
  staminaForEnergy = false,
): Promise<AttackDialogResult | null> {
  const rollMode = game.settings!.get("core", "rollMode") as string;
  const unarmed = base.mode === "unarmed" || base.maneuver === "restrain" || base.maneuver === "push";
  const defaults: AttackDialogResult = { ...base, modifier: 0, edge: request.edge, nonlethal: unarmed && base.mode === "unarmed", steps: 0, movement: "normal", targetMoving: false, rollMode, staminaForEnergy };
  if (request.fastForward) return defaults;
  const { plan } = live;
  const odds: DialogOdds = {
    ...(plan ? { lines: (f: RollForm) => attackOddsLines(plan, readAttack(f, defaults, options), live.targets) } : {}),
    summary: (f) => live.summary(readAttack(f, defaults, options)),
  };
  const context = attackDialogContext({
    edge: request.edge,
    mode: base.mode,
    maneuver: base.maneuver,
    swift: base.swift,
    staminaForEnergy,
    enhancements: options,
    rollModes: rollModeLabels(),
    rollMode,
    summary: openingSummary(odds, { data: {}, modifier: 0, edge: request.edge })!,
  });
  const form = await askRollForm(title, "systems/manifold/templates/energy/dialog/attack.hbs", context, odds);
  if (!form) return null;
  return readAttack(form, defaults, options);
}
