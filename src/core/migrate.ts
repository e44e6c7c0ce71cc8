import type { SchemaSpec } from "./schema";

/**
 * Foundry drops fields a schema no longer names. Before it can, move them into `_preserved`,
 * so data written by an older or newer version of Manifold is never lost.
 */
export function preserveUnknown(spec: SchemaSpec, source: Record<string, unknown>): boolean {
  // "-=key" and "==key" are Foundry update operators, not data: leave them for Foundry.
  const unknown = Object.keys(source).filter((key) => !(key in spec) && key !== "_preserved" && !/^(-=|==)/.test(key));
  if (unknown.length === 0) return false;
  const preserved = isRecord(source._preserved) ? source._preserved : {};
  for (const key of unknown) {
    preserved[key] = source[key];
    delete source[key];
  }
  source._preserved = preserved;
  return true;
}

/** A numbered step; `run` changes a plain document source in place and says if it changed it. */
export interface MigrationStep {
  version: number;
  /** lang key describing the step, shown to the GM while migrating */
  label: string;
  /** which document sources the step reads */
  documentName: "Actor" | "Item" | "Combat" | "Scene" | "JournalEntry";
  run(source: DocumentSource): boolean;
}

export interface DocumentSource {
  type?: string;
  system?: Record<string, unknown>;
  flags?: Record<string, Record<string, unknown> | undefined>;
  items?: DocumentSource[];
  [key: string]: unknown;
}

/** Runs every step newer than `from` on one source; idempotent because each step checks first. */
export function migrateSource(steps: readonly MigrationStep[], from: number, documentName: string, source: DocumentSource): boolean {
  let changed = false;
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (step.version <= from) continue;
    if (step.documentName === documentName && step.run(source)) changed = true;
    if (documentName === "Actor" && step.documentName === "Item") {
      for (const item of source.items ?? []) if (step.run(item)) changed = true;
    }
  }
  return changed;
}

export function latestVersion(steps: readonly MigrationStep[]): number {
  return steps.reduce((max, step) => Math.max(max, step.version), 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
