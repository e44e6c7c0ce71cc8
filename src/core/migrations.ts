import type { MigrationStep } from "./migrate-document";

/**
 * Manifold's world data versions, oldest first. A world below the last one runs the world runner
 * once: it writes what the type models changed on load (renames live in each type's migrateData,
 * see RulesetRules.migrations) and runs the steps that have a `run`. Every step is idempotent.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  // Contest `hp` became `health`. The contest models rename it on load (contest/rules/migrate.ts).
  { version: 1, label: "MANIFOLD.Migration.ContestHealth" },
  // Version 1 ran its rename in the world runner, after Foundry had already moved `hp` into
  // `_preserved`, so it changed nothing and marked worlds done. Worlds at 1 run again: the contest
  // models now also recover `_preserved.hp`, and Energy's blank unconscious cause becomes "none".
  { version: 2, label: "MANIFOLD.Migration.RecoverPreserved" },
];

/** The version a world is at once every step has run. */
export function latestVersion(steps: readonly MigrationStep[]): number {
  return steps.reduce((max, step) => Math.max(max, step.version), 0);
}
