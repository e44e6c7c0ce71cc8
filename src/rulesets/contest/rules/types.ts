/**
 * The plain shapes of contest documents as the rules read them: the `system` data that
 * schema.ts describes, after the data model has filled the defaults. Rules take these, never
 * Foundry documents, so a test builds them as object literals.
 */
import type {
  ArmorLevel,
  Attribute,
  DamageType,
  Defence,
  ResistTarget,
  Size,
  Skill,
} from "./constants";

export interface DamageModifier {
  type: ResistTarget;
  value: number;
}

export interface SkillData {
  value: number;
  attribute: Attribute;
}

export interface CreatureSystem {
  attributes: Record<Attribute, number>;
  skills: Record<Skill, SkillData>;
  health: { value: number; max: number };
  size: Size;
  speed: number;
  resistances: DamageModifier[];
  vulnerabilities: DamageModifier[];
  /** id of the armour item whose AR counts; "" = the highest */
  armorChoice: string;
  /** PCs only: NPCs roll 1d6 + PER */
  initiative?: number;
}

export interface CharacterActor {
  type: "contestCharacter";
  system: CreatureSystem & { initiative: number };
}
export interface NpcActor {
  type: "contestNpc";
  system: CreatureSystem;
}
export type ContestActor = CharacterActor | NpcActor;

export interface WeaponSystem {
  equipped: boolean;
  /** the style gear key this weapon counts as; blank = its name */
  gear: string;
  damage: string;
  damageType: DamageType;
  ranged: boolean;
  reach: number;
  range: number;
  thrown: boolean;
  twoHanded: boolean;
  heavy: boolean;
  apCost: number;
}

export interface ArmorSystem {
  equipped: boolean;
  level: ArmorLevel;
  material: string;
  ar: number;
  /** a rare material that also protects against magical damage types (contest.armor.3) */
  magical: boolean;
}

export interface ShieldSystem {
  equipped: boolean;
  material: string;
  br: number;
}

export interface StyleSystem {
  rank: number;
  attribute: "str" | "agi";
  gear: string[];
}

export interface SpellSystem {
  kind: "spell" | "ability";
  skill: "sorcery" | "focus";
  apCost: number;
  /** the Attack trait */
  attack: boolean;
  /** the Melee Attack trait */
  meleeAttack: boolean;
  targetsMind: boolean;
  /** defences the description allows; empty = the default for attack spells */
  defences: Defence[];
  damage: string;
  damageType: DamageType;
  range: number;
}

interface Owned<T extends string, S> {
  id?: string;
  name: string;
  type: T;
  system: S;
}
export type WeaponItem = Owned<"contestWeapon", WeaponSystem>;
export type ArmorItem = Owned<"contestArmor", ArmorSystem>;
export type ShieldItem = Owned<"contestShield", ShieldSystem>;
export type StyleItem = Owned<"contestStyle", StyleSystem>;
export type SpellItem = Owned<"contestSpell", SpellSystem>;
export type ContestItem = WeaponItem | ArmorItem | ShieldItem | StyleItem | SpellItem;

/** Per-round economy on the Combatant (RULINGS cross-cutting). */
export interface CombatantSystem {
  ap: number;
  attacks: number;
  freeUsed: boolean;
  surprised: boolean;
  actedThisRound: boolean;
  delayAfter: string;
  delayRound: number;
  disengaged: boolean;
  braced: boolean;
  feintTarget: string;
  moved: number;
  dashes: number;
}

/** A Foundry-style update diff: dotted paths to new values. */
export type UpdateDiff = Record<string, number | boolean | string>;
