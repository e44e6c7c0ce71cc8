/**
 * Derived values of an energy creature, from its stored data and items, as Breakdowns so the
 * sheet can show their parts. Fractions round down (RULINGS); modifier = floor((score - 10) / 2).
 */
import { breakdown, type Breakdown, type Part } from "../../../core/breakdown";
import type { Ability } from "./constants";
import { BASE_AGILITY } from "./constants";
import type { ArmorSystem, CreatureSystem, EnergyActor, EnergyItem, ShieldSystem, WeaponSystem } from "./types";
import { SIZE_CHART, sizeReach } from "./size";

export const abilityMod = (score: number): number => Math.floor((score - 10) / 2);
/** "Halved" values round down, toward minus infinity for negatives (RULINGS). */
export const halved = (n: number): number => Math.floor(n / 2);
const third = (n: number): number => Math.floor(n / 3);

const A = (a: Ability) => `MANIFOLD.energy.AbilityMod.${a}`;

function mods(system: CreatureSystem): Record<Ability, number> {
  const s = system.abilities;
  return { str: abilityMod(s.str), dex: abilityMod(s.dex), con: abilityMod(s.con), int: abilityMod(s.int), wis: abilityMod(s.wis), cha: abilityMod(s.cha) };
}

/**
 * MASAB and MASDB = (Str mod + Dex mod + any extra abilities) / 3, rounded down; an ability
 * never appears twice in the parentheses (energy.melee.7-9).
 */
export function meleeBonus(system: CreatureSystem): Breakdown {
  const m = mods(system);
  const abilities = [...new Set<Ability>(["str", "dex", ...system.meleeAbilities])];
  const sum = abilities.reduce((t, a) => t + m[a], 0);
  return { total: third(sum), parts: [...abilities.map((a) => ({ label: A(a), value: m[a] })), { label: "MANIFOLD.energy.Part.DividedBy3", value: third(sum) - sum }] };
}

export function armStrength(system: CreatureSystem): Breakdown {
  return breakdown({ label: "MANIFOLD.energy.Part.MplArm", value: system.mpl.arm }, { label: "MANIFOLD.energy.Part.Other", value: system.bonus.arm });
}
export function legStrength(system: CreatureSystem): Breakdown {
  return breakdown({ label: "MANIFOLD.energy.Part.MplLeg", value: system.mpl.leg }, { label: "MANIFOLD.energy.Part.Other", value: system.bonus.leg });
}
export function initiativeBonus(system: CreatureSystem): Breakdown {
  return breakdown({ label: "MANIFOLD.energy.Part.MplInitiative", value: system.mpl.initiative }, { label: "MANIFOLD.energy.Part.Other", value: system.bonus.initiative });
}

/** Each MPL level buys +1 Arm, Leg or Initiative (energy.mpl.4): spending more is flagged. */
export function mplIssue(system: CreatureSystem): string | null {
  const spent = system.mpl.arm + system.mpl.leg + system.mpl.initiative;
  return spent > system.mpl.level ? "MANIFOLD.energy.Error.MplOverspent" : null;
}

/** Proficient when MPL meets the item's MPR (energy.mpl.1). */
export const proficient = (system: CreatureSystem, mpr: number): boolean => system.mpl.level >= mpr;

type Of<T extends EnergyItem["type"]> = Extract<EnergyItem, { type: T }>;
const equipped = <T extends EnergyItem["type"]>(items: readonly EnergyItem[], type: T) =>
  items.filter((i): i is Of<T> => i.type === type && (i.system as { equipped: boolean }).equipped);

export interface Worn {
  ar: number;
  coverage: { melee: number; ranged: number };
  penalty: number;
  names: string[];
}

/**
 * Equipped armour: AR and Coverage are the best worn piece's; every piece's Evasion penalty
 * counts. A Broken piece gives no AR or Coverage until repaired (energy.rest.5) but keeps its penalty.
 */
