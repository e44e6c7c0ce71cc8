/**
 * The one place where Die Rank documents become the plain shapes its steps read. A system data
 * model exposes its fields as properties (rules/schema.ts stores exactly the fields of
 * rules/types.ts), so after ActiveEffects it already has that shape.
 */
import { inForce } from "../../core/status";
import { fromUuidLoose } from "../../foundry/docs";
import { combatantOf } from "../../foundry/lookup";
import type { DierankItem, DierankSide } from "./play/side";
import { DIERANK_STATUSES } from "./rules/conditions";
import type { CombatantSystem, CreatureSystem } from "./rules/types";

export const creatureOf = (actor: Actor.Implementation): CreatureSystem => actor.system as unknown as CreatureSystem;

export const combatantSystem = (c: Combatant.Implementation): CombatantSystem => c.system as unknown as CombatantSystem;

export function itemsOf(actor: Actor.Implementation): DierankItem[] {
  return actor.items.contents.map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, system: i.system }) as unknown as DierankItem);
}

/** Conditions in force: those set, and what they imply (a knock-out lies prone). */
export const statusesOf = (actor: Actor.Implementation): string[] => [...inForce(DIERANK_STATUSES, actor.statuses)];

/** The actor a stored uuid names, when this client has it; null for "" or one gone. */
export function actorAt(uuid: string): Actor.Implementation | null {
  if (!uuid) return null;
  const doc = fromUuidLoose(uuid) as { documentName?: string } | null;
  return doc?.documentName === "Actor" ? (doc as unknown as Actor.Implementation) : null;
}

/** Its combatant in a started combat, or null: outside a fight nothing is counted. */
export function fightingCombatant(actor: Actor.Implementation): Combatant.Implementation | null {
  const found = combatantOf(actor);
  return found?.combat?.started ? found : null;
}

/** The combat has started and this combatant holds the turn. */
export const holdsTurn = (c: Combatant.Implementation): boolean => !!c.combat?.started && c.combat.combatant?.id === c.id;

/** The creature as a step reads it; out of a started combat every creature may act (nothing is counted). */
export function sideOf(actor: Actor.Implementation): DierankSide {
  const system = creatureOf(actor);
  const combatant = fightingCombatant(actor);
  const mount = actorAt(system.mount.rides);
  const onTurn = !combatant || holdsTurn(combatant);
  return {
    uuid: actor.uuid,
    system,
    items: itemsOf(actor),
    statuses: statusesOf(actor),
    combatant: combatant ? combatantSystem(combatant) : null,
    onTurn,
    mountRef: mount ? creatureOf(mount).stats.ref : null,
  };
}
