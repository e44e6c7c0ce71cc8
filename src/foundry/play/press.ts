import { RuleError } from "../../core/errors";
import { drifted } from "../../core/ledger";
import { STATUS_PATH } from "../../core/play/types";
import { rulesetForType } from "../registry-access";
import { cardIn, diceForPress, runCard, sidesOf, type AnyGlue } from "./cards";
import { docOf } from "./sides";
import { throwNeeds } from "./throw";
import { askGM } from "./transport";
import { followerMessage, relayCard } from "./relay";
import { routePress } from "../../core/play/relay";
import { notify } from "../notify";
import type { DocKind } from "../../core/play/types";

export const glueFor = (type: string): AnyGlue | undefined => rulesetForType(type)?.cards;

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

export async function confirmed(title: string, text: string): Promise<boolean> {
  const content = `<p>${game.i18n!.localize(text)}</p>`;
  return !!(await foundry.applications.api.DialogV2.confirm({ window: { title }, content }));
}

function currentValue(message: ChatMessage.Implementation) {
  const sides = sidesOf(cardIn(message));
  return (e: { side: "attacker" | "defender"; doc: string; path: string }) => {
    if (e.path.startsWith(STATUS_PATH)) return sides[e.side].statuses.has(e.path.slice(STATUS_PATH.length));
    return foundry.utils.getProperty(docOf(sides, e.side, e.doc as DocKind)?._source ?? {}, e.path);
  };
}

/**
 * A card button: asks before applying twice or undoing over a later change, throws the dice the
 * step needs, then decides here (a GM, or the card's author), asks the active GM (a GM's card), or
 * relays the press as a following card (a player's card, or no GM online).
 */
export async function pressCard(message: ChatMessage.Implementation, action: string, args: Record<string, string>): Promise<void> {
  const glue = glueFor(message.type as string);
  if (!glue) return;
  try {
    const card = cardIn(message);
    if (followerMessage(message)) throw new RuleError("MANIFOLD.Query.Superseded", {});
    if (action === glue.applyAction && card.ledger.applied) {
      if (!(await confirmed("MANIFOLD.Card.ApplyAgainTitle", "MANIFOLD.Card.ApplyAgain"))) return;
      args = { ...args, again: "yes" };
    }
    if (action === glue.undoAction && drifted(card.ledger.entries, currentValue(message)).length) {
      if (!(await confirmed("MANIFOLD.Card.UndoDriftTitle", "MANIFOLD.Card.UndoDrift"))) return;
    }
    const faces = await throwNeeds(diceForPress(glue, message, action, args));
    const request = { messageId: message.id ?? "", action, args, faces };
    const spendsPools = !!glue.poolsLock?.(action, sidesOf(card));
    const route = routePress({ isGM: !!game.user?.isGM, isAuthor: message.isAuthor, authorIsGM: !!message.author?.isGM, gmOnline: !!game.users?.activeGM, spendsPools });
    if (route === "here") await runCard(glueFor, request, game.user!.id ?? "");
    else if (route === "gm") await askGM("card", request);
    else await relayCard(glueFor, request, game.user!.id ?? "");
  } catch (err) {
    notifyError(err);
  }
}
