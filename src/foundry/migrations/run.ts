import { latestVersion, migrateSource, type DocumentSource } from "../../core/migrate";
import { MIGRATIONS } from "../../core/migrations";
import { SYSTEM_ID } from "../settings";

/**
 * Runs every step newer than the world's schema version over world actors and items and over
 * unlocked-for-the-purpose world compendia, then records the new version. Active GM only.
 */
export async function migrateWorld(): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const from = game.settings!.get(SYSTEM_ID, "worldSchema");
  const to = latestVersion(MIGRATIONS);
  if (from >= to) return;
  ui.notifications?.info(game.i18n!.format("MANIFOLD.Migration.Start", { to: String(to) }), { permanent: true });
  for (const [name, collection] of [["Actor", game.actors], ["Item", game.items]] as const) {
    await migrateCollection(name, (collection?.contents ?? []) as unknown as MigratableDoc[], from);
  }
  for (const pack of game.packs ?? []) {
    const meta = pack.metadata as unknown as { packageType: string; type: string };
    if (meta.packageType !== "world" || !["Actor", "Item"].includes(meta.type)) continue;
    const locked = pack.locked;
    await pack.configure({ locked: false });
    try {
      const docs = (await pack.getDocuments()) as unknown as MigratableDoc[];
      await migrateCollection(meta.type, docs, from);
    } finally {
      await pack.configure({ locked });
    }
  }
  await game.settings!.set(SYSTEM_ID, "worldSchema", to);
  ui.notifications?.info(game.i18n!.format("MANIFOLD.Migration.Done", { to: String(to) }), { permanent: true });
}

interface MigratableDoc {
  toObject(): DocumentSource;
  update(data: unknown, options?: unknown): Promise<unknown>;
}

async function migrateCollection(name: string, docs: readonly MigratableDoc[], from: number): Promise<void> {
  for (const doc of docs) {
    const source = doc.toObject();
    if (!migrateSource(MIGRATIONS, from, name, source)) continue;
    // "==system" replaces the whole system object, so moved keys do not linger.
    const update: Record<string, unknown> = { "==system": source.system };
    if (source.items) update.items = source.items;
    await doc.update(update, { diff: false, recursive: false });
  }
}
