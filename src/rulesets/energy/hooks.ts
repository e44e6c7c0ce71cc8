import { onHook } from "../../foundry/hooks";
import { combatantOf } from "../../foundry/lookup";
import { combatantSystem, plainActor } from "./adapter";
import { stabilises } from "./rules/apply";
import { removeCondition } from "./conditions";
import { guardInitiative } from "./rules/initiative-guard";

/** Energy's hooks: the tracker follows Stamina on the actor, and Initiative is one roll a round. */
export function registerEnergyHooks(): void {
  onHook("updateActor", (...args: unknown[]) => {
    const [actor, change, , userId] = args as [Actor.Implementation, Record<string, unknown>, unknown, string];
    // Stabilised: the Bleeding condition goes with the flag, removed by the user who made the change.
    if (userId === game.user?.id && foundry.utils.getProperty(change, "system.death.bleeding") === false) void removeCondition(actor, "bleeding");
    if (combatantOf(actor)) void ui.combat?.render();
    return undefined;
  });
  // Gaining Aura stabilises a bleeding creature (energy.save.6), however the Aura was gained.
  onHook("preUpdateActor", (...args: unknown[]) => {
    const [actor, change] = args as [Actor.Implementation, Record<string, unknown>];
    if (!(actor.type as string).startsWith("energy")) return undefined;
    const system = plainActor(actor).system;
    const gained = foundry.utils.getProperty(change, "system.aura.value");
    if (typeof gained === "number" && stabilises(system, gained)) foundry.utils.setProperty(change, "system.death.bleeding", false);
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
