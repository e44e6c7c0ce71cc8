import { combatantOf } from "../../foundry/lookup";
import { payFor, type PayRules } from "../../core/play/pay";
import { foundryPort } from "../../foundry/play/port";
import { poolsLockOf } from "../../foundry/play/pools";
import { registerHandler } from "../../foundry/play/transport";
import { combatantSystem, conditionsOf, derivedOf, plainActor } from "./adapter";
import type { SpendResult } from "./rules/economy";
import type { EnergyDerived } from "./rules/derived";
import { parsePayRequest, payDecision, paySnapshot, type PayRequest } from "./play/pay";

/** Energy payments as the shared pay flow runs them: from the pools as they stand, under the combat's lock. Out of combat nothing is spent. */
export const ENERGY_PAY: PayRules<Actor.Implementation, PayRequest, SpendResult | null> = {
  op: "pay",
  fits: (actor) => (actor.type as string).startsWith("energy"),
  parse: parsePayRequest,
  lock: poolsLockOf,
  decide(actor, request) {
    const combatant = combatantOf(actor);
    const snap = combatant ? paySnapshot({ system: plainActor(actor).system, derived: derivedOf<EnergyDerived>(actor), statuses: conditionsOf(actor), combatant: combatantSystem(combatant) }) : null;
    return payDecision(snap, request);
  },
};

/** The active GM pays for a player who owns the actor; the payload is read again, nothing believed. */
export function registerPayHandler(): void {
  registerHandler(ENERGY_PAY.op, (payload, senderId) => payFor(foundryPort, ENERGY_PAY, payload, senderId));
}
