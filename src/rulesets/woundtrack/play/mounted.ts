/**
 * Mounted combat (woundtrack.mount.1, 3-5, 7, 15; action.40): a rider and its mount linked in the
 * combat by the Mount/Dismount action, both sharing one turn at the worse initiative unless the GM
 * lets a sentient mount keep its own; the rider's +1 against creatures smaller than its mount, the
 * extra yard from them, and the riding check an untrained mount asks when either is wounded.
 */
import { RuleError } from "../../../core/errors";
import type { CombatantSystem } from "../rules/types";
import type { Point } from "../rules/flanking";
import { within } from "./attack";
import type { WoundtrackSide } from "./side";

/** What a combatant's link says: the combatant it rides ("" on foot), and how. */
export type RideLink = Pick<CombatantSystem, "riding" | "mountTurn" | "mountTrained">;

export interface Linked {
  id: string;
  system: RideLink;
}

/** The rider sharing this mount's turn, or the mount sharing this rider's; none when a sentient mount keeps its own (woundtrack.mount.3, 15). */
export function turnPartner(all: readonly Linked[], id: string): string | null {
  const me = all.find((c) => c.id === id);
  if (!me) return null;
  if (me.system.riding && !me.system.mountTurn && all.some((c) => c.id === me.system.riding)) return me.system.riding;
  return all.find((c) => c.system.riding === id && !c.system.mountTurn)?.id ?? null;
}

/** It holds the turn: its own, or the one its mount or rider shares with it (woundtrack.mount.3). */
export const holdsTurnWith = (all: readonly Linked[], id: string, holder: string | null): boolean => holder !== null && (id === holder || turnPartner(all, id) === holder);

/** The mount of a pair sharing a turn: its turn is taken with its rider's, never its own. */
export const sharesRidersTurn = (all: readonly Linked[], id: string): boolean => all.some((c) => c.system.riding === id && !c.system.mountTurn);

/** A combatant as the mounted rules read the combat: its link and its creature's Size. */
export interface Ridden extends Linked {
  size: number;
}

/** Mounted, as a step reads it: the Size of the mount it rides (null on foot), and whether an untrained mount is in the pair (it rides one, or is one). */
export interface Mounted {
  mount: number | null;
  untrained: boolean;
}

/** What the Mount action reads of the creature to be mounted, from the combat and the tokens. */
export interface MountFacts {
  /** its combatant's id in the rider's combat */
  id: string;
  size: number;
  /** where it and the rider stand, in grid squares; null off the canvas */
  at: Point | null;
  riderAt: Point | null;
  /** the combatant already riding it, if any */
  riddenBy: string | null;
  /** what it rides itself ("" on foot) */
  riding: string;
}

/** What Mount/Dismount reads of the combat besides the rider: its own combatant's id, the creature chosen, whether one rides the rider. */
export interface RideWorld {
  self: string;
  mount: MountFacts | null;
  ridden: boolean;
}

/** How the rider takes it: a sentient mount keeping its own turn, a mount trained for combat. */
export interface RideChoice {
  combatant: string;
  ownTurn: boolean;
  trained: boolean;
}

/**
 * The Mount/Dismount action's change to the rider's combatant: off its mount when it rides one;
 * onto the creature chosen when that is beside it, at least its Size (woundtrack.mount.1), ridden
 * by no other and riding nothing itself, and while no one rides the rider.
 */
export function rideChanges(rider: { id: string; size: number; link: RideLink; ridden: boolean }, choice: RideChoice | undefined, mount: MountFacts | null): Record<string, unknown> {
  if (rider.link.riding) return { "system.riding": "", "system.mountTurn": false, "system.mountTrained": false };
  if (!choice || !mount) throw new RuleError("MANIFOLD.woundtrack.Error.NoMount", {});
  // A creature carrying a rider is a mount: it climbs onto nothing while it carries one.
  if (rider.ridden) throw new RuleError("MANIFOLD.woundtrack.Error.MountRides", {});
  if (mount.id === rider.id) throw new RuleError("MANIFOLD.woundtrack.Error.RideSelf", {});
  if (mount.size < rider.size) throw new RuleError("MANIFOLD.woundtrack.Error.MountTooSmall", { size: String(mount.size), rider: String(rider.size) });
  if (mount.riddenBy && mount.riddenBy !== rider.id) throw new RuleError("MANIFOLD.woundtrack.Error.MountTaken", {});
  if (mount.riding) throw new RuleError("MANIFOLD.woundtrack.Error.MountRides", {});
  if (mount.at && mount.riderAt && !within(mount.at, mount.riderAt, 1)) throw new RuleError("MANIFOLD.woundtrack.Error.MountFar", {});
  return { "system.riding": mount.id, "system.mountTurn": choice.ownTurn, "system.mountTrained": choice.trained };
}

/** A combatant where it stands: its link, its Size, its initiative, its token's square (null off the canvas). */
export interface Standing extends Ridden {
  at: Point | null;
  initiative: number;
}

/** The combat as Mount/Dismount reads it for `self` and the combatant it names. */
export function rideWorld(all: readonly Standing[], self: string, mount: string | null): RideWorld {
  const me = all.find((c) => c.id === self);
  const m = mount ? all.find((c) => c.id === mount) : undefined;
  const facts = m ? { id: m.id, size: m.size, at: m.at, riderAt: me?.at ?? null, riddenBy: all.find((c) => c.system.riding === m.id)?.id ?? null, riding: m.system.riding } : null;
  return { self, mount: facts, ridden: all.some((c) => c.system.riding === self) };
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
  const untrained = (!!mount && !me!.system.mountTrained) || (!!rider && !rider.system.mountTrained);
  return mount || untrained ? { mount: mount ? mount.size : null, untrained } : null;
}

/** An untrained mount asks its rider a Prs [Nature/Riding] check whenever it or its rider is wounded (woundtrack.mount.7). */
export const ridingCheckOwed = (wounded: boolean, untrained: boolean): boolean => wounded && untrained;
