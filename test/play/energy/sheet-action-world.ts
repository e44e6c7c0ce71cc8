/**
 * A sheet action played the whole way takeAction plays it (src/rulesets/energy/actions.ts): the
 * action step, the payment through the pay step with the conditions it gives put on through the
 * condition step, the Chance roll when asked, the step's writes, and each condition the action
 * ends taken off through the condition step (removeCondition).
 */
import type { PlainActor } from "../table";
import { pressAction, type Press } from "./action-world";
import { payWith, type Conditions } from "./condition-world";

/** The sheet action through actionStep and actionDone, paying and taking conditions off through the condition step. */
export function sheetAction(conds: Conditions, a: PlainActor, id: string, press: Press = {}) {
  return pressAction(a, id, press, { pay: (who, order, extra) => payWith(conds, who, order, extra), remove: (who, condition) => conds.remove(who, condition) });
}
