/**
 * The energy table with the round limits of its conditions: the glue's snapshot reads, for each
 * condition applied with a round limit, the rounds it has left (src/rulesets/energy/chat.ts
 * `roundsLeft`); here a test says them per actor.
 */
import type { EnergyCardSnapshot } from "../../../src/rulesets/energy/play/card";
import type { EnergyCard } from "../../../src/rulesets/energy/rules/card";
import type { PlainCard, Ruleset } from "../table";
import { ENERGY } from "./world";

export function withRoundsLeft(left: Record<string, Record<string, number>>): Ruleset<EnergyCard & PlainCard, EnergyCardSnapshot> {
  return {
    ...ENERGY,
    snapshot(base, sides) {
      const snap = ENERGY.snapshot(base, sides);
      return {
        ...snap,
        attacker: { ...snap.attacker, roundsLeft: left[sides.attacker.uuid] ?? {} },
        defender: { ...snap.defender, roundsLeft: left[sides.defender.uuid] ?? {} },
      };
    },
  };
}
