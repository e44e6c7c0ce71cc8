import { RuleError } from "../../core/errors";
import { notifyError } from "../../foundry/play/press";

const DEATH_TABLE = "rollunderDeathTable";

/** The example Death & Dismemberment table the system's compendium ships (rollunder.hp.3). */
const DEFAULT_DEATH_TABLE = "Compendium.manifold.rollunder-tables.RollTable.ruDeathDismembr1";

/** The last table that resolved: a setting changed to anything else is refused and this one put back. */
let lastGood = DEFAULT_DEATH_TABLE;

/** Roll-Under's world settings: the table lethal damage rolls on, which the GM may replace. */
export function registerRollunderSettings(): void {
  game.settings!.register("manifold", DEATH_TABLE, {
    name: "MANIFOLD.rollunder.Settings.DeathTable.Name",
    hint: "MANIFOLD.rollunder.Settings.DeathTable.Hint",
    scope: "world",
    config: true,
    type: String,
    default: DEFAULT_DEATH_TABLE,
    onChange: (value: unknown) => {
      if (!game.user?.isGM) return;
      const uuid = String(value).trim();
      void tableAt(uuid).then(
        () => (lastGood = uuid),
        (err: unknown) => {
          notifyError(err);
          if (uuid !== lastGood) void game.settings!.set("manifold", DEATH_TABLE, lastGood);
        },
      );
    },
  });
  lastGood = String(game.settings!.get("manifold", DEATH_TABLE) ?? DEFAULT_DEATH_TABLE);
}

/** The RollTable a uuid names; anything else (a typo, a deleted table, a journal's uuid) is refused in words. */
async function tableAt(uuid: string): Promise<RollTable.Implementation> {
  let doc: unknown = null;
  try {
    // A compendium table is not in memory until it is loaded: fromUuid loads it, fromUuidSync would not.
    doc = uuid ? await foundry.utils.fromUuid(uuid as never) : null;
  } catch {
    // A malformed uuid is refused below, like one that names anything else.
    doc = null;
  }
  const named = doc as { documentName?: string } | null;
  if (named?.documentName !== "RollTable") throw new RuleError("MANIFOLD.rollunder.Error.DeathTable", {});
  return doc as RollTable.Implementation;
}

/** The world's Death & Dismemberment table; a setting that names no RollTable refuses, and nothing is drawn. */
export function deathTable(): Promise<RollTable.Implementation> {
  return tableAt(String(game.settings!.get("manifold", DEATH_TABLE) ?? "").trim());
}
