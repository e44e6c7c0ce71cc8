/**
 * The one place where Wound Track documents become the plain shapes its steps read. A system data
 * model exposes its fields as properties (rules/schema.ts stores exactly the fields of
 * rules/types.ts), so after ActiveEffects it already has that shape.
 */
import { inForce } from "../../core/status";
import type { RandomSource } from "../../core/random";
import { combatantOf } from "../../foundry/lookup";
import type { Fighting, WoundtrackItem, WoundtrackSide } from "./play/side";
import { fightOf, type Standing } from "./play/mounted";
import { enemies, foreign, rideWorld, type RideWorld } from "./play/ride";
import { movesNow } from "./play/move";
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

/** A token's centre in grid squares, on its own scene's grid; null when the scene has none. */
export function centreOf(token: TokenDocument.Implementation): { x: number; y: number } | null {
  const size = token.parent?.grid?.size;
  if (!size) return null;
  return { x: (token.x + ((token.width ?? 1) * size) / 2) / size, y: (token.y + ((token.height ?? 1) * size) / 2) / size };
}

/** Every combatant of the combat as the mounted rules read it: its link, its creature's Size, where its token stands. */
function standingIn(combat: Combat.Implementation): Standing[] {
  return combat.combatants.contents.flatMap((c) => (c.actor ? [{ id: c.id ?? "", system: combatantSystem(c), size: creatureOf(c.actor).size, initiative: c.initiative ?? 0, at: c.token ? centreOf(c.token) : null, span: c.token?.width ?? 1 }] : []));
}

/** Its move now is its own: in its turn or the one it shares, or off it above the active initiative (woundtrack.move.8). */
export function moveIsOwn(c: Combatant.Implementation, moverIsGM: boolean): boolean {
  const combat = c.combat;
  return !!combat?.started && movesNow(standingIn(combat), c.id ?? "", combat.combatant?.id ?? null, moverIsGM);
}

/** The combat as the Mount/Dismount action reads it for this creature and the combatant it names. */
export function rideWorldOf(actor: Actor.Implementation, mount: string | null): RideWorld {
  const combatant = fightingCombatant(actor);
  const combat = combatant?.combat;
  const disposition = (id: string) => combat?.combatants.get(id)?.token?.disposition ?? 0;
  const players = (id: string) => {
    const a = combat?.combatants.get(id)?.actor;
    return (game.users?.contents ?? []).filter((u) => !u.isGM && !!a?.testUserPermission(u, "OWNER")).map((u) => u.id);
  };
  const relation = (rider: string, m: string) => ({ hostile: enemies(disposition(rider), disposition(m)), foreign: foreign(players(rider), players(m)) });
  return rideWorld(combat ? standingIn(combat) : [], combatant?.id ?? "", mount, relation);
}

/**
 * The creature as a step reads it; out of a started combat every creature may act (nothing is
 * counted). A mount sharing its rider's turn holds the turn with it (woundtrack.mount.3).
 */
export function sideOf(actor: Actor.Implementation): WoundtrackSide {
  const combatant = fightingCombatant(actor);
  const holder = combatant?.combat?.combatant ?? null;
  const fight = combatant?.combat ? fightOf(standingIn(combatant.combat), combatant.id ?? "", holder?.id ?? null) : null;
  return {
    uuid: actor.uuid,
    npc: (actor.type as string) === "woundtrackNpc",
    system: creatureOf(actor),
    items: itemsOf(actor),
    statuses: statusesOf(actor),
    combatant: combatant ? { ...fightingOf(combatant), ...(fight?.turnInitiative !== null && fight ? { turnInitiative: fight.turnInitiative } : {}) } : null,
    onTurn: !fight || fight.onTurn,
    activeInitiative: fight?.activeInitiative ?? null,
    mounted: fight?.mounted ?? null,
  };
}

/** Foundry's own random source, the one its dice use (`CONFIG.Dice.randomUniform`): the round's tie-breaks draw from it. */
export const foundryRandom: RandomSource = { next: () => (CONFIG.Dice as unknown as { randomUniform: () => number }).randomUniform() };
