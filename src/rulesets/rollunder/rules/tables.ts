/**
 * The seed's tables as typed data: armour, shield, melee and ranged weapons, and the numbers its
 * prose fixes. The game and the tests read these and nothing else, so a number lives once.
 */
import type { ArmourKind, WeaponKind } from "./types";

export interface ArmourRow {
  /** inventory slots it takes */
  slots: number;
  /** added to the wearer's Defense */
  defense: number;
  /** added to Movement and to Stealth (a penalty, so 0 or less) */
  movement: number;
  stealth: number;
}

/** rollunder.armor.1-3 */
export const ARMOUR: Readonly<Record<ArmourKind, ArmourRow>> = {
  leather: { slots: 0, defense: 2, movement: 0, stealth: 0 },
  chain: { slots: 2, defense: 4, movement: -2, stealth: -2 },
  plate: { slots: 4, defense: 6, movement: -4, stealth: -4 },
};

/** rollunder.armor.4-5: a shield, and the damage its sundering takes off */
export const SHIELD = { slots: 1, defense: 1, sunder: "1d12" } as const;

/** A light weapon is a "small item": a third of a slot (RULINGS, rollunder.ranged.1). */
export const THIRD = 1 / 3;

export interface MeleeRow {
  slots: number;
  /** damage in one hand, or null when it needs both */
  oneHand: string | null;
  /** damage in both hands, or null when it is not wielded so */
  twoHands: string | null;
}

/**
 * rollunder.melee.1, .4-6. The seed gives no slots for a heavy weapon: Manifold counts it as one
 * slot, like a medium weapon, until the GM says otherwise.
 */
export const MELEE: Readonly<Record<"light" | "medium" | "heavy", MeleeRow>> = {
  light: { slots: THIRD, oneHand: "1d4", twoHands: null },
  medium: { slots: 1, oneHand: "1d8", twoHands: "1d10" },
  heavy: { slots: 1, oneHand: null, twoHands: "1d12" },
};

export interface RangedRow {
  slots: number;
  damage: string;
  /** feet; −1 Attack per full 10 ft beyond it (rollunder.attack.4) */
  range: number;
  /** it shoots arrows (rollunder.ranged.6) */
  arrows: boolean;
  /** it takes a round to reload after each shot (rollunder.ranged.5) */
  reload: boolean;
}

/** rollunder.ranged.1-4 and rollunder.melee.3: a thrown light weapon is the first row. */
export const RANGED: Readonly<Record<"light" | "sling" | "bow" | "crossbow", RangedRow>> = {
  light: { slots: THIRD, damage: "1d6", range: 20, arrows: false, reload: false },
  sling: { slots: 1, damage: "1d6", range: 20, arrows: false, reload: false },
  bow: { slots: 1, damage: "1d6", range: 30, arrows: true, reload: false },
  crossbow: { slots: 1, damage: "1d12", range: 30, arrows: true, reload: true },
};

/** The kinds of weapon that only shoot; a light weapon both strikes and is thrown. */
export const SHOOTERS: readonly WeaponKind[] = ["sling", "bow", "crossbow"];

export const RULES = {
  /** rollunder.hp.4 */
  pcMaxHp: 20,
  /** rollunder.hp.5: a Hit Die is a d8 */
  hitDie: 8,
  /** rollunder.prof.3 */
  nonProficient: -4,
  /** rollunder.prof.4 */
  hitsForProficiency: 8,
  /** rollunder.melee.2 */
  dualLight: 2,
  /** rollunder.attack.4: per full this many feet beyond range */
  rangeStep: 10,
  /** rollunder.turn.10, .3, .4: feet before Movement is added */
  move: 20,
  run: 50,
  charge: 20,
  /** rollunder.ranged.6 */
  quiver: 20,
  /** rollunder.heal.1 */
  lunch: "1d6",
  /** rollunder.attack.1: a Defense score is set against 10 */
  defenseBase: 10,
} as const;

export interface ReactionBand {
  /** the lowest total of the band; the first band takes everything below */
  from: number;
  /** lang key of the result */
  key: string;
}

/** rollunder.reaction.2-5: 2d6 + modifiers, from the lowest band up */
export const REACTION: readonly ReactionBand[] = [
  { from: -Infinity, key: "MANIFOLD.rollunder.Reaction.attack" },
  { from: 3, key: "MANIFOLD.rollunder.Reaction.unfavorable" },
  { from: 8, key: "MANIFOLD.rollunder.Reaction.favorable" },
  { from: 12, key: "MANIFOLD.rollunder.Reaction.veryFavorable" },
];

/** rollunder.morale.2, .8: the range of Morale, whose ends are never adjusted */
export const MORALE = { min: 2, max: 12 } as const;
