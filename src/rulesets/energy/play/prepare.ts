import { inForce } from "../../../core/status";
import { ENERGY_STATUSES } from "../rules/conditions";
import { prepareDerived, type EnergyDerived } from "../rules/derived";
import type { EnergyActor, EnergyItem } from "../rules/types";

/** What the data model holds of a creature when it prepares it: stored data after Active Effects. */
export interface PrepareSnapshot {
  type: string;
  system: EnergyActor["system"];
  items: readonly EnergyItem[];
  /** the statuses on the actor; the daughters their parents imply count even when no effect shows them */
  statuses: Iterable<string>;
}

/** What preparing sets: the derived values the sheet and cards read, and the pool maxima token bars show. */
export interface Prepared {
  derived: EnergyDerived;
  maxima: { aura: number; stamina: number; surges: number };
}

/** The step every sheet edit, item change and condition reaches: the creature's derived values. */
export function prepareStep(snapshot: PrepareSnapshot): Prepared {
  const derived = prepareDerived({ type: snapshot.type, system: snapshot.system } as EnergyActor, snapshot.items, inForce(ENERGY_STATUSES, snapshot.statuses));
  return { derived, maxima: { aura: derived.auraStrength, stamina: derived.maxStamina, surges: derived.recoverySurges } };
}
