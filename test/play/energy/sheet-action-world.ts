/**
 * A sheet action played the whole way takeAction plays it (src/rulesets/energy/actions.ts): the
 * action step, the payment through the pay step with the conditions it gives put on through the
 * condition step, the Chance roll when asked, the step's writes, and each condition the action
 * ends taken off through the condition step (removeCondition).
 */
import { checkOutcome, type SideDocs } from "../../../src/core/play/guard";
import { actionDone, actionStep, ENERGY_ACTION_ALLOW, type ActionId } from "../../../src/rulesets/energy/play/action";
import type { PlainActor } from "../table";
import { actionSnapshotOf, type Press } from "./action-world";
import { payWith, type Conditions } from "./condition-world";

const read = (obj: unknown, path: string): unknown => path.split(".").reduce<unknown>((o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined), obj);
function set(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split(".");
  let o = target;
  for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
  o[keys.at(-1)!] = value;
}

export function sheetAction(conds: Conditions, a: PlainActor, id: string, press: Press = {}) {
  const snap = actionSnapshotOf(a, press.item);
  const plan = actionStep(snap, id, { staminaForEnergy: press.staminaForEnergy ?? false, metres: press.metres, turns: press.turns, movedFirst: press.movedFirst, sprinted: press.sprinted });
  if (plan.chance && press.d20 === undefined) throw new Error("this action throws a Chance roll: give its d20");
  const paid = plan.pay ? payWith(conds, a, plan.pay.order, plan.pay.extra) : null;
  const done = actionDone(snap, id as ActionId, plan.chance ? press.d20! : null);
  const docs: SideDocs = {
    has: (_s, doc) => doc === "actor" || (doc.startsWith("item.") && a.items.some((i) => `item.${i.id}` === doc)),
    read: (_s, doc, path) => read(doc === "actor" ? a : a.items.find((i) => `item.${i.id}` === doc), path),
  };
  checkOutcome(done.outcome, ENERGY_ACTION_ALLOW, docs, { kind: "gm" });
  for (const w of done.outcome.writes) {
    const target = w.doc === "actor" ? a : a.items.find((i) => `item.${i.id}` === w.doc);
    for (const [path, value] of Object.entries(w.changes)) set(target as unknown as Record<string, unknown>, path, value);
  }
  for (const s of done.outcome.statuses) if (!s.active) conds.remove(a, s.id);
  return { plan, done, paid };
}
