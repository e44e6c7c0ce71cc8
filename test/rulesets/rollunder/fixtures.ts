/** Roll-Under creatures and gear as plain data, for the rules and the scenario tests. */
import type { ArmourKind, CharacterSystem, CombatantSystem, EnemySystem, RollunderItem, WeaponSystem } from "../../../src/rulesets/rollunder/rules/types";

export const character = (over: Partial<CharacterSystem> = {}): CharacterSystem => ({
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 12, cha: 10 },
  attack: 12,
  defense: 10,
  movement: 10,
  level: 1,
  hp: { value: 20, max: 20 },
  slots: { max: 10, quickdraw: 2 },
  rations: 2,
  arrows: 20,
  deathOwed: 0,
  ...over,
});

export const enemy = (over: Partial<EnemySystem> = {}): EnemySystem => ({
  attack: 1,
  defense: -1,
  movement: 10,
  hitDice: 1,
  hp: { value: 5, max: 5 },
  hpFixed: false,
  morale: 7,
  actsTwice: false,
  wisdomPenalty: 0,
  side: "enemy",
  deathOwed: 0,
  ...over,
});

export function weapon(id: string, name: string, over: Partial<WeaponSystem> = {}): RollunderItem {
  return {
    id,
    name,
    type: "rollunderWeapon",
    system: { kind: "medium", hands: 1, damageBonus: 0, equipped: true, proficient: true, hits: 0, loaded: true, quickdraw: false, ...over },
  };
}

export const armour = (id: string, kind: ArmourKind, equipped = true): RollunderItem => ({ id, name: kind, type: "rollunderArmor", system: { kind, equipped } });
export const shield = (id: string, broken = false): RollunderItem => ({ id, name: "Shield", type: "rollunderShield", system: { equipped: true, broken } });

export const combatant = (over: Partial<CombatantSystem> = {}): CombatantSystem => ({
  group: "",
  roll: 0,
  action: "",
  moved: 0,
  allowance: 30,
  arrowsSpent: 0,
  reminder: "",
  macro: "",
  ...over,
});
