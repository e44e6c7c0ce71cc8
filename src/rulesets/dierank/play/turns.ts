/**
 * The tracker's events as play steps (dierank.surprise.1-2, badly.3, mount.3-4, 16, oppo.8): the
 * REF die each combatant rolls for its place, descending; and a turn's start, which gives the
 * turn's AP less what interrupts borrowed and clears the debt, in one combatant write.
 */
import type { DiceNeed } from "../../../core/play/dice";
import { turnAp } from "../rules/economy";
import { initiativeEdge, pairInitiative, turnOrder } from "../rules/initiative";
import { statsOf } from "./side";
import type { CombatantSystem, CreatureSystem } from "../rules/types";

export interface TurnCombatant {
  id: string;
  system: CombatantSystem;
  creature: Pick<CreatureSystem, "stats" | "ap" | "riderSkill" | "mount">;
  statuses: readonly string[];
}

/** The other one of a mounted pair: the mount it rides or the rider it carries; null on foot. */
export const pairOf = (c: Pick<CreatureSystem, "mount">): string | null => c.mount.rides || c.mount.carries || null;

/** The REF die a combatant rolls for its place, with disadvantage when surprised (dierank.surprise.1-2). */
export function initiativeNeed(c: Pick<TurnCombatant, "creature" | "system" | "statuses">): DiceNeed {
  const surprised = c.system.surprised || c.statuses.includes("surprised");
  return { kind: "die", faces: statsOf(c.creature).ref, edge: initiativeEdge(surprised) };
}

/**
 * The order turns are taken in: descending, ties in the tracker's own order (RULINGS: fixed for the
 * encounter). A rider and its mount act on the higher of their two rolls (dierank.mount.3).
 */
export function turnOrderStep(rolled: readonly { id: string; initiative: number; pairedWith: string | null }[]): string[] {
  const of = new Map(rolled.map((r) => [r.id, r.initiative]));
  return turnOrder(rolled.map((r) => ({ id: r.id, initiative: r.pairedWith && of.has(r.pairedWith) ? pairInitiative(r.initiative, of.get(r.pairedWith)!) : r.initiative })));
}

/** A turn begins: its AP (halved when badly wounded or an unskilled rider) less the debt, which is paid. */
export function turnStartStep(c: TurnCombatant): { _id: string; "system.ap": number; "system.owed": number } {
  const unskilledRider = c.creature.mount.rides !== "" && !c.creature.riderSkill;
  const ap = turnAp({ base: c.creature.ap, badlyWounded: c.statuses.includes("badlyWounded"), unskilledRider, owed: c.system.owed });
  return { _id: c.id, "system.ap": ap, "system.owed": 0 };
}
