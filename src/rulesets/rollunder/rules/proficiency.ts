/**
 * Weapon proficiency earned in combat: a PC not proficient with a weapon counts the hits it lands
 * with it, and the eighth makes it proficient (rollunder.prof.3-4).
 */
import { RULES } from "./tables";
import type { WeaponSystem } from "./types";

/** The weapon after a hit in combat; nothing changes for one already proficient or light. */
export function countHit(w: Pick<WeaponSystem, "kind" | "proficient" | "hits">): Pick<WeaponSystem, "proficient" | "hits"> {
  if (w.proficient || w.kind === "light") return { proficient: w.proficient, hits: w.hits };
  const hits = Math.min(RULES.hitsForProficiency, w.hits + 1);
  return { hits, proficient: hits >= RULES.hitsForProficiency };
}
