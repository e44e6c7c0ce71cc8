/**
 * The damage tray's glue: a press on the card's target goes the card's own way (pressCard); a press
 * on the selected tokens and a receipt's Undo run the shared tray flow over the Foundry port.
 */
import { parseReceipt, type TrayReceipt } from "../../core/play/tray";
import { applyToSelected, mayUndoReceipt as mayUndo, undoReceipt as undo } from "../../core/play/tray-flow";
import { pluralKey } from "../../core/plural";
import { notify } from "../notify";
import { notifyError, pressCard } from "./press";
import { foundryPort } from "./port";

/** The actors of the tokens this user has selected (controlled) on the canvas. */
export function selectedActors(): Actor.Implementation[] {
  return (canvas?.tokens?.controlled ?? []).flatMap((t) => (t.actor ? [t.actor as Actor.Implementation] : []));
}

const listOf = (names: readonly string[]) => new Intl.ListFormat(game.i18n?.lang ?? "en", { type: "conjunction" }).format(names);

/** A tray button: to the card's target, to the selected tokens, or both, as the user ticked. */
export async function pressTray(message: ChatMessage.Implementation, action: string, args: Record<string, string>, to: { target: boolean; selected: boolean }): Promise<void> {
  if (!to.target && !to.selected) return notify("warn", "MANIFOLD.Card.Tray.NoTarget");
  if (to.target) await pressCard(message, action, args);
  if (!to.selected) return;
  try {
    const { refused, noneSelected } = await applyToSelected(foundryPort, message.id ?? "", args.scale, selectedActors(), to.target);
    if (refused.length) notify("warn", pluralKey("MANIFOLD.Card.Tray.NotYours", refused.length), { names: listOf(refused) });
    if (noneSelected) notify("warn", "MANIFOLD.Card.Tray.NoneSelected");
  } catch (err) {
    notifyError(err);
  }
}

/** The receipt a message carries, or null for any other message. */
export function receiptOf(message: ChatMessage.Implementation): TrayReceipt | null {
  const posted = foundryPort.receipt(message.id ?? "");
  return posted ? parseReceipt(posted.receipt) : null;
}

/** Whether this user may press a receipt's Undo: the user who applied it, or a GM. */
export const mayUndoReceipt = (message: ChatMessage.Implementation) => mayUndo(foundryPort, message.id ?? "", foundryPort.me);

export async function undoReceipt(message: ChatMessage.Implementation): Promise<void> {
  try {
    await undo(foundryPort, message.id ?? "");
  } catch (err) {
    notifyError(err);
  }
}
