/**
 * The damage tray under a card's damage: how much of it lands (half, as rolled, double, or as
 * healing) and on whom (the card's target, the presser's selected tokens, or both). Pure: the
 * rulesets' tray steps and the glue share these, and the scenario tests call the same functions.
 */
import { RuleError } from "../errors";
import { checkOutcome, undoOutcome, type AllowList, type SideDocs } from "./guard";
import { remainingPools } from "./remaining";
import type { Authority, LedgerEntry, Outcome } from "./types";

export type Scale = "half" | "normal" | "double" | "heal";
export const SCALES: readonly Scale[] = ["half", "normal", "double", "heal"];

/**
 * The tray choice a press carries, one of a fixed set ("normal" when none is named). It travels
 * as a word, never as a number, so a GM deciding a player's press believes no amount.
 */
export function parseScale(raw: string | undefined): Scale {
  if (raw === undefined || raw === "") return "normal";
  if (!(SCALES as readonly string[]).includes(raw)) throw new RuleError("MANIFOLD.Card.Tray.BadScale", {});
  return raw as Scale;
}

/**
 * Half, double, heal and a second Apply change what the rules dealt, so only the target's side
 * (whose owner could set that pool by hand anyway) or a GM may choose them; the attacker's side
 * applies the rules' amount once.
 */
export function checkAdjust(sender: { isGM: boolean; owns: { defender: boolean } }, scale: Scale, again: boolean): void {
  if ((scale !== "normal" || again) && !sender.isGM && !sender.owns.defender) throw new RuleError("MANIFOLD.Card.Tray.TargetSide", {});
}

/**
 * The amount that lands after the tray's choice. It applies to the final amount, after armour and
 * every other reduction, as dnd5e's tray does; half rounds down.
 */
export function scaleAmount(amount: number, scale: Exclude<Scale, "heal">): number {
  const a = Math.max(0, amount);
  if (scale === "half") return Math.floor(a / 2);
  return scale === "double" ? a * 2 : a;
}

/** A pool after healing: raised by the amount, never above its maximum, never lowered. */
export function healPool(pool: { value: number; max: number }, amount: number): number {
  return Math.max(pool.value, Math.min(pool.max, pool.value + Math.max(0, amount)));
}

/** A selected token's actor as the presser's client sees it. */
export interface Picked {
  uuid: string;
  name: string;
  /** the presser owns it (a GM owns every actor): the server refuses any other write */
  owned: boolean;
}

/**
 * The selected tokens' actors the tray writes, each once (two tokens of one actor are one actor),
 * leaving out the card's target when the card's own route already applies to it. Those the
 * presser does not own are refused, so the user can be told their names.
 */
