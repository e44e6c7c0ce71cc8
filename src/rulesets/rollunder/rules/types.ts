/**
 * The plain shapes of Roll-Under documents as the rules read them. Rules take these, never
 * Foundry documents; the data models (a later step) store exactly these fields.
 */

export const ABILITIES = ["str", "dex", "con", "int", "wis", "cha"] as const;
export type Ability = (typeof ABILITIES)[number];

export interface Pool {
  value: number;
  max: number;
}

/**
 * A player character. Scores are full numbers (Attack 12, Defense 11, Wisdom 13): the seed lists
 * only monsters as modifiers. `defense` is the unarmoured score; armour and shield add to it.
 * HP may go below 0: the part below 0 is lethal damage (rollunder.hp.2).
 */
export interface CharacterSystem {
  abilities: Record<Ability, number>;
  attack: number;
  defense: number;
  /** feet added to every move, run and charge; the seed's "(or 30')" reads as Movement 10 */
  movement: number;
  level: number;
  hp: Pool;
  /** inventory slots the character can carry, and how many of them are quickdraw slots */
  slots: { max: number; quickdraw: number };
  rations: number;
  arrows: number;
  /** Death & Dismemberment rolls owed: each blow that took HP below 0 owes one (RULINGS) */
  deathOwed: number;
}

/**
 * A monster or hireling as the seed lists it: Attack and Defense as modifiers (a footsoldier in
 * leather has Defense −1, "10 − 11"), Hit Dice, Morale 2 (craven) to 12 (unbreakable).
 */
export interface EnemySystem {
  attack: number;
  defense: number;
  movement: number;
  hitDice: number;
  hp: Pool;
  /** the GM set the HP by hand: placing a token keeps it instead of rolling the Hit Dice */
  hpFixed: boolean;
  morale: number;
  actsTwice: boolean;
  /** a penalty it puts on the PCs' Wisdom for initiative (rollunder.init.6) */
  wisdomPenalty: number;
  /** the party's (a hireling) or the enemies' */
  side: NpcSide;
  /** Death & Dismemberment rolls owed, as a character's */
  deathOwed: number;
}

/** An NPC fights for the enemies, or with the party as a hireling (rollunder.morale.1). */
export const NPC_SIDES = ["enemy", "ally"] as const;
export type NpcSide = (typeof NPC_SIDES)[number];

export const WEAPON_KINDS = ["light", "medium", "heavy", "sling", "bow", "crossbow"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export interface WeaponSystem {
  kind: WeaponKind;
  /** hands it is wielded in: a medium weapon deals more in both; a heavy one needs both */
  hands: 1 | 2;
  /** a bonus added to its damage (a fine blade, a monster's strength); doubled on a natural 1 */
  damageBonus: number;
  equipped: boolean;
  /** proficient from class or background, or earned by hits (rollunder.prof.2, .4) */
  proficient: boolean;
  /** hits landed with it in combat while not proficient (rollunder.prof.4) */
  hits: number;
  /** a crossbow is loaded; a shot empties it (rollunder.ranged.5) */
  loaded: boolean;
  /** carried in a quickdraw slot: drawing it needs no action (rollunder.turn.6) */
  quickdraw: boolean;
}

export const ARMOUR_KINDS = ["leather", "chain", "plate"] as const;
export type ArmourKind = (typeof ARMOUR_KINDS)[number];

export interface ArmourSystem {
  kind: ArmourKind;
  equipped: boolean;
}

export interface ShieldSystem {
  equipped: boolean;
  /** sundered: it gives no Defense and cannot be sundered again (rollunder.armor.6) */
  broken: boolean;
}

/**
 * Any other carried thing (rope, torches, a lantern): the slots it takes, or a third of one for a
 * small item as the rulebook calls a dagger, and whether it sits in a quickdraw slot.
 */
export interface GearSystem {
  slotsTaken: number;
  small: boolean;
  quickdraw: boolean;
}

export type RollunderItem =
  | { id: string; name: string; type: "rollunderWeapon"; system: WeaponSystem }
  | { id: string; name: string; type: "rollunderArmor"; system: ArmourSystem }
  | { id: string; name: string; type: "rollunderShield"; system: ShieldSystem }
  | { id: string; name: string; type: "rollunderGear"; system: GearSystem };

export type RollunderActor =
  | { type: "rollunderCharacter"; system: CharacterSystem }
  | { type: "rollunderNpc"; system: EnemySystem };

/** Who a combatant is for side initiative: a PC, an enemy, a hireling (an NPC with the party), or Time itself (rollunder.init.4). */
export type CombatantKind = "pc" | "enemy" | "ally" | "time";

/** Where a combatant acts this round: before the enemies, with them, or after them. */
export const GROUPS = ["first", "enemies", "last"] as const;
export type Group = (typeof GROUPS)[number];

/** The per-turn and per-round state a combatant carries; it exists only in a combat. */
export interface CombatantSystem {
  /** the group of this round; "" before the first round's initiative */
  group: Group | "";
  /** the d20 of this round's Wisdom roll; 0 for an enemy or Time */
  roll: number;
  /** the one big action of this turn, "" while it is unspent (rollunder.turn.1) */
  action: string;
  /** feet moved this turn, and the feet the turn allows so far */
  moved: number;
  allowance: number;
  /** arrows shot in this combat, half of which come back after it (rollunder.ranged.7) */
  arrowsSpent: number;
  /** Time's words for its turn and an optional macro to run (rollunder.init.4) */
  reminder: string;
  macro: string;
}
