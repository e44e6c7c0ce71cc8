import type { CardGlue } from "../../foundry/play/cards";
import { drawCard } from "../../foundry/play/draw";
import { mountCard } from "../../foundry/chat/card-buttons";
import { setRoundStatus } from "../../foundry/round-status";
import { sideOf } from "./adapter";
import { cardPermissions, woundtrackCardContext } from "./card-context";
import { WOUNDTRACK_APPLY, WOUNDTRACK_CARD, type WoundtrackCardSnapshot } from "./play/card";
import { WOUNDTRACK_CARD_ALLOW } from "./play/allow";
import { trayOutcome } from "./play/tray";
import type { WoundtrackCard } from "./rules/card";

const TEMPLATE = "systems/manifold/templates/woundtrack/chat/attack-card.hbs";

/** The Wound Track card as the shared card glue runs it. */
export const WOUNDTRACK_CARDS: CardGlue<WoundtrackCard, WoundtrackCardSnapshot> = {
  book: WOUNDTRACK_CARD,
  allow: WOUNDTRACK_CARD_ALLOW,
  ...WOUNDTRACK_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  setStatus: setRoundStatus,
  tray: (card, scale, target) => trayOutcome(card, scale, sideOf(target)),
};

/**
 * The Nonlethal choices under the Apply button travel with the press as the buttons' data. The
 * listener sits on the message, so a card drawn a moment later (a template not yet loaded) has it too.
 */
function wireNonlethal(html: HTMLElement): void {
  html.addEventListener("change", (event) => {
    const box = (event.target as HTMLElement | null)?.closest(".nonlethal");
    if (!box) return;
    const value = (name: string) => box.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? "";
    for (const button of html.querySelectorAll<HTMLElement>('[data-action="applyWound"]')) {
      button.dataset.level = value("level");
      button.dataset.knockout = value("knockout");
    }
  });
}

/** Draws the card for this user: only the buttons this user may press. */
export function renderWoundtrackCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  drawCard(WOUNDTRACK_CARDS, message, html, (snap, mine) => {
    const context = woundtrackCardContext(snap.card, cardPermissions(snap, snap.sender.isGM || mine("defender")));
    mountCard(message, html, TEMPLATE, context);
    wireNonlethal(html);
  });
}
