/**
 * The damage tray on selected tokens, pressed on the table through the shared tray flow
 * (src/core/play/tray-flow.ts), as src/foundry/play/tray.ts presses it in Foundry.
 */
import type { TrayReceipt } from "../../src/core/play/tray";
import { applyToSelected, undoReceipt } from "../../src/core/play/tray-flow";
import type { PlainActor, Table } from "./table";

/**
 * `userId` presses a tray button on card `messageId` with `selected` tokens' actors: decided and
 * checked before any write, then written, and the receipt posted. `targetToo`: the card's own
 * route applies to its target, so the selection skips it.
 */
export async function applySelected(t: Table, userId: string, messageId: string, scale: string, selected: PlainActor[], targetToo = false) {
  const before = t.messages.size;
  const result = await t.run(userId, (port) => applyToSelected(port, messageId, scale, selected, targetToo));
  const id = t.postedSince(before).find((m) => t.messages.get(m)?.receipt !== undefined) ?? null;
  return { ...result, id, receipt: id ? (t.messages.get(id)!.receipt as TrayReceipt) : null };
}

/** A receipt as `authorId` posted it: whatever they wrote in it. */
export function postReceipt(t: Table, authorId: string, receipt: TrayReceipt): string {
  return t.post({ id: t.nextId("receipt"), authorId, receipt: structuredClone(receipt) }).id;
}

/** `userId` presses Undo on receipt `id`: every actor checked before the first write. */
export function undoSelected(t: Table, userId: string, id: string): Promise<void> {
  return t.run(userId, (port) => undoReceipt(port, id));
}
