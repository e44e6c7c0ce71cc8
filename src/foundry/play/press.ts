import { RuleError } from "../../core/errors";
import { pressCard as press } from "../../core/play/press";
import { notify } from "../notify";
import { foundryPort } from "./port";

/**
 * Shows a refusal to the user who met it, in their language. A forged or broken request's text
 * leaves out the internal path or field it names; the console keeps it for whoever debugs.
 */
export function notifyError(err: unknown): void {
  if (err instanceof RuleError) {
    if (err.key.startsWith("MANIFOLD.Query.") && Object.keys(err.data).length > 0) console.warn("Manifold |", err.message);
    notify("error", err.key, err.data);
  } else {
    console.error("Manifold |", err);
    notify("error", "MANIFOLD.Query.Failed");
  }
}

export function confirmed(title: string, text: string): Promise<boolean> {
  return foundryPort.confirm(title, text);
}

/** A card button pressed on this client: the shared flow decides where and how; a refusal is shown. */
export async function pressCard(message: ChatMessage.Implementation, action: string, args: Record<string, string>): Promise<void> {
  try {
    await press(foundryPort, message.id ?? "", action, args);
  } catch (err) {
    notifyError(err);
  }
}
