/**
 * Typed look-ups of world documents. fvtt-types 13.345 types some collection getters with
 * unresolved generics, so the casts live here and nowhere else.
 */
export function messageById(id: string): ChatMessage.Implementation | undefined {
  return (game.messages as unknown as { get(id: string): ChatMessage.Implementation | undefined } | undefined)?.get(id);
}

export function userById(id: string): User.Implementation | undefined {
  return (game.users as unknown as { get(id: string): User.Implementation | undefined } | undefined)?.get(id);
}

export function activeCombat(): Combat.Implementation | undefined {
  return (game.combat ?? undefined) as unknown as Combat.Implementation | undefined;
}

export function combatantOf(actor: Actor.Implementation): Combatant.Implementation | undefined {
  return activeCombat()?.combatants.contents.find((c) => c.actorId === actor.id);
}

export async function fromUuid<T>(uuid: string): Promise<T | null> {
  return (await foundry.utils.fromUuid(uuid as never)) as T | null;
}

/** Sends the Manifold query to a user (the active GM). */
export async function queryUser(user: User.Implementation, name: string, data: unknown, timeout: number): Promise<unknown> {
  const query = (user as unknown as { query(n: string, d: unknown, o: { timeout: number }): Promise<unknown> }).query;
  return query.call(user, name, data, { timeout });
}
