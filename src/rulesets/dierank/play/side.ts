/**
 * A Die Rank creature as a play step reads it: its dice parsed off the ladder, its pools and
 * conditions, what it holds for a defence, and its combatant in the active combat.
 */
import { RuleError } from "../../../core/errors";
import type { StatusChange } from "../../../core/play/types";
import { parseDie } from "../rules/ladder";
import type { StatId, Stats } from "../rules/stats";
import type { CombatantSystem, CreatureSystem, DieLabel, ShieldSystem, SpellSystem, WeaponSystem } from "../rules/types";

export type DierankItem =
  | { id: string; name: string; type: "dierankWeapon"; system: WeaponSystem }
  | { id: string; name: string; type: "dierankShield"; system: ShieldSystem }
  | { id: string; name: string; type: "dierankSpell"; system: SpellSystem };

export interface DierankSide {
  uuid: string;
  system: CreatureSystem;
  items: readonly DierankItem[];
  /** conditions in force, a parent's daughters too */
  statuses: readonly string[];
  combatant: CombatantSystem | null;
  /** the combat has started and it holds the turn (true out of combat: nothing is counted there) */
  onTurn: boolean;
  /** the REF die of the mount it rides, which dodges for both (dierank.mount.9); null on foot */
  mountRef: DieLabel | null;
}

/** The seven stat dice; a stored die off the ladder is refused (the data model keeps it from happening). */
export function statsOf(system: Pick<CreatureSystem, "stats">): Stats {
  const die = (id: StatId) => {
    const parsed = parseDie(String(system.stats[id]));
    if (parsed === null) throw new RuleError("MANIFOLD.dierank.Error.NotADie", { text: String(system.stats[id]) });
    return parsed;
  };
  return { att: die("att"), def: die("def"), pre: die("pre"), for: die("for"), ref: die("ref"), str: die("str"), int: die("int") };
}

/** What it holds for a block or a parry: an equipped shield, and its equipped melee weapon (if any). */
export function gearOf(items: readonly DierankItem[]): { hasShield: boolean; parryWith: "unarmed" | "parrying" | "other" } {
  const hasShield = items.some((i) => i.type === "dierankShield" && i.system.equipped);
  const weapon = items.find((i): i is Extract<DierankItem, { type: "dierankWeapon" }> => i.type === "dierankWeapon" && i.system.equipped && i.system.kind === "melee");
  return { hasShield, parryWith: !weapon ? "unarmed" : weapon.system.parry ? "parrying" : "other" };
}

/**
 * The conditions a step puts on and takes off one creature, leaving alone what already stands or
 * is already gone; `rounds` limits how long one it puts on lasts (a turn of stun).
 */
export function statusChanges(s: Pick<DierankSide, "statuses">, add: readonly string[], remove: readonly string[], rounds: Readonly<Record<string, number>> = {}): StatusChange[] {
  return [
    ...add.filter((id) => !s.statuses.includes(id)).map((id): StatusChange => ({ side: "attacker", id, active: true, ...(rounds[id] ? { rounds: rounds[id] } : {}) })),
    ...remove.filter((id) => s.statuses.includes(id)).map((id): StatusChange => ({ side: "attacker", id, active: false })),
  ];
}
