/**
 * The tracker's events as play steps (dierank.surprise.1-2, badly.3, mount.3-4, 16, oppo.8): the
 * REF die each combatant rolls for its place, descending; and a turn's start, which gives the
 * turn's AP less what interrupts borrowed and clears the debt, in one combatant write.
 */
import type { DiceNeed } from "../../../core/play/dice";
import { turnAp } from "../rules/economy";
import { initiativeEdge, pairInitiative, turnOrder } from "../rules/initiative";
import { pairAp } from "../rules/mount";
import { statsOf } from "./side";
import type { CombatantSystem, CreatureSystem } from "../rules/types";

export interface TurnCombatant {
  id: string;
  system: CombatantSystem;
  creature: Pick<CreatureSystem, "stats" | "ap" | "riderSkill" | "mount">;
  statuses: readonly string[];
  /** the mount it rides, when it is a rider: the pair shares the higher AP (dierank.mount.4) */
  mount?: { creature: Pick<CreatureSystem, "ap">; statuses: readonly string[] } | null;
}

/** The other one of a mounted pair: the mount it rides or the rider it carries; null on foot. */
export const pairOf = (c: Pick<CreatureSystem, "mount">): string | null => c.mount.rides || c.mount.carries || null;

/** The REF die a combatant rolls for its place, with disadvantage when surprised or badly wounded (dierank.surprise.1-2, badly.2). */
export function initiativeNeed(c: Pick<TurnCombatant, "creature" | "system" | "statuses">): DiceNeed {
  const surprised = c.system.surprised || c.statuses.includes("surprised");
  return { kind: "die", faces: statsOf(c.creature).ref, edge: initiativeEdge(surprised, c.statuses) };
}

/**
 * The order turns are taken in: descending, ties in the tracker's own order (RULINGS: fixed for the
 * encounter). A rider and its mount act on the higher of their two rolls (dierank.mount.3).
 */
export function turnOrderStep(rolled: readonly { id: string; initiative: number; pairedWith: string | null }[]): string[] {
  const of = new Map(rolled.map((r) => [r.id, r.initiative]));
  return turnOrder(rolled.map((r) => ({ id: r.id, initiative: r.pairedWith && of.has(r.pairedWith) ? pairInitiative(r.initiative, of.get(r.pairedWith)!) : r.initiative })));
}

type TurnStart = { _id: string; "system.ap": number; "system.owed": number; "system.moveOnly": number; "system.noMove": number };

/**
 * A turn begins: its AP (halved when badly wounded or an unskilled rider) less the debt, which is
 * paid. A rider and its mount act as one on the rider's turn, with the higher of their AP: the
 * mount's extra only for movement, the rider's extra not for movement (dierank.mount.1, 4-6); the
 * mount's own turn brings it nothing.
 */
export function turnStartStep(c: TurnCombatant): TurnStart {
  const start = (ap: number, moveOnly = 0, noMove = 0): TurnStart => ({ _id: c.id, "system.ap": ap, "system.owed": 0, "system.moveOnly": Math.min(moveOnly, ap), "system.noMove": Math.min(noMove, ap) });
  if (c.creature.mount.carries !== "") return start(0);
  const badly = c.statuses.includes("badlyWounded");
  const unskilledRider = c.creature.mount.rides !== "" && !c.creature.riderSkill;
  const own = turnAp({ base: c.creature.ap, badlyWounded: badly, unskilledRider, owed: 0 });
  if (!c.mount) return start(Math.max(0, own - c.system.owed));
  const mountAp = turnAp({ base: c.mount.creature.ap, badlyWounded: c.mount.statuses.includes("badlyWounded"), unskilledRider: false, owed: 0 });
  const pair = pairAp(own, mountAp);
  return start(Math.max(0, pair.total - c.system.owed), pair.movementOnly, pair.noMovement);
}
