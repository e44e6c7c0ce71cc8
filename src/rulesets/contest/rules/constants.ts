/** Names the contest seed fixes; labels live in lang/en.json under MANIFOLD.contest. */
export const ATTRIBUTES = ["str", "agi", "per", "int", "wil", "cha"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Skills and the attribute each one tests by default (a sheet may change it). */
export const SKILLS = {
  athletics: "str",
  acrobatics: "agi",
  observation: "per",
  stealth: "agi",
  dodge: "agi",
  sleightOfHand: "agi",
  deception: "cha",
  focus: "wil",
  sorcery: "int",
} as const satisfies Record<string, Attribute>;
export type Skill = keyof typeof SKILLS;
export const SKILL_IDS = Object.keys(SKILLS) as Skill[];

export const DAMAGE_GROUPS = {
  physical: ["crushing", "piercing", "slashing"],
  magical: ["fire", "frost", "shock"],
  other: ["acid", "force", "necrotic", "radiant", "poison", "psychic"],
} as const;
export type DamageGroup = keyof typeof DAMAGE_GROUPS;
export type DamageType = (typeof DAMAGE_GROUPS)[DamageGroup][number];
export const DAMAGE_TYPES = Object.values(DAMAGE_GROUPS).flat() as DamageType[];
/** A resistance or vulnerability names a damage type or a whole group. */
export const RESIST_TARGETS = [...DAMAGE_TYPES, ...(Object.keys(DAMAGE_GROUPS) as DamageGroup[])] as const;

/** Size steps in order; only the distance between two sizes matters to the rules. */
export const SIZES = ["tiny", "small", "medium", "large", "huge", "gargantuan"] as const;
export type Size = (typeof SIZES)[number];

export const DEFENCES = ["block", "dodge", "parry", "withstand", "none"] as const;
export type Defence = (typeof DEFENCES)[number];

export const MANEUVERS = ["bash", "brace", "disarm", "feint", "precision", "push", "trip"] as const;
export type Maneuver = (typeof MANEUVERS)[number];

export const ARMOR_LEVELS = ["partial", "full"] as const;
export const COVER = ["none", "low", "high", "full"] as const;
export type Cover = (typeof COVER)[number];

/** Gear keys a fighting style can list besides weapon names. */
export const UNARMED_GEAR = "unarmed";
export const SHIELD_GEAR = "shield";

export const AP_PER_ROUND = 3;
export const ATTACKS_PER_ROUND = 2;
export const STYLE_FREE_GEAR = 5;
export const STYLE_MAX_GEAR = 10;
export const STYLE_GEAR_XP = 25;

export type ArmorLevel = (typeof ARMOR_LEVELS)[number];
export type ResistTarget = (typeof RESIST_TARGETS)[number];

/** One round is six seconds of in-game time (contest.init.1); the glue sets CONFIG.time.roundTime from it. */
export const ROUND_SECONDS = 6;
/** Initiative die for everybody; PCs add Initiative, NPCs add PER (contest.init.2/3). */
export const INITIATIVE_DIE = "1d6";
/** RULINGS contest: every action and reaction costs 1 AP unless its item says otherwise. */
export const DEFAULT_AP_COST = 1;

/** Tests are d20 roll-under; every full 5 points of margin is one more success (RULINGS contest). */
export const TEST_DIE = 20;
export const SUCCESS_STEP = 5;

export const UNTRAINED_WEAPON_PENALTY = -2;
export const FLANK_BONUS = 2;
/** Low / high cover: penalty to ranged attacks and bonus to Dodge, same size; full cover is an auto-fail. */
export const COVER_MODIFIER: Readonly<Record<Cover, number>> = { none: 0, low: 2, high: 5, full: 0 };

/** The grid is 1 m squares (RULINGS table): one meter of the seed is one square. */
export const METERS_PER_SQUARE = 1;
export const PUSH_METERS = 1;

/** Style gear keys for the two armour levels; no armour needs no training. */
export const ARMOR_GEAR: Readonly<Record<ArmorLevel, string>> = { partial: "partial armor", full: "full armor" };
/** Other spellings a player may type for the same gear: the rules' "unarmed fighting", and British "armour". */
export const GEAR_ALIASES: Readonly<Record<string, string>> = { "unarmed fighting": UNARMED_GEAR, "full armour": ARMOR_GEAR.full, "partial armour": ARMOR_GEAR.partial };

/** The maneuvers marked * in the seed: only these care about size (contest.size.1). */
export const SIZE_MANEUVERS: readonly Maneuver[] = ["bash", "disarm", "push", "trip"];

/** Status ids the rules name; the Foundry glue registers them as status effects. */
export const CONDITIONS = ["dazed", "prone", "unconscious", "grappled"] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Grapple: Athletics against the defender's choice of these (contest.action.3). */
export const GRAPPLE_ATTACK_SKILL: Skill = "athletics";
export const GRAPPLE_DEFENCE_SKILLS: readonly Skill[] = ["athletics", "acrobatics"];

/** The actions every character has; `attack` is the Attack trait (useMagic: the spell decides). */
export const COMBAT_ACTIONS = {
  dash: { timing: "action", attack: false },
  disengage: { timing: "action", attack: false },
  grapple: { timing: "action", attack: false },
  search: { timing: "action", attack: false },
  sneak: { timing: "action", attack: false },
  strike: { timing: "action", attack: true },
  useMagic: { timing: "action", attack: false },
  defend: { timing: "reaction", attack: false },
  manipulate: { timing: "reaction", attack: false },
  opportunityAttack: { timing: "reaction", attack: true },
  useMagicReaction: { timing: "reaction", attack: false },
} as const satisfies Record<string, { timing: "action" | "reaction"; attack: boolean }>;
export type CombatActionId = keyof typeof COMBAT_ACTIONS;
