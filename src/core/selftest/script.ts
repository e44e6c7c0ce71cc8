/**
 * What a ruleset's self-test plays: two creatures from its own compendium, one attack from the
 * sheet, and the card's presses to its damage, each with the face its dice show. The same script
 * runs over the plain table in `npm test` and over Foundry in a GM's live world ("Check this
 * world"), so both play the same exchange with the same dice.
 */
import type { Side } from "../play/types";
import type { CombatScript, ConditionScript } from "./script-combat";

/**
 * The face every die a press throws shows: its lowest, its highest, or one face of a die of `of`
 * sides (a d20 at 15). An exploding die is never scripted to its highest, or it would never stop.
 */
export type ScriptedFace = "min" | "max" | { face: number; of: number };

export interface ScriptedPress {
  action: string;
  args?: Record<string, string>;
  /** whose owner presses it: the attacker's (a player, or the GM) or the defender's (the GM) */
  by: Side;
  dice?: ScriptedFace;
}

export interface SelfTestScript {
  /** the compendium actors: a player character attacking a monster */
  attacker: { pack: string; name: string };
  defender: { pack: string; name: string };
  /** the attack uses the attacker's first item of this type */
  itemType: string;
  /** the attack as a Shift-click from the sheet sends it: no dialog, its default choices; `throws` dice (1 unless said) all at the face */
  open: { how: Record<string, string>; choices: Record<string, unknown>; dice?: ScriptedFace; throws?: number };
  /** the presses from the card's posting to its damage, in order */
  steps: readonly ScriptedPress[];
  /** the card's Apply and Undo buttons */
  apply: string;
  undo: string;
  /** the pool damage lands on, and its name for the report (a lang key) */
  /**
   * `rises`: damage raises the pool (a count of wounds) instead of lowering it. `tray`: the path the
   * tray's half lands on, where that is another pool (half a wound is a wound a level lower).
   */
  pool: { path: string; label: string; rises?: boolean; tray?: string };
  /**
   * The token bar (or a sheet field) sets the monster's pool, and what the ruleset makes of it
   * follows: a condition put on, or a value written (a Death roll owed).
   */
  tokenBar: { path: string; value: number; then: { status: string } | { path: string; value: unknown } };
  combat: CombatScript;
  /** a condition with daughters; null where the ruleset has none */
  condition: ConditionScript | null;
}
