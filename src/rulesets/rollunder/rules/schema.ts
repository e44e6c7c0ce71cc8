/**
 * What Roll-Under documents store: one spec per namespaced type, holding the plain shapes of
 * types.ts (the rules read exactly these fields) plus the prose and flags the sheets and compendia
 * need. The data models are built from these specs; every write is validated against them.
 */
import { bool, choice, html, int, obj, str, type SchemaSpec } from "../../../core/schema";
import { rollunderCardSpec } from "./card-schema";
import { ACTIONS, CHARGED } from "./economy";
import { RULES } from "./tables";
import { ABILITIES, ARMOUR_KINDS, GROUPS, NPC_SIDES, WEAPON_KINDS } from "./types";

/** HP goes below 0 as lethal damage (rollunder.hp.2); the floor only stops nonsense. */
const LOWEST_HP = -999;

export const rollunderCharacter: SchemaSpec = {
  abilities: obj(Object.fromEntries(ABILITIES.map((a) => [a, int(10, 0, 30)]))),
  attack: int(10, 0, 30),
  defense: int(10, 0, 30),
  movement: int(10, 0, 99),
  level: int(1, 0, 99),
  hp: obj({ value: int(RULES.pcMaxHp, LOWEST_HP, RULES.pcMaxHp), max: int(RULES.pcMaxHp, 0, RULES.pcMaxHp) }),
  slots: obj({ max: int(10, 0, 99), quickdraw: int(2, 0, 99) }),
  rations: int(0, 0, 999),
  arrows: int(0, 0, 999),
  deathOwed: int(0, 0, 99),
  biography: html(),
};

/** Attack and Defense are the modifiers the rulebook lists for monsters; Morale runs 2-12. */
export const rollunderNpc: SchemaSpec = {
  attack: int(0, -20, 20),
  defense: int(0, -20, 20),
  movement: int(10, 0, 99),
  hitDice: int(1, 0, 99),
  hp: obj({ value: int(4, LOWEST_HP, 9999), max: int(4, 0, 9999) }),
  hpFixed: bool(false),
  morale: int(7, 2, 12),
  actsTwice: bool(false),
  wisdomPenalty: int(0, 0, 20),
  side: choice(NPC_SIDES, "enemy"),
  deathOwed: int(0, 0, 99),
  biography: html(),
};

const gear = { equipped: bool(false), description: html(), example: bool(false) };

export const rollunderWeapon: SchemaSpec = {
  ...gear,
  kind: choice(WEAPON_KINDS, "medium"),
  hands: int(1, 1, 2),
  damageBonus: int(0, -20, 20),
  proficient: bool(false),
  hits: int(0, 0, 999),
  loaded: bool(true),
  quickdraw: bool(false),
};

export const rollunderArmor: SchemaSpec = { ...gear, kind: choice(ARMOUR_KINDS, "leather") };

export const rollunderShield: SchemaSpec = { ...gear, broken: bool(false) };

/** Other carried things take slots but are never equipped. */
export const rollunderGear: SchemaSpec = {
  description: html(),
  example: bool(false),
  slotsTaken: int(1, 0, 99),
  small: bool(false),
  quickdraw: bool(false),
};

export const rollunderCombat: SchemaSpec = {};

/** The per-turn and per-round state (types.ts CombatantSystem); a combat's moves write it. */
export const rollunderCombatant: SchemaSpec = {
  group: str("", { choices: ["", ...GROUPS] }),
  roll: int(0, 0, 20),
  action: str("", { choices: ["", ...ACTIONS, CHARGED] }),
  moved: int(0, 0, 9999),
  allowance: int(0, 0, 9999),
  arrowsSpent: int(0, 0, 999),
  reminder: str(""),
  macro: str(""),
};

/** The attack card, stored under a real schema (card-schema.ts); card.ts owns every transition. */
export const rollunderAttack: SchemaSpec = { card: obj(rollunderCardSpec) };
