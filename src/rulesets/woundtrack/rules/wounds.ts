/**
 * The wound track (woundtrack.wound.1-3, threshold.1-5, threshold.7, slots.1-14, slots.16-17,
 * npc.2-7): health is not a pool of points but a row of slots per wound level. Final damage picks
 * a level by threshold, the wound fills a slot of that level, and a full level pushes it up until a
 * slot is free. Everything here is plain data so a sheet, a chat card and a test can share it.
 */
import { RuleError } from "../../../core/errors";

/** Least to most severe; more severe wounds heal more slowly (woundtrack.wound.2). */
export const WOUND_LEVELS = ["light", "moderate", "severe", "critical", "fatal"] as const;
export type WoundLevel = (typeof WOUND_LEVELS)[number];

/** Final damage needed for each level (woundtrack.threshold.1-5). */
export const WOUND_THRESHOLDS: Readonly<Record<WoundLevel, number>> = { light: 0, moderate: 2, severe: 4, critical: 6, fatal: 8 };

/** A count per wound level: slots a creature has, or wounds it carries. */
export type WoundCounts = Record<WoundLevel, number>;

/** A creature's wound track: how many slots of each level, and how many are filled. */
export interface WoundTrack {
  slots: WoundCounts;
  wounds: WoundCounts;
}

const wholeNumber = (n: number, what: string): void => {
  if (!Number.isInteger(n)) throw new RangeError(`${what} must be a whole number, got ${n}`);
};

export const NO_WOUNDS: Readonly<WoundCounts> = { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 };

/**
 * A level's number, light 1 up to fatal 5: the "highest wound level" other rules subtract or pay
 * in fatigue (woundtrack.long.5, treat.17).
 */
export function woundRank(level: WoundLevel): number {
  return WOUND_LEVELS.indexOf(level) + 1;
}

/**
 * The level a final damage value reaches: the highest threshold it meets or exceeds
 * (woundtrack.threshold.7); below the light threshold (negative, RULINGS) it causes no wound.
 */
export function woundLevelFor(finalDamage: number): WoundLevel | null {
  wholeNumber(finalDamage, "final damage");
  let reached: WoundLevel | null = null;
  for (const level of WOUND_LEVELS) if (finalDamage >= WOUND_THRESHOLDS[level]) reached = level;
  return reached;
}

/**
 * Moves a wound `steps` levels (negative: less severe). Below light the wound is gone (null);
 * nothing is worse than fatal, so a wound stops there.
 */
export function shiftLevel(level: WoundLevel, steps: number): WoundLevel | null {
  wholeNumber(steps, "steps");
  const at = WOUND_LEVELS.indexOf(level) + steps;
  if (at < 0) return null;
  return WOUND_LEVELS[Math.min(at, WOUND_LEVELS.length - 1)]!;
}

/** Moderate, severe and critical slots by Vitality (woundtrack.slots.1-11); a row per Vitality -5..5. */
export const VITALITY_SLOTS: Readonly<Record<number, readonly [moderate: number, severe: number, critical: number]>> = {
  [-5]: [1, 1, 0],
  [-4]: [1, 1, 1],
  [-3]: [2, 1, 1],
  [-2]: [2, 2, 1],
  [-1]: [3, 2, 1],
  0: [3, 2, 2],
  1: [3, 3, 2],
  2: [4, 3, 2],
  3: [4, 3, 3],
  4: [4, 4, 3],
  5: [5, 4, 3],
};

/** Light slots are 5 + Persona (woundtrack.slots.16); an NPC keeps them too (woundtrack.npc.7, RULINGS). */
export function lightSlots(persona: number): number {
  wholeNumber(persona, "Persona");
  if (persona < -5) throw new RuleError("MANIFOLD.woundtrack.Error.AttributeOutOfRange", { attribute: "prs", value: persona });
  return 5 + persona;
}

/**
 * A character's slots: light from Persona, the middle three from the Vitality table, and exactly
 * one fatal slot (woundtrack.slots.1-11, slots.16-17). A Vitality the table has no row for is a
 * sheet value the rules cannot place, so it is refused rather than guessed.
 */
export function characterSlots(vitality: number, persona: number): WoundCounts {
  wholeNumber(vitality, "Vitality");
  const row = VITALITY_SLOTS[vitality];
  if (!row) throw new RuleError("MANIFOLD.woundtrack.Error.AttributeOutOfRange", { attribute: "vit", value: vitality });
  const [moderate, severe, critical] = row;
  return { light: lightSlots(persona), moderate, severe, critical, fatal: 1 };
}

