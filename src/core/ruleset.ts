import type { SystemMigration } from "./migrate";
import type { SchemaSpec } from "./schema";

/** The five rulesets Manifold plays. */
export const RULESET_IDS = ["dierank", "woundtrack", "rollunder", "energy", "contest"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

/** Scene grid defaults for a ruleset (RULINGS table). `diagonals` names a core GRID_DIAGONALS key. */
export interface GridDefaults {
  type: "square" | "hexOddR" | "gridless";
  distance: number;
  units: string;
  diagonals: "EQUIDISTANT" | "EXACT" | "APPROXIMATE" | "RECTILINEAR" | "ALTERNATING_1" | "ALTERNATING_2" | "ILLEGAL";
}

/** A status effect; `implies` lists the daughters that stand while this parent stands. */
export interface StatusSpec {
  id: string;
  /** lang key */
  name: string;
  img: string;
  implies: readonly string[];
  /** default duration in rounds, when the rules give one */
  rounds?: number;
}

/**
 * The pure half of a ruleset: what its documents look like and how its table is laid out.
 * The Foundry half (src/rulesets/<id>/index.ts) adds models, sheets and the combat scheme.
 */
export interface RulesetRules {
  id: RulesetId;
  /** lang key of the name shown to users */
  label: string;
  grid: GridDefaults;
  /** namespaced type name -> system schema */
  actorTypes: Readonly<Record<string, SchemaSpec>>;
  itemTypes: Readonly<Record<string, SchemaSpec>>;
  combatTypes: Readonly<Record<string, SchemaSpec>>;
  combatantTypes: Readonly<Record<string, SchemaSpec>>;
  chatTypes: Readonly<Record<string, SchemaSpec>>;
  /** type -> how its model renames what an older Manifold stored, before unknown keys are preserved */
  migrations?: Readonly<Record<string, SystemMigration>>;
  statuses: readonly StatusSpec[];
  /**
   * Foundry's special statuses (CONFIG.specialStatusEffects key -> status id) that one of this
   * ruleset's conditions is, so core's token vision treats that condition as the special status.
   */
  specialStatuses?: Readonly<Record<string, string>>;
  /** the attribute path shown on token bars */
  primaryTokenAttribute: string;
  /** a second pool for the token's second bar, when the ruleset has one */
  secondaryTokenAttribute?: string;
  /** in-game seconds one combat round lasts (CONFIG.time.roundTime) */
  roundSeconds: number;
}

/** The ruleset a namespaced type belongs to, from its prefix; undefined for a foreign type. */
export function rulesetOfType(type: string): RulesetId | undefined {
  return RULESET_IDS.find((id) => type.startsWith(id) && /^[A-Z]/.test(type.slice(id.length)));
}
