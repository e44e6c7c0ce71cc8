import { rulesetForType } from "../registry-access";

/**
 * Chat cards render through their ruleset; plain messages are left alone. A card whose content
 * this user may not see (a blind roll, a whisper to others) keeps core's hidden content.
 */
export function registerChatHooks(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    const def = rulesetForType(message.type);
    if (!def?.renderCard || !message.isContentVisible) return;
    def.renderCard(message, html);
  });
}
