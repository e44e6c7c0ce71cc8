import type { CombatantKind } from "./rules/types";
import type { RoundCombatant } from "./play/round";
import type { TurnSnapshot } from "./play/turn";
import type { SideCreature } from "./play/sides";
import { combatantSystem, derivedOf, plainActor } from "./adapter";

/**
 * Roll-Under combatants as the plain shapes its combat steps read. A combatant without an actor
 * is Time (rollunder.init.4): it has no scores, no Movement and no side for Morale.
 */
export function kindOf(combatant: Combatant.Implementation): CombatantKind {
  const actor = combatant.actor;
  if (!actor) return "time";
  const plain = plainActor(actor);
  if (plain.type === "rollunderCharacter") return "pc";
  return plain.system.side === "ally" ? "ally" : "enemy";
}

/** Movement after armour for a character, as listed for an enemy; 0 for Time. */
function movementOf(actor: Actor.Implementation | null): number {
  if (!actor) return 0;
  const plain = plainActor(actor);
  if (plain.type === "rollunderCharacter") return derivedOf(actor)?.movement ?? plain.system.movement;
  return plain.system.movement;
}

export function roundCombatant(c: Combatant.Implementation): RoundCombatant {
  const actor = c.actor;
  const plain = actor ? plainActor(actor) : null;
  return {
    id: c.id ?? "",
    name: c.name ?? actor?.name ?? "",
    kind: kindOf(c),
    wisdom: plain?.type === "rollunderCharacter" ? plain.system.abilities.wis : 0,
    actsTwice: plain?.type === "rollunderNpc" ? plain.system.actsTwice : false,
    wisdomPenalty: plain?.type === "rollunderNpc" ? plain.system.wisdomPenalty : 0,
    defeated: c.isDefeated,
    movement: movementOf(actor),
  };
}

/** The combat has started and this combatant holds the turn. */
export const holdsTurn = (c: Combatant.Implementation): boolean => !!c.combat?.started && c.combat.combatant?.id === c.id;

export function turnSnapshot(c: Combatant.Implementation): TurnSnapshot {
  return { id: c.id ?? "", kind: kindOf(c), movement: movementOf(c.actor), combatant: combatantSystem(c), onTurn: holdsTurn(c), statuses: [...(c.actor?.statuses ?? [])] };
}

export function sideCreature(c: Combatant.Implementation): SideCreature {
  const actor = c.actor;
  return { kind: kindOf(c), hp: actor ? plainActor(actor).system.hp.value : 0, statuses: [...(actor?.statuses ?? [])] };
}
