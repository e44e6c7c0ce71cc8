import { latestVersion, MIGRATIONS } from "../../core/migrations";
import { SYSTEM_ID } from "../settings";

/**
 * Brings the world's stored data up to the latest version, once, as the active GM. A world that is
 * up to date compares two numbers; the walk over its documents loads only when one is not.
 */
export async function migrateWorld(): Promise<void> {
  if (!game.user?.isActiveGM) return;
  const from = game.settings!.get(SYSTEM_ID, "worldSchema");
  const to = latestVersion(MIGRATIONS);
  if (from >= to) return;
  await (await import("./walk")).walkWorld(from, to);
}
