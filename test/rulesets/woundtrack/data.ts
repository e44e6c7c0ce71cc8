/** Wound Track documents for the tests, built from the schema's defaults. */
import { defaults } from "../../../src/core/schema";
import * as schema from "../../../src/rulesets/woundtrack/rules/schema";
import type { WoundtrackItem } from "../../../src/rulesets/woundtrack/play/side";
import type { CombatantSystem, CreatureSystem } from "../../../src/rulesets/woundtrack/rules/types";
import type { Attribute } from "../../../src/rulesets/woundtrack/rules/checks";
import type { SkillId } from "../../../src/rulesets/woundtrack/rules/skills";

type Skills = Partial<Record<SkillId, [rank: number, ...specialisations: [string, number][]]>>;

/** A creature with these attributes (0 for the rest) and skills: `{ melee: [2, ["Swords", 1]] }`. */
export function creature(attributes: Partial<Record<Attribute, number>> = {}, skills: Skills = {}, over: Partial<CreatureSystem> = {}): CreatureSystem {
  const base = defaults(schema.woundtrackCharacter) as unknown as CreatureSystem;
  const s = structuredClone(base.skills);
  for (const [id, [rank, ...specs]] of Object.entries(skills) as [SkillId, [number, ...[string, number][]]][]) s[id] = { rank, specialisations: specs.map(([name, r]) => ({ name, rank: r })) };
  return { ...base, attributes: { ...base.attributes, ...attributes }, skills: s, ...over };
}

export function item(id: string, type: WoundtrackItem["type"], over: Record<string, unknown> = {}): WoundtrackItem {
  const spec = { woundtrackWeapon: schema.woundtrackWeapon, woundtrackArmor: schema.woundtrackArmor, woundtrackAction: schema.woundtrackAction }[type];
  return { id, name: id, type, system: { ...(defaults(spec) as object), ...over } } as unknown as WoundtrackItem;
}

export const combatant = (over: Partial<CombatantSystem> = {}): CombatantSystem => ({ ...(defaults(schema.woundtrackCombatant) as unknown as CombatantSystem), ...over });
