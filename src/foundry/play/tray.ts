/**
 * The damage tray's glue. A press on the card's target goes the card's own way (pressCard: here,
 * to the active GM, or relayed), carrying only the tray's word ("half", "heal" ...). A press on
 * the selected tokens is decided and written on the presser's own client, on the actors that user
 * owns, and never asks the GM to write anything: the GM's client writes only the card's own sides.
 * Those writes go through the same executor, and the presser posts a receipt that keeps their
 * ledger for Undo.
 */
import { RuleError } from "../../core/errors";
import { drifted } from "../../core/ledger";
import { decideReceiptUndo, decideSelected, parseReceipt, parseScale, type TrayApplication, type TrayReceipt } from "../../core/play/tray";
import { STATUS_PATH, type Outcome } from "../../core/play/types";
import { pluralKey } from "../../core/plural";
import { post, write } from "../docs";
import { notify } from "../notify";
import { cardIn, writeOutcome } from "./cards";
import { confirmed, glueFor, notifyError, pressCard } from "./press";
import { actorAt, sideDocs, type Sides } from "./sides";

/** Where a receipt keeps its ledger: the system's flags on the presser's own message. */
const SCOPE = "manifold";
const KEY = "tray";

const owns = (user: User.Implementation, actor: Actor.Implementation) => user.isGM || actor.testUserPermission(user, "OWNER");

/** One actor as both sides: the tray writes it as the "defender" of its own application. */
const alone = (actor: Actor.Implementation): Sides => ({ attacker: actor, defender: actor });

/** The actors of the tokens this user has selected (controlled) on the canvas. */
function selectedActors(): Actor.Implementation[] {
  return (canvas?.tokens?.controlled ?? []).flatMap((t) => (t.actor ? [t.actor as Actor.Implementation] : []));
}

const listOf = (names: readonly string[]) => new Intl.ListFormat(game.i18n?.lang ?? "en", { type: "conjunction" }).format(names);

/** A tray button: to the card's target, to the selected tokens, or both, as the user ticked. */
export async function pressTray(message: ChatMessage.Implementation, action: string, args: Record<string, string>, to: { target: boolean; selected: boolean }): Promise<void> {
  if (!to.target && !to.selected) return notify("warn", "MANIFOLD.Card.Tray.NoTarget");
  if (to.target) await pressCard(message, action, args);
  if (to.selected) await applyToSelected(message, args.scale, to.target);
}

async function applyToSelected(message: ChatMessage.Implementation, rawScale: string | undefined, targetToo: boolean): Promise<void> {
  const glue = glueFor(message.type as string);
  const user = game.user as User.Implementation | null;
  if (!glue?.tray || !user) return;
  try {
    const scale = parseScale(rawScale);
    const card = cardIn(message);
    const picked = selectedActors().map((actor) => ({ actor, uuid: actor.uuid, name: actor.name ?? "", owned: owns(user, actor) }));
    const step = (p: (typeof picked)[number]) => glue.tray!(card, scale, p.actor) as Outcome<unknown>;
    const { plans, refused } = decideSelected(picked, targetToo ? card.defender.uuid : null, step, (p) => sideDocs(alone(p.actor)), glue.allow);
    if (refused.length) notify("warn", pluralKey("MANIFOLD.Card.Tray.NotYours", refused.length), { names: listOf(refused.map((a) => a.name)) });
    if (!plans.length) {
      if (!refused.length && !(targetToo && picked.length)) notify("warn", "MANIFOLD.Card.Tray.NoneSelected");
      return;
    }
    const applications: TrayApplication[] = [];
    for (const { actor: p, outcome } of plans) applications.push({ uuid: p.uuid, name: p.name, entries: await writeOutcome(glue.setStatus, alone(p.actor), outcome) });
    const receipt: TrayReceipt = { type: message.type as string, from: card.attacker.name ?? "", scale, applications, undone: false };
    await post({ speaker: { alias: user.name }, content: "", flags: { [SCOPE]: { [KEY]: receipt } } });
  } catch (err) {
    notifyError(err);
  }
}

/** The receipt a message carries, or null for any other message. */
export function receiptOf(message: ChatMessage.Implementation): TrayReceipt | null {
  const flags: unknown = message.flags;
  const scoped = typeof flags === "object" && flags !== null ? (flags as Record<string, unknown>)[SCOPE] : undefined;
  return typeof scoped === "object" && scoped !== null ? parseReceipt((scoped as Record<string, unknown>)[KEY]) : null;
}

/** Whether this user may press a receipt's Undo: the user who applied it, or a GM. */
export const mayUndoReceipt = (message: ChatMessage.Implementation) => !!game.user?.isGM || message.isAuthor;

/**
 * Undoes a receipt: each actor back to what its ledger recorded, last change first. Its author
 * wrote that ledger, so nothing is written that the author could not write: only actors the
 * author owns, on the ruleset's allow-list, with values the rules can produce.
 */
export async function undoReceipt(message: ChatMessage.Implementation): Promise<void> {
  try {
    const receipt = receiptOf(message);
    const user = game.user as User.Implementation | null;
    const author = message.author as User.Implementation | null;
    if (!receipt || receipt.undone || !user) return;
    if (!author || !mayUndoReceipt(message)) throw new RuleError("MANIFOLD.Card.Tray.UndoNotYours", {});
    const glue = glueFor(receipt.type);
    if (!glue) throw new RuleError("MANIFOLD.Query.NoCard", {});
    const find = (uuid: string) => {
      const actor = actorAt(uuid);
      return actor ? { actor, authorOwns: owns(author, actor), userOwns: owns(user, actor) } : null;
    };
    const plans = decideReceiptUndo(receipt, find, (a) => sideDocs(alone(a.actor)), glue.allow).map(({ actor: { actor }, outcome, entries }) => {
      const now = (path: string) => (path.startsWith(STATUS_PATH) ? actor.statuses.has(path.slice(STATUS_PATH.length)) : foundry.utils.getProperty(actor._source, path));
      return { actor, outcome, drifted: drifted(entries, (e) => now(e.path)).length > 0 };
    });
    if (plans.some((p) => p.drifted) && !(await confirmed("MANIFOLD.Card.UndoDriftTitle", "MANIFOLD.Card.UndoDrift"))) return;
    for (const p of plans) await writeOutcome(glue.setStatus, alone(p.actor), p.outcome);
    await write(message, { [`flags.${SCOPE}.${KEY}.undone`]: true });
  } catch (err) {
    notifyError(err);
  }
}
