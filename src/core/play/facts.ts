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
 */
export function cardFacts(sender: UserFacts, author: UserFacts | null, openedBy: unknown): { sender: SenderFacts; authority: Authority } {
  const authority: Authority = author?.isGM ? { kind: "gm" } : { kind: "author", owns: { attacker: !!author?.owns.attacker, defender: !!author?.owns.defender } };
  const opened = authority.kind === "gm" ? openedBy === sender.id : author?.id === sender.id;
  return { sender: { isGM: sender.isGM, opened, owns: { ...sender.owns } }, authority };
}
