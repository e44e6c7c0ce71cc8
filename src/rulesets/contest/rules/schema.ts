import { arr, bool, choice, html, int, obj, str, type SchemaSpec } from "../../../core/schema";
import { contestCardSpec } from "./card-schema";
import { grappleCardSpec } from "./grapple";
import {
  ARMOR_LEVELS,
  ATTRIBUTES,
  DAMAGE_TYPES,
  DEFENCES,
  RESIST_TARGETS,
  SIZES,
  SKILLS,
  type Skill,
} from "./constants";

const attributes = obj(Object.fromEntries(ATTRIBUTES.map((a) => [a, int(5, 0, 20)])));
const skills = obj(
  Object.fromEntries(
    (Object.entries(SKILLS) as [Skill, string][]).map(([skill, attribute]) => [
      skill,
      obj({ value: int(0, 0, 20), attribute: choice(ATTRIBUTES, attribute) }),
    ]),
  ),
);
const modifier = obj({ type: choice(RESIST_TARGETS), value: int(1, 0, 99) });

const creature = {
  attributes,
  skills,
  health: obj({ value: int(10, 0, 999), max: int(10, 0, 999) }),
  size: choice(SIZES, "medium"),
  speed: int(5, 0, 99),
  resistances: arr(modifier),
  vulnerabilities: arr(modifier),
  /** id of the equipped armour whose AR counts (contest.armor.5); blank = the highest */
  armorChoice: str(""),
  biography: html(),
} satisfies SchemaSpec;

export const contestCharacter: SchemaSpec = {
  ...creature,
  initiative: int(0, -10, 20),
  xp: obj({ total: int(0, 0, 99999), spent: int(0, 0, 99999) }),
};

/** NPCs roll 1d6 + PER for initiative, so they carry no Initiative score. */
export const contestNpc: SchemaSpec = { ...creature };

const gear = { equipped: bool(false), description: html(), example: bool(false) };

export const contestWeapon: SchemaSpec = {
  ...gear,
  gear: str(""),
  damage: str("1d6", { blank: false }),
  damageType: choice(DAMAGE_TYPES, "slashing"),
  ranged: bool(false),
  reach: int(1, 0, 99),
  range: int(0, 0, 9999),
  thrown: bool(false),
  twoHanded: bool(false),
  heavy: bool(false),
  apCost: int(1, 0, 3),
};

export const contestArmor: SchemaSpec = {
  ...gear,
  level: choice(ARMOR_LEVELS, "partial"),
  material: str(""),
  ar: int(0, 0, 99),
  magical: bool(false),
};

export const contestShield: SchemaSpec = {
  ...gear,
  material: str(""),
  br: int(1, 0, 99),
};

export const contestStyle: SchemaSpec = {
  description: html(),
  example: bool(false),
  rank: int(1, 0, 20),
  attribute: choice(["str", "agi"], "str"),
  gear: arr(str("", { blank: false }), 10),
};

export const contestSpell: SchemaSpec = {
  description: html(),
  example: bool(false),
  kind: choice(["spell", "ability"], "spell"),
  skill: choice(["sorcery", "focus"], "sorcery"),
  apCost: int(1, 0, 3),
  attack: bool(true),
  meleeAttack: bool(false),
  targetsMind: bool(false),
  defences: arr(choice(DEFENCES), DEFENCES.length),
  damage: str(""),
  damageType: choice(DAMAGE_TYPES, "fire"),
  range: int(10, 0, 9999),
};

/** Per-round economy lives on the combatant (RULINGS cross-cutting). */
export const contestCombatant: SchemaSpec = {
  ap: int(3, 0, 3),
  attacks: int(0, 0, 2),
  freeUsed: bool(false),
  surprised: bool(false),
  actedThisRound: bool(false),
  delayAfter: str(""),
  /** the round the turn was saved in: a saved turn holds for that round only (contest.delay.1) */
  delayRound: int(0, 0),
  disengaged: bool(false),
  /** Brace maneuver: the next Defense test gains a boon (contest.maneuver.2) */
  braced: bool(false),
  /** Feint maneuver: id of the foe feinted; the next action, if a Strike on it, gains a boon (contest.maneuver.5) */
  feintTarget: str(""),
  /** squares moved of its own this round: its turn's move plus each Dash's (contest.init.6, action.1) */
  moved: int(0, 0, 999),
  /** Dash actions taken this round: each gives one more move of Speed */
  dashes: int(0, 0, 3),
};

export const contestCombat: SchemaSpec = {};


/** The attack card, stored under a real schema (card-schema.ts); card.ts owns every transition. */
export const contestAttack: SchemaSpec = { card: obj(contestCardSpec) };

/** The grapple card (grapple.ts): the held foe's choice, both tests, the hold and its release. */
export const contestGrapple: SchemaSpec = { card: obj(grappleCardSpec) };
