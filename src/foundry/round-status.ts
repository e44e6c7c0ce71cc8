import type { StatusChange } from "../core/play/types";
import { createEmbedded, writeSource } from "./docs";
import { activeCombat } from "./lookup";

/**
 * Puts a condition on or takes it off. One that lasts some rounds (Die Rank's turn of stun, Wound
 * Track's helpless Nonlethal knock-out) is made with its duration in the active combat; the
 * combat's round start ends it (documents/combat.ts).
 */
export async function setRoundStatus(actor: Actor.Implementation, change: StatusChange): Promise<void> {
  const combat = activeCombat();
  if (!change.active || !change.rounds || !combat || actor.statuses.has(change.id)) {
    await actor.toggleStatusEffect(change.id, { active: change.active });
    return;
  }
  const effect = await ActiveEffect.implementation.fromStatusEffect(change.id);
  // The turn it began in orders it among those begun in the same round: the older end first.
  writeSource(effect, { duration: { rounds: change.rounds, startRound: combat.round, startTurn: combat.turn ?? 0, combat: combat.id } });
  await createEmbedded(actor, "ActiveEffect", [effect.toObject()]);
}
