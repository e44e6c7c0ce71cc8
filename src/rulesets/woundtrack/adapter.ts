/**
 * The one place where Wound Track documents become the plain shapes its steps read. A system data
 * model exposes its fields as properties (rules/schema.ts stores exactly the fields of
 * rules/types.ts), so after ActiveEffects it already has that shape.
 */
import { inForce } from "../../core/status";
import type { RandomSource } from "../../core/random";
import { combatantOf } from "../../foundry/lookup";
import type { Fighting, WoundtrackItem, WoundtrackSide } from "./play/side";
import { WOUNDTRACK_STATUSES } from "./rules/conditions";
import type { CombatantSystem, CreatureSystem } from "./rules/types";

export const creatureOf = (actor: Actor.Implementation): CreatureSystem => actor.system as unknown as CreatureSystem;

export const combatantSystem = (c: Combatant.Implementation): CombatantSystem => c.system as unknown as CombatantSystem;

/** The combatant as a step reads it: its system and the combat's initiative (0 before it is rolled). */
export const fightingOf = (c: Combatant.Implementation): Fighting => ({ ...combatantSystem(c), initiative: c.initiative ?? 0 });

export function itemsOf(actor: Actor.Implementation): WoundtrackItem[] {
  return actor.items.contents.map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, system: i.system }) as unknown as WoundtrackItem);
}

/** Conditions in force: those set, and what they imply (a pin leaves the creature helpless and immobile). */
export const statusesOf = (actor: Actor.Implementation): string[] => [...inForce(WOUNDTRACK_STATUSES, actor.statuses)];

/** Its combatant in a started combat, or null: outside a fight nothing is counted. */
export function fightingCombatant(actor: Actor.Implementation): Combatant.Implementation | null {
  const found = combatantOf(actor);
  return found?.combat?.started ? found : null;
}

/** The combat has started and this combatant holds the turn. */
export const holdsTurn = (c: Combatant.Implementation): boolean => !!c.combat?.started && c.combat.combatant?.id === c.id;

/** The creature as a step reads it; out of a started combat every creature may act (nothing is counted). */
export function sideOf(actor: Actor.Implementation): WoundtrackSide {
  const combatant = fightingCombatant(actor);
  const holder = combatant?.combat?.combatant ?? null;
  return {
    uuid: actor.uuid,
    npc: (actor.type as string) === "woundtrackNpc",
    system: creatureOf(actor),
    items: itemsOf(actor),
    statuses: statusesOf(actor),
    combatant: combatant ? fightingOf(combatant) : null,
    onTurn: !combatant || holdsTurn(combatant),
    activeInitiative: combatant && holder ? (holder.initiative ?? 0) : null,
  };
}

/** Foundry's own random source, the one its dice use (`CONFIG.Dice.randomUniform`): the round's tie-breaks draw from it. */
export const foundryRandom: RandomSource = { next: () => (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform() };
