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
  /** the world's stored data version, and the latest the system knows */
  migration(): { stored: number; latest: number };
}
