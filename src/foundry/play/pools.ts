import { combatantOf } from "../lookup";

/**
 * The lock of a combat's pools: payments, buttons that spend pools and the round's reset all take
 * it, so none reads last round's pools or writes over a fresh round's.
 */
export const poolsKey = (combatId: string | null | undefined): string => `pools.${combatId ?? ""}`;

/** The lock of the pools of the combat the actor fights in; null out of combat. */
export function poolsLockOf(actor: Actor.Implementation): string | null {
  const combat = combatantOf(actor)?.parent;
  return combat ? poolsKey(combat.id) : null;
}
