/**
 * A card button, from the click to the write. The pressing client asks what must be asked, throws
 * the dice the step needs and routes the press; the deciding client (this one, the active GM's, or
 * the presser's own for a relayed press) checks everything again from the server's word and the
 * documents, and only then writes. Both halves run here, over the port, for Foundry and the tests.
 */
import { RuleError } from "../errors";
import { drifted } from "../ledger";
import { decideCard, diceFor, type CardSnapshot } from "./decide";
import { nextCard, sideDocs, writeOutcome } from "./execute";
import { cardFacts, type UserFacts } from "./facts";
import type { CardRules, PlayPort, PortMessage, PortUser, StoredCard } from "./port";
import { serialize } from "./queue";
import { relayAuthority, routePress } from "./relay";
import { parseCardRequest, type CardRequest } from "./request";
import { cardOf, checkStanding, sidesOrRefuse } from "./standing";
import { STATUS_PATH, type LedgerEntry, type Outcome, type Side } from "./types";

const noCard = () => new RuleError("MANIFOLD.Query.NoCard", {});

function userFacts<A>(port: PlayPort<A>, user: PortUser, sides: Record<Side, A>): UserFacts {
  return { id: user.id, isGM: user.isGM, owns: { attacker: port.owns(user.id, sides.attacker), defender: port.owns(user.id, sides.defender) } };
}

/** The card as `user` may press it: the server's facts about them and the author, and the ruleset's view of the sides. */
export function cardSnapshot<A, C extends StoredCard, S extends CardSnapshot<C>>(port: PlayPort<A>, rules: CardRules<A, C, S>, m: PortMessage, card: C, sides: Record<Side, A>, user: PortUser): S {
  const author = m.authorId ? port.user(m.authorId) : null;
  const facts = cardFacts(userFacts(port, user, sides), author ? userFacts(port, author, sides) : null, card);
  return rules.snapshot({ card, ...facts, docs: sideDocs(port, sides) }, sides);
}

/** A card message with its rules, card and sides, or a refusal. */
export function openCard<A>(port: PlayPort<A>, id: string) {
  const m = port.message(id);
  const rules = m ? port.cards(m.type) : undefined;
  const card = cardOf(m);
  if (!m || !rules || !card) throw noCard();
  return { m, rules, card, sides: sidesOrRefuse(port, card) };
}

/**
 * The ledger entries whose document changed after the Apply: an Undo would overwrite them. An
 * entry naming no side's document is left to the guard, which refuses it.
 */
export function driftedEntries<A>(port: PlayPort<A>, entries: readonly LedgerEntry[], sides: Record<Side, A>): LedgerEntry[] {
  const readable = entries.filter((e) => Object.hasOwn(sides, e.side) && typeof e.path === "string" && (e.path.startsWith(STATUS_PATH) || port.has(sides[e.side], e.doc)));
  return drifted(readable, (e) => {
    const actor = sides[e.side];
    return e.path.startsWith(STATUS_PATH) ? port.hasStatus(actor, e.path.slice(STATUS_PATH.length)) : port.stored(actor, e.doc, e.path);
  });
}

/**
 * An Undo over a later change puts back values someone else may have set since. Only a GM or the
 * owner of every changed document may do that, and only having said yes to it.
 */
export function checkUndoOver<A>(port: PlayPort<A>, sender: PortUser, over: LedgerEntry[], sides: Record<Side, A>, args: Readonly<Record<string, string>>): void {
  if (over.length === 0) return;
  if (!sender.isGM && over.some((e) => !port.owns(sender.id, sides[e.side]))) throw new RuleError("MANIFOLD.Card.UndoDriftOwner", {});
  if (args.over !== "yes") throw new RuleError("MANIFOLD.Card.UndoDriftAsk", {});
}

/**
 * Decides and writes one press for `senderId`, the server's word for who pressed. "relay": the
 * press of a player with no GM to ask, written only on the presser's own documents and posted as
 * the card that follows this one.
 */
export async function decidePress<A>(port: PlayPort<A>, raw: unknown, senderId: string, how: "here" | "relay"): Promise<void> {
  const request: CardRequest = parseCardRequest(raw);
  await serialize(`card.${request.messageId}`, async () => {
    const { m, rules, card, sides } = openCard(port, request.messageId);
    const sender = port.user(senderId);
    if (!sender) throw noCard();
    checkStanding(port, m);
    const decide = async () => {
      const base = cardSnapshot(port, rules, m, card, sides, sender);
      const snap = how === "relay" ? { ...base, authority: relayAuthority(base.sender) } : base;
      let outcome: Outcome<StoredCard>;
      try {
        outcome = decideCard(rules.book, rules.allow, snap, request);
      } catch (err) {
        // A card whose stored shape is broken fails inside the rules: refuse it, do not crash.
        if (err instanceof RuleError) throw err;
        throw noCard();
      }
      // The guard has checked the ledger's entries; now whether undoing them overwrites a later change.
      if (request.action === rules.undoAction) checkUndoOver(port, sender, driftedEntries(port, card.ledger.entries, sides), sides, request.args);
      const entries = await writeOutcome(port, sides, outcome);
      const next = nextCard(snap.card, outcome, entries);
      if (how === "relay") await port.postFollower(m, { ...next, follows: m.id });
      else if (outcome.card || outcome.ledger !== "none") await port.updateCard(m.id, next);
      // After the card records it: a press refused above, or a second press, does nothing here.
      for (const effect of outcome.effects ?? []) await port.effect(m.type, effect, m.privacy);
    };
    const lock = rules.poolsLock?.(request.action, sides) ?? null;
    await (lock ? serialize(lock, decide) : decide());
  });
}

/**
 * A click on a card button on this client: asks before applying twice or undoing over a later
 * change, throws the dice the step needs, then decides here (a GM, or the card's author), asks
 * the active GM (a GM's card, or a button that spends combat pools), or relays.
 */
export async function pressCard<A>(port: PlayPort<A>, messageId: string, action: string, args: Readonly<Record<string, string>>): Promise<void> {
  const { m, rules, card, sides } = openCard(port, messageId);
  const me = port.user(port.me);
  if (!me) throw new RuleError("MANIFOLD.Query.Unknown", {});
  checkStanding(port, m);
  const sent: Record<string, string> = { ...args };
  if (action === rules.applyAction && card.ledger.applied) {
    if (!(await port.confirm("MANIFOLD.Card.ApplyAgainTitle", "MANIFOLD.Card.ApplyAgain"))) return;
    sent.again = "yes";
  }
  if (action === rules.undoAction && driftedEntries(port, card.ledger.entries, sides).length) {
    if (!(await port.confirm("MANIFOLD.Card.UndoDriftTitle", "MANIFOLD.Card.UndoDrift"))) return;
    sent.over = "yes";
  }
  const needs = diceFor(rules.book, cardSnapshot(port, rules, m, card, sides, me), action, sent);
  const faces = await port.throwDice(needs, m.privacy);
  const request: CardRequest = { messageId, action, args: sent, faces };
  const author = m.authorId ? port.user(m.authorId) : null;
  const route = routePress({
    isGM: me.isGM,
    isAuthor: m.authorId === me.id,
    authorIsGM: !!author?.isGM,
    gmOnline: port.activeGM() !== null,
    spendsPools: !!rules.poolsLock?.(action, sides),
  });
  if (route === "gm") await port.askGM("card", request);
  else await decidePress(port, request, me.id, route);
}
