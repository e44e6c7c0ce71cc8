import { receiptView } from "../../core/play/tray";
import { actorAt } from "../play/sides";
import { mayUndoReceipt, receiptOf, undoReceipt } from "../play/tray";
import { mountCard } from "./card-buttons";

export const TRAY_TEMPLATES = ["systems/manifold/templates/shared/chat/tray.hbs", "systems/manifold/templates/shared/chat/tray-receipt.hbs"] as const;
const RECEIPT = TRAY_TEMPLATES[1];

/** Whether this user may see an actor's numbers: its owner, or a GM. */
function sees(uuid: string): boolean {
  const user = game.user as User.Implementation | null;
  const actor = actorAt(uuid);
  return !!user && (user.isGM || !!actor?.testUserPermission(user, "OWNER"));
}

/** Draws a tray receipt, with its Undo for the user who applied it or a GM; false for any other message. */
export function drawReceipt(message: ChatMessage.Implementation, html: HTMLElement): boolean {
  const receipt = receiptOf(message);
  if (!receipt) return false;
  const context = receiptView(receipt, { sees, canUndo: mayUndoReceipt(message) });
  mountCard(message, html, RECEIPT, context, (m, action) => (action === "undoTray" ? undoReceipt(m) : Promise.resolve()));
  return true;
}
