import { documentUpdate, type DocumentSource, type MigrationPlan, type StoredDocumentName } from "./migrate-document";

/** One stored document as the runner sees it; the Foundry glue builds these. */
export interface StoredDocument {
  documentName: StoredDocumentName;
  /** for a token's delta: the type of the actor it overrides */
  actorType?: string;
  /** names the document in the GM's failure report and the console */
  label: string;
  source(): DocumentSource;
  write(update: Record<string, unknown>): Promise<unknown>;
}

/** What the runner needs from Foundry, so its decisions run (and are tested) without it. */
export interface MigrationIO {
  /** every stored document to check: world collections, tokens' deltas, unlocked world compendia */
  documents(): AsyncIterable<StoredDocument>;
  saveVersion(version: number): Promise<unknown>;
  /** `key` is a lang key; the glue localizes it */
  notify(level: "info" | "error", key: string, data: Record<string, string>): void;
  logError(error: unknown, label: string): void;
}

/** The most failed documents the GM's notification names; the console has them all. */
const NAMED = 3;

/**
 * Writes each changed document once, then records the new version. A document that fails is
 * reported and skipped, the others still migrate; but the version is recorded only when nothing
 * failed, so the world keeps its old version and every step (each idempotent) runs again on the
 * next load. Returns true when the world is now at `to`.
 */
export async function runMigrations(plan: MigrationPlan, to: number, io: MigrationIO): Promise<boolean> {
  const versions = { from: String(plan.from), to: String(to) };
  io.notify("info", "MANIFOLD.Migration.Start", versions);
  const failed: string[] = [];
  let written = 0;
  try {
    for await (const doc of io.documents()) {
      try {
        const update = documentUpdate(plan, doc.documentName, doc.source(), doc.actorType);
        if (!update) continue;
        await doc.write(update);
        written += 1;
      } catch (error) {
        failed.push(doc.label);
        io.logError(error, doc.label);
      }
    }
    if (failed.length === 0) await io.saveVersion(to);
  } catch (error) {
    // The walk itself broke (a compendium would not unlock, the setting would not save).
    io.logError(error, "Manifold migration");
    io.notify("error", "MANIFOLD.Migration.Interrupted", versions);
    return false;
  }
  if (failed.length > 0) {
    const names = failed.slice(0, NAMED).join(", ") + (failed.length > NAMED ? ", …" : "");
    io.notify("error", "MANIFOLD.Migration.Failed", { ...versions, count: String(failed.length), names });
    return false;
  }
  io.notify("info", "MANIFOLD.Migration.Done", { ...versions, count: String(written) });
  return true;
}
