import type { CardCondition } from "./rules/card";
import { activeCombat } from "../../foundry/lookup";
import { isImplied } from "../../foundry/statuses";

/**
 * Adds a condition unless it already stands, limiting it to `rounds` from the current round
 * ("until the end of the round" = 1, "until the end of the next round" = 2).
 */
export async function addCondition(actor: Actor.Implementation, condition: CardCondition, had: ReadonlySet<string>): Promise<void> {
  if (had.has(condition.id) || actor.statuses.has(condition.id)) return;
  const effect = (await actor.toggleStatusEffect(condition.id, { active: true })) as unknown as ActiveEffect.Implementation | boolean | undefined;
  const combat = activeCombat();
  if (condition.rounds && effect && typeof effect === "object" && combat) {
    await effect.update({ duration: { rounds: condition.rounds, startRound: combat.round, startTurn: 0, combat: combat.id } } as never);
  }
}

/** Rounds each condition applied in its own right with a round limit has left, this round counting as 1. */
export function roundsLeft(actor: Actor.Implementation): Record<string, number> {
  const combat = activeCombat();
  const left: Record<string, number> = {};
  if (!combat) return left;
  for (const effect of actor.effects.contents) {
    const { rounds, startRound } = effect.duration;
    if (isImplied(effect) || !rounds) continue;
    for (const id of effect.statuses) left[id] = Math.max(left[id] ?? 0, (startRound ?? 0) + rounds - combat.round);
  }
  return left;
}

/**
 * Gives a condition that stands with a round limit a longer one, or none: the effect applied in
 * its own right keeps standing, from this round for `rounds`.
 */
export async function lengthenCondition(actor: Actor.Implementation, condition: CardCondition): Promise<void> {
  const combat = activeCombat();
  const effect = actor.effects.contents.find((e) => e.statuses.has(condition.id) && !isImplied(e));
  if (!effect) return;
  const duration = condition.rounds && combat ? { rounds: condition.rounds, startRound: combat.round, startTurn: 0, combat: combat.id } : { rounds: null, startRound: null };
  await effect.update({ duration } as never);
}

/**
 * Removes a condition applied in its own right; a daughter a parent brought goes with its parent
 * (src/foundry/statuses.ts), and one a parent holds is refused there.
 */
export async function removeCondition(actor: Actor.Implementation, id: string): Promise<boolean> {
  const ids = actor.effects.contents.filter((e) => e.statuses.has(id) && !isImplied(e)).map((e) => e.id!);
  if (ids.length === 0) return false;
  await actor.deleteEmbeddedDocuments("ActiveEffect", ids);
  return true;
}
