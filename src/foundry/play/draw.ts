import type { CardSnapshot } from "../../core/play/decide";
import type { Side } from "../../core/play/types";
import { snapshotFor, type CardGlue, type StoredCard } from "./cards";
import { followerMessage } from "./relay";

/**
 * Draws a card for the user looking at it, with only the buttons they may press; a card whose
 * sides no longer resolve keeps core's content.
 */
export function drawCard<C extends StoredCard, S extends CardSnapshot<C>>(glue: CardGlue<C, S>, message: ChatMessage.Implementation, html: HTMLElement, draw: (snap: S, mine: (side: Side) => boolean) => void): void {
  let snap: S;
  try {
    snap = snapshotFor(glue, message, game.user as User.Implementation);
  } catch {
    return;
  }
  // A card continued in a later one keeps its story but no buttons: play goes on from the newest.
  if (followerMessage(message)) {
    draw({ ...snap, sender: { isGM: false, opened: false, owns: { attacker: false, defender: false } } }, () => false);
    const note = document.createElement("p");
    note.className = "manifold-continued";
    note.textContent = game.i18n!.localize("MANIFOLD.Card.Continued");
    html.querySelector(".message-content")?.append(note);
    return;
  }
  draw(snap, (side) => snap.sender.isGM || snap.sender.owns[side]);
}
