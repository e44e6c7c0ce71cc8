/**
 * What Wound Track documents store, as the rules read them. Lasting pools (stamina, mana, wounds)
 * live on the actor; AP, the pending long action, the round's movement and Defend live on the
 * combatant (RULINGS cross-cutting), and initiative is the combatant's own initiative.
 */
import type { Attribute } from "./checks";
import type { SkillId } from "./skills";
import type { NpcTier, WoundCounts } from "./wounds";
import type { MovePool } from "./movement";
import type { SkillDefence } from "./defences";
import type { AttackAction } from "./damage";

export interface Ranked {
  name: string;
  rank: number;
}

export interface SkillData {
  rank: number;
  /** its specialisations with their ranks: fixed names, or any the character names (weapon groups, schools) */
  specialisations: Ranked[];
}

export interface CreatureSystem {
  attributes: Record<Attribute, number>;
  size: number;
  speed: number;
  skills: Record<SkillId, SkillData>;
  /** `max` is the normal maximum, kept at `race` + Vitality (Lore for mana) on every change (woundtrack.stamina.1, mana.1) */
  stamina: { value: number; fatigue: number; max: number; race: number };
  mana: { value: number; invested: number; max: number; race: number };
  /** the world clock's day of the last long rest, and the long rests made that day */
  rests: { day: number; long: number };
  wounds: WoundCounts;
  /** Toughness from things other than armour (woundtrack.tough.2) */
  toughness: { other: number };
  /** the cumulative +1 each failed recovery check adds to the next (woundtrack.recovery.8) */
  recoveryBonus: number;
  /** NPCs only: the track's tier, and the GM's mark that it follows the characters' rules (woundtrack.npc.1-3) */
  tier: NpcTier;
  special: boolean;
}

/** A melee or ranged weapon, or a spell's attack: Rsn [Arcana/school], its "group" the school (woundtrack.check.5). */
export const WEAPON_KINDS = ["melee", "ranged", "spell"] as const;

/** The damage types water changes (woundtrack.underwater.8-11). */
export const ELEMENTS = ["", "fire", "lightning"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];
export const WEAPON_PROPERTIES = ["armorPiercing", "concussive", "slicing"] as const;

export interface WeaponSystem {
  kind: WeaponKind;
  /** the weapon group: the Melee or Aim specialisation it is rolled with */
  group: string;
  accuracy: number;
  damage: number;
  /** yards it reaches, for flanking (woundtrack.flank.2) */
  reach: number;
  block: { bonus: number; defensive: boolean };
  penetrating: boolean;
  bypassArmor: boolean;
  aquatic: boolean;
  /** the skill Defense its description names, or "" for the melee or ranged one (woundtrack.defense.2) */
  defence: SkillDefence | "";
  /** fire or lightning, for what water does to it (woundtrack.underwater.8-11); "" for neither */
  element: (typeof ELEMENTS)[number];
  properties: string[];
  equipped: boolean;
}

export interface ArmorSystem {
  armor: number;
  equipped: boolean;
}

export const ACTION_CATEGORIES = ["offensive", "common", "movement", "grappling", "misc"] as const;
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];

/**
 * What Manifold does itself when the action is taken, besides paying its AP: "" for nothing (the
 * table plays it). "escape" does nothing more, but is the one action a pinned creature may take;
 * "jump" reads its check as a jump's reach; "spell" is spellcasting, which is never hurried; "hinder",
 * the three tendings, the grappling actions and Enter Occupied Space open a check card on the creature targeted.
 */
export const ACTION_AUTOMATIONS = ["", "defend", "seize", "prone", "crouch", "stand", "dash", "escape", "jump", "spell", "hinder", "stabilize", "treatWound", "treatCondition", "grapple", "pin", "drag", "interpose", "enterSpace", "cling", "regainMount", "harry", "mount", "ready"] as const;
export type ActionAutomation = (typeof ACTION_AUTOMATIONS)[number];

export interface ActionSystem {
  category: ActionCategory;
  automation: ActionAutomation;
  ap: number;
  /** the attack it makes, "" for an action that is not an attack */
  attack: AttackAction | "";
  reaction: boolean;
  /** when it may be taken (a reaction's trigger), as the seed words it */
  trigger: string;
  /** the check it calls for, written `Dex [Athletics]`; "" for none */
  check: string;
  /** stamina spent when it takes effect (woundtrack.action.3) */
  staminaCost: number;
  /** mana it invests (woundtrack.action.4) */
  manaCost: number;
  /** an action timed in rounds or minutes takes all the AP each round until its time has passed (woundtrack.ap.7) */
  rounds: number;
  minutes: number;
}

export const DEFEND_KINDS = ["", "bonus", "swap"] as const;

export interface CombatantSystem {
  ap: number;
  /** the action being paid over later turns: "" when none */
  long: { action: string; cost: number; paid: number; timed: boolean };
  surprised: boolean;
  /** it has had its turn this round (woundtrack.init.4) */
  acted: boolean;
  /** it holds the turn now: it keeps it until it ends it, whatever its initiative does */
  acting: boolean;
  /** this round's random tie-break: higher goes first among equal initiatives (woundtrack.init.3) */
  tieBreak: number;
  move: MovePool;
  /** Defend in force until its next turn or a wound (woundtrack.action.19-21) */
  defending: boolean;
  /** the skill defence a swap uses, chosen when attacked */
  swap: SkillDefence | "";
  /** the creatures it ignores: their attacks are rear attacks, and they do not count for its flank (woundtrack.ignore.1-4) */
  ignoring: string[];
  /** the combatant id of the mount it rides: "" on foot (woundtrack.mount.3) */
  riding: string;
  /** as a mount: sentient, it keeps its own initiative and turn (woundtrack.mount.15); the GM's mark */
  mountTurn: boolean;
  /** as a mount: trained for combat, no riding check when it or its rider is wounded (woundtrack.mount.7); the GM's mark */
  mountTrained: boolean;
  /** the combatant whose turn it joined as its rider or mount; "" when it holds its own or none */
  actingWith: string;
  /** the item readied with Ready an Action, taken later as a reaction; "" for none (woundtrack.action.25-26) */
  readied: string;
}