export function wornArmor(items: readonly EnergyItem[]): Worn {
  const worn = equipped(items, "energyArmor");
  const working = worn.filter((a) => !(a.system as ArmorSystem).broken).map((a) => a.system as ArmorSystem);
  return {
    ar: Math.max(0, ...working.map((a) => a.ar)),
    coverage: { melee: Math.max(0, ...working.map((a) => a.coverage.melee)), ranged: Math.max(0, ...working.map((a) => a.coverage.ranged)) },
    penalty: worn.reduce((t, a) => t + (a.system as ArmorSystem).evasionPenalty, 0),
    names: worn.map((a) => a.name),
  };
}

function shieldOf(items: readonly EnergyItem[]): { name: string; system: ShieldSystem } | null {
  const s = equipped(items, "energyShield").find((i) => !(i.system as ShieldSystem).broken);
  return s ? { name: s.name, system: s.system as ShieldSystem } : null;
}

function weaponsOf(items: readonly EnergyItem[]) {
  return equipped(items, "energyWeapon").map((w) => ({ name: w.name, system: w.system as WeaponSystem }));
}

/**
 * Evasion = Inherent + 1/3 Level + halved Dex + shield & weapon bonuses - armour penalty (energy.evasion.2).
 * "rangedBehind" is Ranged Evasion against a shot from where the creature is not facing: the shield
 * bonus counts only "if facing the attack" (energy.ranged.5, energy.facing.3).
 */
export function evasion(system: CreatureSystem, items: readonly EnergyItem[], kind: "melee" | "ranged" | "rangedBehind" | "unarmed"): Breakdown {
  const dex = halved(mods(system).dex);
  const armor = wornArmor(items);
  const parts: Part[] = [];
  if (kind !== "ranged" && kind !== "rangedBehind") {
    parts.push({ label: `MANIFOLD.energy.Choice.size.${system.size}`, value: SIZE_CHART[system.size].inherentEvasion });
    parts.push({ label: "MANIFOLD.energy.Part.ThirdLevel", value: third(system.level) });
  }
  parts.push({ label: "MANIFOLD.energy.Part.HalfDex", value: dex });
  if (kind !== "unarmed" && kind !== "rangedBehind") {
    const shield = shieldOf(items);
    if (shield) parts.push({ label: shield.name, value: kind === "ranged" ? shield.system.ranged : shield.system.evasion });
  }
  if (kind === "melee") {
    const weapons = weaponsOf(items);
    const best = weapons.reduce<{ name: string; value: number } | null>((b, w) => (w.system.evasion > (b?.value ?? 0) ? { name: w.name, value: w.system.evasion } : b), null);
    if (best) parts.push({ label: best.name, value: best.value });
    // A non-proficient melee weapon costs -1 Evasion (energy.mpl.2).
    if (weapons.some((w) => !proficient(system, w.system.mpr))) parts.push({ label: "MANIFOLD.energy.Part.NotProficient", value: -1 });
    parts.push({ label: "MANIFOLD.energy.Part.Other", value: system.bonus.evasion });
  }
  parts.push({ label: "MANIFOLD.energy.Part.ArmorPenalty", value: -armor.penalty });
  return breakdown(...parts);
}

/** Fortitude = Inherent Fortitude + 1/3 Level + halved Con + halved Str (energy.fort.3). */
export function fortitude(system: CreatureSystem): Breakdown {
  const m = mods(system);
  return breakdown(
    { label: "MANIFOLD.energy.Part.InherentFortitude", value: system.inherent.fortitude },
    { label: "MANIFOLD.energy.Part.ThirdLevel", value: third(system.level) },
    { label: "MANIFOLD.energy.Part.HalfCon", value: halved(m.con) },
    { label: "MANIFOLD.energy.Part.HalfStr", value: halved(m.str) },
  );
}

