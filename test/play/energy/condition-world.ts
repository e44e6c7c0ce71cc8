/**
 * Conditions on the energy table as the glue keeps them: one status effect per condition, with
 * its parent flag and round limit (src/rulesets/energy/conditions.ts), the daughters a removed
 * parent leaves deleted after it (src/foundry/statuses.ts), and round-limited effects ended at the
 * start of a round (src/foundry/documents/combat.ts). The actor's `statuses` follow its effects.
 */
import { expiredAt } from "../../../src/core/duration";
import { canRemove, orphanedDaughters } from "../../../src/core/status";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import { conditionStep, type ConditionEffect, type ConditionOrder, type NewCondition } from "../../../src/rulesets/energy/play/condition";
import { actionOrder, type PayExtra, type PayOrder } from "../../../src/rulesets/energy/play/pay";
import { ACTIONS, type ActionCost, type ActionId } from "../../../src/rulesets/energy/rules/economy";
import { tableOf, type PlainActor } from "../table";
import { payFor } from "./world";

export interface Effect extends ConditionEffect {
  duration: NewCondition["duration"];
}

export class Conditions {
  private effects = new Map<string, Effect[]>();
  private next = 0;
  /** the active combat's round; null outside combat */
  round: number | null = null;

  of(a: PlainActor): Effect[] {
    return this.effects.get(a.uuid) ?? [];
  }

  private set(a: PlainActor, list: Effect[]): void {
    this.effects.set(a.uuid, list);
    a.statuses = [...new Set(list.map((e) => e.status))];
  }

  /** A condition put on or taken off through the step, written as the glue writes it. */
  change(a: PlainActor, order: ConditionOrder) {
    const list = this.of(a);
    const out = conditionStep({ effects: list.map(({ id, status, implied }) => ({ id, status, implied })), round: this.round }, order);
    const created = out.create.map((c) => ({ id: `effect${++this.next}`, status: c.status, implied: c.implied, duration: c.duration }));
    const gone = new Set([...out.remove, ...out.orphans]);
    this.set(a, [...list.filter((e) => !gone.has(e.id)), ...created]);
    return out;
  }

  add(a: PlainActor, id: string, rounds?: number) {
    return this.change(a, { kind: "add", id, ...(rounds ? { rounds } : {}) });
  }

  remove(a: PlainActor, id: string) {
    return this.change(a, { kind: "remove", id });
  }

  /** A new round starts: round-limited conditions run out, and the daughters they brought go with them. */
  startRound(round: number, ...actors: PlainActor[]): void {
    this.round = round;
    for (const a of actors) {
      const list = this.of(a);
      // A daughter a parent still holds is not deleted (preDeleteActiveEffect refuses it).
      const ends = (e: Effect) => !e.implied && !!e.duration && expiredAt(e.duration, round) && canRemove(ENERGY_STATUSES, list.filter((x) => x !== e).map((x) => x.status), e.status);
      const rest = list.filter((e) => !ends(e));
      const independent = rest.filter((e) => !e.implied).map((e) => e.status);
      const orphans = new Set(orphanedDaughters(ENERGY_STATUSES, independent, rest.filter((e) => e.implied)));
      this.set(a, rest.filter((e) => !orphans.has(e.id)));
    }
  }
}

/**
 * Conditions through the condition step on this table, as the energy glue's setStatus puts them on
 * (ENERGY_CARDS.setStatus -> addCondition, lengthenCondition, removeCondition).
 */
export function withConditions(conds: Conditions, a: PlainActor): void {
  tableOf(a).onStatus = (who, change) => {
    if (!change.active) conds.remove(who, change.id);
    else if (!change.lengthen) conds.add(who, change.id, change.rounds);
  };
}

/** A payment as the shared pay flow makes it, with the conditions it gives put on through the condition step. */
export function payWith(conds: Conditions, a: PlainActor, order: PayOrder, extra: PayExtra = {}) {
  withConditions(conds, a);
  return payFor(a, order, extra);
}

/** A sheet action paid as takeAction pays it (src/rulesets/energy/actions.ts). */
export function actWith(conds: Conditions, a: PlainActor, id: ActionId, staminaForEnergy = false) {
  const { order, extra } = actionOrder(ACTIONS[id] as ActionCost, staminaForEnergy, id === "defend");
  return payWith(conds, a, order, extra);
}
