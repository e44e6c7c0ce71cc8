/**
 * A Roll-Under combat tracker over plain data, run the way ManifoldCombat and core v13 run it: the
 * round's rolls and groups are written in one batch BEFORE the round moves (CombatScheme
 * beforeRound), the turns are dealt from the tracker's order by rules/initiative turnOrder through
 * core/turns dealTurns with two places allowed per combatant, and moving the turn fires turn events
 * as v13's Combat#_manageTurnEvents does: every turn index passed in the round (a back-to-back
 * second turn of the same combatant included, since v13 counts a change of turn index, not only of
 * combatant) ends the prior turn and starts the next; a new round ends the old round's remaining
 * turns as skipped. A turn start is the turn step's one write; Time's reminder is read unless skipped.
 */
import { dealTurns } from "../../../src/core/turns";
import { turnOrder } from "../../../src/rulesets/rollunder/rules/initiative";
import { roundStartStep, type RoundCombatant } from "../../../src/rulesets/rollunder/play/round";
import { actionStep, turnStartStep } from "../../../src/rulesets/rollunder/play/turn";
import type { CombatantSystem, Group } from "../../../src/rulesets/rollunder/rules/types";
import { combatant } from "../../rulesets/rollunder/fixtures";

export interface Entrant extends RoundCombatant {
  system: CombatantSystem;
  initiative: number | null;
}

export const entrant = (c: RoundCombatant, over: Partial<CombatantSystem> = {}): Entrant => ({ ...c, system: combatant(over), initiative: null });

export class RollunderTracker {
  round = 0;
  turn: number | null = null;
  order: string[] = [];
  /** every batched write, by the event that made it */
  batches: { event: string; ids: string[] }[] = [];
  /** turn events in the order core fires them: "end ogre", "start ogre" ... */
  events: string[] = [];
  /** what Time's turns posted */
  posted: string[] = [];

  constructor(public entrants: Entrant[]) {
    this.deal();
  }

  get(id: string): Entrant {
    return this.entrants.find((e) => e.id === id)!;
  }

  get holder(): Entrant | null {
    const id = this.turn === null ? null : this.order[this.turn];
    return id ? this.get(id) : null;
  }

  /** Core's sort (initiative, higher first; stable otherwise), then the scheme's arrangement. */
  private deal(): void {
    const sorted = [...this.entrants].sort((a, b) => (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity)).map((e) => e.id);
    const placed = sorted.flatMap((id) => {
      const e = this.get(id);
      return e.system.group ? [{ id, group: e.system.group as Group, actsTwice: e.kind === "enemy" && e.actsTwice }] : [];
    });
    this.order = dealTurns(sorted, turnOrder(placed).map((t) => t.id), null, 2).order;
  }

  /** beforeRound: the d20s given, the round step, every combatant in one write, no turn events. */
  private beforeRound(round: number, faces: Record<string, number>): void {
    const start = roundStartStep({ round, combatants: this.entrants }, faces);
    for (const u of start.combatants) Object.assign(this.get(u._id), { initiative: u.initiative, system: { ...this.get(u._id).system, ...u.system } });
    this.batches.push({ event: `round ${round}`, ids: start.combatants.map((u) => u._id) });
    this.deal();
  }

  private startTurn(id: string, skipped: boolean): void {
    const e = this.get(id);
    const { update, reminder } = turnStartStep({ id, kind: e.kind, movement: e.movement, combatant: e.system });
    e.system = { ...e.system, ...update.system };
    this.batches.push({ event: `turn ${id}`, ids: [id] });
    this.events.push(`start ${id}${skipped ? " (skipped)" : ""}`);
    if (reminder && !skipped) this.posted.push(reminder.text);
  }

  /** Moves to (round, turn) and fires the turn events v13 fires for that move. */
  private moveTo(round: number, turn: number): void {
    const prior = { round: this.round, turn: this.turn, id: this.holder?.id ?? null };
    this.round = round;
    this.turn = turn;
    const intervals: [number, number][] = [];
    if (round === prior.round && prior.turn !== null && turn > prior.turn) intervals.push([prior.turn + 1, turn]);
    else if (round > prior.round) {
      if (prior.round > 0 && prior.turn !== null) intervals.push([prior.turn + 1, this.order.length - 1]);
      intervals.push([0, turn]);
    }
    let previous = prior.id;
    for (const [from, to] of intervals) {
      for (let t = from; t <= to; t++) {
        if (previous) this.events.push(`end ${previous}`);
        const next = this.order[t]!;
        this.startTurn(next, round !== this.round || t !== turn);
        previous = next;
      }
    }
  }

  startCombat(faces: Record<string, number>): void {
    this.beforeRound(1, faces);
    this.moveTo(1, 0);
  }

  /** The tracker's next turn; at the round's end the next round needs the new d20s. */
  nextTurn(faces?: Record<string, number>): void {
    const next = (this.turn ?? -1) + 1;
    if (next < this.order.length) return this.moveTo(this.round, next);
    if (!faces) throw new Error("the next round needs its d20s");
    this.nextRound(faces);
  }

  nextRound(faces: Record<string, number>): void {
    this.beforeRound(this.round + 1, faces);
    this.moveTo(this.round + 1, 0);
  }

  /** The holder's action from the tracker's menu (moves.ts takeAction). */
  act(id: string, action: string): void {
    const e = this.get(id);
    const update = actionStep({ id, kind: e.kind, movement: e.movement, combatant: e.system, onTurn: this.holder?.id === id, statuses: [] }, action);
    e.system = { ...e.system, ...update.system };
  }
}
