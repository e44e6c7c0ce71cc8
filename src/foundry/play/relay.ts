import { RuleError } from "../../core/errors";
import { decideCard } from "../../core/play/decide";
import { followerOf, relayAuthority } from "../../core/play/relay";
import { parseCardRequest } from "../../core/play/request";
import type { Outcome } from "../../core/play/types";
import { allMessages, messageById, userById } from "../lookup";
import { cardIn, nextCard, sidesOf, snapshotFor, writeOutcome, type AnyGlue, type StoredCard } from "./cards";
import { serialize } from "./transport";
import { post } from "../docs";

function storedCard(message: ChatMessage.Implementation): StoredCard | null {
  try {
    return cardIn(message);
  } catch {
    return null;
  }
}

/** The card that continues `message` after a relayed press, if one was posted. */
export function followerMessage(message: ChatMessage.Implementation): ChatMessage.Implementation | null {
  const card = storedCard(message);
  if (!card || !message.id) return null;
  const candidates = allMessages().flatMap((m) => {
    const next = m.type === message.type ? storedCard(m) : null;
    if (!next?.follows) return [];
    const author = m.author as User.Implementation | null;
    let authorMayPlay = false;
    try {
      const sides = sidesOf(next);
      authorMayPlay = !!author && (author.isGM || sides.attacker.testUserPermission(author, "OWNER") || sides.defender.testUserPermission(author, "OWNER"));
    } catch {
      authorMayPlay = false;
    }
    return [{ message: m, follows: next.follows, attacker: next.attacker.uuid, defender: next.defender.uuid, authorMayPlay }];
  });
  return followerOf({ id: message.id, attacker: card.attacker.uuid, defender: card.defender.uuid }, candidates)?.message ?? null;
}

/**
 * A press with no GM online on a card this player did not write: decided here, writing only this
 * player's documents, and the card's next state posted as a new card that follows this one.
 */
export async function relayCard(glueFor: (type: string) => AnyGlue | undefined, raw: unknown, senderId: string): Promise<void> {
  const request = parseCardRequest(raw);
  await serialize(`card.${request.messageId}`, async () => {
    const message = messageById(request.messageId);
    const sender = userById(senderId);
    const glue = message ? glueFor(message.type as string) : undefined;
    if (!message || !sender || !glue) throw new RuleError("MANIFOLD.Query.NoCard", {});
    if (followerMessage(message)) throw new RuleError("MANIFOLD.Query.Superseded", {});
    const base = snapshotFor(glue, message, sender);
    const snap = { ...base, authority: relayAuthority(base.sender) };
    const outcome: Outcome<StoredCard> = decideCard(glue.book, glue.allow, snap, request);
    const entries = await writeOutcome(glue.setStatus, sidesOf(snap.card), outcome);
    const card = { ...nextCard(snap.card, outcome, entries), follows: message.id ?? "" };
    const data = { type: message.type, speaker: message.speaker, whisper: message.whisper, blind: message.blind, system: { card } };
    await post(data);
  });
}
