/**
 * What a ruleset's self-test plays in combat: the values its round resets, the turns each side
 * holds (an enemy that acts twice, where the ruleset has one), the value a token move records, and a condition with its daughters.
 */
import type { Side } from "../play/types";
import type { ScriptedFace } from "./script";

export interface CombatScript {
  /** the face every initiative die shows */
  dice: ScriptedFace;
  /**
   * A value of the attacker's combatant that a new round gives back: the check spends it first.
   * `batched: false` where each creature's own turn gives it back in its own write (Die Rank's AP);
   * otherwise the round's reset reaches both creatures in one write.
   */
  reset: { path: string; spent: unknown; batched?: boolean };
  /** the turns each side holds in a round where someone holds the turn: an enemy that acts twice holds two */
  turns?: Readonly<Record<Side, number>>;
  /**
   * A move of `spaces` grid spaces by the creature whose turn it is (`side` where nobody holds a
   * turn, the attacker if none is named): the combatant value its movement ledger records, and
   * what to write first so it has movement to spend. `ruler`: the ruleset's token ruler labels a
   * planned move with what the ledger leaves, so the label changes with the move. Null where a
   * grid space is not the ruleset's unit of movement (Die Rank counts the Scene Regions entered).
   */
  move: { spaces: number; path: string; ready?: Record<string, unknown>; side?: Side; ruler?: boolean } | null;
}

/** A condition that brings others with it (its daughters), put on and taken off the defender. */
export interface ConditionScript {
  id: string;
  daughters: readonly string[];
}
