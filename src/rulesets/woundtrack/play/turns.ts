/**
 * The tracker's events as play steps, for dynamic initiative (woundtrack.init.*, ap.1-7,
 * surprise.3-5, move.7, action.19): the starting initiative; a round's start, one batched write
 * that gives each combatant its round-start AP, a fresh random tie-break and an empty movement
 * pool; a turn's start (Defend ends, a long action takes the AP at hand) and end (the turn-end AP,
 * surprise over, acted); and the order, read afresh after every change of initiative.
 */
import { expiring, type TimedEffect } from "../../../core/play/expiry";
import type { RandomSource } from "../../../core/random";
import { endRoundMovement } from "../rules/movement";
import { endTurn, payLongAction, startRound } from "../rules/economy";
import { defendEnds } from "../rules/defences";
import { canBeSurprised, roundOrder, startingInitiative, type Entrant } from "../rules/initiative";
import type { Notice } from "../../../core/play/consequence";
import { rankOf } from "./side";
import { sharesRidersTurn, turnPartner } from "./mounted";
import { poolOf, storedLong } from "./gate";
import type { CombatantSystem, CreatureSystem } from "../rules/types";

export interface TurnCombatant {
  id: string;
  initiative: number | null;
  system: CombatantSystem;
  creature: Pick<CreatureSystem, "attributes" | "speed" | "skills">;
  statuses: readonly string[];
}

/** Prc [Reflex/Initiative]: what the initiative check adds to the roll (woundtrack.init.1). */
export function initiativeBonus(c: Pick<CreatureSystem, "attributes" | "skills">): number {
  const r = rankOf(c, "reflex", "Initiative");
  return c.attributes.prc + r.skill + r.specialisation;
}

/** The starting initiative from the check's roll: + bonus + 5, less a surprised creature's penalty (woundtrack.init.1, surprise.4-5). */
export function initiativeStep(c: Pick<TurnCombatant, "creature" | "system">, roll: number): number {
  return startingInitiative(roll + initiativeBonus(c.creature), { surprised: c.system.surprised, perception: c.creature.attributes.prc });
}

/** Its AP pool; a creature of Perception above 5 is never surprised, whatever the tracker's mark says (woundtrack.surprise.5). */
function poolOfTurn(c: TurnCombatant) {
  const pool = poolOf({ ...c.system, initiative: c.initiative ?? 0 });
  return { ...pool, surprised: !!pool.surprised && canBeSurprised(c.creature.attributes.prc) };
}

export type Update = { _id: string } & Record<string, unknown>;

/** The largest tie-break drawn: ties are broken by a fresh draw each round (woundtrack.init.3). */
export const TIE_BREAKS = 1_000_000;

/**
 * A round begins, for every combatant in one write: the Speed's round-start AP (none while
 * surprised), a new tie-break, its turn not yet taken, and the movement bought last round gone.
 */
export function roundStartStep(all: readonly TurnCombatant[], rng: RandomSource): Update[] {
  return all.map((c) => {
    const pool = startRound(poolOfTurn(c), c.creature.speed);
    return { _id: c.id, "system.ap": pool.ap, "system.acted": false, "system.acting": false, "system.actingWith": "", "system.tieBreak": Math.floor(rng.next() * TIE_BREAKS), "system.move": endRoundMovement() };
  });
}

/**
 * Its turn begins: Defend ends (woundtrack.action.19), and a long action in progress takes the AP
 * at hand (ap.5, ap.7), taking effect once paid in full: the table is told.
 */
export function turnStartStep(c: TurnCombatant): { update: Update; notices: Notice[] } {
  const update: Update = { _id: c.id, "system.acting": true };
  if (c.system.defending && defendEnds("ownTurnStarts")) Object.assign(update, { "system.defending": false, "system.swap": "" });
  const notices: Notice[] = [];
  if (c.system.long.action) {
    const step = payLongAction(poolOfTurn(c));
    Object.assign(update, { "system.ap": step.pool.ap, "system.long": storedLong(step.pool) });
    notices.push(step.done ? { key: "MANIFOLD.woundtrack.Notice.LongActionDone", data: { action: step.done.action } } : { key: "MANIFOLD.woundtrack.Notice.LongActionPaid", data: { action: c.system.long.action, paid: String(step.pool.long!.paid), cost: String(step.pool.long!.cost) } });
  }
  return { update, notices };
}

/** Its turn ends: the Speed's turn-end AP (a surprised creature gains none, and is surprised no longer), and it has acted. */
export function turnEndStep(c: TurnCombatant): Update {
  const pool = endTurn(poolOfTurn(c), c.creature.speed);
  return { _id: c.id, "system.ap": pool.ap, "system.surprised": !!pool.surprised, "system.acted": true, "system.acting": false, "system.actingWith": "" };
}

const entrant = (c: TurnCombatant, initiative = c.initiative ?? 0, tieBreak = c.system.tieBreak): Entrant => ({ id: c.id, initiative, tieBreak, acted: c.system.acted });

