import type { CardSnapshot } from "../../core/play/decide";
import { cardSnapshot, openCard } from "../../core/play/press";
import { standing } from "../../core/play/standing";
import type { Side } from "../../core/play/types";
import type { CardGlue, StoredCard } from "./cards";
import { foundryPort } from "./port";

/** No rights at all: a card that no longer takes presses is drawn with none of its buttons. */
const NONE = { isGM: false, opened: false, owns: { attacker: false, defender: false } };

/**
 * Draws a card for the user looking at it, with only the buttons they may press; a card whose
 * sides no longer resolve keeps core's content. A card continued in a later one keeps its story
 * but no buttons, and so does a card the rules do not accept as genuine (with a note saying which).
 */
export function drawCard<C extends StoredCard, S extends CardSnapshot<C>>(glue: CardGlue<C, S>, message: ChatMessage.Implementation, html: HTMLElement, draw: (snap: S, mine: (side: Side) => boolean) => void): void {
  const me = foundryPort.user(foundryPort.me);
  let snap: S;
  let stands: ReturnType<typeof standing>;
  try {
    const { m, card, sides } = openCard(foundryPort, message.id ?? "");
    if (!me) return;
    // The message's type names this ruleset, so its card is this glue's kind of card.
    snap = cardSnapshot(foundryPort, glue, m, card as C, sides, me);
    stands = standing(foundryPort, m);
  } catch {
    return;
  }
  if (stands === "genuine") return draw(snap, (side) => snap.sender.isGM || snap.sender.owns[side]);
  draw({ ...snap, sender: NONE }, () => false);
  const note = document.createElement("p");
  note.className = "manifold-continued";
  note.textContent = game.i18n!.localize(stands === "continued" ? "MANIFOLD.Card.Continued" : "MANIFOLD.Card.NotGenuine");
  html.querySelector(".message-content")?.append(note);
}
