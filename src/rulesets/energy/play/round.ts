/**
 * The start of a round as one play step (energy.round.3-5, energy.save.*, energy.unconscious.2-4):
 * the rolls each creature owes (a Death Save while bleeding out, a wake roll while knocked out by
 * Stamina loss or a non-lethal blow), then every combatant's fresh pools in ONE batch. The rolls
 * come first because they are made "at the beginning of every Round": a creature a Death Save
 * knocks out has no Energy this round, one that wakes on a 20 has its Energy at once.
 */
import { RuleError } from "../../../core/errors";
import { expiredAt } from "../../../core/duration";
import { inForce } from "../../../core/status";
import { nothing, type Outcome, type StatusChange } from "../../../core/play/types";
import { anyBoolean, oneOf, poolValue, type AllowList } from "../../../core/play/guard";
import { deathSaveBand } from "../rules/apply";
import { ENERGY_STATUSES } from "../rules/conditions";
import { ROUND_SECONDS, UNCONSCIOUS_CAUSES } from "../rules/constants";
import { roundReset } from "../rules/economy";
import { owedRoll, type OwedRoll } from "../rules/owed";
import { wakeRoll } from "../rules/rest";
import type { CombatantSystem, CreatureSystem } from "../rules/types";

/** A condition applied in its own right, with its round limit as the effect stores it. */
export interface AppliedCondition {
  id: string;
  rounds?: number | null;
  startRound?: number | null;
}

/** One combatant as the round sees it: its actor's lasting state and its pools. */
export interface RoundCreature {
  /** the combatant's id */
  id: string;
  name: string;
  system: CreatureSystem;
  maxAgility: number;
  conditions: readonly AppliedCondition[];
  combatant: CombatantSystem;
}

export interface RoundSnapshot {
  /** the round that begins */
  round: number;
  creatures: readonly RoundCreature[];
}

/** A line of the round's chat message: a lang key and its values (`result` is a lang key too). */
export interface RoundLine {
  key: string;
  name: string;
  roll: number;
  result?: string;
}

export interface RoundStart {
  /** every combatant's new pools: the one batched write of the round */
  combatants: Record<string, unknown>[];
  /** what the owed rolls do to each actor (side "attacker" is that creature) */
  creatures: { id: string; outcome: Outcome<null> }[];
  lines: RoundLine[];
}

/** What a round's rolls may write on an actor: the Death state, the Stamina a wake gives back, and conditions. */
export const ENERGY_ROUND_ALLOW: AllowList = {
  actor: {
    "system.stamina.value": poolValue("system.derived.maxStamina"),
    "system.death.unconscious": oneOf(UNCONSCIOUS_CAUSES),
    "system.death.bleeding": anyBoolean,
    "system.death.dead": anyBoolean,
  },
  combatant: {},
  item: {},
  statuses: new Set(ENERGY_STATUSES.map((s) => s.id)),
};

/** The conditions in force once the round begins: those whose round limit ran out are gone. */
export function conditionsAt(conditions: readonly AppliedCondition[], round: number): Set<string> {
  return inForce(ENERGY_STATUSES, conditions.filter((c) => !expiredAt(c, round)).map((c) => c.id));
}

/** The tracker's Mark Defeated puts only the Dead condition on: a creature so marked owes nothing either. */
function owedBy(c: RoundCreature, round: number): OwedRoll {
  const conditions = conditionsAt(c.conditions, round);
  return conditions.has("dead") ? null : owedRoll(c.system.death, conditions.has("unconscious"));
}

/** The d20s the GM's client throws before the step: one per combatant that owes a roll, by combatant id. */
export function owedRolls(snap: RoundSnapshot): { id: string; roll: Exclude<OwedRoll, null> }[] {
  return snap.creatures.flatMap((c) => {
    const roll = owedBy(c, snap.round);
    return roll ? [{ id: c.id, roll }] : [];
  });
}

interface After {
  stamina: number;
  unconscious: boolean;
  dead: boolean;
  line: RoundLine | null;
  outcome: Outcome<null>;
}

function rolled(c: RoundCreature, owed: OwedRoll, d20: number, conditions: ReadonlySet<string>): After {
  const outcome = nothing<null>();
  const after: After = { stamina: c.system.stamina.value, unconscious: conditions.has("unconscious"), dead: c.system.death.dead || conditions.has("dead"), line: null, outcome };
  if (owed === "deathSave") {
    const band = deathSaveBand(d20);
    if (Object.keys(band.update).length) outcome.writes.push({ side: "attacker", doc: "actor", changes: { ...band.update } });
    const statuses: StatusChange[] = band.conditions.map((k) => ({ side: "attacker", id: k.id, active: true, ...(k.rounds ? { rounds: k.rounds } : {}) }));
    outcome.statuses.push(...statuses);
    after.unconscious ||= band.conditions.some((k) => k.id === "unconscious");
    after.dead ||= band.update["system.death.dead"] === true;
    after.line = { key: "MANIFOLD.energy.Round.DeathSave", name: c.name, roll: d20, result: band.label };
  } else if (owed === "wake") {
    const wake = wakeRoll(d20, c.system.death.unconscious, c.system.stamina.value);
    if (wake.wakes) {
      outcome.writes.push({ side: "attacker", doc: "actor", changes: { ...wake.update } });
      outcome.statuses.push({ side: "attacker", id: "unconscious", active: false });
      after.unconscious = false;
      after.stamina = typeof wake.update["system.stamina.value"] === "number" ? wake.update["system.stamina.value"] : after.stamina;
    }
    after.line = { key: wake.wakes ? "MANIFOLD.energy.Round.Wakes" : "MANIFOLD.energy.Round.Sleeps", name: c.name, roll: d20 };
  }
  return after;
}

