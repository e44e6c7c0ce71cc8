import type { RulesetRules, StatusSpec } from "./ruleset";

/** One CONFIG.statusEffects entry as Manifold gives it to Foundry. */
export interface StatusEffectEntry {
  id: string;
  /** lang key */
  name: string;
  img: string;
  duration?: { rounds: number };
}

/**
 * Foundry's special statuses (the keys of CONFIG.specialStatusEffects in v13) with a name and
 * one of core's own icons, for a ruleset that has no condition of its own for one of them. Core
 * calls `toggleStatusEffect` on these ids (the tracker's Mark Defeated on DEFEATED), which throws
 * for an id CONFIG.statusEffects lacks, and the token reads the others for vision and flight.
 */
export const SPECIAL_STATUS_FALLBACKS: Readonly<Record<string, { name: string; img: string }>> = {
  DEFEATED: { name: "MANIFOLD.Status.Special.DEFEATED", img: "systems/manifold/assets/status/skull.svg" },
  INVISIBLE: { name: "MANIFOLD.Status.Special.INVISIBLE", img: "systems/manifold/assets/status/user-secret.svg" },
  BLIND: { name: "MANIFOLD.Status.Special.BLIND", img: "systems/manifold/assets/status/eye-slash.svg" },
  BURROW: { name: "MANIFOLD.Status.Special.BURROW", img: "systems/manifold/assets/status/person-digging.svg" },
  HOVER: { name: "MANIFOLD.Status.Special.HOVER", img: "systems/manifold/assets/status/feather.svg" },
  FLY: { name: "MANIFOLD.Status.Special.FLY", img: "systems/manifold/assets/status/dove.svg" },
};

/**
 * A ruleset's conditions as status effects. No entry carries a static `_id`: like core's own
 * statuses, v13 then finds a status's effect by its single status rather than by a 16-character
 * id, so ids cannot collide, and effects made under the old truncated ids still toggle off.
 */
function entry(spec: StatusSpec): StatusEffectEntry {
  return { id: spec.id, name: spec.name, img: spec.img, ...(spec.rounds ? { duration: { rounds: spec.rounds } } : {}) };
}

/**
 * CONFIG.statusEffects and CONFIG.specialStatusEffects for a ruleset. The ruleset's own mapping
 * (its Blinded is core's BLIND) replaces core's id; every special id left without a condition
 * gets a fallback entry, so each special status core names is one the actor can toggle. A key
 * Manifold knows no name for (a module's) is left to the module that added it.
 */
export function statusConfig(rules: Pick<RulesetRules, "statuses" | "specialStatuses">, coreSpecial: Readonly<Record<string, string>>) {
  const specialStatusEffects: Record<string, string> = { ...coreSpecial, ...rules.specialStatuses };
  const statusEffects = rules.statuses.map(entry);
  for (const [key, id] of Object.entries(specialStatusEffects)) {
    const fallback = SPECIAL_STATUS_FALLBACKS[key];
    if (fallback && !statusEffects.some((s) => s.id === id)) statusEffects.push({ id, ...fallback });
  }
  return { statusEffects, specialStatusEffects };
}
