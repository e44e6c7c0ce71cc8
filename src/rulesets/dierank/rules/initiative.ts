/**
 * Turn order (dierank.surprise.1-2, mount.3): each combatant rolls its REF die, with disadvantage
 * when surprised; the order is descending and fixed for the encounter (RULINGS). A mounted pair
 * acts on the higher of its two rolls.
 */
import type { Edge } from "../../../core/dice/edge";
import { everyRollWorse } from "./conditions";

/** Surprised, or anything that makes every roll worse: one disadvantage (they never stack). */
export const initiativeEdge = (surprised: boolean, statuses: readonly string[] = []): Edge => (surprised || everyRollWorse(statuses).length > 0 ? -1 : 0);

/** Higher first; a tie keeps the order the combatants were given in, so the GM's order stands. */
export function turnOrder(rolls: readonly { id: string; initiative: number }[]): string[] {
  return rolls
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => b.initiative - a.initiative || a.i - b.i)
    .map((r) => r.id);
}

/** A rider and its mount share the higher initiative (dierank.mount.3). */
export const pairInitiative = (rider: number, mount: number): number => Math.max(rider, mount);
