import { onHook } from "../../foundry/hooks";
import { activeCombat } from "../../foundry/lookup";
import { combatantSystem } from "./adapter";
import { guardInitiative } from "./rules/initiative-guard";

/** Energy's hooks: the tracker follows Stamina on the actor, and Initiative is one roll a round. */
export function registerEnergyHooks(): void {
  onHook("updateActor", (...args: unknown[]) => {
    const actor = args[0] as Actor.Implementation;
    const combat = activeCombat();
    if (combat?.combatants.contents.some((c) => c.actorId === actor.id)) void ui.combat?.render();
    return undefined;
  });
  onHook("preUpdateCombatant", (...args: unknown[]) => {
    const [combatant, change] = args as [Combatant.Implementation, Record<string, unknown> & { system?: Record<string, unknown> }];
    if ((combatant.type as string) !== "energyCombatant") return undefined;
    const verdict = guardInitiative(combatantSystem(combatant), change);
    if (verdict === "refuse") {
      ui.notifications?.warn(game.i18n!.localize("MANIFOLD.energy.Error.InitiativeUsed"));
      return false;
    }
    if (verdict === "record") {
      change.system = { ...(change.system ?? {}), initiativeUsed: true, initiative: Number(change.initiative) };
    }
    return undefined;
  });
}
