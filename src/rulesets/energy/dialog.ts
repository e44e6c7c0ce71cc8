import type { RollForm, RollRequest } from "../../core/roll-options";
import type { AttackChoices } from "./rules/plan";
import type { EnergyCard } from "./rules/card";
import { askRollForm, rollModeLabels } from "../../foundry/roll-dialog";
import { MOVEMENTS, type Movement } from "./rules/ranged";
import { attackOddsLines } from "./play/odds";
import type { AttackDialogResult, EnhancementOption } from "./play/open";

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

export async function askAttack(
  title: string,
  request: RollRequest,
  base: Pick<AttackChoices, "mode" | "maneuver" | "swift">,
  options: readonly EnhancementOption[] = [],
  plan?: PlanCards,
): Promise<AttackDialogResult | null> {
  const rollMode = game.settings!.get("core", "rollMode") as string;
  const unarmed = base.mode === "unarmed" || base.maneuver === "restrain" || base.maneuver === "push";
  const defaults: AttackDialogResult = { ...base, modifier: 0, edge: request.edge, nonlethal: unarmed && base.mode === "unarmed", steps: 0, movement: "normal", targetMoving: false, rollMode, staminaForEnergy: false };
  if (request.fastForward) return defaults;
  const form = await askRollForm(title, "systems/manifold/templates/energy/dialog/attack.hbs", {
    edge: request.edge,
    ranged: base.mode === "ranged" || base.mode === "thrown",
    trip: base.maneuver === "trip",
    push: base.maneuver === "push",
    enhancements: options,
    unarmed,
    canSwift: true,
    swift: base.swift,
    movements: Object.fromEntries(MOVEMENTS.map((m) => [m, `MANIFOLD.energy.Movement.${m}`])),
    rollModes: rollModeLabels(),
    rollMode,
  }, plan ? { lines: (f) => attackOddsLines(plan, readAttack(f, defaults, options)) } : undefined);
  if (!form) return null;
  return readAttack(form, defaults, options);
}
