import { systemMigrator } from "../../core/migrate-document";
import { runMigrations } from "../../core/migrate-world";
import { MIGRATIONS } from "../../core/migrations";
import { allRulesets } from "../registry-access";
import { SYSTEM_ID } from "../settings";
import { storedDocuments } from "./stored";

/**
 * Brings the world's stored data from `from` up to `to`. What to write and whether the version
 * may be recorded is decided in core/migrate-world.ts; this only connects it to Foundry's
 * collections, the setting and the notifications.
 */
export async function walkWorld(from: number, to: number): Promise<void> {
  const system = systemMigrator(allRulesets().map((def) => def.rules));
  await runMigrations({ steps: MIGRATIONS, from, system }, to, {
    documents: storedDocuments,
    saveVersion: (version) => game.settings!.set(SYSTEM_ID, "worldSchema", version),
    notify: (level, key, data) => ui.notifications?.[level](game.i18n!.format(key, data), { permanent: true }),
    logError: (error, label) => console.error(`Manifold | migration failed for ${label}`, error),
  });
}
