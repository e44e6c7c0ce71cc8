/**
 * What the Wound Track scenarios share to play whole rounds: each combatant as the tracker's steps
 * read it, their batched updates written as the glue's one updateEmbeddedDocuments writes them,
 * the round's order by name, a scripted tie-break draw, and a sheet action written as the sheet
 * writes it (the shared executor, the sheet's allow-list, the clicking client's own authority).
 */
import { ownAuthority } from "../../../src/core/play/consequence";
import { writeAlone } from "../../../src/core/play/execute";
import type { Outcome } from "../../../src/core/play/types";
import type { RandomSource } from "../../../src/core/random";
import { WOUNDTRACK_SHEET_ALLOW } from "../../../src/rulesets/woundtrack/play/allow";
import type { Notice } from "../../../src/core/play/consequence";
import { arrangeTurns, sharedTurnEnd, sharedTurnStart, skipsTurn, type TurnCombatant, type Update } from "../../../src/rulesets/woundtrack/play/turns";
import { docOf } from "../table-port";
import { set, type PlainActor, type Table } from "../table";
import { initiativeOf, poolsOf, systemOf } from "./world";

/** The combatant as the tracker's steps read it: its id, initiative, stored system, the creature's scores and conditions. */
export const entrant = (a: PlainActor): TurnCombatant => ({ id: a.uuid, initiative: initiativeOf(a), system: structuredClone(poolsOf(a)), creature: systemOf(a), statuses: [...a.statuses] });

/** A tracker step's batched update, written on the plain combatants, each by its `_id`. */
export function applyUpdates(t: Table, updates: readonly Update[]): void {
  for (const { _id, ...paths } of updates) {
    const doc = docOf(t.actors.get(_id)!, "combatant")!;
    for (const [path, value] of Object.entries(paths)) set(doc, path, structuredClone(value));
  }
}

const nameOf = (uuid: string) => uuid.replace(/^Actor\./, "");

/** The round's turns as they stand, by name, and the index of the one holding (or next to take) the turn. */
export function turns(all: readonly PlainActor[]): { order: string[]; turn: number } {
  const { order, turn } = arrangeTurns(all.map(entrant));
  return { order: order.map(nameOf), turn };
}

/** Every combatant of the table's combat, as the tracker's steps read them. */
const fighters = (t: Table): TurnCombatant[] => [...t.actors.values()].filter((a) => a.combatant).map(entrant);

/** The tracker moves to `a`'s turn: the combat's turn is its, and its turn's start is written (a mount's with its rider's); what the table is told. */
export function startTurn(t: Table, a: PlainActor): Notice[] {
  t.turn = a.uuid;
  const { updates, notices } = sharedTurnStart(fighters(t), a.uuid);
  applyUpdates(t, updates);
  return notices.map((n) => n.notice);
}

/** `a`'s turn ends: its turn's end is written (a mount's with its rider's). */
export function endTurn(t: Table, a: PlainActor): void {
  applyUpdates(t, sharedTurnEnd(fighters(t), a.uuid));
}

/** The tracker passes over `a`'s turn: a mount whose turn was its rider's. */
export const skips = (t: Table, a: PlainActor): boolean => skipsTurn(fighters(t), a.uuid);

/** A random source that draws the numbers given, in order: the round's tie-breaks, combatant by combatant. */
export const draws = (...values: number[]): RandomSource => ({ next: () => values.shift() ?? 0 });

/** A sheet action's outcome written as the sheet's glue writes it: on `user`'s client, with that client's own authority. */
export function onSheet(t: Table, user: string, actor: PlainActor, outcome: Outcome<unknown>) {
  return t.run(user, (port) => writeAlone(port, actor, outcome, WOUNDTRACK_SHEET_ALLOW, ownAuthority(port, actor)));
}

/** A fresh card id, 16 characters as the table's own. */
export const cardId = (n: number): string => `card${String(n).padStart(12, "0")}`;
