/**
 * Opening an attack, from the sheet's request to the posted cards. The attacker's client routes
 * it; the deciding client (this one, or the active GM's) reads it again from the server's word
 * and the documents, lets the ruleset plan it, and posts. The same code runs for Foundry and the
 * scenario table.
 */
import { RuleError } from "../errors";
import { alone, sideDocs, writeOutcome } from "./execute";
import { checkOutcome } from "./guard";
import { checkOpen, parseOpenRequest, type OpenRequest } from "./open";
import type { Opening, OpenPort } from "./port";
import { pay as payFlow } from "./pay";
import { serialize } from "./queue";
import { routeOpen } from "./relay";
import type { Outcome } from "./types";

/** Reads and checks an attack request for `senderId`, the server's word for who asked. */
export function resolveOpening<A, T>(port: OpenPort<A, T>, raw: unknown, senderId: string): Opening<A, T> {
  const request = parseOpenRequest(raw);
  const sender = port.user(senderId);
  if (!sender) throw new RuleError("MANIFOLD.Query.Unknown", {});
  const attacker = port.actor(request.attacker);
  const targets = request.targets.map((uuid) => port.token(uuid));
  checkOpen({
    senderIsGM: sender.isGM,
    attackerIsActor: !!attacker,
    senderOwnsAttacker: !!attacker && port.owns(sender.id, attacker),
    itemMissing: !!request.item && !(attacker && port.hasItem(attacker, request.item)),
    targets: targets.map((t) => ({
      isToken: !!t && !!port.tokenActor(t),
      hidden: !!t && port.tokenHidden(t),
      withAttacker: !!t && !!attacker && port.onScene(attacker, port.tokenScene(t)),
      targeted: t ? port.targets(sender.id, t) : false,
    })),
  });
  // The GM deciding may be viewing another scene: the attacker's token is read from the targets' scene.
  const scene = targets[0] ? port.tokenScene(targets[0]) : null;
  return { sender, attacker: attacker!, attackerToken: port.tokenOf(attacker!, scene), item: request.item || null, targets: targets as T[], request };
}

/**
 * Opens the cards on this client for `senderId`, one attack at a time per attacker: the ruleset's
 * plan, its writes checked on the attacker's own documents, each card paid for (when it costs)
 * and posted; the writes once a card is posted. A refused first payment is the attacker's refusal.
 */
export async function decideOpen<A, T>(port: OpenPort<A, T>, raw: unknown, senderId: string): Promise<boolean> {
  const opening = resolveOpening(port, raw, senderId);
  const rules = port.opens(opening.attacker);
  if (!rules) throw new RuleError("MANIFOLD.Query.UnknownAction", { action: "open" });
  return serialize(`open.${port.uuid(opening.attacker)}`, async () => {
    const plan = rules.plan(opening);
    const sides = alone(opening.attacker);
    const outcome: Outcome<null> = { card: null, writes: plan.writes, statuses: [], ledger: "none" };
    // Only the attacker's own documents, on the open step's allow-list, as every outcome is checked.
    checkOutcome(outcome, plan.allow, sideDocs(port, sides), { kind: "gm" });
    let made = 0;
    for (const { card, pay } of plan.cards) {
      if (pay !== undefined) {
        if (!rules.pays) throw new RuleError("MANIFOLD.Query.UnknownAction", { action: "pay" });
        try {
          await payFlow(port, rules.pays, opening.attacker, rules.pays.parse(pay));
        } catch (err) {
          // The first refusal goes back to the attacker; after a card is posted, the rest stay unopened.
          if (made === 0) throw err;
          break;
        }
      }
      await port.postCard(plan.type, { ...card, openedBy: opening.sender.id }, plan.rollMode, opening);
      made++;
    }
    if (made === 0) return false;
    await writeOutcome(port, sides, outcome);
    return true;
  });
}

/**
 * Opens here when this user may write every card it makes (a GM, or a player whose targets are
 * all their own) or when no GM is online; otherwise the active GM opens them, and the cards are
 * the GM's to write. False when no card was opened.
 */
export async function requestOpen<A, T>(port: OpenPort<A, T>, request: OpenRequest): Promise<boolean> {
  const me = port.user(port.me);
  if (!me) throw new RuleError("MANIFOLD.Query.Unknown", {});
  const ownsAllTargets = request.targets.every((uuid) => {
    const token = port.token(uuid);
    const actor = token ? port.tokenActor(token) : null;
    return !!actor && port.owns(me.id, actor);
  });
  const attacker = port.actor(request.attacker);
  const spendsPools = !!attacker && !!port.opens(attacker)?.writesGuarded && port.has(attacker, "combatant");
  // With no GM online the player writes the cards: they can then change only the player's own documents.
  if (routeOpen({ isGM: me.isGM, ownsAllTargets, gmOnline: port.activeGM() !== null, spendsPools }) === "gm") return (await port.askGM("open", request)) !== false;
  return decideOpen(port, request, me.id);
}
