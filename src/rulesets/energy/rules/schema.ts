import { arr, bool, choice, html, int, obj, str, type SchemaSpec } from "../../../core/schema";
import { energyCardSpec } from "./card-schema";
import { ABILITIES, DAMAGE_TYPES, DEFENSES, RANGED_KINDS, REST_KINDS, SIZES, UNCONSCIOUS_CAUSES } from "./constants";

const abilities = obj(Object.fromEntries(ABILITIES.map((a) => [a, int(10, 1, 40)])));
const pool = (value: number) => obj({ value: int(value, 0, 999), max: int(value, 0, 999) });
const range = (near: number, far: number, max: number) => obj({ near: int(near, 0, 9999), far: int(far, 0, 9999), max: int(max, 0, 9999) });

const creature = {
  abilities,
  level: int(1, 1, 40),
  race: str(""),
  size: choice(SIZES, "medium"),
  speed: int(6, 0, 99),
  /** Martial Proficiency Level and how its levels were spent (energy.mpl.4) */
  mpl: obj({ level: int(1, 0, 40), arm: int(0, 0, 40), leg: int(0, 0, 40), initiative: int(0, 0, 40) }),
  /** strength and initiative from other sources (race, themes, feats) */
  bonus: obj({ arm: int(0, -20, 40), leg: int(0, -20, 40), initiative: int(0, -20, 40), agility: int(0, -3, 20), evasion: int(0, -20, 20), staminaForEnergy: int(0, 0, 5) }),
  /** race adjustments to the Inherent defences (energy.fort.4, energy.will.4) */
  inherent: obj({ fortitude: int(10, 0, 40), will: int(10, 0, 40) }),
  /** extra ability modifiers inside MASAB/MASDB's parentheses (energy.melee.9) */
  meleeAbilities: arr(choice(["con", "int", "wis", "cha"]), 4),
  /** max is derived (Aura Strength); the stored max is only a default for token bars */
  aura: pool(20),
  stamina: pool(10),
  surges: pool(5),
  weaknesses: arr(choice(DAMAGE_TYPES), DAMAGE_TYPES.length),
  resistances: arr(choice(DAMAGE_TYPES), DAMAGE_TYPES.length),
  /** state of the Death rules (energy.death.*) */
  death: obj({ bleeding: bool(false), unconscious: choice(UNCONSCIOUS_CAUSES, "none"), dead: bool(false), owed: int(0, 0, 99) }),
  biography: html(),
} satisfies SchemaSpec;

export const energyCharacter: SchemaSpec = { ...creature };
export const energyNpc: SchemaSpec = { ...creature };

const gear = { equipped: bool(false), mpr: int(0, 0, 40), description: html(), example: bool(false) };

export const energyWeapon: SchemaSpec = {
  ...gear,
  attackBonus: int(0, -20, 20),
  damage: str("1d6", { blank: false }),
  damageType: choice(DAMAGE_TYPES, "slashing"),
  reach: int(1, 0, 10),
  /** Precise N: crits on 20 - N or more (energy.crit.2) */
  precision: int(0, 0, 19),
  light: bool(false),
  heavy: bool(false),
  blunt: bool(false),
  thrown: bool(false),
  /** Thrown(a/b/c); zeros mean the default for the weapon's weight (energy.throw.4-7) */
  thrownRange: range(0, 0, 0),
  /** a side arm is stowed or drawn for 1 Energy (energy.action.10) */
  sidearm: bool(false),
  /** Evasion the weapon adds while wielded (energy.evasion.2) */
  evasion: int(0, 0, 20),
};

export const energyRanged: SchemaSpec = {
  ...gear,
  kind: choice(RANGED_KINDS, "bow"),
  accuracy: int(0, -20, 20),
  damage: str("1d8", { blank: false }),
  damageType: choice(DAMAGE_TYPES, "piercing"),
  range: range(5, 30, 120),
  /** kg; 0 for weapons without a draw (slings) */
  drawWeight: int(30, 0, 200),
  twoHanded: bool(true),
  loadCost: int(1, 0, 9),
  loaded: bool(true),
};

export const energyArmor: SchemaSpec = {
  ...gear,
  ar: int(0, 0, 40),
  coverage: obj({ melee: int(0, 0, 21), ranged: int(0, 0, 21) }),
  evasionPenalty: int(0, 0, 20),
  broken: bool(false),
};

export const energyShield: SchemaSpec = {
  ...gear,
  evasion: int(1, 0, 20),
  ranged: int(1, 0, 20),
  broken: bool(false),
};

export const energyAbility: SchemaSpec = {
  description: html(),
  example: bool(false),
  kind: choice(["ability", "spell"], "ability"),
  energyCost: int(0, 0, 20),
  staminaCost: int(0, 0, 40),
  /** Stamina spent to enhance an attack counts toward the 4-per-attack limit (energy.stamina.20) */
  enhancesAttack: bool(false),
  /** added to an attack, it doubles the damage: one source of double damage, Weakness another (energy.resist.8) */
  doublesDamage: bool(false),
  defense: choice(["none", ...DEFENSES], "none"),
  damage: str(""),
  damageType: choice(DAMAGE_TYPES, "force"),
  recovery: choice(REST_KINDS, "none"),
  uses: obj({ value: int(0, 0, 99), max: int(0, 0, 99) }),
};

/** Per-round pools live on the combatant (RULINGS cross-cutting). */
export const energyCombatant: SchemaSpec = {
  energy: int(5, 0, 20),
  agility: int(3, 0, 40),
  swiftUsed: bool(false),
  initiativeUsed: bool(false),
  /** the Initiative total rolled this round; others contest against it */
  initiative: int(0, -99, 999),
  staminaAsEnergy: int(0, 0, 20),
  /** Energy spent on non-movement actions this round: each allows one Agile Move */
  agileMoves: int(0, 0, 20),
  defending: bool(false),
  /** metres moved this round since Defend was taken: past Speed, Defend ends (energy.action.9) */
  defendMoved: int(0, 0, 999),
  /** metres paid for by movement actions this round and not yet walked on the canvas */
  moveLeft: int(0, 0, 999),
  deathSaveMade: bool(false),
};

export const energyCombat: SchemaSpec = {};

/** The attack card, stored under a real schema (card-schema.ts); card.ts owns every transition. */
export const energyAttack: SchemaSpec = { card: obj(energyCardSpec) };
