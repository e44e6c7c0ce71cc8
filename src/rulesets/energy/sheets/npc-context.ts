/**
 * What the energy NPC sheet adds to the character sheet's view (actorSheetContext, which the
 * sheet builds first): the one line a GM reads before the fight, with the Speed as the rules
 * derive it (armour, size and conditions), and the Death rules' state as stored, for edit mode.
 */
import type { ActorInput } from "./context";
import { sheetStep } from "../play/sheet";
import { UNCONSCIOUS_CAUSES } from "../rules/constants";
import type { EnergyItem } from "../rules/types";

export function npcStatBlock(input: ActorInput) {
  const { system, type } = input.actor;
  const shown = sheetStep({ type, system, items: input.items as unknown as EnergyItem[], statuses: input.statuses });
  return {
    line: {
      race: system.race,
      level: system.level,
      size: `MANIFOLD.energy.Choice.size.${system.size}`,
      speed: shown.derived.speed,
    },
    death: {
      ...(input.source ?? system).death,
      choices: Object.fromEntries(UNCONSCIOUS_CAUSES.map((c) => [c, `MANIFOLD.energy.Choice.unconscious.${c}`])),
    },
  };
}
