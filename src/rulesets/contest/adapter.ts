import type { ContestActor, ContestItem, CombatantSystem } from "./rules/types";
import type { ContestDerived } from "./rules/derived";
import type { AwarenessFacts } from "./rules/awareness";
import { combatantOf } from "../../foundry/lookup";
import type { ManifoldModel } from "../../foundry/data/model";

/**
 * The one place where contest documents become the plain shapes the rules read. A system data
 * model exposes its fields as properties, so after ActiveEffects it already has that shape.
 */
export function plainActor(actor: Actor.Implementation): ContestActor {
  return { type: actor.type, system: actor.system } as unknown as ContestActor;
}

export function plainItems(actor: Actor.Implementation): ContestItem[] {
  return actor.items.contents.map((i) => ({ id: i.id ?? undefined, name: i.name, type: i.type, system: i.system }) as unknown as ContestItem);
}

export function plainItem(item: Item.Implementation): ContestItem {
  return { id: item.id ?? undefined, name: item.name, type: item.type, system: item.system } as unknown as ContestItem;
}

/** The actor's data model during the derive step, as the plain system the rules read. */
export function modelSystem(model: ManifoldModel): ContestActor["system"] {
  return model as unknown as ContestActor["system"];
}

/** Stores the derived values on the model, under `derived` (core/derived.ts names them). */
export function setDerived(model: ManifoldModel, derived: ContestDerived): void {
  model.derived = derived as unknown as Record<string, unknown>;
}

/** An NPC with only the Perception an initiative formula reads: enough to check a die setting. */
export function perceptionOnlyNpc(per: number): ContestActor {
  return { type: "contestNpc", system: { attributes: { per } } } as unknown as ContestActor;
}

export function combatantSystem(combatant: Combatant.Implementation): CombatantSystem {
  return combatant.system as unknown as CombatantSystem;
}

export function derivedOf(actor: Actor.Implementation): ContestDerived | undefined {
  return (actor.system as unknown as { derived?: ContestDerived }).derived;
}

/** What awareness is judged from: the combatant's surprise mark and the actor's conditions. */
export function awarenessFacts(actor: Actor.Implementation): AwarenessFacts {
  const combatant = combatantOf(actor);
  return { surprised: combatant ? combatantSystem(combatant).surprised : false, statuses: [...actor.statuses] };
}
