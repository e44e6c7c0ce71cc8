import { defaults } from "../../../src/core/schema";
import * as schema from "../../../src/rulesets/energy/rules/schema";
import type { CreatureSystem, EnergyActor, EnergyItem } from "../../../src/rulesets/energy/rules/types";

type Deep<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : Deep<T[K]>) : T[K] };

function merge<T>(base: T, over: Deep<T> | undefined): T {
  if (!over) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(over)) {
    const b = (base as Record<string, unknown>)[k];
    out[k] = v && typeof v === "object" && !Array.isArray(v) && b && typeof b === "object" ? merge(b, v as never) : v;
  }
  return out as T;
}

export function creature(over?: Deep<CreatureSystem>): CreatureSystem {
  return merge(defaults(schema.energyCharacter) as unknown as CreatureSystem, over);
}

export function character(over?: Deep<CreatureSystem>): EnergyActor {
  return { type: "energyCharacter", system: creature(over) };
}

let n = 0;
export function item<T extends EnergyItem["type"]>(type: T, name: string, over: Record<string, unknown> = {}): Extract<EnergyItem, { type: T }> {
  const spec = (schema as Record<string, unknown>)[type] as never;
  return { id: `item${++n}`, name, type, system: merge(defaults(spec) as never, over as never) } as unknown as Extract<EnergyItem, { type: T }>;
}
