import type { CardGlue } from "../../foundry/play/cards";
import { drawCard } from "../../foundry/play/draw";
import { mountCard } from "../../foundry/chat/card-buttons";
import { sideOf } from "./adapter";
import { cardPermissions, dierankCardContext } from "./card-context";
import { DIERANK_APPLY, DIERANK_CARD, type DierankCardSnapshot } from "./play/card";
import { DIERANK_CARD_ALLOW } from "./play/allow";
import { trayOutcome } from "./play/tray";
import type { DierankCard } from "./rules/card";
import { setRoundStatus } from "../../foundry/round-status";

const TEMPLATE = "systems/manifold/templates/dierank/chat/attack-card.hbs";

/** The Die Rank card as the shared card glue runs it. */
export const DIERANK_CARDS: CardGlue<DierankCard, DierankCardSnapshot> = {
  book: DIERANK_CARD,
  allow: DIERANK_CARD_ALLOW,
  ...DIERANK_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  setStatus: setRoundStatus,
  tray: (card, scale, target) => trayOutcome(card, scale, sideOf(target)),
};

/**
 * The two table's calls under the defence buttons travel with the press as the buttons' data. The
 * listener sits on the message, so a card drawn a moment later (a template not yet loaded) has it too.
 */
function wireDefendBoxes(html: HTMLElement): void {
  html.addEventListener("change", (event) => {
    const defend = (event.target as HTMLElement | null)?.closest(".defend");
    if (!defend) return;
    const ticked = (name: string) => !!defend.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked;
    for (const button of defend.querySelectorAll<HTMLElement>('[data-action="defend"]')) {
      button.dataset.room = ticked("noRoom") ? "no" : "yes";
      button.dataset.giant = ticked("giant") ? "yes" : "no";
    }
  });
}

/** Draws the card for this user: only the buttons this user may press. */
export function renderDierankCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  drawCard(DIERANK_CARDS, message, html, (snap, mine) => {
    const context = dierankCardContext(snap.card, cardPermissions(snap, snap.sender.isGM || mine("defender")));
    mountCard(message, html, TEMPLATE, context);
    wireDefendBoxes(html);
  });
}
