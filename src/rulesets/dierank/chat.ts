import type { CardGlue } from "../../foundry/play/cards";
import { drawCard } from "../../foundry/play/draw";
import { mountCard } from "../../foundry/chat/card-buttons";
import { sideOf } from "./adapter";
import { dierankCardContext, type DefenceChoice } from "./card-context";
import { defenderFacts, DIERANK_APPLY, DIERANK_CARD, specOf, type DierankCardSnapshot } from "./play/card";
import { DIERANK_CARD_ALLOW } from "./play/allow";
import { trayOutcome } from "./play/tray";
import { DEFENCES, defenceOptions, defenceRoll } from "./rules/defence";
import type { DierankCard } from "./rules/card";
import { setDierankStatus } from "./status";

const TEMPLATE = "systems/manifold/templates/dierank/chat/attack-card.hbs";

/** The Die Rank card as the shared card glue runs it. */
export const DIERANK_CARDS: CardGlue<DierankCard, DierankCardSnapshot> = {
  book: DIERANK_CARD,
  allow: DIERANK_CARD_ALLOW,
  ...DIERANK_APPLY,
  snapshot: (base, sides) => ({ ...base, attacker: sideOf(sides.attacker), defender: sideOf(sides.defender) }),
  setStatus: setDierankStatus,
  tray: (card, scale, target) => trayOutcome(card, scale, sideOf(target)),
};

type Action = keyof typeof DIERANK_CARD;
const may = (snap: DierankCardSnapshot, action: Action) => DIERANK_CARD[action]!.may(snap, {});

/** The defences the target may answer with, each as it would roll with room to dodge and no giant (the boxes change that). */
function defenceChoices(snap: DierankCardSnapshot): DefenceChoice[] {
  if (!may(snap, "defend")) return [];
  const attack = specOf(snap.card);
  const facts = defenderFacts(snap.card.attacker.uuid, snap.card.aware, snap.defender);
  const open = defenceOptions(attack, facts);
  return DEFENCES.filter((kind) => open[kind] === null).map((kind) => {
    const roll = defenceRoll(attack, facts, kind, { roomToDodge: true, giantAttacker: false });
    return { kind, die: roll.die, edge: roll.edge };
  });
}

/** The two table's calls under the defence buttons travel with the press as the buttons' data. */
function wireDefendBoxes(html: HTMLElement): void {
  const box = (name: string) => html.querySelector<HTMLInputElement>(`.defend input[name="${name}"]`);
  const sync = () => {
    for (const button of html.querySelectorAll<HTMLElement>('[data-action="defend"]')) {
      button.dataset.room = box("noRoom")?.checked ? "no" : "yes";
      button.dataset.giant = box("giant")?.checked ? "yes" : "no";
    }
  };
  html.querySelector(".defend")?.addEventListener("change", sync);
}

/** Draws the card for this user: only the buttons this user may press. */
export function renderDierankCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  drawCard(DIERANK_CARDS, message, html, (snap, mine) => {
    const context = dierankCardContext(snap.card, {
      defences: defenceChoices(snap),
      applyDamage: may(snap, "applyDamage"),
      undoDamage: may(snap, "undoDamage") && !snap.card.attack.grab,
      applyGrab: may(snap, "applyGrab"),
      escape: may(snap, "escape"),
      undoGrab: may(snap, "undoGrab"),
      hold: { forceDown: may(snap, "forceDown"), drag: may(snap, "drag"), sustain: may(snap, "sustain"), release: may(snap, "release") },
      adjust: snap.sender.isGM || snap.sender.owns.defender,
      seesTarget: snap.sender.isGM || mine("defender"),
    });
    mountCard(message, html, TEMPLATE, context);
    wireDefendBoxes(html);
  });
}
