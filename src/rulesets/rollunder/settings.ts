import { RuleError } from "../../core/errors";
import { fromUuidLoose } from "../../foundry/docs";

const DEATH_TABLE = "rollunderDeathTable";

/** The example Death & Dismemberment table the system's compendium ships (rollunder.hp.3). */
export const DEFAULT_DEATH_TABLE = "Compendium.manifold.rollunder-tables.RollTable.ruDeathDismembr1";

/** Roll-Under's world settings: the table lethal damage rolls on, which the GM may replace. */
export function registerRollunderSettings(): void {
  game.settings!.register("manifold", DEATH_TABLE, {
    name: "MANIFOLD.rollunder.Settings.DeathTable.Name",
    hint: "MANIFOLD.rollunder.Settings.DeathTable.Hint",
    scope: "world",
    config: true,
    type: String,
    default: DEFAULT_DEATH_TABLE,
  });
}

/**
 * The world's Death & Dismemberment table. A setting that names no RollTable (a typo, a deleted
 * table, a journal's uuid) is refused with the setting's own words, and nothing is drawn.
 */
export async function deathTable(): Promise<RollTable.Implementation> {
  const uuid = String(game.settings!.get("manifold", DEATH_TABLE) ?? "").trim();
  let doc: unknown = null;
  try {
    // A compendium table is not in memory until it is loaded: fromUuid loads it, fromUuidSync would not.
    doc = uuid ? await foundry.utils.fromUuid(uuid as never) : null;
  } catch {
    doc = fromUuidLoose(uuid);
  }
  const named = doc as { documentName?: string } | null;
  if (named?.documentName !== "RollTable") throw new RuleError("MANIFOLD.rollunder.Error.DeathTable", {});
  return doc as RollTable.Implementation;
}
