/**
 * The damage tray on selected tokens, played over plain actors the way src/foundry/play/tray.ts
 * plays it in Foundry: the same pure decisions (decideSelected, decideReceiptUndo), then each
 * owned actor written once and its ledger recorded from the stored values, as writeOutcome does.
 */
import { record, type LedgerEntry } from "../../src/core/ledger";
import type { AllowList, SideDocs } from "../../src/core/play/guard";
import { mergeWrites } from "../../src/core/play/merge";
import { decideReceiptUndo, decideSelected, type Scale, type TrayReceipt } from "../../src/core/play/tray";
import { STATUS_PATH, type Outcome } from "../../src/core/play/types";
import { get, set, type PlainActor, type Table } from "./table";

const owns = (t: Table, userId: string, a: PlainActor) => !!t.users.get(userId)?.isGM || a.owners.includes(userId);

/** One actor alone, as the tray's check sees it: its own actor document and nothing else. */
const docsOf = (a: PlainActor): SideDocs => ({ has: (_side, kind) => kind === "actor", read: (_side, _kind, path) => get(a, path) });

/** Writes an outcome on one actor (its "defender" side), returning what changed, as the executor does. */
function write(a: PlainActor, outcome: Outcome<unknown>): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  for (const w of mergeWrites(outcome.writes)) {
    entries.push(...record(w.side, w.doc, w.changes, (p) => get(a, p)));
    for (const [path, value] of Object.entries(w.changes)) set(a as unknown as Record<string, unknown>, path, value);
  }
  for (const s of outcome.statuses) {
    const before = a.statuses.includes(s.id);
    if (before === s.active) continue;
    a.statuses = s.active ? [...a.statuses, s.id] : a.statuses.filter((x) => x !== s.id);
    entries.push({ side: s.side, doc: "actor", path: `${STATUS_PATH}${s.id}`, before, after: s.active });
  }
  return entries;
}

/**
 * `userId` presses a tray button with `selected` tokens' actors: decided and checked before any
 * write, then written, and the receipt the presser would post. `targetToo`: the card's own route
 * applies to its target (`defender`), so the selection skips it.
 */
export function applySelected(t: Table, userId: string, o: { type: string; from: string; scale: Scale; selected: PlainActor[]; defender: string | null; step: (a: PlainActor) => Outcome<unknown>; allow: AllowList }) {
  const picked = o.selected.map((a) => ({ a, uuid: a.uuid, name: a.uuid.replace("Actor.", ""), owned: owns(t, userId, a) }));
  const { plans, refused } = decideSelected(picked, o.defender, (p) => o.step(p.a), (p) => docsOf(p.a), o.allow);
  const applications = plans.map(({ actor: p, outcome }) => ({ uuid: p.uuid, name: p.name, entries: write(p.a, outcome) }));
  const receipt: TrayReceipt = { type: o.type, from: o.from, scale: o.scale, applications, undone: false };
  return { receipt, refused: refused.map((p) => p.name) };
}

/** `userId` presses Undo on a receipt `authorId` posted: every actor checked before the first write. */
export function undoSelected(t: Table, userId: string, authorId: string, receipt: TrayReceipt, allow: AllowList): void {
  const find = (uuid: string) => {
    const a = t.actors.get(uuid);
    return a ? { a, authorOwns: owns(t, authorId, a), userOwns: owns(t, userId, a) } : null;
  };
  const plans = decideReceiptUndo(receipt, find, (p) => docsOf(p.a), allow);
  for (const p of plans) write(p.actor.a, p.outcome);
}
