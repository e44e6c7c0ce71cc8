import { defaults } from "../../core/schema";
import { onHook } from "../hooks";
import { rulesetForType } from "../registry-access";
import { activeRuleset } from "../settings";

type Source = { updateSource(d: unknown): void };

/**
 * Core creates combats and combatants with the "base" type; give them the ruleset's type so
 * their data model (AP, Energy ...) exists. A combatant takes its actor's ruleset.
 */
export function registerCombatTyping(): void {
  onHook("preCreateCombat", (...args: unknown[]) => {
    const [combat, data] = args as [Source, { type?: string }];
    const types = activeRuleset()?.rules.combatTypes ?? {};
    const [type, spec] = Object.entries(types)[0] ?? [];
    if (!type || !spec || (data.type && data.type !== "base")) return;
    combat.updateSource({ type, system: defaults(spec) });
  });
  onHook("preCreateCombatant", (...args: unknown[]) => {
    const [combatant, data] = args as [Source & { actor: Actor.Implementation | null }, { type?: string }];
    const def = combatant.actor ? rulesetForType(combatant.actor.type) : activeRuleset();
    const [type, spec] = Object.entries(def?.rules.combatantTypes ?? {})[0] ?? [];
    if (!type || !spec || (data.type && data.type !== "base")) return;
    const joined = combatant.actor ? (def?.combat.joinState?.(combatant.actor) ?? {}) : {};
    combatant.updateSource({ type, system: { ...defaults(spec), ...joined } });
  });
}
