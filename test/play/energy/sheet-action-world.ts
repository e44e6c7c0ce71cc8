/**
 * A sheet action played the whole way takeAction plays it (src/rulesets/energy/actions.ts): the
 * action step, the payment through the pay step with the conditions it gives put on through the
 * condition step, the Chance roll when asked, the step's writes, and each condition the action
 * ends taken off through the condition step (removeCondition).
 */
import type { PlainActor } from "../table";
import { pressAction, type Press } from "./action-world";
import { withConditions, type Conditions } from "./condition-world";

/** The sheet action through the shared flow, its conditions put on and taken off through the condition step. */
export function sheetAction(conds: Conditions, a: PlainActor, id: string, press: Press = {}) {
  withConditions(conds, a);
  return pressAction(a, id, press);
}
