/**
 * What follows a change of Stamina or of the Death rolls owed, on every path (a payment, the
 * card's Apply, the tray on selected tokens, the sheet, the token bar): Stamina dropping to 0
 * knocks the creature out at once (energy.stamina.16). A path that knows why records the cause
 * and puts the condition on itself, in its own outcome, so its Undo takes both back (a payment,
 * a non-lethal blow); for one that records none (a sheet field, the token bar) this step does, as
 * lost Stamina. A Death roll newly owed is told to the GMs and the owners, whose sheet then offers
 * it (play/death.ts). Run by src/core/play/consequence.ts.
 */
import type { ConsequenceRules, Consequences, Notice } from "../../../core/play/consequence";
import { nothing } from "../../../core/play/types";
import { ENERGY_ALLOW } from "./allow";

export interface PoolsState {
  stamina: number;
  owed: number;
  unconscious: boolean;
  /** the knock-out's cause recorded on the creature ("none" when none is) */
  cause: string;
}

type Stored = { stamina?: { value?: unknown }; death?: { owed?: unknown; unconscious?: unknown } };

/** The step from before to after a change of Stamina or of the Death rolls owed. */
export function poolConsequences(before: PoolsState, after: PoolsState): Consequences {
  const outcome = nothing<null>();
  const notices: Notice[] = [];
  if (before.stamina > 0 && after.stamina <= 0 && after.cause === "none" && !after.unconscious) {
    outcome.writes.push({ side: "attacker", doc: "actor", changes: { "system.death.unconscious": "stamina" } });
    outcome.statuses.push({ side: "attacker", id: "unconscious", active: true });
  }
  if (after.owed > before.owed) notices.push({ key: "MANIFOLD.energy.Death.OwedNotice", data: { count: String(after.owed) } });
  return { outcome, notices };
}

export const ENERGY_CONSEQUENCES: ConsequenceRules<PoolsState> = {
  watched: ["system.stamina.value", "system.death.owed"],
  read(system, statuses) {
    const s = system as Stored;
    return { stamina: Number(s.stamina?.value ?? 0), owed: Number(s.death?.owed ?? 0), unconscious: statuses.includes("unconscious"), cause: String(s.death?.unconscious ?? "none") };
  },
  step: poolConsequences,
  allow: ENERGY_ALLOW,
};
