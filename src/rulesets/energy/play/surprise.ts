/**
 * The tracker's Surprised toggle as a play step (energy.surprise.1-2): a party caught unaware at
 * the start of combat is Surprised until the end of the first round, the whole party even if only
 * one member was targeted. Surprised is the parent of Unguarded (RULINGS), so the party is
 * Unguarded with it.
 */
import { RuleError } from "../../../core/errors";
import { parentsHolding } from "../../../core/status";
import { ENERGY_STATUSES } from "../rules/conditions";

export interface SurpriseMember {
  /** the combatant's id */
  id: string;
  /** conditions the creature holds in its own right */
  applied: readonly string[];
}

export interface SurpriseSnapshot {
  /** the combatant the GM clicked: its state decides whether the toggle puts Surprise on or takes it off */
  clicked: string;
  /** the clicked combatant's party (those on its side), itself included */
  party: readonly SurpriseMember[];
  /** the combat's round now: 0 before it starts */
  round: number;
}

export interface SurpriseChange {
  id: string;
  status: { id: "surprised"; active: boolean; rounds?: number };
}

/** The round whose end Surprise lasts to. */
const LAST_ROUND = 1;

/**
 * Puts Surprised on the whole party, lasting to the end of round 1 whether it is set before the
 * combat starts or during round 1 (the condition writer counts rounds from the current one); or
 * takes it off the whole party, except where a parent (Unaware) holds it. Refused after round 1.
 */
export function surprisedStep(snap: SurpriseSnapshot): SurpriseChange[] {
  const clicked = snap.party.find((m) => m.id === snap.clicked);
  if (!clicked) throw new RuleError("MANIFOLD.Query.NotAnActor", {});
  if (clicked.applied.includes("surprised")) {
    return snap.party.flatMap((m) => {
      if (!m.applied.includes("surprised")) return [];
      // An Unaware creature stays Surprised while the GM keeps it Unaware (energy.surprise.4).
      if (parentsHolding(ENERGY_STATUSES, m.applied, "surprised").length) return [];
      return [{ id: m.id, status: { id: "surprised" as const, active: false } }];
    });
  }
  if (snap.round > LAST_ROUND) throw new RuleError("MANIFOLD.energy.Error.SurpriseLate", {});
  const rounds = LAST_ROUND + 1 - Math.max(0, snap.round);
  return snap.party.filter((m) => !m.applied.includes("surprised")).map((m) => ({ id: m.id, status: { id: "surprised" as const, active: true, rounds } }));
}
