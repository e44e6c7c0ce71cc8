import { drifted, type Ledger } from "../../core/ledger";
import { RuleError } from "../../core/errors";
import { act } from "../queries";
import { fromUuid } from "../lookup";

export interface CardButton {
  message: ChatMessage.Implementation;
  action: string;
  args: Record<string, string>;
  ledger: Ledger;
  /** the actions that apply and undo the card's ledger */
  applyAction: string;
  undoAction: string;
  /** actions that write nothing but the card, which its author may do alone */
  messageOnly: ReadonlySet<string>;
  /** reads a ledger path's current value, for the drift check before Undo */
  read(uuid: string, path: string): unknown;
}

/**
 * A chat card button: asks before applying twice or undoing over a later change, then runs the
 * action here or through the active GM, showing a rule's refusal as a localized error.
 */
export async function pressCardButton(b: CardButton): Promise<void> {
  const confirm = foundry.applications.api.DialogV2.confirm;
  if (b.action === b.applyAction && b.ledger.applied) {
    const again = await confirm({ window: { title: "MANIFOLD.Card.ApplyAgainTitle" }, content: `<p>${game.i18n!.localize("MANIFOLD.Card.ApplyAgain")}</p>` });
    if (!again) return;
  }
  if (b.action === b.undoAction && drifted(b.ledger.entries, b.read).length) {
    const ok = await confirm({ window: { title: "MANIFOLD.Card.UndoDriftTitle" }, content: `<p>${game.i18n!.localize("MANIFOLD.Card.UndoDrift")}</p>` });
    if (!ok) return;
  }
  try {
    await act(b.message, b.action, b.args, b.messageOnly.has(b.action));
  } catch (err) {
    if (err instanceof RuleError) ui.notifications?.error(game.i18n!.format(err.key, err.data as never));
    else ui.notifications?.error(err instanceof Error ? err.message : String(err));
  }
}

/** Shows a roll with Dice So Nice when it is installed, and waits for the animation. */
export async function showDice(roll: foundry.dice.Roll): Promise<void> {
  const dice3d = (game as unknown as { dice3d?: { showForRoll(r: unknown, u: unknown, sync: boolean): Promise<unknown> } }).dice3d;
  await dice3d?.showForRoll(roll, game.user, true);
}

/** Renders a card template into the message element and sends each button's clicks to `onButton`. */
export async function mountCard(html: HTMLElement, template: string, context: object, onButton: (button: HTMLElement) => Promise<void>): Promise<void> {
  const content = html.querySelector(".message-content") ?? html;
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(template, context as never);
  for (const button of content.querySelectorAll<HTMLElement>("[data-action]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void onButton(button);
    });
  }
}

/** Whether a user may act for an actor: the GM always, else its owners. */
export function owns(user: User.Implementation, actor: Actor.Implementation | null): boolean {
  return user.isGM || (!!actor && actor.testUserPermission(user, "OWNER"));
}

/** The two actors a card names, looked up again from their uuids. */
export async function cardSides(card: { attacker: { uuid: string }; defender: { uuid: string } }) {
  return {
    attacker: await fromUuid<Actor.Implementation>(card.attacker.uuid),
    defender: await fromUuid<Actor.Implementation>(card.defender.uuid),
  };
}

/** Who may apply or undo a card's result: the GM, the card's author, or the target's owner. */
export function mayApply(user: User.Implementation, message: ChatMessage.Implementation, defender: Actor.Implementation | null): boolean {
  return user.isGM || message.author?.id === user.id || owns(user, defender);
}
