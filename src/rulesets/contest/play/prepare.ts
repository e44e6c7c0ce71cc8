import { prepareDerived, type ContestDerived } from "../rules/derived";
import type { ContestActor, ContestItem } from "../rules/types";

/** What the data model holds of a creature when it prepares it: stored data after Active Effects. */
export interface PrepareSnapshot {
  type: string;
  system: ContestActor["system"];
  items: readonly ContestItem[];
}

/** The step every sheet edit and item change reaches: the creature's derived values. */
export function prepareStep(snapshot: PrepareSnapshot): ContestDerived {
  return prepareDerived({ type: snapshot.type, system: snapshot.system } as ContestActor, snapshot.items);
}
