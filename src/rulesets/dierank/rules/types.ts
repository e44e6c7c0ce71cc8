/**
 * What Die Rank documents store, as the rules read it. Dice are stored as their labels ("d8"),
 * so the sheet edits a die as a die and validation refuses anything off the ladder.
 */
import type { RangeBand } from "./attack";
import type { StatId } from "./stats";

export type DieLabel = "d2" | "d4" | "d6" | "d8" | "d10" | "d12" | "d20";
export const DIE_LABELS: readonly DieLabel[] = ["d2", "d4", "d6", "d8", "d10", "d12", "d20"];

export interface PoolData {
  value: number;
  max: number;
}

export interface CreatureSystem {
  stats: Record<StatId, DieLabel>;
  hp: PoolData;
  mp: PoolData;
  /** AP each turn before anything halves it */
  ap: number;
  /** a skilled rider: an unskilled one halves AP and is disadvantaged on a mount (dierank.mount.15-16) */
  riderSkill: boolean;
  /** the pair it makes: the uuid of the mount it rides, of the rider it carries ("" for none) */
  mount: { rides: string; carries: string };
  /** a minor unnamed villain: killed when knocked out by lethal damage (dierank.death.3) */
  minion: boolean;
  /** a lethal knock-out owes the FOR survival roll after the encounter (dierank.ko.5-6) */
  survivalOwed: boolean;
  /** first aid was tried on this mortal wound: it takes ten minutes, so there is one try (dierank.mortal.5) */
  firstAidTried: boolean;
  /** the grab it is in: the uuid of the creature it holds, and of the one holding it ("" for none) */
  grapple: { holding: string; heldBy: string };
}

export const WEAPON_KINDS = ["melee", "ranged"] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

export interface WeaponSystem {
  kind: WeaponKind;
  /** a die the weapon rolls instead of ATT, or "" (dierank.attack.4) */
  die: DieLabel | "";
  /** made to parry with (dierank.parry.5) */
  parry: boolean;
  /** a long weapon: a mounted attacker gets no advantage against it (dierank.mount.13) */
  long: boolean;
  oneHanded: boolean;
  /** a firearm or crossbow: a prone shooter is not disadvantaged (dierank.prone.2) */
  firearm: boolean;
  /** the minimum passive defence by band (dierank.unaware.5) */
  minimum: Record<RangeBand, DieLabel>;
  lethal: boolean;
  equipped: boolean;
}

export interface ShieldSystem {
  equipped: boolean;
}

export const SPELL_RANGES = ["touch", ...(["close", "medium", "long", "extreme"] as const)] as const;

export interface SpellSystem {
  /** the die the spell rolls: a stat (PRE for most) or a named die */
  roll: StatId | DieLabel;
  /** the target's passive defence: DEF, PRE or FOR, or a named die */
  defence: StatId | DieLabel;
  physical: boolean;
  indirect: boolean;
  /** touch, or the band it is cast at */
  range: (typeof SPELL_RANGES)[number];
  lethal: boolean;
  cost: number;
  /** the condition a hit puts on besides (or, with `harmless`, instead of) damage: "" for none (dierank.damage.4) */
  effect: string;
  harmless: boolean;
}

export interface CombatantSystem {
  /** AP left this turn */
  ap: number;
  /** AP interrupts took from the next turn (block, parry, dodge, opportunity attack) */
  owed: number;
  /** of the AP left, those only movement may spend: a mount's beyond its rider's (dierank.mount.5) */
  moveOnly: number;
  /** of the AP left, those movement may not spend: a rider's beyond its mount's (dierank.mount.6) */
  noMove: number;
  surprised: boolean;
}
