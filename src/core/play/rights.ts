/**
 * The rights every card's buttons are built from, read from what the server vouches for about the
 * presser (SenderFacts): one definition for every ruleset's steps.
 */
import type { SenderFacts, Side } from "./types";

type WithSender = { readonly sender: SenderFacts };

/** A GM, or the owner of that side's creature. */
export const ownsSide = (snap: WithSender, side: Side): boolean => snap.sender.isGM || snap.sender.owns[side];

/** Who may apply or undo a blow: a GM, whoever opened the attack, or the target's owner. */
export const mayApplyBlow = (snap: WithSender): boolean => snap.sender.isGM || snap.sender.opened || snap.sender.owns.defender;
