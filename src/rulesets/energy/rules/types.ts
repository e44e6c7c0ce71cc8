/**
 * The plain shapes of energy documents as the rules read them: the `system` data schema.ts
 * describes, after defaults are filled. Rules take these, never Foundry documents.
 */
import type { Ability, DamageType, RangedKind, RestKind, Size, UnconsciousCause } from "./constants";

export interface Pool {
  value: number;
  max: number;
}

export interface CreatureSystem {
  abilities: Record<Ability, number>;
  level: number;
  race: string;
  size: Size;
  speed: number;
  mpl: { level: number; arm: number; leg: number; initiative: number };
  bonus: { arm: number; leg: number; initiative: number; agility: number; evasion: number; staminaForEnergy: number };
  inherent: { fortitude: number; will: number };
  meleeAbilities: ("con" | "int" | "wis" | "cha")[];
  aura: Pool;
  stamina: Pool;
  surges: Pool;
  weaknesses: DamageType[];
  resistances: DamageType[];
  /** `owed`: Death rolls owed by lethal damage taken at 0 Aura, not yet made (energy.death.2) */
  death: { bleeding: boolean; unconscious: UnconsciousCause; dead: boolean; owed: number };
}

export interface EnergyActor {
  type: "energyCharacter" | "energyNpc";
  system: CreatureSystem;
}

interface Gear {
  equipped: boolean;
  mpr: number;
}

export interface Trio {
  near: number;
  far: number;
  max: number;
}

export interface WeaponSystem extends Gear {
  attackBonus: number;
  damage: string;
  damageType: DamageType;
  reach: number;
  precision: number;
  light: boolean;
  heavy: boolean;
  blunt: boolean;
  thrown: boolean;
  thrownRange: Trio;
  sidearm: boolean;
  evasion: number;
}

export interface RangedSystem extends Gear {
  kind: RangedKind;
  accuracy: number;
  damage: string;
  damageType: DamageType;
  range: Trio;
  drawWeight: number;
  twoHanded: boolean;
  loadCost: number;
  loaded: boolean;
}

export interface ArmorSystem extends Gear {
  ar: number;
  coverage: { melee: number; ranged: number };
  evasionPenalty: number;
  broken: boolean;
}

export interface ShieldSystem extends Gear {
  evasion: number;
  ranged: number;
  broken: boolean;
}

export interface AbilitySystem {
  kind: "ability" | "spell";
  energyCost: number;
  staminaCost: number;
  enhancesAttack: boolean;
  doublesDamage: boolean;
  defense: "none" | "evasion" | "fortitude" | "will";
  damage: string;
  damageType: DamageType;
  recovery: RestKind;
  uses: Pool;
}

export type EnergyItem =
  | { id?: string; name: string; type: "energyWeapon"; system: WeaponSystem }
  | { id?: string; name: string; type: "energyRanged"; system: RangedSystem }
  | { id?: string; name: string; type: "energyArmor"; system: ArmorSystem }
  | { id?: string; name: string; type: "energyShield"; system: ShieldSystem }
  | { id?: string; name: string; type: "energyAbility"; system: AbilitySystem };

/** The per-round pools on a combatant. */
export interface CombatantSystem {
  energy: number;
  agility: number;
  swiftUsed: boolean;
  initiativeUsed: boolean;
  initiative: number;
  staminaAsEnergy: number;
  agileMoves: number;
  defending: boolean;
  defendMoved: number;
  moveLeft: number;
  deathSaveMade: boolean;
}