function checkFaces(snap: RoundSnapshot, faces: Readonly<Record<string, number>>): void {
  const owed = new Set(owedRolls(snap).map((o) => o.id));
  const sent = Object.keys(faces);
  const fits = (f: unknown) => Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 20;
  if (sent.length !== owed.size || sent.some((id) => !owed.has(id) || !fits(faces[id]))) throw new RuleError("MANIFOLD.Query.BadDice", {});
}

/**
 * The new round: the owed rolls with the d20s thrown for them, then each combatant's pools from
 * what its creature is now (Energy from Stamina, none while unconscious or dead, 2 fewer while
 * Exhausted; Agility refilled; the Swift Attack and the Initiative roll of the round unused).
 * Defend carries over; its count of metres moved starts again.
 */
export function roundStartStep(snap: RoundSnapshot, faces: Readonly<Record<string, number>>): RoundStart {
  checkFaces(snap, faces);
  const start: RoundStart = { combatants: [], creatures: [], lines: [] };
  for (const c of snap.creatures) {
    const conditions = conditionsAt(c.conditions, snap.round);
    const owed = owedBy(c, snap.round);
    const after = rolled(c, owed, faces[c.id] ?? 0, conditions);
    if (after.outcome.writes.length || after.outcome.statuses.length) start.creatures.push({ id: c.id, outcome: after.outcome });
    if (after.line) start.lines.push(after.line);
    const pools = roundReset({ stamina: after.stamina, maxAgility: c.maxAgility, exhausted: conditions.has("exhausted"), unconscious: after.unconscious || after.dead });
    start.combatants.push({ _id: c.id, initiative: null, system: { ...pools, defending: c.combatant.defending, deathSaveMade: owed === "deathSave" } });
  }
  return start;
}

/** A creature joining a round already under way: the pools it would have had at the round's start. */
export function joinStep(c: Omit<RoundCreature, "id" | "name" | "combatant">, round: number): Omit<CombatantSystem, "defending"> & { defending: false } {
  const conditions = conditionsAt(c.conditions, round);
  const dead = c.system.death.dead || conditions.has("dead");
  return { ...roundReset({ stamina: c.system.stamina.value, maxAgility: c.maxAgility, exhausted: conditions.has("exhausted"), unconscious: conditions.has("unconscious") || dead }), defending: false };
}

/** The combat tracker's buttons that move a combat (energy.round.1). */
export const TRACKER_BUTTONS = ["start", "nextTurn", "previousTurn", "nextRound", "previousRound"] as const;
export type TrackerButton = (typeof TRACKER_BUTTONS)[number];

/** Where a tracker button takes the combat: its round, nobody holding the turn, and the world time it moves by. */
export interface RoundMove {
  round: number;
  turn: null;
  /** seconds the world clock moves: a round's 5 forward, back again when a round is undone */
  seconds: number;
}

/**
 * A Round is about 5 seconds and has no turns within it (energy.round.1): beginning the combat
 * starts round 1 with nobody holding the turn, so everyone acts whenever they choose, and the
 * next-turn and previous-turn buttons move whole rounds, as the round buttons do. Each round moved
 * moves the world clock by a round's seconds; undoing the first round leaves the clock alone, as
 * it never moved for it.
 */
export function trackerStep(round: number, button: TrackerButton): RoundMove {
  if (!Number.isInteger(round) || round < 0) throw new RuleError("MANIFOLD.Query.Malformed", { what: "round" });
  if (!(TRACKER_BUTTONS as readonly string[]).includes(button)) throw new RuleError("MANIFOLD.Query.Malformed", { what: "button" });
  if (button === "start") {
    if (round > 0) throw new RuleError("MANIFOLD.energy.Round.Begun", {});
    return { round: 1, turn: null, seconds: 0 };
  }
  if (round < 1) throw new RuleError("MANIFOLD.energy.Round.NotBegun", {});
  if (button === "nextTurn" || button === "nextRound") return { round: round + 1, turn: null, seconds: ROUND_SECONDS };
  return { round: round - 1, turn: null, seconds: round - 1 > 0 ? -ROUND_SECONDS : 0 };
}
