/**
 * What the energy NPC stat block adds to the character sheet's view (actorSheetContext, which
 * the sheet builds first): the one line a GM reads before the fight, with the Speed as the rules
 * derive it (armour, size and conditions), not as stored.
 */
import type { ActorInput } from "./context";
import { sheetStep } from "../play/sheet";
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
  };
}
