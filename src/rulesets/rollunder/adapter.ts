import type { CombatantSystem, RollunderActor, RollunderItem } from "./rules/types";
import type { CharacterDerived } from "./play/prepare";
import type { ManifoldModel } from "../../foundry/data/model";

/**
 * The one place where Roll-Under documents become the plain shapes the rules read. A system data
 * model exposes its fields as properties (rules/schema.ts stores exactly the fields of
 * rules/types.ts), so after ActiveEffects it already has that shape.
 */
export function plainActor(actor: Actor.Implementation): RollunderActor {
  return { type: actor.type, system: actor.system } as unknown as RollunderActor;
}

export function plainItems(actor: Actor.Implementation): RollunderItem[] {
  return actor.items.contents.map(plainItem);
}

export function plainItem(item: Item.Implementation): RollunderItem {
  return { id: item.id ?? "", name: item.name, type: item.type, system: item.system } as unknown as RollunderItem;
}

/** The actor's data model during the derive step, as the plain system the rules read. */
export function modelSystem(model: ManifoldModel): RollunderActor["system"] {
  return model as unknown as RollunderActor["system"];
}

/** Stores the derived values on the model, under `derived`. */
export function setDerived(model: ManifoldModel, derived: CharacterDerived): void {
  model.derived = derived as unknown as Record<string, unknown>;
}

export function combatantSystem(combatant: Combatant.Implementation): CombatantSystem {
  return combatant.system as unknown as CombatantSystem;
}

export function derivedOf(actor: Actor.Implementation): CharacterDerived | undefined {
  return (actor.system as unknown as { derived?: CharacterDerived }).derived;
}

/** Which of the round's three groups a CombatantGroup is: its `flags.manifold.group`, set when it was made. */
export function groupKeyOf(group: { readonly flags: unknown }): string {
  const key = (group.flags as { manifold?: { group?: unknown } } | undefined)?.manifold?.group;
  return typeof key === "string" ? key : "";
}

/** The morale prompts already made in this combat (`flags.manifold.morale`), or none. */
export function moraleMarksOf(combat: Combat.Implementation): unknown {
  return (combat.flags as { manifold?: { morale?: unknown } } | undefined)?.manifold?.morale;
}

/** The macros a GM chose for Time in this combat (`flags.manifold.timeMacros`), or none. */
export function timeMacrosOf(combat: Combat.Implementation | null): unknown {
  return (combat?.flags as { manifold?: { timeMacros?: unknown } } | undefined)?.manifold?.timeMacros;
}

/** The macro a uuid names, or null when it names none. */
export async function macroAt(uuid: string): Promise<{ execute(): Promise<unknown> } | null> {
  const doc = (await fromUuid(uuid as never)) as unknown;
  return doc instanceof Macro ? (doc as unknown as { execute(): Promise<unknown> }) : null;
}

/** `Actor.updateDocuments(updates)`: world actors in one batch, each update with its `_id`. */
export async function updateWorldActors(updates: readonly Record<string, unknown>[]): Promise<void> {
  await Actor.implementation.updateDocuments(updates as never);
}

