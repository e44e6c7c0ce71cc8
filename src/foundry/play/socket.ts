import { playHandlers } from "../../core/play/handlers";
import { refuseTakeover } from "../../core/play/standing";
import { foundryPort } from "./port";
import { registerHandler, registerSocket } from "./transport";

/**
 * What the active GM does for players (press a card button, open attack cards), and a card that
 * takes a GM's card over while the GM is here is removed by the active GM's client.
 */
export function registerCardSocket(): void {
  for (const [op, handler] of Object.entries(playHandlers(foundryPort))) registerHandler(op, handler);
  registerSocket();
  Hooks.on("createChatMessage", (message: ChatMessage.Implementation) => {
    if (message.id) void refuseTakeover(foundryPort, message.id);
  });
}
