/**
 * What follows a change of HP on every path: a blow that takes HP below 0 owes a Death &
 * Dismemberment roll (rollunder.hp.3; one per blow, RULINGS). The card's Apply and the tray count it
 * in the same write (play/tray.ts); for a path that does not (a sheet field, the token bar, a macro)
 * this step counts it. A roll newly owed is told to the GMs and the owners. Run by
 * src/core/play/consequence.ts.
 */
import type { ConsequenceRules, Consequences, Notice } from "../../../core/play/consequence";
import { nothing } from "../../../core/play/types";
import { ROLLUNDER_CARD_ALLOW } from "./allow";

export interface HpState {
  hp: number;
  owed: number;
}

type Stored = { hp?: { value?: unknown }; deathOwed?: unknown };

/** The step from before to after a change of HP or of the rolls owed. */
export function hpConsequences(before: HpState, after: HpState): Consequences {
  const outcome = nothing<null>();
  const notices: Notice[] = [];
  const blow = after.hp < 0 && after.hp < before.hp;
  if (blow && after.owed === before.owed) outcome.writes.push({ side: "attacker", doc: "actor", changes: { "system.deathOwed": after.owed + 1 } });
  const owed = outcome.writes.length ? after.owed + 1 : after.owed;
  // Told with the blow; the count alone changing (this step's own write, a GM's edit) tells nothing.
  if (blow && owed > before.owed) notices.push({ key: "MANIFOLD.rollunder.Death.OwedNotice", data: { count: String(owed) } });
  return { outcome, notices };
}

export const ROLLUNDER_CONSEQUENCES: ConsequenceRules<HpState> = {
  watched: ["system.hp.value", "system.deathOwed"],
  read: (system) => ({ hp: Number((system as Stored).hp?.value ?? 0), owed: Number((system as Stored).deathOwed ?? 0) }),
  step: hpConsequences,
  allow: ROLLUNDER_CARD_ALLOW,
};
