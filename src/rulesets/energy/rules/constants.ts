/** Names the energy seed fixes; labels live in lang/en.json under MANIFOLD.energy. */
export const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type Ability = (typeof ABILITIES)[number];

/**
 * Size categories, largest first. The Size Chart stops at Fine; the Miss Chance table adds
 * Miniscule, which uses Fine's row for everything else (docs/rulesets/energy.md, Rulings).
 */
export const SIZES = ["huge", "large", "medium", "small", "tiny", "diminutive", "fine", "miniscule"] as const;
export type Size = (typeof SIZES)[number];

export const DAMAGE_TYPES = [
  "blunt",
  "piercing",
  "slashing",
  "fire",
  "cold",
  "lightning",
  "acid",
  "poison",
  "force",
  "psychic",
  "radiant",
  "necrotic",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const DEFENSES = ["evasion", "fortitude", "will"] as const;
export type Defense = (typeof DEFENSES)[number];

/** Ranged weapon kinds the Draw Weight table restricts. */
export const RANGED_KINDS = ["bow", "handCrossbow", "crossbow", "heavyCrossbow", "siegeCrossbow", "sling", "other"] as const;
export type RangedKind = (typeof RANGED_KINDS)[number];

export const MANEUVERS = ["trip", "disarm", "restrain", "push"] as const;
export type Maneuver = (typeof MANEUVERS)[number];

export const REST_KINDS = ["none", "short", "long"] as const;
export type RestKind = (typeof REST_KINDS)[number];

/** Why a creature is unconscious decides how it wakes (energy.unconscious.2-5). */
export const UNCONSCIOUS_CAUSES = ["none", "stamina", "nonlethal", "death", "sleep"] as const;
export type UnconsciousCause = (typeof UNCONSCIOUS_CAUSES)[number];

export const CONDITIONS = [
  "exposed",
  "unguarded",
  "dazed",
  "prone",
  "surprised",
  "unconscious",
  "blinded",
  "restrained",
  "restraining",
  "slowed",
  "shaken",
  "exhausted",
  "bleeding",
  "stabilized",
  "dead",
  "unaware",
  "kneeling",
] as const;
export type Condition = (typeof CONDITIONS)[number];

export const isCondition = (id: string): id is Condition => (CONDITIONS as readonly string[]).includes(id);

export const ENERGY_PER_ROUND = 5;
export const BASE_AGILITY = 3;
export const STAMINA_PER_ATTACK = 4;
/** One round is about five seconds (energy.round.1); the glue sets CONFIG.time.roundTime from it. */
export const ROUND_SECONDS = 5;