/** Will = Inherent Will + 1/3 Level + halved Cha + halved Wis (energy.will.3). */
export function will(system: CreatureSystem): Breakdown {
  const m = mods(system);
  return breakdown(
    { label: "MANIFOLD.energy.Part.InherentWill", value: system.inherent.will },
    { label: "MANIFOLD.energy.Part.ThirdLevel", value: third(system.level) },
    { label: "MANIFOLD.energy.Part.HalfCha", value: halved(m.cha) },
    { label: "MANIFOLD.energy.Part.HalfWis", value: halved(m.wis) },
  );
}

/** Aura Modifier = the modifiers of every ability but Dexterity (energy.aura.5). */
export function auraModifier(system: CreatureSystem): number {
  const m = mods(system);
  return m.str + m.con + m.int + m.wis + m.cha;
}

/**
 * Aura Strength = 20 + Aura Modifier x (1 + 1/3), rounded down (energy.aura.4); never below 0,
 * since Aura is a strength that damage reduces to 0 and no lower.
 */
export function auraStrength(system: CreatureSystem): number {
  return Math.max(0, 20 + Math.floor((auraModifier(system) * 4) / 3));
}

export const recoverySurges = (system: CreatureSystem): number => Math.max(0, 5 + halved(mods(system).con));
export const recoveryValue = (system: CreatureSystem): number => Math.max(1, auraModifier(system));
export const maxStamina = (system: CreatureSystem): number => system.abilities.con;
/** Agility: 3 + Leg Strength + what abilities add (energy.agility.1-4; RULINGS via the issue). */
export const maxAgility = (system: CreatureSystem): number => Math.max(0, BASE_AGILITY + legStrength(system).total + system.bonus.agility);

/** Slowed halves Speed, rounding the Speed left up (energy.cond.11). */
export const speedOf = (system: CreatureSystem, slowed: boolean): number => (slowed ? Math.ceil(system.speed / 2) : system.speed);

export interface EnergyDerived {
  mods: Record<Ability, number>;
  masab: Breakdown;
  masdb: Breakdown;
  unarmedAv: Breakdown;
  arm: Breakdown;
  leg: Breakdown;
  initiative: Breakdown;
  mplIssue: string | null;
  evasion: Breakdown;
  rangedEvasion: Breakdown;
  /** Ranged Evasion against a shot from behind: no shield bonus */
  rangedEvasionBehind: Breakdown;
  unarmedEvasion: Breakdown;
  fortitude: Breakdown;
  will: Breakdown;
  auraModifier: number;
  auraStrength: number;
  recoverySurges: number;
  recoveryValue: number;
  maxStamina: number;
  maxAgility: number;
  reach: number;
  speed: number;
  /** Jump Reach and Jump Distance in metres, from the Size Chart (energy.size.10) */
  jump: number;
  armor: Worn;
}

export function prepareDerived(actor: EnergyActor, items: readonly EnergyItem[], conditions: ReadonlySet<string> = new Set()): EnergyDerived {
  const system = actor.system;
  const masab = meleeBonus(system);
  return {
    mods: mods(system),
    masab,
    masdb: masab,
    unarmedAv: breakdown({ label: "MANIFOLD.energy.Part.Base", value: 15 }, { label: "MANIFOLD.energy.Part.Masab", value: masab.total }),
    arm: armStrength(system),
    leg: legStrength(system),
    initiative: initiativeBonus(system),
    mplIssue: mplIssue(system),
    evasion: evasion(system, items, "melee"),
    rangedEvasion: evasion(system, items, "ranged"),
    rangedEvasionBehind: evasion(system, items, "rangedBehind"),
    unarmedEvasion: evasion(system, items, "unarmed"),
    fortitude: fortitude(system),
    will: will(system),
    auraModifier: auraModifier(system),
    auraStrength: auraStrength(system),
    recoverySurges: recoverySurges(system),
    recoveryValue: recoveryValue(system),
    maxStamina: maxStamina(system),
    maxAgility: maxAgility(system),
    reach: 1 + sizeReach(system.size),
    speed: speedOf(system, conditions.has("slowed")),
    jump: SIZE_CHART[system.size].jump,
    armor: wornArmor(items),
  };
}
