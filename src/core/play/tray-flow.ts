/**
 * The damage tray on selected tokens, and its receipt's Undo. A press on the selected tokens is
 * decided and written on the presser's own client, on the actors that user owns, and never asks the
 * GM to write anything: the GM's client writes only a card's own sides. The presser posts a receipt
 * that keeps their ledger, and its Undo puts each actor back. The same code runs for Foundry and
 * the scenario table.
 */
import { RuleError } from "../errors";
import { alone, sideDocs, writeOutcome } from "./execute";
import type { TrayPort } from "./port";
import { driftedEntries, openCard } from "./press";
import { checkStanding } from "./standing";
import { decideReceiptUndo, decideSelected, parseReceipt, parseScale, type TrayApplication, type TrayReceipt } from "./tray";
import type { Outcome } from "./types";

/** What a press on the selected tokens did, for the presser to be told. */
export interface SelectedResult {
  /** the names of the selected actors this user does not own, left alone */
  refused: string[];
  /** nothing was selected that the press could land on */
  noneSelected: boolean;
}

/**
 * The tray's `scale` on the selected tokens' actors: each once, leaving out the card's target when
 * the card's own route already applies to it (`targetToo`). Every owned actor is decided and
 * checked before the first write.
 */
export async function applyToSelected<A>(port: TrayPort<A>, messageId: string, rawScale: string | undefined, selected: readonly A[], targetToo: boolean): Promise<SelectedResult> {
  const { m, rules, card } = openCard(port, messageId);
  const me = port.user(port.me);
  if (!rules.tray || !me) throw new RuleError("MANIFOLD.Card.Tray.NoDamage", {});
  checkStanding(port, m);
  const scale = parseScale(rawScale);
  const tray = rules.tray;
  const picked = selected.map((actor) => ({ actor, uuid: port.uuid(actor), name: port.name(actor), owned: port.owns(me.id, actor) }));
  const step = (p: (typeof picked)[number]) => tray(card, scale, p.actor) as Outcome<unknown>;
  const { plans, refused } = decideSelected(picked, targetToo ? card.defender.uuid : null, step, (p) => sideDocs(port, alone(p.actor)), rules.allow);
  const noneSelected = plans.length === 0 && refused.length === 0 && !(targetToo && picked.length > 0);
  if (plans.length === 0) return { refused: refused.map((p) => p.name), noneSelected };
  const applications: TrayApplication[] = [];
  for (const { actor: p, outcome } of plans) applications.push({ uuid: p.uuid, name: p.name, entries: await writeOutcome(port, alone(p.actor), outcome) });
  const receipt: TrayReceipt = { type: m.type, from: card.attacker.name ?? "", scale, applications, undone: false };
  await port.postReceipt(receipt);
  return { refused: refused.map((p) => p.name), noneSelected: false };
}

/** Whether `userId` may press a receipt's Undo: the user who applied it, or a GM. */
export function mayUndoReceipt<A>(port: TrayPort<A>, id: string, userId: string): boolean {
  const posted = port.receipt(id);
  const user = port.user(userId);
  return !!posted && !!user && (user.isGM || posted.authorId === user.id);
}

/**
 * Undoes a receipt: each actor back to what its ledger recorded, last change first. Its author
 * wrote that ledger, so nothing is written that the author could not write, and nothing that the
 * user pressing could not: only actors both own, on the ruleset's allow-list, with values the
 * rules can produce. Over a later change it asks first.
 */
export async function undoReceipt<A>(port: TrayPort<A>, id: string): Promise<void> {
  const posted = port.receipt(id);
  const receipt = posted ? parseReceipt(posted.receipt) : null;
  const me = port.user(port.me);
  if (!posted || !receipt || receipt.undone || !me) return;
  const author = posted.authorId ? port.user(posted.authorId) : null;
  if (!author || !mayUndoReceipt(port, id, me.id)) throw new RuleError("MANIFOLD.Card.Tray.UndoNotYours", {});
  const rules = port.cards(receipt.type);
  if (!rules) throw new RuleError("MANIFOLD.Query.NoCard", {});
  const find = (uuid: string) => {
    const actor = port.actor(uuid);
    return actor ? { actor, authorOwns: port.owns(author.id, actor), userOwns: port.owns(me.id, actor) } : null;
  };
  const plans = decideReceiptUndo(receipt, find, (a) => sideDocs(port, alone(a.actor)), rules.allow);
  const over = plans.some((p) => driftedEntries(port, p.entries, alone(p.actor.actor)).length > 0);
  if (over && !(await port.confirm("MANIFOLD.Card.UndoDriftTitle", "MANIFOLD.Card.UndoDrift"))) return;
  for (const p of plans) await writeOutcome(port, alone(p.actor.actor), p.outcome);
  await port.markUndone(id);
}
