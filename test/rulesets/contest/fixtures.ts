/** Plain contest documents for tests, built from the schema defaults so they match the data models. */
import { defaults } from "../../../src/core/schema";
import {
  contestArmor,
  contestCharacter,
  contestCombatant,
  contestNpc,
  contestShield,
  contestSpell,
  contestStyle,
  contestWeapon,
} from "../../../src/rulesets/contest/rules/schema";
import type {
  ArmorItem,
  CharacterActor,
  CombatantSystem,
  NpcActor,
  ShieldItem,
  SpellItem,
  StyleItem,
  WeaponItem,
} from "../../../src/rulesets/contest/rules/types";
import type { TestResult } from "../../../src/rulesets/contest/rules/test";
import type { StrikeSituation } from "../../../src/rulesets/contest/rules/plan";

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

function merge<T>(base: T, patch: DeepPartial<T> | undefined): T {
  if (!patch) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) {
    const b = out[k];
    out[k] = v && typeof v === "object" && !Array.isArray(v) && b && typeof b === "object" ? merge(b, v as never) : v;
  }
  return out as T;
}

export function character(system?: DeepPartial<CharacterActor["system"]>): CharacterActor {
  return { type: "contestCharacter", system: merge(defaults(contestCharacter) as unknown as CharacterActor["system"], system) };
}
export function npc(system?: DeepPartial<NpcActor["system"]>): NpcActor {
  return { type: "contestNpc", system: merge(defaults(contestNpc) as unknown as NpcActor["system"], system) };
}
export function weapon(name: string, system?: DeepPartial<WeaponItem["system"]>, id?: string): WeaponItem {
  return { id, name, type: "contestWeapon", system: merge(defaults(contestWeapon) as unknown as WeaponItem["system"], system) };
}
export function armor(name: string, system?: DeepPartial<ArmorItem["system"]>, id?: string): ArmorItem {
  return { id, name, type: "contestArmor", system: merge(defaults(contestArmor) as unknown as ArmorItem["system"], system) };
}
export function shield(name: string, system?: DeepPartial<ShieldItem["system"]>, id?: string): ShieldItem {
  return { id, name, type: "contestShield", system: merge(defaults(contestShield) as unknown as ShieldItem["system"], system) };
}
export function style(name: string, system?: DeepPartial<StyleItem["system"]>, id?: string): StyleItem {
  return { id, name, type: "contestStyle", system: merge(defaults(contestStyle) as unknown as StyleItem["system"], system) };
}
export function spell(name: string, system?: DeepPartial<SpellItem["system"]>, id?: string): SpellItem {
  return { id, name, type: "contestSpell", system: merge(defaults(contestSpell) as unknown as SpellItem["system"], system) };
}
export function combatant(system?: Partial<CombatantSystem>): CombatantSystem {
  return { ...(defaults(contestCombatant) as unknown as CombatantSystem), ...system };
}

/** A test result without dice, for outcome tables. */
export function passed(successes: number): TestResult {
  return { pass: true, successes, kept: 10, natural1: false, natural20: false, automatic: false };
}
export function failed(): TestResult {
  return { pass: false, successes: 0, kept: 20, natural1: false, natural20: true, automatic: false };
}

/** A Strike with nothing about it: no cover, no flanking, no modifier, no boon or bane. */
export const NO_SITUATION: StrikeSituation = { cover: "none", flanked: false, modifier: 0, boons: 0, banes: 0 };