export function pickSelected<T extends Picked>(selected: readonly T[], skip: string | null): { mine: T[]; refused: T[] } {
  const seen = new Set<string>(skip ? [skip] : []);
  const mine: T[] = [];
  const refused: T[] = [];
  for (const actor of selected) {
    if (seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    (actor.owned ? mine : refused).push(actor);
  }
  return { mine, refused };
}

/** Nothing is written on an actor its checker does not own: each actor is the "defender" of its own application. */
const OWNER_ONLY: Authority = { kind: "author", owns: { attacker: false, defender: true } };

/**
 * A tray press on selected actors, decided before the first write: the ruleset's step on each
 * actor the presser owns, checked like any card outcome (the allow-list, values the rules can
 * produce); the rest refused, to be named to the user.
 */
export function decideSelected<A extends Picked, C>(picked: readonly A[], skip: string | null, step: (actor: A) => Outcome<C>, docs: (actor: A) => SideDocs, allow: AllowList) {
  const { mine, refused } = pickSelected(picked, skip);
  const plans = mine.map((actor) => {
    const outcome = step(actor);
    checkOutcome(outcome as Outcome<unknown>, allow, docs(actor), OWNER_ONLY);
    return { actor, outcome };
  });
  return { plans, refused };
}

/** An actor a receipt names, as the undoing client finds it. */
export interface ReceiptActor {
  /** the receipt's author owns it: the server vouches for that, not the receipt */
  authorOwns: boolean;
  /** the user pressing Undo owns it (a GM owns all) */
  userOwns: boolean;
}

/**
 * A receipt's Undo, decided before the first write: each actor back to what its ledger recorded,
 * last change first. The receipt's author wrote that ledger, so nothing is written that the
 * author could not write: only actors the author owns, on the allow-list, with values the rules
 * can produce.
 */
export function decideReceiptUndo<A extends ReceiptActor>(receipt: TrayReceipt, find: (uuid: string) => A | null, docs: (actor: A) => SideDocs, allow: AllowList) {
  return receipt.applications.map((a) => {
    const actor = find(a.uuid);
    if (!actor || !actor.authorOwns || !actor.userOwns) throw new RuleError("MANIFOLD.Card.Tray.UndoOwner", { name: a.name });
    const outcome = undoOutcome(null, a.entries);
    checkOutcome(outcome, allow, docs(actor), OWNER_ONLY);
    return { actor, outcome, entries: a.entries };
  });
}

/** One actor a tray press wrote, with what it changed: its own ledger, as Apply records it. */
export interface TrayApplication {
  uuid: string;
  name: string;
  entries: LedgerEntry[];
}

/**
 * The note a press on selected tokens posts: the presser wrote those actors, so the presser's
 * own message keeps their ledger, and its Undo puts each one back.
 */
export interface TrayReceipt {
  /** the card's message type, which names the ruleset whose rules wrote it */
  type: string;
  /** the attacker's name, as the card showed it */
  from: string;
  scale: Scale;
  applications: TrayApplication[];
  undone: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function entryOf(raw: unknown): LedgerEntry | null {
  if (!isRecord(raw) || raw.side !== "defender" || raw.doc !== "actor" || typeof raw.path !== "string") return null;
  return { side: "defender", doc: "actor", path: raw.path, before: raw.before, after: raw.after };
}

/**
 * A receipt read back from a message's flags. Its author could have written anything there, so
 * only its shape is believed here; the glue then writes nothing its author could not write.
 */
export function parseReceipt(raw: unknown): TrayReceipt | null {
  if (!isRecord(raw) || typeof raw.type !== "string" || !Array.isArray(raw.applications)) return null;
  if (!(SCALES as readonly unknown[]).includes(raw.scale)) return null;
  const applications: TrayApplication[] = [];
  for (const a of raw.applications.slice(0, 50)) {
    if (!isRecord(a) || typeof a.uuid !== "string" || typeof a.name !== "string" || !Array.isArray(a.entries)) return null;
    const entries = a.entries.slice(0, 20).map(entryOf);
    if (entries.some((e) => e === null)) return null;
    applications.push({ uuid: a.uuid, name: a.name, entries: entries as LedgerEntry[] });
  }
  return { type: raw.type, from: typeof raw.from === "string" ? raw.from : "", scale: raw.scale as Scale, applications, undone: raw.undone === true };
}

/**
 * The tray as a card template draws it: a compact row of buttons, each naming what it does. A user
 * who may not adjust (see checkAdjust) sees only the rules' Apply, until it is applied; null when
 * no button is left.
 */
export function trayView(o: { action: string; fullTip: string; applied: boolean; heal: number; adjust: boolean }) {
  const all = [
    { scale: "half", label: "MANIFOLD.Card.Tray.Half", tip: "MANIFOLD.Card.Tray.HalfTip", icon: "fa-solid fa-circle-half-stroke" },
    { scale: "normal", label: o.applied ? "MANIFOLD.Card.ApplyAgainButton" : "MANIFOLD.Card.Apply", tip: o.fullTip, icon: "fa-solid fa-heart-crack" },
    { scale: "double", label: "MANIFOLD.Card.Tray.Double", tip: "MANIFOLD.Card.Tray.DoubleTip", icon: "fa-solid fa-angles-up" },
    { scale: "heal", label: "MANIFOLD.Card.Tray.Heal", tip: "MANIFOLD.Card.Tray.HealTip", icon: "fa-solid fa-heart-circle-plus" },
  ];
  const buttons = o.adjust ? all : all.filter((b) => b.scale === "normal" && !o.applied);
  return buttons.length ? { action: o.action, heal: o.heal, more: "MANIFOLD.Card.Tray.More", buttons } : null;
}

/**
 * A receipt as its template draws it. Pools show only to a user who may see that actor's numbers
 * (its owner, a GM), as on the card: a player learns a monster's Health from play, not from chat.
 */
export function receiptView(receipt: TrayReceipt, o: { sees: (uuid: string) => boolean; canUndo: boolean }) {
  const plain = receipt.scale === "heal" ? "MANIFOLD.Card.Tray.Receipt.Healed" : "MANIFOLD.Card.Tray.Receipt.Hurt";
  return {
    title: `MANIFOLD.Card.Tray.Receipt.${receipt.scale}`,
    from: receipt.from,
    lines: receipt.applications.map((a) => {
      const pools = remainingPools({ applied: true, entries: a.entries });
      return { name: a.name, pools: o.sees(a.uuid) ? pools : [], plain: pools.length || a.entries.length ? plain : "MANIFOLD.Card.Tray.Receipt.Unchanged" };
    }),
    undone: receipt.undone,
    canUndo: o.canUndo && !receipt.undone && receipt.applications.some((a) => a.entries.length > 0),
  };
}
