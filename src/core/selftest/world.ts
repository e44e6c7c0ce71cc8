/**
 * The world a self-test plays in, as the checks see it: a GM's live Foundry world
 * (src/foundry/selftest/world.ts) or the plain table of the scenario tests. Each press goes
 * through that world's own glue: the sheet's attack, the card's buttons, the tray.
 */
import type { StoredCard } from "../play/port";
import type { Side } from "../play/types";
import type { ScriptedPress, SelfTestScript } from "./script";

export interface SelfTestWorld {
  readonly script: SelfTestScript;
  /** this client's user, who runs the check: the GM */
  readonly gm: string;
  /** a connected player whose client this world can press from; null when there is none */
  player(): string | null;
  /** `by` opens the script's attack from the attacker's sheet; the id of the card it posted */
  attack(by: string): Promise<string>;
  /** `by` presses a button of the card, its dice showing the script's face */
  press(by: string, messageId: string, step: ScriptedPress): Promise<void>;
  card(messageId: string): StoredCard | null;
  /** a stored value of the attacker or the defender */
  stored(side: Side, path: string): unknown;
  /** the conditions in force on the attacker or the defender */
  statuses(side: Side): string[];
  /** `by` sets values of the creature as the token bar or a sheet field does: one update */
  edit(by: string, side: Side, changes: Record<string, unknown>): Promise<void>;
  /** waits a moment for what follows a change on the client that answers for it (at once on the table) */
  settle(): Promise<void>;
  /** `by` presses the card's damage tray at `scale` on the selected token of `side`; the receipt's id */
  tray(by: string, messageId: string, scale: string, side: Side): Promise<string>;
  undoTray(by: string, receiptId: string): Promise<void>;
  /** `by` puts a condition on `side` or takes it off, as the token HUD does */
  toggle(by: string, side: Side, status: string, active: boolean): Promise<void>;
  readonly combat: SelfTestCombat;
  /** the world's stored data version, and the latest the system knows */
  migration(): { stored: number; latest: number };
}

/** A combat of the two creatures, run as the GM runs it from the combat tracker. */
export interface SelfTestCombat {
  /** whether someone holds the turn (false: a scheme where everyone acts within the round) */
  readonly turns: boolean;
  /** the GM starts a combat of both creatures, their initiative rolled the ruleset's way at the script's faces */
  start(): Promise<void>;
  /** the tracker's forward button: the next turn, or the next round where nobody holds a turn */
  forward(): Promise<void>;
  round(): number;
  holder(): Side | null;
  /** a stored value of a side's combatant */
  value(side: Side, path: string): unknown;
  /** the GM writes a side's combatant, as a sheet field does */
  write(side: Side, changes: Record<string, unknown>): Promise<void>;
  /** the combatant writes since the last call, each as the sides it reached */
  writes(): Side[][];
  /** the GM drags a side's token `spaces` grid spaces */
  move(side: Side, spaces: number): Promise<void>;
  /** what the token's ruler labels a planned move of `spaces` grid spaces with; null where it adds nothing */
  rulerLabel(side: Side, spaces: number): string | null;
  /** the tracker's context entries for a combatant (lang keys): the ruleset's, and those the tracker offers; null where no tracker is drawn */
  entries(): { declared: string[]; offered: string[] } | null;
  /** the combat is deleted, and nothing of it stays on the creatures */
  end(): Promise<void>;
}
