import { notify } from "../../foundry/notify";
import { combatantOf } from "../../foundry/lookup";
import { inForce } from "../../core/status";
import { combatantSystem, conditionsOf, derivedOf, plainActor } from "./adapter";
import { conditionEffects, ENERGY_STATUSES } from "./rules/conditions";
import { spend, swiftAttack, type ActionCost, type Pools, type SpendResult } from "./rules/economy";
import type { EnergyDerived } from "./rules/derived";
import { RuleError } from "./rules/errors";
import { addCondition } from "./conditions";

export function poolsOf(actor: Actor.Implementation, combatant: Combatant.Implementation): Pools {
  const effects = conditionEffects(inForce(ENERGY_STATUSES, conditionsOf(actor)));
  return {
    combatant: combatantSystem(combatant),
    stamina: plainActor(actor).system.stamina.value,
    noStamina: effects.noStamina,
    noAgility: effects.noAgility,
  };
}

/**
 * Pays a cost out of combat pools: the combatant's Energy and Agility in one write, the actor's
 * Stamina in another, and the conditions the action gives. Outside combat nothing is spent.
 * Refusals are shown and return false.
 */
export async function pay(
  actor: Actor.Implementation,
  compute: (pools: Pools) => SpendResult,
  extra: Record<string, unknown> = {},
): Promise<SpendResult | null | false> {
  const combatant = combatantOf(actor);
  if (!combatant) return null;
  let result: SpendResult;
  try {
    result = compute(poolsOf(actor, combatant));
  } catch (err) {
    if (err instanceof RuleError) {
      notify("error", err.key, err.data);
      return false;
    }
    throw err;
  }
  const update: Record<string, unknown> = { ...extra };
  for (const [key, value] of Object.entries(result.combatant)) update[`system.${key}`] = value;
  await combatant.update(update as never);
  const stamina = plainActor(actor).system.stamina.value;
  if (result.stamina !== stamina) {
    await actor.update({ "system.stamina.value": result.stamina, ...(result.unconscious ? { "system.death.unconscious": "stamina" } : {}) } as never);
    if (result.unconscious) await addCondition(actor, { id: "unconscious" }, conditionsOf(actor));
  }
  for (const id of result.gives) await addCondition(actor, { id, rounds: 1 }, conditionsOf(actor));
  return result;
}

export const payCost = (actor: Actor.Implementation, cost: ActionCost, staminaForEnergy = false, extra: Record<string, unknown> = {}) =>
  pay(actor, (pools) => spend(pools, cost, { staminaForEnergy, extraStaminaForEnergy: plainActor(actor).system.bonus.staminaForEnergy }), extra);

export const paySwift = (actor: Actor.Implementation, enhance = 0) => pay(actor, (pools) => swiftAttack(pools, enhance), { "system.defending": false });

export function maxStaminaOf(actor: Actor.Implementation): number {
  return derivedOf<EnergyDerived>(actor)?.maxStamina ?? plainActor(actor).system.stamina.max;
}
