/**
 * The Death & Dismemberment roll lethal damage owes (rollunder.hp.3): one for each blow that takes
 * HP below 0 (RULINGS), counted on the creature by whatever path lands it (the card's Apply, the
 * tray on selected tokens; a sheet field or the token bar through play/consequence.ts). The card's
 * button and the sheet's take one off and draw on the GM's table.
 */
import { RuleError } from "../../../core/errors";
import { writeAlone } from "../../../core/play/execute";
import type { PlayPort, Privacy } from "../../../core/play/port";
import type { Outcome, Side, Write } from "../../../core/play/types";
import { ROLLUNDER_CARD_ALLOW } from "./allow";

/** The effect that draws on the Death & Dismemberment table, on the client that decided the step. */
export const DEATH_DRAW = "deathTable";

/** The write that takes one owed roll off, when one is owed. */
export const owedOneFewer = (side: Side, owed: number): Write[] => (owed > 0 ? [{ side, doc: "actor", changes: { "system.deathOwed": owed - 1 } }] : []);

/** From the sheet: a roll must be owed; the draw is the effect the deciding client makes once written. */
export function sheetDeathDrawStep(owed: number): Outcome<null> {
  if (!(owed > 0)) throw new RuleError("MANIFOLD.rollunder.Error.NoDeathOwed", {});
  return { card: null, writes: owedOneFewer("attacker", owed), statuses: [], ledger: "none", effects: [{ kind: DEATH_DRAW }] };
}

/**
 * The sheet's roll: its owner (or a GM) takes one owed roll off its own creature, then the table is
 * drawn on this client, shown as the roll mode says. Nothing is written when none is owed.
 */
export async function sheetDeathDraw<A>(port: PlayPort<A>, actor: A, owed: number, type: string, privacy: Privacy): Promise<void> {
  const outcome = sheetDeathDrawStep(owed);
  const mine = port.owns(port.me, actor);
  await writeAlone(port, actor, outcome, ROLLUNDER_CARD_ALLOW, { kind: "author", owns: { attacker: mine, defender: mine } });
  for (const effect of outcome.effects ?? []) await port.effect(type, effect, privacy);
}
