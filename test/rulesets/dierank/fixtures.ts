/** Die Rank creatures and attacks for the rules' tests. */
import { DEFAULT_MINIMUM, type AttackSpec } from "../../../src/rulesets/dierank/rules/attack";
import type { DefenderFacts } from "../../../src/rulesets/dierank/rules/defence";
import type { Stats } from "../../../src/rulesets/dierank/rules/stats";

export const stats = (over: Partial<Stats> = {}): Stats => ({ att: 8, def: 6, pre: 4, for: 10, ref: 12, str: 8, int: 6, ...over });

export const melee = (over: Partial<AttackSpec> = {}): AttackSpec => ({
  kind: "melee", roll: "att", defence: "def", physical: true, indirect: false, unarmed: false, weapon: true, band: null, minimum: DEFAULT_MINIMUM, ...over,
});
export const ranged = (band: AttackSpec["band"], over: Partial<AttackSpec> = {}): AttackSpec => melee({ kind: "ranged", band, ...over });
export const spell = (over: Partial<AttackSpec> = {}): AttackSpec => melee({ kind: "spell", roll: "pre", defence: "pre", physical: false, weapon: false, ...over });

export const defender = (over: Partial<DefenderFacts> = {}): DefenderFacts => ({
  stats: stats(), statuses: [], hasShield: true, parryWith: "parrying", aware: true, rider: false, holding: null, ...over,
});

export const ROOM = { roomToDodge: true, giantAttacker: false };
