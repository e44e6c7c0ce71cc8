/**
 * Showing a creature's sheet as a play step: the derived values its numbers come from, the
 * conditions in force, and the reminders of rules the table decides that apply to it now.
 */
import { inForce } from "../../../core/status";
import { ENERGY_STATUSES } from "../rules/conditions";
import type { EnergyDerived } from "../rules/derived";
import { remindersInForce } from "../rules/reminders";
import type { EnergyActor, EnergyItem } from "../rules/types";
import { prepareStep } from "./prepare";

/** The creature as the sheet reads it: stored data after Active Effects, its items and statuses. */
export interface SheetSnapshot {
  type: string;
  system: EnergyActor["system"];
  items: readonly EnergyItem[];
  /** the statuses on the actor; implied daughters count even when no effect shows them */
  statuses: Iterable<string>;
}

export interface SheetView {
  derived: EnergyDerived;
  /** every condition in force, and whether it is there only because a parent implies it */
  conditions: { id: string; implied: boolean }[];
  /** lang keys of the reminders that apply, in order, each once */
  reminders: string[];
}

export function sheetStep(snap: SheetSnapshot): SheetView {
  const own = new Set(snap.statuses);
  const conditions = inForce(ENERGY_STATUSES, own);
  const { derived } = prepareStep({ type: snap.type, system: snap.system, items: snap.items, statuses: own });
  return {
    derived,
    conditions: [...conditions].map((id) => ({ id, implied: !own.has(id) })),
    reminders: remindersInForce({ conditions, mplLevel: snap.system.mpl.level }),
  };
}
