/**
 * The Mount/Dismount action (woundtrack.action.40, mount.1): onto a creature beside the rider, at
 * least its Size, not hostile to it nor another player's, ridden by no other and riding nothing;
 * or off the mount.
 */
import { RuleError } from "../../../core/errors";
import type { Point } from "../rules/flanking";
import type { RideLink, Standing } from "./mounted";

/** What the Mount action reads of the creature to be mounted, from the combat and the tokens. */
export interface MountFacts {
  /** its combatant's id in the rider's combat */
  id: string;
  size: number;
  /** where it and the rider stand, in grid squares, and how many squares wide each is; null off the canvas */
  at: Point | null;
  riderAt: Point | null;
  span: number;
  riderSpan: number;
  /** one of the two is hostile to the other: no one rides an enemy */
  hostile: boolean;
  /** players own it and none of them owns the rider: another player's creature is theirs to lend */
  foreign: boolean;
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

/** The creature the rider names: its combatant in the rider's combat. */
export interface RideChoice {
  combatant: string;
}

/**
 * The Mount/Dismount action's change to the rider's combatant: off its mount when it rides one;
 * onto the creature chosen when that is beside it, at least its Size (woundtrack.mount.1), ridden
 * by no other and riding nothing itself, and while no one rides the rider.
 */
export function rideChanges(rider: { id: string; size: number; link: RideLink; ridden: boolean }, choice: RideChoice | undefined, mount: MountFacts | null): Record<string, unknown> {
  if (rider.link.riding) return { "system.riding": "" };
  if (!choice || !mount) throw new RuleError("MANIFOLD.woundtrack.Error.NoMount", {});
  // A creature carrying a rider is a mount: it climbs onto nothing while it carries one.
  if (rider.ridden) throw new RuleError("MANIFOLD.woundtrack.Error.MountRides", {});
  if (mount.id === rider.id) throw new RuleError("MANIFOLD.woundtrack.Error.RideSelf", {});
  if (mount.size < rider.size) throw new RuleError("MANIFOLD.woundtrack.Error.MountTooSmall", { size: String(mount.size), rider: String(rider.size) });
  // A rider on this mount already would have climbed down above: any rider here is another.
  if (mount.riddenBy) throw new RuleError("MANIFOLD.woundtrack.Error.MountTaken", {});
  if (mount.riding) throw new RuleError("MANIFOLD.woundtrack.Error.MountRides", {});
  if (mount.hostile) throw new RuleError("MANIFOLD.woundtrack.Error.MountHostile", {});
  if (mount.foreign) throw new RuleError("MANIFOLD.woundtrack.Error.MountForeign", {});
  if (!mount.at || !mount.riderAt || !beside(mount.at, mount.span, mount.riderAt, mount.riderSpan)) throw new RuleError("MANIFOLD.woundtrack.Error.MountFar", {});
  return { "system.riding": mount.id };
}

/** Foundry's hostile token disposition. */
export const HOSTILE = -1;

/** Two creatures are enemies when one is hostile and the other not. */
export const enemies = (a: number, b: number): boolean => (a === HOSTILE) !== (b === HOSTILE);

/** Another player's creature: players own it, and none of them owns the rider. */
export const foreign = (riderPlayers: readonly string[], mountPlayers: readonly string[]): boolean => mountPlayers.length > 0 && !riderPlayers.some((u) => mountPlayers.includes(u));

/** Two tokens touch or overlap: no whole square between them, whatever their widths (centres in squares). */
export function beside(a: Point, aSpan: number, b: Point, bSpan: number): boolean {
  const gap = (d: number) => Math.abs(d) - (aSpan + bSpan) / 2;
  return gap(a.x - b.x) < 1 && gap(a.y - b.y) < 1;
}

/** How two combatants stand to each other: enemies, and whether the second is another player's. */
export type Relation = (rider: string, mount: string) => { hostile: boolean; foreign: boolean };

/** The combat as Mount/Dismount reads it for `self` and the combatant it names. */
export function rideWorld(all: readonly Standing[], self: string, mount: string | null, relation: Relation): RideWorld {
  const me = all.find((c) => c.id === self);
  const m = mount ? all.find((c) => c.id === mount) : undefined;
  const facts = m
    ? { id: m.id, size: m.size, at: m.at, riderAt: me?.at ?? null, span: m.span, riderSpan: me?.span ?? 1, ...relation(self, m.id), riddenBy: all.find((c) => c.system.riding === m.id)?.id ?? null, riding: m.system.riding }
    : null;
  return { self, mount: facts, ridden: all.some((c) => c.system.riding === self) };
}

