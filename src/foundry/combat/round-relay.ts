import { checkRoundAsk, lastPlayedTurn, type RoundAsk } from "../../core/turns";
import { askGM, registerHandler } from "../play/transport";
import { combatById, userById } from "../lookup";

/**
 * A player ends the round's last turn: a scheme that rolls for each round (side initiative) needs
 * the active GM to throw everyone's dice and write every combatant, so the player's client asks
 * the GM to start the next round instead of moving it. The GM believes only what the server
 * vouches for (wall 5): the sender id the socket attaches, and that user's ownership of the
 * combatant whose turn it is now (core/turns.ts checkRoundAsk).
 */
export async function askNextRound(combat: Combat.Implementation): Promise<void> {
  const ask: RoundAsk = { combat: combat.id ?? "", round: combat.round, turn: combat.turn ?? -1 };
  await askGM("round", ask);
}

async function nextRoundFor(raw: unknown, senderId: string): Promise<void> {
  const user = userById(senderId);
  const ask = checkRoundAsk(raw, (id) => {
    const combat = combatById(id);
    if (!combat) return null;
    const holder = combat.combatant;
    const skipDefeated = !!(combat.settings as { skipDefeated?: boolean } | undefined)?.skipDefeated;
    const last = lastPlayedTurn(combat.turns.map((t) => ({ defeated: t.isDefeated })), skipDefeated);
    return { started: combat.started, round: combat.round, turn: combat.turn, last, ownsHolder: !!user && !!holder && holder.testUserPermission(user, "OWNER"), senderIsGM: !!user?.isGM };
  });
  await combatById(ask.combat)?.nextRound();
}

/** Registered once at init; the GM's client answers, the others only ask. */
export function registerRoundRelay(): void {
  registerHandler("round", nextRoundFor);
}
