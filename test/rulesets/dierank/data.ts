/** Die Rank documents for the tests, built from the schema's defaults. */
import { defaults } from "../../../src/core/schema";
import * as schema from "../../../src/rulesets/dierank/rules/schema";
import type { DierankItem } from "../../../src/rulesets/dierank/play/side";
import type { CombatantSystem, CreatureSystem, DieLabel } from "../../../src/rulesets/dierank/rules/types";
import type { StatId } from "../../../src/rulesets/dierank/rules/stats";

/** A creature with these dice (d6 for the rest), full HP and MP of these sizes. */
export function creature(dice: Partial<Record<StatId, DieLabel>> = {}, pools: { hp?: number; mp?: number } = {}): CreatureSystem {
  const base = defaults(schema.dierankCharacter) as unknown as CreatureSystem;
  const hp = pools.hp ?? 3;
  const mp = pools.mp ?? 0;
  return { ...base, stats: { ...base.stats, ...dice }, hp: { value: hp, max: hp }, mp: { value: mp, max: mp } };
}

export function item(id: string, type: DierankItem["type"], over: Record<string, unknown> = {}): DierankItem {
  const spec = { dierankWeapon: schema.dierankWeapon, dierankShield: schema.dierankShield, dierankSpell: schema.dierankSpell }[type];
  return { id, name: id, type, system: { ...(defaults(spec) as object), ...over } } as unknown as DierankItem;
}

export const combatant = (over: Partial<CombatantSystem> = {}): CombatantSystem => ({ ...(defaults(schema.dierankCombatant) as unknown as CombatantSystem), ...over });
