/**
 * A combat of the energy table as ManifoldCombat runs its rounds: conditions carry the round limits
 * their effects store, a new round is the round step (rolls owed first, then the combatants' pools
 * in one batch), and round-limited conditions run out afterwards, as #expireEffects removes them.
 */
import { writeAlone } from "../../../src/core/play/execute";
import { inForce } from "../../../src/core/status";
import { ENERGY_ROUND_ALLOW, owedRolls, roundStartStep, type AppliedCondition, type RoundCreature, type RoundSnapshot, type RoundStart } from "../../../src/rulesets/energy/play/round";
import { conditionsAt } from "../../../src/rulesets/energy/play/round";
import { ENERGY_STATUSES } from "../../../src/rulesets/energy/rules/conditions";
import type { EnergyDerived } from "../../../src/rulesets/energy/rules/derived";
import type { CombatantSystem, CreatureSystem } from "../../../src/rulesets/energy/rules/types";
import type { Outcome, Side } from "../../../src/core/play/types";
import { tableOf, type PlainActor } from "../table";
import { inCombat } from "./world";

export class Fight {
  round = 0;
  /** combatant batch writes, as updateEmbeddedDocuments("Combatant", ...) calls */
  combatantBatches = 0;
  /** the conditions each actor holds in its own right, with their round limits */
  applied = new Map<string, AppliedCondition[]>();
  last: RoundStart | null = null;

  constructor(readonly actors: PlainActor[]) {
    for (const a of actors) {
      inCombat(a);
      this.applied.set(a.uuid, a.statuses.map((id) => ({ id })));
    }
  }

  /** A condition put on as addCondition does: limited to `rounds` from the current round. */
  condition(a: PlainActor, id: string, rounds?: number): void {
    this.applied.get(a.uuid)!.push({ id, ...(rounds ? { rounds, startRound: this.round } : {}) });
    this.sync(a);
  }

  /** A condition taken off, as toggleStatusEffect does. */
  drop(a: PlainActor, id: string): void {
    this.applied.set(a.uuid, this.applied.get(a.uuid)!.filter((c) => c.id !== id));
    this.sync(a);
  }

  /** A card press wrote conditions on `a` (its `side`): they are recorded with the round limits the outcome gave them. */
  took(a: PlainActor, side: Side, outcome: Outcome<unknown>): void {
    const had = this.applied.get(a.uuid)!;
    for (const id of a.statuses.filter((x) => !had.some((c) => c.id === x))) {
      const rounds = outcome.statuses.find((s) => s.side === side && s.id === id)?.rounds;
      had.push({ id, ...(rounds ? { rounds, startRound: this.round } : {}) });
    }
    this.applied.set(a.uuid, had.filter((c) => a.statuses.includes(c.id)));
  }

  private sync(a: PlainActor): void {
    a.statuses = [...new Set(this.applied.get(a.uuid)!.map((c) => c.id))];
  }

  /** The snapshot as round-rolls.ts builds it from the combat's combatants. */
  snapshot(round: number): RoundSnapshot {
    const creatures: RoundCreature[] = this.actors.map((a) => ({
      id: a.uuid,
      name: a.uuid,
      system: a.system as unknown as CreatureSystem,
      maxAgility: (a.system as { derived: EnergyDerived }).derived.maxAgility,
      conditions: [...this.applied.get(a.uuid)!],
      combatant: a.combatant as unknown as CombatantSystem,
    }));
    return { round, creatures };
  }

  /** The d20s the round owes, by actor. */
  owed(): Record<string, string> {
    return Object.fromEntries(owedRolls(this.snapshot(this.round + 1)).map((o) => [o.id, o.roll]));
  }

  /** nextRound: the GM's client throws `faces` for the rolls owed, the step runs, the writes land, effects expire. */
  async next(faces: Record<string, number> = {}): Promise<RoundStart> {
    const round = this.round + 1;
    const start = roundStartStep(this.snapshot(round), faces);
    this.round = round;
    for (const { id, outcome } of start.creatures) await this.execute(this.actors.find((a) => a.uuid === id)!, outcome);
    this.combatantBatches++;
    for (const u of start.combatants) {
      const a = this.actors.find((x) => x.uuid === u._id)!;
      a.combatant = { ...a.combatant, ...(u.system as Record<string, unknown>) };
    }
    for (const a of this.actors) {
      this.applied.set(a.uuid, this.applied.get(a.uuid)!.filter((c) => conditionsAt([c], round).size > 0));
      this.sync(a);
    }
    this.last = start;
    return start;
  }

  /** The round's writes on one creature, by the active GM through the shared executor, its conditions kept as this fight keeps them. */
  private async execute(a: PlainActor, outcome: Outcome<null>): Promise<void> {
    const t = tableOf(a);
    const before = t.onStatus;
    t.onStatus = (who, change) => (change.active ? this.condition(who, change.id, change.rounds) : this.drop(who, change.id));
    try {
      await t.run(t.activeGM() ?? "gm", (port) => writeAlone(port, a, outcome, ENERGY_ROUND_ALLOW));
    } finally {
      t.onStatus = before;
    }
  }

  inForce(a: PlainActor): Set<string> {
    return inForce(ENERGY_STATUSES, a.statuses);
  }
}

export const pools = (a: PlainActor) => a.combatant as unknown as CombatantSystem;
export const systemOf = (a: PlainActor) => a.system as unknown as CreatureSystem;
