import { PRESERVED } from "./schema";
import type { MigrationStep } from "./migrate";

/**
 * Manifold's numbered migration steps, oldest first. Each checks before it changes anything, so
 * running one twice changes nothing the second time, and none deletes data it does not know.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 1,
    label: "MANIFOLD.Migration.ContestHealth",
    documentName: "Actor",
    // Pre-release contest actors kept their Health Pool as `system.hp`; it is `system.health` now.
    run(source) {
      if (!source.type?.startsWith("contest") || !source.system) return false;
      const hp = source.system.hp as { value?: unknown; max?: unknown } | undefined;
      if (!hp || typeof hp !== "object") return false;
      const health = (source.system.health ?? {}) as Record<string, unknown>;
      source.system.health = { value: hp.value ?? health.value, max: hp.max ?? health.max };
      const preserved = (source.system[PRESERVED] ?? {}) as Record<string, unknown>;
      // The old value is kept beside the new one: nothing the user wrote is dropped.
      preserved.hp = hp;
      source.system[PRESERVED] = preserved;
      delete source.system.hp;
      return true;
    },
  },
];
