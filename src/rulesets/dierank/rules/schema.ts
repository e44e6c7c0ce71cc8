/**
 * What Die Rank documents store: one spec per namespaced type, holding the plain shapes of
 * types.ts plus the prose the sheets and compendia need. Every die is a choice on the ladder.
 */
import { bool, choice, html, int, obj, str, type SchemaSpec } from "../../../core/schema";
import { STAT_IDS, BASE_AP } from "./stats";
import { DIE_LABELS, SPELL_RANGES, WEAPON_KINDS } from "./types";
import { DIERANK_STATUSES } from "./conditions";
import { dierankCardSpec } from "./card-schema";

const die = (initial = "d6") => choice(DIE_LABELS, initial);
/** A stat's id or a die's label: the die an item rolls or names for the defence. */
const statOrDie = (initial: string) => choice([...STAT_IDS, ...DIE_LABELS], initial);

const creature: SchemaSpec = {
  stats: obj(Object.fromEntries(STAT_IDS.map((s) => [s, die()]))),
  hp: obj({ value: int(3, 0, 999), max: int(3, 0, 999) }),
  mp: obj({ value: int(0, 0, 999), max: int(0, 0, 999) }),
  ap: int(BASE_AP, 0, 12),
  riderSkill: bool(false),
  mount: obj({ rides: str(), carries: str() }),
  survivalOwed: bool(false),
  firstAidTried: bool(false),
  grapple: obj({ holding: str(), heldBy: str() }),
  biography: html(),
};

export const dierankCharacter: SchemaSpec = { ...creature, minion: bool(false) };
export const dierankNpc: SchemaSpec = { ...creature, minion: bool(false) };

export const dierankWeapon: SchemaSpec = {
  kind: choice(WEAPON_KINDS, "melee"),
  die: str("", { choices: ["", ...STAT_IDS, ...DIE_LABELS] }),
  parry: bool(true),
  long: bool(false),
  oneHanded: bool(true),
  firearm: bool(false),
  minimum: obj({ close: die("d4"), medium: die("d6"), long: die("d8"), extreme: die("d10") }),
  lethal: bool(true),
  equipped: bool(false),
  description: html(),
};

export const dierankShield: SchemaSpec = { equipped: bool(false), description: html() };

export const dierankSpell: SchemaSpec = {
  roll: statOrDie("pre"),
  defence: statOrDie("def"),
  physical: bool(false),
  indirect: bool(false),
  range: choice(SPELL_RANGES, "touch"),
  lethal: bool(true),
  cost: int(1, 0, 99),
  effect: str("", { choices: ["", ...DIERANK_STATUSES.map((s) => s.id)] }),
  harmless: bool(false),
  description: html(),
};

export const dierankCombatant: SchemaSpec = {
  ap: int(BASE_AP, 0, 12),
  owed: int(0, 0, BASE_AP),
  moveOnly: int(0, 0, 12),
  noMove: int(0, 0, 12),
  surprised: bool(false),
};

export const dierankCombat: SchemaSpec = {};

/** The attack card's message: the card as plain data, checked on every write. */
export const dierankAttack: SchemaSpec = { card: obj(dierankCardSpec) };
