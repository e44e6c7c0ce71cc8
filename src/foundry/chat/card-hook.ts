import { rulesetForType } from "../registry-access";
import { chatLog, messageById } from "../lookup";
import { drawReceipt, TRAY_TEMPLATES } from "./tray-receipt";
import { linkTokens } from "./token-links";

/** Partials every ruleset's cards draw: a roll's formula and dice, and a comparison side by side. */
const CARD_PARTS = ["systems/manifold/templates/shared/dice/tip.hbs", "systems/manifold/templates/shared/chat/compare.hbs"];

/**
 * Chat cards render through their ruleset; plain messages are left alone. A card whose content
 * this user may not see (a blind roll, a whisper to others) keeps core's hidden content.
 */
export function registerChatHooks(): void {
  void foundry.applications.handlebars.loadTemplates([...TRAY_TEMPLATES, ...CARD_PARTS]);
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    if (drawReceipt(message, html)) return;
    const def = rulesetForType(message.type);
    if (!def?.renderCard || !message.isContentVisible) return;
    def.renderCard(message, html);
    linkTokens(message, html);
  });
  // A card continued by a relayed press loses its buttons on every client, and gets them back if
  // the card that continued it is deleted.
  const redrawFollowed = (message: ChatMessage.Implementation) => {
    const follows = (message.system as { card?: { follows?: unknown } } | undefined)?.card?.follows;
    const before = typeof follows === "string" && follows ? messageById(follows) : undefined;
    if (before) void chatLog()?.updateMessage(before);
  };
  Hooks.on("createChatMessage", redrawFollowed);
  Hooks.on("deleteChatMessage", redrawFollowed);
}
