/**
 * What provokes an opportunity attack (contest.oppo.*): willingly entering or leaving a foe's
 * reach, casting a spell without the Melee Attack trait, standing up from Prone. The rules
 * only detect it; the foe's owner is prompted and decides (and pays 1 AP and one attack).
 */
import { withinReach, type Cell, type Positioned } from "./grid";
import type { SpellSystem } from "./types";

export interface Movement {
  /** false when pushed, falling or otherwise moved against one's will */
  willing: boolean;
  /** took the Disengage action this turn */
  disengaged: boolean;
  /** moves by teleportation */
  teleport: boolean;
}

export interface ReachEvent {
  foeId: string;
  kind: "enters" | "leaves";
  /** index in the path of the square the step ends on */
  step: number;
}

/**
 * Every step of `path` (the mover's squares, start first) that enters or leaves a foe's reach.
 * Moving about while staying inside a reach is neither (ruling). Unwilling, disengaged or
 * teleporting movement provokes nothing.
 */
export function reachEvents(path: readonly Cell[], foes: readonly Positioned[], movement: Movement): ReachEvent[] {
  if (!movement.willing || movement.disengaged || movement.teleport) return [];
  const events: ReachEvent[] = [];
  for (let step = 1; step < path.length; step++) {
    const from = path[step - 1];
    const to = path[step];
    if (!from || !to) continue;
    for (const foe of foes) {
      const before = withinReach(foe.cell, from, foe.reach);
      const after = withinReach(foe.cell, to, foe.reach);
      if (before !== after) events.push({ foeId: foe.id, kind: after ? "enters" : "leaves", step });
    }
  }
  return events;
}

/** Casting provokes unless the spell has the Melee Attack trait (contest.oppo.4). */
export function castingProvokes(spell: Pick<SpellSystem, "meleeAttack">): boolean {
  return !spell.meleeAttack;
}

/** Standing up to end Prone always provokes (contest.oppo.5). */
export const STANDING_UP_PROVOKES = true;

/**
 * Foes by token disposition (Foundry: friendly 1, neutral 0, hostile -1, secret -2): the friendly
 * side and the hostile side (secret counts as hostile) are each other's foes; a neutral creature is
 * nobody's foe, so it neither provokes nor is prompted (ruling).
 */
export function areFoes(a: number, b: number): boolean {
  const side = (d: number) => Math.sign(d);
  return side(a) !== 0 && side(b) !== 0 && side(a) !== side(b);
}

/** The foes whose reach a creature standing on `cell` is in: those a cast or a stand-up provokes. */
export function threatenedBy(cell: Cell, foes: readonly Positioned[]): string[] {
  return foes.filter((f) => withinReach(f.cell, cell, f.reach)).map((f) => f.id);
}

/**
 * Whether taking a condition off is standing up from Prone (contest.oppo.5): a Prone the creature
 * ends itself. Not a Prone that goes with Unconscious (it wakes, it does not stand), nor one that
 * leaves the creature still Prone or still Unconscious.
 */
export function standsUp(removed: readonly string[], remaining: readonly string[], cameWithParent: boolean): boolean {
  return STANDING_UP_PROVOKES && removed.includes("prone") && !cameWithParent && !remaining.includes("prone") && !remaining.includes("unconscious");
}
