import type { CombatantSystem, EnergyActor, EnergyItem } from "./rules/types";
import type { EnergyDerived } from "./rules/derived";
import type { ManifoldModel } from "../../foundry/data/model";

/**
 * The one place where energy documents become the plain shapes the rules read. A system data
 * model exposes its fields as properties, so after ActiveEffects it already has that shape.
 */
export function plainActor(actor: Actor.Implementation): EnergyActor {
  return { type: actor.type, system: actor.system } as unknown as EnergyActor;
}

export function plainItem(item: Item.Implementation): EnergyItem {
  return { id: item.id ?? undefined, name: item.name, type: item.type, system: item.system } as unknown as EnergyItem;
}

/** The actor's data model during the derive step, as the plain system the rules read. */
export function modelSystem(model: ManifoldModel): EnergyActor["system"] {
  return model as unknown as EnergyActor["system"];
}

/** Stores the derived values on the model, under `derived`. */
export function setDerived(model: ManifoldModel, derived: EnergyDerived): void {
  model.derived = derived as unknown as Record<string, unknown>;
}

export function combatantSystem(combatant: Combatant.Implementation): CombatantSystem {
  return combatant.system as unknown as CombatantSystem;
}

/** The conditions in force on an actor, as status ids (core keeps them in `statuses`). */
export function conditionsOf(actor: Actor.Implementation | null | undefined): Set<string> {
  return new Set(actor?.statuses ?? []);
}

export function derivedOf<T>(actor: Actor.Implementation): T | undefined {
  return (actor.system as unknown as { derived?: T }).derived;
}
