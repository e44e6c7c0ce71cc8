/**
 * Which cards count. Anyone can post a chat message, so a card is believed only when the rules
 * accept who wrote it: a GM; the attacker's owner, who opens attacks at their own tokens or with no
 * GM online; or, for a card that continues another after a relayed press, an owner of one of its
 * two sides, continuing a card that itself counts. Only such a card gets buttons or a press.
 */
import { RuleError } from "../errors";
import type { PlayPort, PortMessage, StoredCard } from "./port";
import type { Side } from "./types";

export type Standing = "genuine" | "continued" | "forged";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const hasUuid = (v: unknown): boolean => isRecord(v) && typeof v.uuid === "string";

function isCard(c: unknown): c is StoredCard {
  return isRecord(c) && hasUuid(c.attacker) && hasUuid(c.defender) && isRecord(c.ledger) && Array.isArray(c.ledger.entries);
}

/** A message's card when it has a card's shape; null for anything else. */
export function cardOf(m: PortMessage | null): StoredCard | null {
  return isCard(m?.card) ? m.card : null;
}

/** The card's two sides, which must both be actors. */
export function sidesOf<A>(port: PlayPort<A>, card: StoredCard): Record<Side, A> | null {
  const attacker = port.actor(card.attacker.uuid);
  const defender = port.actor(card.defender.uuid);
  return attacker && defender ? { attacker, defender } : null;
}

export function sidesOrRefuse<A>(port: PlayPort<A>, card: StoredCard): Record<Side, A> {
  const sides = sidesOf(port, card);
  if (!sides) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  return sides;
}

/** Whether `userId` is a GM or owns one of the card's sides. */
function playsIn<A>(port: PlayPort<A>, userId: string | null, card: StoredCard): boolean {
  const user = userId ? port.user(userId) : null;
  const sides = sidesOf(port, card);
  return !!user && !!sides && (user.isGM || port.owns(user.id, sides.attacker) || port.owns(user.id, sides.defender));
}

/**
 * The card that continues `m`: the first posted that names `m`, the same two sides, and was
 * posted by a GM or an owner of one of them; so two relays at once cannot fork a card.
 */
export function followerOf<A>(port: PlayPort<A>, m: PortMessage): PortMessage | null {
  const card = cardOf(m);
  if (!card) return null;
  for (const next of port.following(m.id, m.type)) {
    const c = cardOf(next);
    if (!c || c.follows !== m.id || c.attacker.uuid !== card.attacker.uuid || c.defender.uuid !== card.defender.uuid) continue;
    if (playsIn(port, next.authorId, c)) return next;
  }
  return null;
}

/** How many relayed cards a chain may hold before it is no longer believed (a loop, a flood). */
const MAX_CHAIN = 200;

function genuine<A>(port: PlayPort<A>, m: PortMessage): boolean {
  let at: PortMessage = m;
  for (let depth = 0; depth <= MAX_CHAIN; depth++) {
    const card = cardOf(at);
    const sides = card ? sidesOf(port, card) : null;
    const author = at.authorId ? port.user(at.authorId) : null;
    if (!card || !sides || !author) return false;
    if (author.isGM) return true;
    if (!card.follows) return port.owns(author.id, sides.attacker);
    const before = port.message(card.follows);
    // The first card posted to continue `before`, and `before` must count too.
    if (!before || before.type !== at.type || followerOf(port, before)?.id !== at.id) return false;
    at = before;
  }
  return false;
}

/** Whether a card counts, and whether a later card has taken over from it. */
export function standing<A>(port: PlayPort<A>, m: PortMessage): Standing {
  if (!genuine(port, m)) return "forged";
  return followerOf(port, m) ? "continued" : "genuine";
}

/** Refuses a press on a card that does not count or that a later card continues. */
export function checkStanding<A>(port: PlayPort<A>, m: PortMessage): void {
  const s = standing(port, m);
  if (s === "forged") throw new RuleError("MANIFOLD.Query.NotGenuine", {});
  if (s === "continued") throw new RuleError("MANIFOLD.Query.Superseded", {});
}

/**
 * A card that continues a GM's card is relayed only while no GM is online (routePress). One posted
 * while the active GM is here is a player taking a GM's card over: that GM's client removes it.
 * Returns whether it was removed.
 */
export async function refuseTakeover<A>(port: PlayPort<A>, id: string): Promise<boolean> {
  if (port.activeGM() !== port.me) return false;
  const m = port.message(id);
  const card = cardOf(m);
  if (!m || !card?.follows) return false;
  const author = m.authorId ? port.user(m.authorId) : null;
  if (author?.isGM) return false;
  const before = port.message(card.follows);
  const beforeAuthor = before?.authorId ? port.user(before.authorId) : null;
  if (!beforeAuthor?.isGM) return false;
  await port.deleteMessage(m.id);
  return true;
}
