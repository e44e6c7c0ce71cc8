import { pressCard } from "../play/press";
import { diceSoNice } from "../lookup";

/** Shows a roll with Dice So Nice when it is installed, and waits for the animation. */
export async function showDice(roll: foundry.dice.Roll): Promise<void> {
  const dice3d = diceSoNice();
  await dice3d?.showForRoll(roll, game.user, true);
}

type Compiled = (context: object, options?: object) => string;

/**
 * Renders a card template into the message element at once, from the template Foundry compiled
 * when it preloaded it, so the card is in place before the chat log lays the message out. Every
 * button sends its action and data attributes to the card's step.
 */
export function mountCard(message: ChatMessage.Implementation, html: HTMLElement, template: string, context: object): void {
  const content = html.querySelector(".message-content") ?? html;
  const compiled = (Handlebars.partials as Record<string, unknown>)[template];
  if (typeof compiled !== "function") {
    // Not preloaded yet (a message drawn while the world loads): render it once it is.
    void foundry.applications.handlebars.renderTemplate(template, context as Record<string, unknown>).then((text) => {
      content.innerHTML = text;
      wire(message, content);
    });
    return;
  }
  content.innerHTML = (compiled as Compiled)(context, { allowProtoMethodsByDefault: true, allowProtoPropertiesByDefault: true });
  wire(message, content);
}

function wire(message: ChatMessage.Implementation, content: Element): void {
  for (const button of content.querySelectorAll<HTMLElement>("[data-action]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const { action, ...args } = button.dataset as Record<string, string>;
      if (action) void pressCard(message, action, args);
    });
  }
}
