/**
 * A sheet action from the click to the last write, over the play port: the action step says what
 * it costs, the shared pay flow pays it in combat (its refusal stops everything), a Shaken hand
 * throws its Chance roll, and the step's outcome is written on the actor alone: its items, and the
 * conditions the action ends. The same code runs for Foundry and the scenario table.
 */
import { writeAlone } from "../../../core/play/execute";
import { pay, type PayRules } from "../../../core/play/pay";
import type { PlayPort } from "../../../core/play/port";
import type { SpendResult } from "../rules/economy";
import { actionDone, actionStep, ENERGY_ACTION_ALLOW, type ActionId, type ActionSnapshot } from "./action";
import type { MoveChoice } from "./move";
import type { PayRequest } from "./pay";

export async function actFlow<A>(port: PlayPort<A>, pays: PayRules<A, PayRequest, SpendResult | null>, actor: A, snap: ActionSnapshot, id: string, choice: MoveChoice, chance: () => Promise<number>) {
  const plan = actionStep(snap, id, choice);
  const paid = plan.pay ? await pay(port, pays, actor, plan.pay) : null;
  const done = actionDone(snap, id as ActionId, plan.chance ? await chance() : null);
  await writeAlone(port, actor, done.outcome, ENERGY_ACTION_ALLOW);
  return { plan, done, paid };
}
