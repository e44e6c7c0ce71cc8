/**
 * The template contexts of the energy attack and move dialogs, as plain data: the glue renders
 * them in Foundry, the gallery in Chromium. Options are grouped (situation, attack, cost) with
 * short labels; each explanation is a hint under its option.
 */
import type { Edge } from "../../../core/dice/edge";
import type { OddsView } from "../../../core/play/odds";
import type { SummaryView } from "../../../core/roll-dialog";
import { MOVEMENTS } from "../rules/ranged";

interface Check {
  name: string;
  label: string;
  hint: string;
  checked: boolean;
}

const check = (name: string, key: string, checked = false): Check => ({
  name,
  label: `MANIFOLD.energy.Dialog.Label.${key}`,
  hint: `MANIFOLD.energy.Dialog.Hint.${key}`,
  checked,
});

export interface AttackDialogInput {
  edge: Edge;
  mode: string;
  maneuver: string;
  swift: boolean;
  staminaForEnergy: boolean;
  enhancements: readonly { id: string; name: string; stamina: number }[];
  rollModes: Record<string, string>;
  rollMode: string;
  summary: SummaryView;
  odds?: OddsView & { note: string };
}

/** templates/energy/dialog/attack.hbs */
export function attackDialogContext(input: AttackDialogInput) {
  const ranged = input.mode === "ranged" || input.mode === "thrown";
  // Unarmed blows, Restrain and Push are non-lethal by their nature, so the box starts ticked.
  const unarmed = input.mode === "unarmed" || input.maneuver === "restrain" || input.maneuver === "push";
  return {
    edge: input.edge,
    ranged,
    movements: Object.fromEntries(MOVEMENTS.map((m) => [m, `MANIFOLD.energy.Movement.${m}`])),
    situationChecks: input.maneuver === "trip" ? [check("targetMoving", "TargetMoving")] : [],
    attackChecks: [
      check("swift", "Swift", input.swift),
      ...(ranged ? [] : [check("singleStrike", "SingleStrike")]),
      ...(input.maneuver === "push" ? [check("sprintPush", "SprintPush")] : []),
      // A Combat Maneuver deals no damage (energy.maneuver.1): nothing for non-lethal to change.
      ...(input.maneuver ? [] : [check("nonlethal", "NonLethal", unarmed)]),
    ],
    steps: !unarmed && !input.maneuver,
    enhancements: input.enhancements.map(({ id, name, stamina }) => ({ id, name, stamina })),
    staminaCheck: check("staminaForEnergy", "StaminaForEnergy", input.staminaForEnergy),
    rollModes: input.rollModes,
    rollMode: input.rollMode,
    summary: input.summary,
    ...(input.odds ? { odds: input.odds } : {}),
  };
}

export interface MoveDialogInput {
  id: "run" | "jump";
  speed: number;
  staminaForEnergy: boolean;
  summary: SummaryView;
}

/** templates/energy/dialog/move.hbs: a Run asks its metres and turns, a Jump what came just before. */
export function moveDialogContext(input: MoveDialogInput) {
  return {
    run: input.id === "run",
    speed: input.speed,
    staminaCheck: check("staminaForEnergy", "StaminaForEnergy", input.staminaForEnergy),
    summary: input.summary,
  };
}
