/**
 * Step III, exactly as the seed lists it (contest.outcome.*): both fail, a critical win for the
 * one side that passes, or both pass and the defence decides. The AP of both sides were spent
 * when they declared attack and defence, so no branch gives them back.
 */
import type { Defence } from "./constants";
import type { TestResult } from "./test";

export type CombatResult = "bothFail" | "attackerCritical" | "defenderCritical" | "blocked" | "hit" | "miss";

export interface CombatOutcome {
  result: CombatResult;
  /** the attacker rolls damage */
  damage: boolean;
  /** the damage is also reduced by the shield's Block Rating */
  blocked: boolean;
  /** the winner of a critical win, who may attempt one maneuver on the loser */
  maneuverBy: "attacker" | "defender" | null;
  /** lang key the chat card shows */
  label: string;
}

export interface CombatRoll {
  /** fixed before the attacker rolled (contest.defend.7) */
  defence: Defence;
  attack: TestResult;
  /** the defender's test; ignored (an automatic failure) when the defence is "none" */
  defenceTest: TestResult | null;
}

export const OUTCOME_LABEL: Readonly<Record<CombatResult, string>> = {
  bothFail: "MANIFOLD.contest.Outcome.BothFail",
  attackerCritical: "MANIFOLD.contest.Outcome.AttackerCritical",
  defenderCritical: "MANIFOLD.contest.Outcome.DefenderCritical",
  blocked: "MANIFOLD.contest.Outcome.Blocked",
  hit: "MANIFOLD.contest.Outcome.Hit",
  miss: "MANIFOLD.contest.Outcome.Miss",
};

export function resolveCombatRoll(roll: CombatRoll): CombatOutcome {
  const attackPass = roll.attack.pass;
  // Not defending fails automatically (contest.defend.9), whatever a stray die says.
  const defencePass = roll.defence !== "none" && (roll.defenceTest?.pass ?? false);
  if (!attackPass && !defencePass) return outcome("bothFail", false, false, null);
  if (attackPass && !defencePass) return outcome("attackerCritical", true, false, "attacker");
  if (!attackPass && defencePass) return outcome("defenderCritical", false, false, "defender");
  // Both pass. Block stops the attack whatever the Successes, and the damage goes through the shield.
  if (roll.defence === "block") return outcome("blocked", true, true, null);
  // Dodge, Parry and (RULINGS) Withstand: the attacker needs strictly more Successes; ties miss.
  const attackerAhead = roll.attack.successes > (roll.defenceTest?.successes ?? 0);
  return attackerAhead ? outcome("hit", true, false, null) : outcome("miss", false, false, null);
}

function outcome(result: CombatResult, damage: boolean, blocked: boolean, maneuverBy: CombatOutcome["maneuverBy"]): CombatOutcome {
  return { result, damage, blocked, maneuverBy, label: OUTCOME_LABEL[result] };
}
