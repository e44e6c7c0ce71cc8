import { combatantOf } from "../../foundry/lookup";
import { checkOutcome } from "../../core/play/guard";
import { RuleError } from "../../core/errors";
import { writeOutcome } from "../../foundry/play/cards";
import { actorAt, sideDocs, type Sides } from "../../foundry/play/sides";
import { askGM, registerHandler, serialize } from "../../foundry/play/transport";
import { notifyError } from "../../foundry/play/press";
import { userById } from "../../foundry/lookup";
import { combatantSystem, conditionsOf, derivedOf, plainActor } from "./adapter";
import type { SpendResult } from "./rules/economy";
import type { EnergyDerived } from "./rules/derived";
import { parsePayExtra, parsePayOrder, paySnapshot, payStep, type PayExtra, type PayOrder } from "./play/pay";
import { ENERGY_PAY_ALLOW } from "./play/allow";
import { ENERGY_CARDS } from "./chat";

/**
 * Pays on this client, one payment at a time per combat and never beside the round's reset (the
 * combat takes the same key), from the pools as they stand now. Out of combat nothing is spent.
 */
async function payHere(actor: Actor.Implementation, order: PayOrder, extra: PayExtra): Promise<SpendResult | null> {
  const combatant = combatantOf(actor);
  if (!combatant) return null;
  return serialize(`pools.${combatant.parent?.id ?? ""}`, async () => {
    const snap = paySnapshot({ system: plainActor(actor).system, derived: derivedOf<EnergyDerived>(actor), statuses: conditionsOf(actor), combatant: combatantSystem(combatant) });
    const { result, outcome } = payStep(snap, order, extra);
    const sides: Sides = { attacker: actor, defender: actor };
    checkOutcome(outcome, ENERGY_PAY_ALLOW, sideDocs(sides), { kind: "gm" });
    await writeOutcome(ENERGY_CARDS.setStatus, sides, outcome);
    return result;
  });
}

/**
 * Pays for an action out of the combat pools. With a GM online the active GM's client pays, where
 * the round's reset runs, so a payment never writes over a fresh round's pools. Refusals are
 * shown and return false; null means out of combat.
 */
export async function pay(actor: Actor.Implementation, order: PayOrder, extra: PayExtra = {}): Promise<SpendResult | null | false> {
  try {
    if (!combatantOf(actor)) return null;
    if (game.user?.isGM || !game.users?.activeGM) return await payHere(actor, order, extra);
    return (await askGM("pay", { actor: actor.uuid, order, extra })) as SpendResult | null;
  } catch (err) {
    notifyError(err);
    return false;
  }
}

/** The active GM pays for a player who owns the actor; the payload is read again, nothing believed. */
export function registerPayHandler(): void {
  registerHandler("pay", async (payload, senderId) => {
    const p = (typeof payload === "object" && payload !== null ? payload : {}) as Record<string, unknown>;
    const actor = actorAt(p.actor);
    const sender = userById(senderId);
    if (!actor || !sender) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
    if (!actor.testUserPermission(sender, "OWNER")) throw new RuleError("MANIFOLD.Query.NotYours", {});
    return payHere(actor, parsePayOrder(p.order), parsePayExtra(p.extra));
  });
}
