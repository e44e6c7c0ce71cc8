/**
 * The attack roll's situation modifiers (woundtrack.mod.1-10, ignore.2): the target's posture and
 * cover, and the flank. The penalties of cover and of a prone or crouching target do not stack
 * (the largest applies); every bonus, and every other penalty, does.
 */

export type AttackWay = "melee" | "ranged";
export const POSTURES = ["standing", "prone", "crouching"] as const;
export type Posture = (typeof POSTURES)[number];
export const COVERS = ["none", "quarter", "half", "threeQuarters", "nineTenths"] as const;
export type Cover = (typeof COVERS)[number];

type ByWay = Readonly<Record<AttackWay, number>>;

/** The table's rows for the target's posture (woundtrack.mod.1-2). */
export const POSTURE_MOD: Readonly<Record<Posture, ByWay>> = {
  standing: { melee: 0, ranged: 0 },
  prone: { melee: 3, ranged: -3 },
  crouching: { melee: 2, ranged: -2 },
};

/** The table's rows for cover (woundtrack.mod.4-7). */
export const COVER_MOD: Readonly<Record<Cover, ByWay>> = {
  none: { melee: 0, ranged: 0 },
  quarter: { melee: 0, ranged: -1 },
  half: { melee: -2, ranged: -2 },
  threeQuarters: { melee: -3, ranged: -3 },
  nineTenths: { melee: -5, ranged: -5 },
};

/** The flanking bonus, and a rear attack's double (woundtrack.mod.3, ignore.2). */
export const FLANK_BONUS = 2;
export const REAR_BONUS = 2 * FLANK_BONUS;

export interface AttackSituation {
  posture: Posture;
  cover: Cover;
  /** the target is flanked (flanking.ts) */
  flanked: boolean;
  /** the target ignores this attacker: a rear attack (woundtrack.ignore.2) */
  rear: boolean;
}

export interface ModifierPart {
  /** which row: "posture", "cover" or "flank" */
  part: "posture" | "cover" | "flank";
  value: number;
}

/**
 * The modifiers that count, part by part, and their total. Of the posture's and the cover's
 * penalties only the largest counts (woundtrack.mod.8); a posture's bonus stacks with the cover's
 * penalty (mod.10). A rear attack takes the double bonus whether or not the target is flanked, as
 * the attacker it ignores no longer counts for the flank (ignore.2-3).
 */
export function attackModifiers(way: AttackWay, s: AttackSituation): { parts: ModifierPart[]; total: number } {
  const posture = POSTURE_MOD[s.posture][way];
  const cover = COVER_MOD[s.cover][way];
  const parts: ModifierPart[] = [];
  if (posture < 0 && cover < 0) {
    // Only the larger penalty; on a tie the cover's stands.
    parts.push(posture < cover ? { part: "posture", value: posture } : { part: "cover", value: cover });
  } else {
    if (posture !== 0) parts.push({ part: "posture", value: posture });
    if (cover !== 0) parts.push({ part: "cover", value: cover });
  }
  const flank = s.rear ? REAR_BONUS : s.flanked ? FLANK_BONUS : 0;
  if (flank) parts.push({ part: "flank", value: flank });
  return { parts, total: parts.reduce((sum, p) => sum + p.value, 0) };
}
