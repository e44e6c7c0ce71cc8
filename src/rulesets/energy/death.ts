/**
 * The sheet's Death roll (energy.death.2-9): for a roll owed by lethal damage that landed at 0 Aura
 * on a path with no card button of its own (the tray on selected tokens). The d20 is thrown here,
 * in the open; the shared step (play/death.ts) decides and the owner writes its own creature.
 */
import { escapeHtml } from "../../core/html";
import { PUBLIC } from "../../core/play/port";
import { post, speaker } from "../../foundry/docs";
import { foundryPort } from "../../foundry/play/port";
import { notifyError } from "../../foundry/play/press";
import { throwNeeds } from "../../foundry/play/throw";
import { sideOf } from "./chat";
import { sheetDeathRoll } from "./play/death";

export async function rollDeathFromSheet(actor: Actor.Implementation): Promise<void> {
  try {
    let roll = 0;
    const throwD20 = async () => (roll = (await throwNeeds([{ kind: "die", faces: 20, edge: 0 }], PUBLIC))[0]?.[0] ?? 0);
    const { band } = await sheetDeathRoll(foundryPort, actor, sideOf(actor), throwD20);
    const line = game.i18n!.format("MANIFOLD.energy.Death.SheetRoll", { name: escapeHtml(actor.name), roll: String(roll), band: game.i18n!.localize(band) });
    await post({ speaker: speaker(actor), content: `<p>${line}</p>` });
  } catch (err) {
    notifyError(err);
  }
}
