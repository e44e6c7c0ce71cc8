import type { CardCondition } from "./rules/card";
import { RuleError } from "../../core/errors";
import { activeCombat } from "../../foundry/lookup";
import { notify } from "../../foundry/notify";
import { isImplied } from "../../foundry/statuses";
import { conditionStep, type ConditionOrder, type ConditionOutcome, type ConditionSnapshot } from "./play/condition";
import { createEmbedded, write, writeSource } from "../../foundry/docs";

/** The actor's status effects and the active combat's round, as the condition step reads them. */
function conditionSnapshot(actor: Actor.Implementation): ConditionSnapshot {
  const combat = activeCombat();
  return {
    effects: actor.effects.contents.flatMap((e) => [...e.statuses].map((status) => ({ id: e.id!, status, implied: isImplied(e) }))),
    round: combat ? combat.round : null,
  };
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

/** The conditions standing only because a parent brought them: no effect gives them in their own right. */
export function impliedOnly(actor: Actor.Implementation): string[] {
  const own = new Set(actor.effects.contents.filter((e) => !isImplied(e)).flatMap((e) => [...e.statuses]));
  return [...actor.statuses].filter((id) => !own.has(id));
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
  await write(effect, { duration });
}

/**
 * Runs the condition step and writes its outcome: the new effects in one write, then the removed
 * ones. The daughters a removed parent leaves go in src/foundry/statuses.ts once the parent is
 * gone, since a daughter cannot be deleted while its parent stands. False when nothing changed.
 */
async function changeConditions(actor: Actor.Implementation, order: ConditionOrder): Promise<boolean> {
  let outcome: ConditionOutcome;
  try {
    outcome = conditionStep(conditionSnapshot(actor), order);
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    const parents = String(err.data.parents ?? "").split(",").filter(Boolean);
    notify("warn", err.key, { ...err.data, parents: parents.map((p) => game.i18n!.localize(`MANIFOLD.energy.Condition.${p}`)).join(", ") });
    return false;
  }
  const combat = activeCombat();
  if (outcome.create.length) {
    const data = await Promise.all(
      outcome.create.map(async (c) => {
        const effect = await ActiveEffect.implementation.fromStatusEffect(c.status);
        const duration = c.duration ? { rounds: c.duration.rounds, startRound: c.duration.startRound, startTurn: 0, combat: combat?.id ?? null } : { rounds: null };
        writeSource(effect, { duration, ...(c.implied ? { "flags.manifold.implied": true } : {}) });
        return effect.toObject();
      }),
    );
    await createEmbedded(actor, "ActiveEffect", data);
  }
  if (outcome.remove.length) await actor.deleteEmbeddedDocuments("ActiveEffect", outcome.remove);
  return outcome.create.length + outcome.remove.length > 0;
}

/**
 * Adds a condition with the daughters it brings, limited to `rounds` from the current round
 * ("until the end of the round" = 1, "until the end of the next round" = 2). `_had` is what the
 * caller saw; the step reads the actor's effects as they are now.
 */
export async function addCondition(actor: Actor.Implementation, condition: CardCondition, _had: ReadonlySet<string>): Promise<void> {
  await changeConditions(actor, { kind: "add", id: condition.id, ...(condition.rounds ? { rounds: condition.rounds } : {}) });
}

/** Removes a condition applied in its own right; one a parent holds is refused with a notice. */
export async function removeCondition(actor: Actor.Implementation, id: string): Promise<boolean> {
  return changeConditions(actor, { kind: "remove", id });
}
