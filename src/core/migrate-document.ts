import { isRecord, migrateSystem, takeUnsavedMark } from "./migrate";
import type { RulesetRules } from "./ruleset";
import type { SchemaSpec } from "./schema";

/** The documents a step can change; Actor steps also see unlinked tokens' deltas. */
export type StepDocumentName = "Actor" | "Item" | "Combat" | "Combatant" | "ChatMessage" | "Scene";

/** The stored documents the world runner walks and writes, each with its own update. */
export type StoredDocumentName = Exclude<StepDocumentName, "Combatant"> | "ActorDelta";

/** A stored document's source (`toObject()`), as plain data. */
export interface DocumentSource {
  type?: string | null;
  system?: Record<string, unknown>;
  flags?: Record<string, Record<string, unknown> | undefined>;
  items?: DocumentSource[];
  [key: string]: unknown;
}

interface StepBase {
  version: number;
  /** lang key describing the step */
  label: string;
}

/**
 * A change the type models make on load (their `migrateData`, see SystemMigration): the step has
 * no `run`, its version only tells the world runner to write what the models changed.
 */
interface LoadStep extends StepBase {
  documentName?: undefined;
  run?: undefined;
}

/**
 * A change only the world runner makes (flags, names, anything outside one type's `system`). It
 * changes the source in place; the runner sees what changed by comparing, so a step cannot write
 * by mistake. An Actor step also runs on tokens' deltas, which hold only what a token overrides:
 * it must leave alone what is not there.
 */
interface RunStep extends StepBase {
  documentName: StepDocumentName;
  run(source: DocumentSource): void;
}

export type MigrationStep = LoadStep | RunStep;

export interface MigrationPlan {
  steps: readonly MigrationStep[];
  /** the world's data version: steps at or below it have run */
  from: number;
  /** a type's load migration, run again here for sources Foundry never migrates (tokens' deltas) */
  system(type: string, system: Record<string, unknown>): boolean;
}

/** The documents stored inside a document, by the step kind they are. */
const EMBEDDED: Partial<Record<StoredDocumentName, readonly (readonly [string, StepDocumentName])[]>> = {
  Actor: [["items", "Item"]],
  ActorDelta: [["items", "Item"]],
  Combat: [["combatants", "Combatant"]],
};

/** One function per type: its spec and migration, as the type's model uses them in migrateData. */
export function systemMigrator(rulesets: readonly RulesetRules[]): MigrationPlan["system"] {
  const byType = new Map<string, (system: Record<string, unknown>) => boolean>();
  for (const rules of rulesets) {
    const groups = [rules.actorTypes, rules.itemTypes, rules.combatTypes, rules.combatantTypes, rules.chatTypes];
    for (const [type, spec] of groups.flatMap((group) => Object.entries(group) as [string, SchemaSpec][])) {
      const migrate = rules.migrations?.[type];
      byType.set(type, (system) => migrateSystem(spec, migrate, system));
    }
  }
  return (type, system) => byType.get(type)?.(system) ?? false;
}

/**
 * Brings one stored document, and the documents stored inside it, up to date in place. Returns the
 * one update that writes it (with `{ diff: false, recursive: false }`), or null when the database
 * already holds exactly this: nothing is written that did not change.
 * `actorType` names the base actor's type for a token's delta, which rarely carries its own.
 */
export function documentUpdate(plan: MigrationPlan, documentName: StoredDocumentName, source: DocumentSource, actorType?: string): Record<string, unknown> | null {
  const before = structuredClone(source);
  migrateOne(plan, documentName === "ActorDelta" ? "Actor" : documentName, source, actorType);
  for (const [key, kind] of EMBEDDED[documentName] ?? []) {
    for (const child of Array.isArray(source[key]) ? (source[key] as unknown[]) : []) {
      // A delta's tombstone only says "the base actor's item is gone here": nothing to migrate.
      if (isRecord(child) && !child._tombstone) migrateOne(plan, kind, child as DocumentSource);
    }
  }
  return updateBetween(before, source);
}

function migrateOne(plan: MigrationPlan, kind: StepDocumentName, source: DocumentSource, fallbackType?: string): void {
  const own = source.type;
  const type = own ?? fallbackType;
  if (type && isRecord(source.system)) {
    plan.system(type, source.system);
    // Whether the load or this call changed it, the database still holds the old shape.
    takeUnsavedMark(source.system);
  }
  // Steps read the type, which a delta takes from its base actor; it is not written to the delta.
  if (own == null && type) source.type = type;
  try {
    for (const step of [...plan.steps].sort((a, b) => a.version - b.version)) {
      if (step.version > plan.from && step.documentName === kind) step.run(source);
    }
  } finally {
    if (own === undefined) delete source.type;
    else if (own === null) source.type = own;
  }
}

/**
 * The update from one source to another: `==system` replaces the whole system object, so a moved
 * key cannot linger beside its new home; an embedded collection goes whole, each entry by its id.
 */
export function updateBetween(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> | null {
  const update: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (!(key in after)) update[`-=${key}`] = null;
    else update[key === "system" ? "==system" : key] = after[key];
  }
  return Object.keys(update).length > 0 ? update : null;
}
