import { isRecord, type SystemMigration } from "../../../core/migrate";

/**
 * Wound Track creatures before the race values kept only the maximum stamina and mana. The race's
 * value is what the maximum held beyond Vitality (Lore for mana), so the maximum stays as the user
 * set it. Read only when the source carries the maximum and the attribute and no race value:
 * an update's changes that do not carry both are left alone, and a race value already written wins.
 */
export const migrateWoundtrackCreature: SystemMigration = (system) => {
  const attributes = isRecord(system.attributes) ? system.attributes : null;
  let changed = false;
  for (const [pool, attribute] of [["stamina", "vit"], ["mana", "lor"]] as const) {
    const p = system[pool];
    const score = attributes?.[attribute];
    if (!isRecord(p) || "race" in p || typeof p.max !== "number" || typeof score !== "number") continue;
    p.race = p.max - score;
    changed = true;
  }
  return changed;
};
