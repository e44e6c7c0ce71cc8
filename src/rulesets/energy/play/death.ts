/**
 * The Death roll (energy.death.2-9) as one step, for the card's button and the sheet's alike.
 * Lethal damage taken at 0 Aura owes one, on whatever path it lands (the card's Apply, the tray on
 * selected tokens): landOn records it on the creature (`system.death.owed`). A roll takes one owed
 * off and gives its band's conditions and state.
 */
import { RuleError } from "../../../core/errors";
import { writeAlone } from "../../../core/play/execute";
import type { PlayPort } from "../../../core/play/port";
import type { Outcome, Side } from "../../../core/play/types";
import { ENERGY_ALLOW } from "./allow";
import { deathBand } from "../rules/apply";
import { conditionChanges } from "./tray";
import type { EnergySide } from "./card";

export type DeathSide = Pick<EnergySide, "system" | "statuses" | "roundsLeft" | "implied">;

export interface DeathRolled {
  outcome: Outcome<null>;
  /** the band's lang key, for the card and the chat line */
  band: string;
}

/**
 * The d20 read on the Death roll table. From the sheet a roll must be owed (`fromSheet`); the
 * card's own button already knows its blow owes one, and takes it off the count if it is there.
 */
export function deathRollStep(side: DeathSide, as: Side, roll: number, fromSheet: boolean): DeathRolled {
  if (!Number.isInteger(roll) || roll < 1 || roll > 20) throw new RuleError("MANIFOLD.Query.BadDice", {});
  const owed = side.system.death.owed ?? 0;
  if (fromSheet && owed < 1) throw new RuleError("MANIFOLD.energy.Error.NoDeathOwed", {});
  const band = deathBand(roll);
  const changes: Record<string, unknown> = { ...band.update };
  if (owed > 0) changes["system.death.owed"] = owed - 1;
  const outcome: Outcome<null> = { card: null, writes: [], statuses: conditionChanges(as, band.conditions, side), ledger: "apply" };
  if (Object.keys(changes).length) outcome.writes.push({ side: as, doc: "actor", changes });
  return { outcome, band: band.label };
}

/**
 * A Death roll owed from the sheet (the tray landed the blow on a selected token, or the card is
 * gone): the owner of the creature, or a GM, rolls it and writes its own creature. A roll not
 * owed, or asked by someone else, is refused before the d20 is thrown, and nothing is written.
 */
export async function sheetDeathRoll<A>(port: PlayPort<A>, actor: A, side: DeathSide, throwD20: () => Promise<number>): Promise<DeathRolled> {
  const mine = port.owns(port.me, actor);
  deathRollStep(side, "attacker", 1, true);
  if (!mine) throw new RuleError("MANIFOLD.Query.NeedsAttackerOwner", {});
  const rolled = deathRollStep(side, "attacker", await throwD20(), true);
  await writeAlone(port, actor, rolled.outcome, ENERGY_ALLOW, { kind: "author", owns: { attacker: mine, defender: mine } });
  return rolled;
}
