import { runCard } from "./cards";
import { runOpen } from "./open";
import { glueFor } from "./press";
import { registerHandler, registerSocket } from "./transport";

/** The two things the active GM does for players: press a card button, open attack cards. */
export function registerCardSocket(): void {
  registerHandler("card", (payload, senderId) => runCard(glueFor, payload, senderId));
  registerHandler("open", runOpen);
  registerSocket();
}
