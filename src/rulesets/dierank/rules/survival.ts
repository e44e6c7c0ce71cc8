/**
 * The survival roll on the FOR die (dierank.ko.5-11, heal.1-12, mortal.3, badly.*): after a lethal
 * knock-out, at the encounter's end or at once when magic heals the creature at 0 HP.
 */
export const SURVIVAL_BANDS = ["dead", "mortallyWounded", "badlyWounded", "awake"] as const;
export type SurvivalBand = (typeof SURVIVAL_BANDS)[number];

/** 1 dead, 2 mortally wounded, 3 badly wounded, 4+ awake with 1 HP (RULINGS). */
export function survivalBand(face: number): SurvivalBand {
  if (!Number.isInteger(face) || face < 1) throw new RangeError(`a survival roll is a face of at least 1, got ${face}`);
  return face === 1 ? "dead" : face === 2 ? "mortallyWounded" : face === 3 ? "badlyWounded" : "awake";
}

export interface SurvivalOutcome {
  band: SurvivalBand;
  /** HP after the roll: unchanged on death or a wound that keeps them down, 1 on waking */
  hp: number;
  /** conditions put on (ids) and taken off */
  add: string[];
  remove: string[];
  /** turns of stun: 1 on waking; for magical healing see healAtZero */
  stunnedTurns: number;
}

/** The roll after the encounter: wakes with 1 HP and a turn of stun on 4+ (dierank.ko.10-11). */
export function survivalAfterEncounter(face: number): SurvivalOutcome {
  const band = survivalBand(face);
  if (band === "awake") return { band, hp: 1, add: ["stunned"], remove: ["knockedOut"], stunnedTurns: 1 };
  if (band === "dead") return { band, hp: 0, add: ["dead"], remove: [], stunnedTurns: 0 };
  return { band, hp: 0, add: [band], remove: [], stunnedTurns: 0 };
}

export interface MagicHealing {
  /** HP the healing restores, as the ability says (dierank.heal.4) */
  amount: number;
  maxHp: number;
  /** a healing ritual, not a spell in combat: full HP (dierank.heal.12) */
  ritual: boolean;
}

/**
 * Magic heals a creature at 0 HP: the survival roll at once (with advantage for a ritual, which the
 * caller throws). On a 1 it comes too late. Otherwise HP come back and it is stunned at least a
 * turn; a mortal wound keeps it stunned for the encounter, then badly wounded (dierank.heal.1-10).
 */
export function healAtZero(face: number, h: MagicHealing): SurvivalOutcome & { stunnedForEncounter: boolean } {
  const band = survivalBand(face);
  if (band === "dead") return { band, hp: 0, add: ["dead"], remove: [], stunnedTurns: 0, stunnedForEncounter: false };
  const hp = h.ritual ? h.maxHp : Math.max(1, Math.min(h.maxHp, h.amount));
  const full = hp >= h.maxHp;
  const mortal = band === "mortallyWounded" && !full;
  const badly = (band === "badlyWounded" || mortal) && !full;
  return {
    band,
    hp,
    add: ["stunned", ...(badly ? ["badlyWounded"] : [])],
    remove: ["mortallyWounded", "knockedOut"],
    stunnedTurns: 1,
    stunnedForEncounter: mortal,
  };
}

/** Healing of at least 1 HP turns a mortal wound into a bad one (dierank.mortal.3); full HP lifts it (badly.6). */
export function healWounds(statuses: readonly string[], hpAfter: number, maxHp: number): { add: string[]; remove: string[] } {
  if (hpAfter >= maxHp) return { add: [], remove: ["mortallyWounded", "badlyWounded"] };
  if (statuses.includes("mortallyWounded") && hpAfter >= 1) return { add: ["badlyWounded"], remove: ["mortallyWounded"] };
  return { add: [], remove: [] };
}

/** First aid's difficulty die: d4 with bandages, d8 improvised, d12 with nothing (dierank.mortal.6-8). */
export const FIRST_AID_DIE = { bandages: 4, improvised: 8, nothing: 12 } as const;
export type FirstAidKit = keyof typeof FIRST_AID_DIE;
