/**
 * A combat tracker over plain data that runs the contest steps the way ManifoldCombat and core's
 * turn events do: the order is dealt by the order step (again whenever a combatant or the round
 * changes); moving on ends the prior turn, starts a new round when the order wraps (the round's
 * one write, then round-limited conditions run out), and starts the next turn, which the GM's
 * client skips when the skip step says so. Each write is one batch, recorded.
 */
import { expiredAt } from "../../../src/core/duration";
import type { CombatantUpdate } from "../../../src/rulesets/contest/rules/economy";
import type { CombatantSystem, ContestActor } from "../../../src/rulesets/contest/rules/types";
import { initiativeStep, roundStartStep, saveTurnStep, skipTurnStep, turnEndStep, turnOrderStep } from "../../../src/rulesets/contest/play/turns";
import { combatant } from "../../rulesets/contest/fixtures";

export interface Fighter {
  id: string;
  actor: ContestActor;
  system: CombatantSystem;
  /** conditions, each with the round it was put on in (Surprised lasts one round) */
  conditions: Map<string, number>;
  initiative: number | null;
  tieBreak?: number;
}

export const fighter = (id: string, actor: ContestActor, over: Partial<CombatantSystem> = {}): Fighter => ({
  id,
  actor,
  system: combatant(over),
  conditions: new Map(),
  initiative: null,
});

/** A roll formula over the actor's data, with the die's face already thrown. */
export function evaluate(formula: string, actor: ContestActor, face: number): number {
  const data = (path: string) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], actor.system) as number;
  return formula
    .replace(/\d+d\d+/, String(face))
    .split("+")
    .map((part) => part.trim())
    .reduce((sum, part) => sum + (part.startsWith("@") ? data(part.slice(1)) : Number(part)), 0);
}

const noDraw = { next: () => 0.5 };
const CONDITION_ROUNDS: Record<string, number> = { surprised: 1 };

export class Tracker {
  round = 0;
  turn = 0;
  order: string[] = [];
  batches: { event: string; updates: CombatantUpdate[] }[] = [];

  constructor(public fighters: Fighter[]) {}

  get(id: string): Fighter {
    return this.fighters.find((f) => f.id === id)!;
  }

  /** Each combatant's initiative from its formula and a thrown face, as core's rollAll does. */
  rollAll(faces: Record<string, number>, die = "1d6"): void {
    for (const f of this.fighters) f.initiative = evaluate(initiativeStep(f.actor, die), f.actor, faces[f.id]!);
    this.deal();
  }

  private plain(f: Fighter) {
    return { id: f.id, system: f.system, statuses: [...f.conditions.keys()] };
  }

  private deal(): void {
    const rolled = this.fighters.map((f) => ({ id: f.id, actor: f.actor, initiative: f.initiative, ...(f.tieBreak === undefined ? {} : { tieBreak: f.tieBreak }) }));
    const saved = this.fighters.map((f) => ({ id: f.id, after: f.system.delayAfter, round: f.system.delayRound }));
    this.order = turnOrderStep(rolled, saved, this.round, noDraw);
  }

  private write(event: string, updates: CombatantUpdate[]): void {
    if (updates.length === 0) return;
    this.batches.push({ event, updates });
    for (const { _id, ...changes } of updates) {
      const system = this.get(_id).system as unknown as Record<string, unknown>;
      for (const [path, value] of Object.entries(changes)) system[path.replace(/^system\./, "")] = value;
    }
    this.deal();
  }

  get current(): string | null {
    return this.order[this.turn] ?? null;
  }

  /** Begin Combat: round 1, the first turn. */
  start(): void {
    this.moveTo(1, 0, null, 0);
  }

  /** Next Turn (the tracker's button, or the GM's client skipping a turn). */
  next(): void {
    const prior = this.current;
    const wraps = this.turn + 1 >= this.order.length;
    this.moveTo(wraps ? this.round + 1 : this.round, wraps ? 0 : this.turn + 1, prior, this.round);
  }

  /** Saves the current combatant's turn: one combatant write, then the turn passes to whoever now holds the index. */
  save(after: string): void {
    const delayer = this.current!;
    this.write("saveTurn", [saveTurnStep(this.order, this.current, delayer, after, this.round)]);
    this.events(delayer, this.round);
  }

  private moveTo(round: number, turn: number, prior: string | null, priorRound: number): void {
    const newRound = round > this.round;
    this.round = round;
    this.turn = turn;
    if (newRound) this.deal();
    this.events(prior, priorRound, newRound);
  }

  private events(prior: string | null, priorRound: number, newRound = false): void {
    if (prior) this.write("turnEnd", turnEndStep(this.plain(this.get(prior)), priorRound, this.round));
    if (newRound) {
      this.write("roundStart", roundStartStep(this.fighters.map((f) => this.plain(f)), this.round));
      for (const f of this.fighters) {
        for (const [id, since] of f.conditions) if (expiredAt({ rounds: CONDITION_ROUNDS[id] ?? null, startRound: since }, this.round)) f.conditions.delete(id);
      }
    }
    const now = this.current;
    if (now && skipTurnStep(this.plain(this.get(now)), this.round)) this.next();
  }

  /** The ids whose turns begin from now until round `round` starts, calling `act` on each turn. */
  playUntil(round: number, act: (id: string) => void = () => undefined): string[] {
    const took: string[] = [];
    while (this.round < round) {
      took.push(this.current!);
      act(this.current!);
      this.next();
    }
    return took;
  }
}
