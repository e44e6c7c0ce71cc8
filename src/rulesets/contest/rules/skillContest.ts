/**
 * Skill contests outside the combat roll: surprise (Stealth vs Observation, contest.round.2/3)
 * and Grapple (Athletics vs Athletics or Acrobatics, contest.action.3). The seed does not spell
 * out how a skill contest is won, so it reads like the combat roll (ruling): the side that
 * passes alone wins; when both pass, more Successes win and a tie goes to the side resisting;
 * when both fail nobody wins.
 */
import type { TestResult } from "./test";

export type ContestWinner = "active" | "passive" | "neither";

export function resolveSkillContest(active: TestResult, passive: TestResult): ContestWinner {
  if (!active.pass && !passive.pass) return "neither";
  if (active.pass && !passive.pass) return "active";
  if (!active.pass) return "passive";
  return active.successes > passive.successes ? "active" : "passive";
}

/** An observer is surprised when the sneaking side wins its Stealth vs Observation contest. */
export function isSurprised(stealth: TestResult, observation: TestResult): boolean {
  return resolveSkillContest(stealth, observation) === "active";
}

/** The grappler holds the foe (which then cannot move) when it wins the contest. */
export function grappleHolds(athletics: TestResult, defence: TestResult): boolean {
  return resolveSkillContest(athletics, defence) === "active";
}
