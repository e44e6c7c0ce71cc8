import { pay, payFor, type PayRules } from "../../core/play/pay";
import { foundryPort } from "../../foundry/play/port";
import { poolsLockOf } from "../../foundry/play/pools";
import { notifyError } from "../../foundry/play/press";
import { registerHandler } from "../../foundry/play/transport";
import { rideWorldOf, sideOf } from "./adapter";
import { actDecision, parseActOrder, type ActOrder } from "./play/act";
import type { TakeReport } from "./play/actions";
import { checkDie } from "./settings";

/** The sheet's actions as the shared pay flow runs them: on the active GM's client, under the combat's lock. */
export const WOUNDTRACK_ACT: PayRules<Actor.Implementation, ActOrder, TakeReport | null> = {
  op: "woundtrackAct",
  fits: (actor) => (actor.type as string).startsWith("woundtrack"),
  parse: parseActOrder,
  lock: poolsLockOf,
  decide: (actor, order) => actDecision(sideOf(actor), order, { standard: checkDie("standard"), wild: checkDie("wild") }, (mount) => rideWorldOf(actor, mount)),
};

/** A sheet's order, decided by the active GM (here with none online): what it reports, or false after showing a refusal. */
export async function act(actor: Actor.Implementation, order: ActOrder): Promise<{ report: TakeReport | null } | false> {
  try {
    return { report: await pay(foundryPort, WOUNDTRACK_ACT, actor, order) };
  } catch (err) {
    notifyError(err);
    return false;
  }
}

/** The active GM decides a player's order for a creature the player owns; the payload is read again, nothing believed. */
export function registerActHandler(): void {
  registerHandler(WOUNDTRACK_ACT.op, (payload, senderId) => payFor(foundryPort, WOUNDTRACK_ACT, payload, senderId));
}
