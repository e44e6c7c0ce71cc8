/**
 * Mounted combat (woundtrack.mount.3-5, 7, 15): a rider and its mount, linked in the combat by the
 * Mount/Dismount action (ride.ts), share one turn at the worse initiative unless the GM lets a
 * sentient mount keep its own; the rider's +1 against creatures smaller than its mount, the extra
 * yard from them, and the riding check an untrained mount asks when either is wounded.
 */
import type { CombatantSystem } from "../rules/types";
import type { Point } from "../rules/flanking";
import type { WoundtrackSide } from "./side";

/** What a combatant's link says: the combatant it rides ("" on foot); as a mount, whether it keeps its own turn and is trained; whose turn it joined. */
export type RideLink = Pick<CombatantSystem, "riding" | "mountTurn" | "mountTrained" | "actingWith">;

export interface Linked {
  id: string;
  system: RideLink;
}

const byId = <T extends Linked>(all: readonly T[], id: string | null): T | undefined => (id ? all.find((c) => c.id === id) : undefined);

/**
 * The rider sharing this mount's turn, or the mount sharing this rider's (woundtrack.mount.3);
 * none when the GM lets a sentient mount keep its own turn (mount.15), or the other is gone.
 */
export function turnPartner(all: readonly Linked[], id: string): string | null {
  const me = byId(all, id);
  if (!me) return null;
  const mount = byId(all, me.system.riding);
  if (mount) return mount.system.mountTurn ? null : mount.id;
  const rider = all.find((c) => c.system.riding === id);
  return rider && !me.system.mountTurn ? rider.id : null;
}

/** The mount of a pair sharing a turn: its turn is taken with its rider's. */
export const sharesRidersTurn = (all: readonly Linked[], id: string): boolean => {
  const me = byId(all, id);
  return !!me && !me.system.mountTurn && all.some((c) => c.system.riding === id);
};

/** It holds the turn: its own, or the one it joined as its rider's mount or its mount's rider at the turn's start (woundtrack.mount.3). */
export const holdsTurnWith = (all: readonly Linked[], id: string, holder: string | null): boolean => holder !== null && (id === holder || byId(all, id)?.system.actingWith === holder);

/** The initiative a pair goes by: the worse of the two, for its place and for acting out of turn (woundtrack.mount.3). */
export function pairInitiative(all: readonly (Linked & { initiative: number })[], id: string): number | null {
  const me = byId(all, id);
  if (!me) return null;
  const partner = byId(all, turnPartner(all, id));
  return partner ? Math.min(me.initiative, partner.initiative) : me.initiative;
}

/** A combatant as the mounted rules read the combat: its link and its creature's Size. */
export interface Ridden extends Linked {
  size: number;
}

/** Mounted, as a step reads it: the Size of the mount it rides (null on foot), and whether an untrained mount is in the pair (it rides one, or is one). */
export interface Mounted {
  mount: number | null;
  untrained: boolean;
}

/** A combatant where it stands: its link, its Size, its initiative, its token's square (null off the canvas). */
export interface Standing extends Ridden {
  at: Point | null;
  /** its token's width in squares */
  span: number;
  initiative: number;
}

/** A creature as the mounted rules compare it: its Size, and the Size of what it rides (null on foot). */
export interface Height {
  size: number;
  mount: number | null;
}

/**
 * The rider's +1 to melee attacks and its melee Defense against `other` (woundtrack.mount.4): the
 * other is smaller than the rider's mount, and not itself riding one at least as large.
 */
export function mountedEdge(rider: Height, other: Height): number {
  if (rider.mount === null || other.size >= rider.mount) return 0;
  return other.mount !== null && other.mount >= rider.mount ? 0 : 1;
}

/** Its Size and its mount's, from the side a step reads. */
export const heightOf = (s: Pick<WoundtrackSide, "system" | "mounted">): Height => ({ size: s.system.size, mount: s.mounted?.mount ?? null });

/** A melee attack's mounted edges: the attacker's +1 on its roll, the target's +1 on its melee Defense (woundtrack.mount.4). */
export function meleeEdges(way: "melee" | "ranged", attacker: Pick<WoundtrackSide, "system" | "mounted">, target: Pick<WoundtrackSide, "system" | "mounted">): { attack: number; defence: number } {
  if (way !== "melee") return { attack: 0, defence: 0 };
  return { attack: mountedEdge(heightOf(attacker), heightOf(target)), defence: mountedEdge(heightOf(target), heightOf(attacker)) };
}

/** A rider counts 1 yard farther from creatures on the ground smaller than its mount (woundtrack.mount.5): the reach that counts between them. */
export function reachBetween(reach: number, from: Height, to: Height): number {
  const far = (a: Height, b: Height) => a.mount !== null && b.mount === null && b.size < a.mount;
  return far(from, to) || far(to, from) ? reach - 1 : reach;
}

/** Null for a creature neither riding nor carrying an untrained mount's rider: nothing mounted applies. */
export function mountedOf(all: readonly Ridden[], id: string): Mounted | null {
  const me = all.find((c) => c.id === id);
  const mount = me?.system.riding ? all.find((c) => c.id === me.system.riding) : undefined;
  const rider = all.find((c) => c.system.riding === id);
  // Training is the mount's: the GM marks it on the mount's combatant.
  const untrained = (!!mount && !mount.system.mountTrained) || (!!rider && !me!.system.mountTrained);
  return mount || untrained ? { mount: mount ? mount.size : null, untrained } : null;
}

/** An untrained mount asks its rider a Prs [Nature/Riding] check whenever it or its rider is wounded (woundtrack.mount.7). */
export const ridingCheckOwed = (wounded: boolean, untrained: boolean): boolean => wounded && untrained;

/**
 * What a creature's side reads of the fight around it, in a started combat with `holder` holding
 * the turn: whether it holds the turn (its own or one it joined), the initiative it acts by and
 * the one it must beat to act out of turn (a pair's worse), and what it rides.
 */
export function fightOf(all: readonly Standing[], id: string, holder: string | null) {
  return {
    onTurn: holdsTurnWith(all, id, holder),
    turnInitiative: pairInitiative(all, id),
    activeInitiative: holder === null ? null : pairInitiative(all, holder),
    mounted: mountedOf(all, id),
  };
}