/** The simplified NPC tracks: 1, 2 or 3 slots of each level from moderate to critical (woundtrack.npc.4-6). */
export const NPC_TIER_SLOTS = { minion: 1, standard: 2, elite: 3 } as const;
export type NpcTier = keyof typeof NPC_TIER_SLOTS;

/** An NPC's slots: its tier instead of Vitality, light still 5 + Persona, one fatal slot (woundtrack.npc.4-7). */
export function npcSlots(tier: NpcTier, persona: number): WoundCounts {
  const n = NPC_TIER_SLOTS[tier];
  if (n === undefined) throw new RangeError(`unknown NPC tier ${String(tier)}`);
  return { light: lightSlots(persona), moderate: n, severe: n, critical: n, fatal: 1 };
}

const checkTrack = (t: WoundTrack): void => {
  for (const level of WOUND_LEVELS) {
    for (const [what, n] of [["slots", t.slots[level]], ["wounds", t.wounds[level]]] as const) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError(`${level} ${what} must be a whole number >= 0, got ${n}`);
    }
  }
};

export interface WoundPlaced {
  /** the counts after the wound; unchanged when no slot was left */
  wounds: WoundCounts;
  /** the level whose slot it filled, or null when every slot from its level up was full */
  level: WoundLevel | null;
  /** how many levels it rose because lower levels were full */
  escalated: number;
}

/**
 * A wound fills an empty slot of its level; a full level (or one with no slots) pushes it up one
 * level at a time until a slot is free (woundtrack.slots.12-13). A track reduced below its wounds
 * (a lowered Vitality) counts as full. The text does not say what happens when even the fatal slot
 * is taken: the wound is not placed and the caller shows it to the GM.
 */
export function placeWound(track: WoundTrack, level: WoundLevel): WoundPlaced {
  checkTrack(track);
  const from = WOUND_LEVELS.indexOf(level);
  if (from < 0) throw new RangeError(`unknown wound level ${String(level)}`);
  for (let at = from; at < WOUND_LEVELS.length; at++) {
    const here = WOUND_LEVELS[at]!;
    if (track.wounds[here] < track.slots[here]) {
      return { wounds: { ...track.wounds, [here]: track.wounds[here] + 1 }, level: here, escalated: at - from };
    }
  }
  return { wounds: { ...track.wounds }, level: null, escalated: 0 };
}

/**
 * Wounded at the severity of the highest wound carried, or not wounded at all (woundtrack.slots.14):
 * 3 light and 1 critical is critically wounded.
 */
export function woundedSeverity(wounds: WoundCounts): WoundLevel | null {
  let highest: WoundLevel | null = null;
  for (const level of WOUND_LEVELS) {
    const n = wounds[level];
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`${level} wounds must be a whole number >= 0, got ${n}`);
    if (n > 0) highest = level;
  }
  return highest;
}

/** The severity as a number, 0 when unwounded (light 1 ... fatal 5; woundtrack.long.5, treat.17). */
export function woundedRank(wounds: WoundCounts): number {
  const severity = woundedSeverity(wounds);
  return severity === null ? 0 : woundRank(severity);
}

/** Total wounds carried, whatever their level (the Stabilize TN counts them, woundtrack.action.63). */
export const woundCount = (wounds: WoundCounts): number => WOUND_LEVELS.reduce((sum, level) => sum + wounds[level], 0);

/**
 * Who is taking the wound. An NPC that the GM has not made a special case skips the staggered and
 * fatally-wounded rules (woundtrack.npc.1-3); a character or a special NPC follows them.
 */
export interface WoundBearer {
  npc: boolean;
  /** the GM's mark that this NPC follows the characters' rules (woundtrack.npc.1) */
  special: boolean;
}

/** An ordinary NPC is immune to staggered (woundtrack.npc.2). */
export const immuneToStaggered = (b: WoundBearer): boolean => b.npc && !b.special;

export interface WoundTaken extends WoundPlaced {
  /** an ordinary NPC dies at once on a fatal wound (woundtrack.npc.3) */
  dead: boolean;
  /** a character (or special NPC) with a fatal wound: death unless treated promptly (woundtrack.wound.3) */
  fatallyWounded: boolean;
}

/**
 * Puts a wound of the level the damage indicates on the track and says what the fatal slot now
 * means for this bearer (woundtrack.slots.12-13, wound.3, npc.3). An ordinary NPC already at a
 * fatal wound is already dead; any further wound on it changes nothing.
 */
export function takeWound(track: WoundTrack, level: WoundLevel, bearer: WoundBearer): WoundTaken {
  const placed = placeWound(track, level);
  const fatal = placed.wounds.fatal > 0;
  const ordinaryNpc = immuneToStaggered(bearer);
  return { ...placed, dead: ordinaryNpc && fatal, fatallyWounded: !ordinaryNpc && fatal };
}