type State = "done" | "holding" | "waiting";
const stateOf = (c: TurnCombatant): State => (c.system.acted ? "done" : c.system.acting ? "holding" : "waiting");

/**
 * A mount goes with its rider when both stand alike in the round: both still to act, both done, or
 * holding the turn it joined (woundtrack.mount.3). One mounted after its own turn, or before the
 * rider's, keeps its own place until the next round, so no one gains or loses a turn.
 */
function follower(all: readonly TurnCombatant[], c: TurnCombatant): boolean {
  if (!sharesRidersTurn(all, c.id)) return false;
  const rider = all.find((r) => r.system.riding === c.id)!;
  return stateOf(c) === stateOf(rider) && (stateOf(c) !== "holding" || c.system.actingWith === rider.id);
}

/**
 * The round's turns as they stand: those who have acted, then the one holding the turn (it keeps
 * it until it ends it, whatever its initiative does) and whoever joined it, then the rest by
 * initiative, ties by this round's draw. The next to act is the first after the holder: one lowered
 * after acting does not act again, one raised before acting moves up (woundtrack.init.2-4). A mount
 * sharing its rider's turn stands right after the rider, the pair placed by the worse of their
 * initiatives (woundtrack.mount.3). The turn's index is the holder's, else the first still to act.
 */
export function arrangeTurns(all: readonly TurnCombatant[]): { order: string[]; turn: number } {
  const byId = new Map(all.map((c) => [c.id, c]));
  const follows = new Set(all.filter((c) => follower(all, c)).map((c) => c.id));
  const leads = all.filter((c) => !follows.has(c.id));
  const placed = (c: TurnCombatant): Entrant => {
    const partner = turnPartner(all, c.id);
    return partner && follows.has(partner) ? entrant(c, Math.min(c.initiative ?? 0, byId.get(partner)!.initiative ?? 0)) : entrant(c);
  };
  const done = roundOrder(leads.filter((c) => stateOf(c) === "done").map(placed));
  // The one whose turn it is first, then any who joined it and have since parted from it.
  const holding = leads.filter((c) => stateOf(c) === "holding").sort((a, b) => Number(!!a.system.actingWith) - Number(!!b.system.actingWith)).map((c) => c.id);
  const waiting = roundOrder(leads.filter((c) => stateOf(c) === "waiting").map(placed));
  const order = [...done, ...holding, ...waiting].flatMap((id) => {
    const partner = turnPartner(all, id);
    return partner && follows.has(partner) ? [id, partner] : [id];
  });
  const holder = order.findIndex((id) => stateOf(byId.get(id)!) === "holding" && !byId.get(id)!.system.actingWith);
  const next = order.findIndex((id) => !byId.get(id)!.system.acted);
  return { order, turn: holder >= 0 ? holder : next < 0 ? order.length : next };
}

/**
 * A turn begins on the tracker: its own start, and its mount's or rider's when the pair shares it
 * and the other has not had a turn this round (woundtrack.mount.3); the other joins it. A mount
 * whose turn it already took with its rider starts none.
 */
export function sharedTurnStart(all: readonly TurnCombatant[], id: string): { updates: Update[]; notices: { of: string; notice: Notice }[] } {
  if (skipsTurn(all, id)) return { updates: [], notices: [] };
  const partner = all.find((c) => c.id === turnPartner(all, id) && stateOf(c) === "waiting");
  const steps = [all.find((c) => c.id === id), partner].flatMap((c) => (c ? [{ of: c.id, ...turnStartStep(c) }] : []));
  const updates = steps.map((s) => (s.of === partner?.id ? { ...s.update, "system.actingWith": id } : s.update));
  return { updates, notices: steps.flatMap((s) => s.notices.map((notice) => ({ of: s.of, notice }))) };
}

/** A turn ends on the tracker: its own end, and that of whoever joined it, linked still or not; nothing for a mount whose turn was its rider's. */
export function sharedTurnEnd(all: readonly TurnCombatant[], id: string): Update[] {
  if (skipsTurn(all, id)) return [];
  const joined = all.filter((c) => c.system.actingWith === id);
  return [all.find((c) => c.id === id), ...joined].flatMap((c) => (c ? [turnEndStep(c)] : []));
}

/** The tracker reaches a mount that took this round's turn with its rider: it passes on. */
export const skipsTurn = (all: readonly TurnCombatant[], id: string): boolean => {
  const c = all.find((x) => x.id === id);
  return !!c && c.system.acted && !c.system.acting && sharesRidersTurn(all, id);
};

/**
 * The effects the round's start ends (woundtrack.duration.1-2): an effect's starting round is its
 * round 1, so one of 2 rounds begun in round 3 is gone as round 5 starts; the older end first.
 */
export const endingEffects = <T extends TimedEffect>(effects: readonly T[], round: number): T[] => expiring(effects, round);
