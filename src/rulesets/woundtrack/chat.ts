import type { CardGlue } from "../../foundry/play/cards";
import { drawCard } from "../../foundry/play/draw";
import { mountCard } from "../../foundry/chat/card-buttons";
import { setRoundStatus } from "../../foundry/round-status";
import { sideOf } from "./adapter";
import { cardPermissions, woundtrackCardContext } from "./card-context";
import { WOUNDTRACK_APPLY, type WoundtrackCardSnapshot } from "./play/card";
import { WOUNDTRACK_BOOK, type AnyWoundtrackCard, type AnyWoundtrackSnapshot } from "./play/book";
import type { CheckCardSnapshot } from "./play/check-card";
import { isCheckCard } from "./rules/check-card";
import { checkCardContext, checkCardPermissions } from "./check-context";
import { WOUNDTRACK_CARD_ALLOW } from "./play/allow";
import { trayOutcome } from "./play/tray";


const TEMPLATE = "systems/manifold/templates/woundtrack/chat/attack-card.hbs";
const CHECK_TEMPLATE = "systems/manifold/templates/woundtrack/chat/check-card.hbs";

/** The Wound Track cards (attack and check) as the shared card glue runs them. */
export const WOUNDTRACK_CARDS: CardGlue<AnyWoundtrackCard, AnyWoundtrackSnapshot> = {
  book: WOUNDTRACK_BOOK,
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
    if (isCheckCard(snap.card)) {
      const check = snap as unknown as CheckCardSnapshot;
      mountCard(message, html, CHECK_TEMPLATE, checkCardContext(check.card, checkCardPermissions(check), (k) => game.i18n!.localize(k)));
      return;
    }
    const attack = snap as unknown as WoundtrackCardSnapshot;
    const context = woundtrackCardContext(attack.card, cardPermissions(attack, snap.sender.isGM || mine("defender")));
    mountCard(message, html, TEMPLATE, context);
    wireNonlethal(html);
  });
}
