import { onHook } from "../../foundry/hooks";
import { combatantOf } from "../../foundry/lookup";
import { writeAlone } from "../../core/play/execute";
import { foundryPort } from "../../foundry/play/port";
import { notifyError } from "../../foundry/play/press";
import { combatantSystem, conditionsOf, derivedOf, plainActor } from "./adapter";
import type { EnergyDerived } from "./rules/derived";
import { paySnapshot } from "./play/pay";
import { turnStep } from "./play/move";
import { ENERGY_PAY_ALLOW } from "./play/allow";

/**
 * A token turned in combat is a creature turning around (energy.facing.6): the turn step prices it
 * from the pools as they stand. The rotation has already happened, so this only reports: it never
 * blocks a turn, and the user who turned the token is the one who runs it.
 */
export function registerRotationHook(): void {
  onHook("updateToken", (...args: unknown[]) => {
    const [token, change, , userId] = args as [TokenDocument.Implementation, Record<string, unknown>, unknown, string];
    const actor = token.actor;
    if (userId !== game.user?.id || !("rotation" in change) || !actor || !(actor.type as string).startsWith("energy")) return undefined;
    const combatant = combatantOf(actor);
    if (!combatant) return undefined;
    void turned(actor, combatant).catch(notifyError);
    return undefined;
  });
}

async function turned(actor: Actor.Implementation, combatant: Combatant.Implementation): Promise<void> {
  const snap = paySnapshot({ system: plainActor(actor).system, derived: derivedOf<EnergyDerived>(actor), statuses: conditionsOf(actor), combatant: combatantSystem(combatant) });
  const outcome = turnStep(snap);
  await writeAlone(foundryPort, actor, outcome, ENERGY_PAY_ALLOW);
}
