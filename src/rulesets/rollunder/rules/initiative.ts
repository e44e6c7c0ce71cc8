/**
 * Side initiative, rolled every round: each PC rolls d20 under its Wisdom (less the enemies'
 * penalty). Those who pass act before the enemies, those who fail after them. Time, when it
 * runs against the party, is one of the enemies (rollunder.init.*).
 */
import { NO_NATURALS, rollUnderPasses } from "../../../core/dice/rollunder";
import type { CombatantKind, Group } from "./types";

export interface SideCombatant {
  id: string;
  kind: CombatantKind;
  /** a PC's Wisdom score; unused for enemies and Time */
  wisdom: number;
  /** an enemy that acts twice in each round gets two turns (rollunder.init.7) */
  actsTwice: boolean;
  /** the penalty a quick enemy puts on the PCs' Wisdom (rollunder.init.6) */
  wisdomPenalty: number;
  /** defeated (the tracker's mark, or Dead): out of the fight, it hurries no one */
  defeated: boolean;
}

/**
 * The penalty on every PC's Wisdom this round: the quickest enemy's still in the fight. Penalties
 * do not add up, as the seed speaks of one enemy imposing it.
 */
export function wisdomPenalty(combatants: readonly SideCombatant[]): number {
  return Math.max(0, ...combatants.filter((c) => c.kind === "enemy" && !c.defeated).map((c) => c.wisdomPenalty));
}

/** The number a PC's d20 must not exceed; the seed names no natural results for it. */
export const initiativeTarget = (wisdom: number, penalty: number): number => wisdom - penalty;

/** A PC's group from its d20: before the enemies on a pass, after them on a failure. */
export function pcGroup(face: number, wisdom: number, penalty: number): Group {
  return rollUnderPasses(face, initiativeTarget(wisdom, penalty), NO_NATURALS) ? "first" : "last";
}

/** The initiative value core's tracker sorts by (higher first), one per group. */
export const GROUP_INITIATIVE: Readonly<Record<Group, number>> = { first: 3, enemies: 2, last: 1 };

export interface Turn {
  id: string;
  group: Group;
  /** the second turn of an enemy that acts twice */
  second: boolean;
}

/**
 * The round's turns: the PCs who passed, the enemies (Time among them), then the PCs who failed.
 * An enemy that acts twice takes its second turn when every enemy has had a first one, so the
 * enemies' group ends with it. Within a group the combatants keep the order they were given.
 */
export function turnOrder(placed: readonly { id: string; group: Group; actsTwice: boolean }[]): Turn[] {
  const of = (group: Group) => placed.filter((c) => c.group === group);
  const enemies = of("enemies");
  return [
    ...of("first").map((c) => ({ id: c.id, group: c.group, second: false })),
    ...enemies.map((c) => ({ id: c.id, group: c.group, second: false })),
    ...enemies.filter((c) => c.actsTwice).map((c) => ({ id: c.id, group: c.group, second: true })),
    ...of("last").map((c) => ({ id: c.id, group: c.group, second: false })),
  ];
}
