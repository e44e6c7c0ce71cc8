/**
 * The sheet's Death & Dismemberment roll, for a roll owed by a blow that landed with no card button
 * of its own (the tray on selected tokens, a sheet field, the token bar): the shared flow takes one
 * owed roll off and draws the GM's table here, shown as this user's roll mode says.
 */
import { foundryPort } from "../../foundry/play/port";
import { notifyError } from "../../foundry/play/press";
import { privacyFor } from "../../foundry/chat/card-buttons";
import { plainActor } from "./adapter";
import { sheetDeathDraw } from "./play/death";

export async function rollDeathFromSheet(actor: Actor.Implementation): Promise<void> {
  try {
    const rollMode = game.settings!.get("core", "rollMode") as string;
    await sheetDeathDraw(foundryPort, actor, plainActor(actor).system.deathOwed ?? 0, actor.type as string, privacyFor(rollMode));
  } catch (err) {
    notifyError(err);
  }
}
