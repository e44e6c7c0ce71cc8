/**
 * What follows a change of HP, on every path (the card's Apply, the tray on selected tokens, the
 * sheet, the token bar): 0 HP knocks the creature out and empties its MP (dierank.ko.1, ko.3);
 * healed above 0 it comes to. Run by src/core/play/consequence.ts once the change is written.
 */
import type { ConsequenceRules, Consequences } from "../../../core/play/consequence";
import { nothing } from "../../../core/play/types";

export interface HpState {
  hp: number;
  mp: number;
  knockedOut: boolean;
}

export function hpConsequences(before: HpState, after: HpState): Consequences {
  const outcome = nothing<null>();
  if (before.hp > 0 && after.hp === 0) {
    if (!after.knockedOut) outcome.statuses.push({ side: "attacker", id: "knockedOut", active: true });
    if (after.mp > 0) outcome.writes.push({ side: "attacker", doc: "actor", changes: { "system.mp.value": 0 } });
  }
  if (before.hp === 0 && after.hp > 0 && after.knockedOut) outcome.statuses.push({ side: "attacker", id: "knockedOut", active: false });
  return { outcome, notices: [] };
}

const num = (v: unknown) => Number(v ?? 0);

export const DIERANK_CONSEQUENCES: ConsequenceRules<HpState> = {
  watched: ["system.hp.value"],
  read: (system, statuses) => {
    const s = system as { hp?: { value?: unknown }; mp?: { value?: unknown } };
    return { hp: num(s.hp?.value), mp: num(s.mp?.value), knockedOut: statuses.includes("knockedOut") };
  },
  step: hpConsequences,
  allow: { actor: { "system.mp.value": (v) => v === 0 }, combatant: {}, item: {}, statuses: new Set(["knockedOut"]) },
};
