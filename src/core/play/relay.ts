/**
 * Play with no GM online. A card a player cannot write is not changed in place: the player who
 * presses a button writes only their own documents and posts the card's next state as a new card
 * that follows the old one. The old card then shows no buttons; play goes on from the newest.
 */
import type { Authority, SenderFacts } from "./types";

/** Where a press or an opening is decided: here, on the active GM's client, or relayed as a following card. */
export type Route = "here" | "gm" | "relay";

/**
 * Where a press is decided. A GM's card is the GM's to change while one is online. A card a
 * player wrote can only ever change that player's documents, so anyone else's press on it is
 * relayed: they write their own documents and post the next card. A button that spends combat
 * pools (a fling's Agility) goes to the active GM whoever wrote the card, as payments do.
 */
export function routePress(f: { isGM: boolean; isAuthor: boolean; authorIsGM: boolean; gmOnline: boolean; spendsPools?: boolean }): Route {
  if (f.isGM) return "here";
  // A button that spends combat pools is decided where the round's reset runs, under the lock it takes.
  if (f.spendsPools && f.gmOnline) return "gm";
  if (f.isAuthor) return "here";
  return f.authorIsGM && f.gmOnline ? "gm" : "relay";
}

/**
 * Where an attack is opened. A card at someone else's token is the GM's to write when a GM is
 * online; with none, the attacker writes it, and the card can touch only the attacker's documents.
 * An attacker in a combat pays from its combat pools (AP, initiative, what it readied), which are
 * the GM's to write: with a GM online the GM opens it, whoever the targets are.
 */
export function routeOpen(f: { isGM: boolean; ownsAllTargets: boolean; gmOnline: boolean; spendsPools?: boolean }): Route {
  if (f.isGM) return "here";
  if (f.spendsPools && f.gmOnline) return "gm";
  if (f.ownsAllTargets) return "here";
  return f.gmOnline ? "gm" : "relay";
}

/** A relayed press writes only what the presser owns, whoever wrote the card. */
export const relayAuthority = (sender: SenderFacts): Authority => ({ kind: "author", owns: { ...sender.owns } });
