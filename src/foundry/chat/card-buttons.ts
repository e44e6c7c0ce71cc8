import { pressCard } from "../play/press";
import { pressTray } from "../play/tray";
import { diceSoNice } from "../lookup";
import { diceShow, rollPrivacy } from "../../core/play/privacy";
import type { Privacy } from "../../core/play/port";
import { markRollKeys } from "../roll-keys";
import { CARD_KEYS_HINT, CARD_ROLL_BUTTONS, pressArgs } from "../../core/roll-options";

/**
 * Shows a roll with Dice So Nice when it is installed, and waits for the animation: a private
 * roll's dice only on the screens of the users its privacy names (a blind roll hidden from the roller).
 */
export async function showDice(roll: foundry.dice.Roll, privacy: Privacy): Promise<void> {
  const dice3d = diceSoNice();
  if (!dice3d) return;
  const show = diceShow(privacy);
  await dice3d.showForRoll(roll, game.user, show.synchronize, show.whisper, show.blind);
}

/** The privacy of a roll made in `rollMode` by this user. */
export function privacyFor(rollMode: string): Privacy {
  const gms = (game.users?.contents ?? []).filter((u) => u.isGM).map((u) => u.id ?? "");
  return rollPrivacy(rollMode, gms, game.user?.id ?? "");
}

type Compiled = (context: object, options?: object) => string;

/**
 * Renders a card template into the message element at once, from the template Foundry compiled
 * when it preloaded it, so the card is in place before the chat log lays the message out. Every
 * button sends its action and data attributes to the card's step; a roll button marked
 * `data-edge-keys` also sends the advantage or disadvantage Alt or Ctrl asks for.
 */
export function mountCard(message: ChatMessage.Implementation, html: HTMLElement, template: string, context: object, press: Press = pressCard): void {
  const content = html.querySelector(".message-content") ?? html;
  const compiled = (Handlebars.partials as Record<string, unknown>)[template];
  if (typeof compiled !== "function") {
    // Not preloaded yet (a message drawn while the world loads): render it once it is.
    void foundry.applications.handlebars.renderTemplate(template, context as Record<string, unknown>).then((text) => {
      content.innerHTML = text;
      wire(message, content, press);
    });
    return;
  }
  content.innerHTML = (compiled as Compiled)(context, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
  wire(message, content, press);
}

type Press = (message: ChatMessage.Implementation, action: string, args: Record<string, string>) => Promise<void>;

/** The tray's ticks per card, so a card redrawn after a press keeps what the user ticked. */
const ticks = new Map<string, { target: boolean; selected: boolean }>();

function trayTicks(message: ChatMessage.Implementation, tray: Element) {
  const box = (name: string) => tray.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const read = () => ({ target: box("trayTarget")?.checked ?? true, selected: box("traySelected")?.checked ?? false });
  const kept = ticks.get(message.id ?? "");
  if (kept) {
    const target = box("trayTarget");
    const selected = box("traySelected");
    if (target) target.checked = kept.target;
    if (selected) selected.checked = kept.selected;
  }
  tray.addEventListener("change", () => ticks.set(message.id ?? "", read()));
  return read;
}

function wire(message: ChatMessage.Implementation, content: Element, press: Press): void {
  // A roll button that takes the keys says so in its tooltip, as the sheets' roll buttons do.
  markRollKeys(content, CARD_ROLL_BUTTONS, (key) => game.i18n!.localize(key), CARD_KEYS_HINT);
  const tray = content.querySelector(".tray");
  const ticked = tray ? trayTicks(message, tray) : null;
  for (const button of content.querySelectorAll<HTMLElement>("[data-action]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const action = button.dataset.action;
      if (!action) return;
      const args = pressArgs(button.dataset, event);
      // A tray button lands on the card's target, the selected tokens, or both, as ticked.
      if (ticked && tray?.contains(button)) void pressTray(message, action, args, ticked());
      else void press(message, action, args);
    });
  }
}
