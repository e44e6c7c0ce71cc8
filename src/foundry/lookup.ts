import { combatantIndex } from "../core/combatant-match";
/**
 * Typed look-ups of world documents. fvtt-types 13.345 types some collection getters with
 * unresolved generics, so the casts live here and nowhere else.
 */
export function messageById(id: string): ChatMessage.Implementation | undefined {
  return (game.messages as unknown as { get(id: string): ChatMessage.Implementation | undefined } | undefined)?.get(id);
}

/** Every chat message this client holds, oldest first. */
export function allMessages(): ChatMessage.Implementation[] {
  return (game.messages as unknown as { contents: ChatMessage.Implementation[] } | undefined)?.contents ?? [];
}

export function userById(id: string): User.Implementation | undefined {
  return (game.users as unknown as { get(id: string): User.Implementation | undefined } | undefined)?.get(id);
}

export function activeCombat(): Combat.Implementation | undefined {
  return (game.combat ?? undefined) as unknown as Combat.Implementation | undefined;
}

/** The actor's own combatant in the active combat: by token for an unlinked copy (core/combatant-match). */
export function combatantOf(actor: Actor.Implementation): Combatant.Implementation | undefined {
  const combatants = activeCombat()?.combatants.contents ?? [];
  const token = actor.isToken ? actor.token : null;
  const index = combatantIndex(
    { actorId: actor.id ?? null, token: token ? { id: token.id ?? "", sceneId: token.parent?.id ?? "" } : null },
    combatants.map((c) => ({ actorId: c.actorId ?? null, tokenId: c.tokenId ?? null, sceneId: c.sceneId ?? null, linked: c.token?.actorLink ?? true })),
  );
  return combatants[index];
}
