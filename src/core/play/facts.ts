import type { Authority, SenderFacts, Side } from "./types";

/** A user as the server vouches for them: id, role, and which of the card's sides they own. */
export interface UserFacts {
  id: string;
  isGM: boolean;
  owns: Record<Side, boolean>;
}

/**
 * What the deciding client may believe about a press: who pressed (the server's sender id), who
 * wrote the card (the message's author), and who opened the attack. A GM's card records who it
 * was opened for, and only a GM could have written that; a player's card was opened by its author.
 * A card that follows a relayed press carries the opener of the first card: a player could write
 * any name there, but a player's card changes nothing its author does not own, so the claim only
 * lets a button be pressed, never a document be written.
 */
export function cardFacts(sender: UserFacts, author: UserFacts | null, card: { openedBy?: unknown; follows?: unknown }): { sender: SenderFacts; authority: Authority } {
  const authority: Authority = author?.isGM ? { kind: "gm" } : { kind: "author", owns: { attacker: !!author?.owns.attacker, defender: !!author?.owns.defender } };
  const relayed = typeof card.follows === "string" && card.follows !== "";
  const opened = authority.kind === "gm" || relayed ? card.openedBy === sender.id : author?.id === sender.id;
  return { sender: { isGM: sender.isGM, opened, owns: { ...sender.owns } }, authority };
}
