/**
 * What the active GM's client runs for players, by operation: a card press and an attack's
 * opening. The sender is the server's word; a handler returns nothing a player should not learn.
 */
import { decideOpen } from "./open-flow";
import type { OpenPort } from "./port";
import { decidePress } from "./press";

export type Handler = (payload: unknown, senderId: string) => Promise<unknown>;

export function playHandlers<A, T>(port: OpenPort<A, T>): Record<string, Handler> {
  return {
    card: async (payload, senderId) => {
      await decidePress(port, payload, senderId, "here");
    },
    open: (payload, senderId) => decideOpen(port, payload, senderId),
  };
}
