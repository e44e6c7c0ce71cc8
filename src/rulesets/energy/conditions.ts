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
