/** What identifies a combatant's token and actor, as plain data. */
export interface CombatantRef {
  actorId: string | null;
  tokenId: string | null;
  sceneId: string | null;
  /** the token shares its actor with every other token of it (a linked token) */
  linked: boolean;
}

/** The actor a sheet, card or hook speaks for: a token's own copy, or a world actor. */
export interface ActorRef {
  actorId: string | null;
  /** set for a token's own copy of an unlinked actor */
  token: { id: string; sceneId: string } | null;
}

/**
 * The combatant of an actor. An unlinked token's copy is its own combatant, found by its token:
 * two copies of one NPC share an actor id, not AP, defences, Brace or Feint. A world actor is the
 * combatant of one of its linked tokens.
 */
export function combatantIndex(actor: ActorRef, combatants: readonly CombatantRef[]): number {
  const token = actor.token;
  if (token) return combatants.findIndex((c) => c.tokenId === token.id && c.sceneId === token.sceneId);
  return combatants.findIndex((c) => c.actorId === actor.actorId && c.linked);
}
