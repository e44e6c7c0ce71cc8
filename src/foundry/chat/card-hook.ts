import { rulesetForType } from "../registry-access";

/** Chat cards render through their ruleset; plain messages are left alone. */
export function registerChatHooks(): void {
  Hooks.on("renderChatMessageHTML", (message: ChatMessage.Implementation, html: HTMLElement) => {
    const def = rulesetForType(message.type);
    if (def?.renderCard) void def.renderCard(message, html);
  });
}
