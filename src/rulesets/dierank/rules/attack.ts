/**
 * What an attack is in Die Rank: the die it rolls, the defence die it meets, and what decides
 * which active defences may answer it (dierank.attack.*, defense.*, unarmed.*, grapple.1).
 */
import { shiftDie, type Die } from "./ladder";
import type { StatId, Stats } from "./stats";

export type AttackKind = "melee" | "ranged" | "spell";
/** Ranged bands; "close" is point-blank (RULINGS). */
export const RANGE_BANDS = ["close", "medium", "long", "extreme"] as const;
export type RangeBand = (typeof RANGE_BANDS)[number];

/** The minimum passive defence by band when a weapon names none (RULINGS). */
export const DEFAULT_MINIMUM: Readonly<Record<RangeBand, Die>> = { close: 4, medium: 6, long: 8, extreme: 10 };

export interface AttackSpec {
  kind: AttackKind;
  /** the die rolled: a stat, or a die the item's own rule names (dierank.attack.2-4) */
  roll: StatId | Die;
  /** the passive defence: DEF, PRE or FOR, or a die a rule names (dierank.defense.3-4) */
  defence: StatId | Die;
  /** a spell with any physical effect (a dodge may answer it; at range it meets the minimum defence) */
  physical: boolean;
  /** poisons, mental attacks and the like: being unaware costs the target nothing (dierank.unaware.3) */
  indirect: boolean;
  /** an unarmed strike: STR two ranks down, lethal only on an unconscious target (dierank.unarmed.*) */
  unarmed: boolean;
  /** made with a weapon (an unarmed parry against it is disadvantaged) */
  weapon: boolean;
  /** the band of a ranged attack or ranged spell, null in melee */
  band: RangeBand | null;
  /** the weapon's minimum passive defence by band (dierank.unaware.4-5) */
  minimum: Readonly<Record<RangeBand, Die>>;
  /** a crush or a throw of a held target: no active defence may answer it (dierank.grapple.15, 18) */
  passiveOnly?: boolean;
}

/** The die an attack rolls: unarmed strikes and grabs take STR two ranks down (dierank.unarmed.1, grapple.1). */
export function attackDie(stats: Stats, attack: Pick<AttackSpec, "roll" | "unarmed">): Die {
  if (attack.unarmed) return shiftDie(stats.str, -2);
  return typeof attack.roll === "number" ? attack.roll : stats[attack.roll];
}

/** The die a stat or a named die stands for. */
export const dieOf = (stats: Stats, which: StatId | Die): Die => (typeof which === "number" ? which : stats[which]);

/** The die an attack rolls by default: ATT for weapons, PRE for spells (dierank.attack.2-3). */
export const defaultRoll = (kind: AttackKind): StatId => (kind === "spell" ? "pre" : "att");

/** An attack a block may answer: melee, ranged, or a spell defended with DEF (dierank.block.3). */
export const blockable = (a: Pick<AttackSpec, "kind" | "defence">): boolean => a.kind !== "spell" || a.defence === "def";

/** An attack a dodge may answer: melee, ranged, or a spell with any physical effect (dierank.dodge.2). */
export const dodgeable = (a: Pick<AttackSpec, "kind" | "physical">): boolean => a.kind !== "spell" || a.physical;

/** An attack that meets the range-based minimum defence: ranged, or a ranged spell with a physical effect (dierank.unaware.4). */
export const meetsMinimum = (a: Pick<AttackSpec, "kind" | "physical" | "band">): boolean => a.band !== null && (a.kind === "ranged" || (a.kind === "spell" && a.physical));
