/**
 * What Wound Track documents store: one spec per namespaced type, holding the plain shapes of
 * types.ts plus the prose the sheets and compendia need.
 */
import { arr, bool, choice, html, int, obj, str, type SchemaSpec } from "../../../core/schema";
import { ATTRIBUTES } from "./checks";
import { SKILL_IDS } from "./skills";
import { NPC_TIER_SLOTS, WOUND_LEVELS } from "./wounds";
import { SKILL_DEFENCES } from "./defences";
import { ATTACK_ACTIONS } from "./damage";
import { ACTION_AUTOMATIONS, ACTION_CATEGORIES, ELEMENTS, WEAPON_KINDS, WEAPON_PROPERTIES } from "./types";
import { woundtrackCardSpec } from "./card-schema";
import { checkCardSpec } from "./check-card";

/** A score the rules add: attributes, skills and modifiers run well inside these bounds. */
const score = (initial = 0) => int(initial, -20, 40);
const rank = () => int(0, 0, 40);
const pool = (initial: number) => int(initial, 0, 999);

const creature: SchemaSpec = {
  attributes: obj(Object.fromEntries(ATTRIBUTES.map((a) => [a, score()]))),
  size: int(0, -10, 10),
  speed: int(0, -10, 10),
  skills: obj(Object.fromEntries(SKILL_IDS.map((s) => [s, obj({ rank: rank(), specialisations: arr(obj({ name: str(), rank: rank() }), 24) })]))),
  /** the maximum follows the race's value + Vitality, and mana's + Lore (woundtrack.stamina.1, mana.1) */
  stamina: obj({ value: pool(10), fatigue: pool(0), max: pool(10), race: int(10, -99, 999) }),
  mana: obj({ value: pool(0), invested: pool(0), max: pool(0), race: int(0, -99, 999) }),
  /** the day of the last long rest (the world clock's day), and how many it made that day (woundtrack.rest.5) */
  rests: obj({ day: int(-1, -1, 1_000_000_000), long: int(0, 0, 9) }),
  wounds: obj(Object.fromEntries(WOUND_LEVELS.map((l) => [l, int(0, 0, 99)]))),
  toughness: obj({ other: score() }),
  recoveryBonus: int(0, 0, 99),
  tier: choice(Object.keys(NPC_TIER_SLOTS), "standard"),
  special: bool(false),
  biography: html(),
};

export const woundtrackCharacter: SchemaSpec = creature;
export const woundtrackNpc: SchemaSpec = creature;

export const woundtrackWeapon: SchemaSpec = {
  kind: choice(WEAPON_KINDS, "melee"),
  group: str(""),
  accuracy: score(),
  damage: score(),
  reach: int(1, 0, 99),
  block: obj({ bonus: int(0, 0, 20), defensive: bool(false) }),
  penetrating: bool(false),
  bypassArmor: bool(false),
  /** made for use underwater: its damage is not halved there (woundtrack.underwater.5) */
  aquatic: bool(false),
  /** a special attack that targets a skill Defense (woundtrack.defense.2); "" for its way's */
  defence: str("", { choices: ["", ...SKILL_DEFENCES] }),
  /** fire or lightning: water halves fire and spreads lightning (woundtrack.underwater.8-11) */
  element: str("", { choices: ELEMENTS }),
  properties: arr(str("armorPiercing", { choices: WEAPON_PROPERTIES }), WEAPON_PROPERTIES.length),
  equipped: bool(false),
  description: html(),
};

export const woundtrackArmor: SchemaSpec = { armor: int(0, 0, 40), equipped: bool(false), description: html() };

export const woundtrackAction: SchemaSpec = {
  category: choice(ACTION_CATEGORIES, "common"),
  automation: str("", { choices: ACTION_AUTOMATIONS }),
  ap: int(4, 0, 999),
  attack: str("", { choices: ["", ...Object.keys(ATTACK_ACTIONS)] }),
  reaction: bool(false),
  trigger: str(""),
  check: str(""),
  staminaCost: int(0, 0, 999),
  manaCost: int(0, 0, 999),
  /** its time, for an action timed in rounds or minutes rather than AP (woundtrack.ap.7); 0 for none */
  rounds: int(0, 0, 999),
  minutes: int(0, 0, 999),
  description: html(),
};

export const woundtrackCombatant: SchemaSpec = {
  ap: int(0, 0, 999),
  long: obj({ action: str(""), cost: int(0, 0, 999), paid: int(0, 0, 999), timed: bool(false) }),
  surprised: bool(false),
  acted: bool(false),
  acting: bool(false),
  tieBreak: int(0, 0, 1_000_000),
  move: obj({ bought: int(0, 0, 999), yards: int(0, 0, 9999), diagonals: int(0, 0, 9999), dash: int(0, 0, 2), dashBonus: int(0, 0, 999) }),
  defending: bool(false),
  swap: str("", { choices: ["", ...SKILL_DEFENCES] }),
  ignoring: arr(str(), 20),
  /** the combatant id of the mount it rides, "" on foot (woundtrack.mount.3) */
  riding: str(""),
  /** as a mount, the GM's marks: a sentient mount keeps its own turn (mount.15); one trained for combat asks no riding check (mount.7) */
  mountTurn: bool(false),
  mountTrained: bool(false),
  /** the combatant whose turn it joined as rider or mount, "" otherwise: its turn ends with that one's */
  actingWith: str(""),
  /** the item (an action or a weapon) readied with Ready an Action, "" for none (woundtrack.action.25-26) */
  readied: str(""),
};

export const woundtrackCombat: SchemaSpec = {};

/** The attack card's message: the card as plain data, checked on every write. */
export const woundtrackAttack: SchemaSpec = { card: obj(woundtrackCardSpec) };

/** The check card's message: an action's check against another creature. */
export const woundtrackCheck: SchemaSpec = { card: obj(checkCardSpec) };
