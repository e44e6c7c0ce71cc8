/**
 * Determining surprise as a play step (contest.round.2, round.3): before the first round is
 * played, a creature that sneaks up on the other side makes one Stealth test; each foe in the
 * combat makes an Observation test; a foe the sneaker beats in the skill contest is surprised.
 * The GM's tracker entry rolls the tests and writes the marks in one batch.
 */
import { RuleError } from "../../../core/errors";
import { diceForEdge, type Edge } from "../../../core/dice/edge";
import type { StatusChange } from "../../../core/play/types";
import type { CombatantUpdate } from "../rules/economy";
import type { ContestDerived } from "../rules/derived";
import { areFoes } from "../rules/opportunity";
import { skillTestEdge } from "../rules/skill-test";
import { isSurprised } from "../rules/skillContest";
import { resolveTest } from "../rules/test";
import type { CombatantSystem } from "../rules/types";

export interface SurpriseSide {
  id: string;
  /** token disposition: friendly 1, neutral 0, hostile -1, secret -2 */
  disposition: number;
  derived: Pick<ContestDerived, "skills" | "armorBane">;
  system: CombatantSystem;
}

export interface SurpriseSnapshot {
  sneakerId: string;
  combatants: readonly SurpriseSide[];
  round: number;
}

export interface SurpriseTest {
  id: string;
  skill: "stealth" | "observation";
  target: number;
  edge: Edge;
  /** how many d20 the test throws (two with a boon or a bane) */
  dice: number;
}

function test(side: SurpriseSide, skill: SurpriseTest["skill"]): SurpriseTest {
  const edge = skillTestEdge(skill, 0, side.derived);
  return { id: side.id, skill, target: side.derived.skills[skill].total, edge, dice: diceForEdge(edge) };
}

/**
 * The tests to roll: the sneaker's Stealth first, then each foe's Observation. Refused once the
 * first round is over (surprise is settled before initiative), or when the sneaker has no foe.
 */
export function surpriseTests(snap: SurpriseSnapshot): SurpriseTest[] {
  if (snap.round > 1) throw new RuleError("MANIFOLD.contest.Surprise.TooLate", {});
  const sneaker = snap.combatants.find((c) => c.id === snap.sneakerId);
  if (!sneaker) throw new RuleError("MANIFOLD.Query.Malformed", { what: "sneaker" });
  const observers = snap.combatants.filter((c) => areFoes(sneaker.disposition, c.disposition));
  if (observers.length === 0) throw new RuleError("MANIFOLD.contest.Surprise.NoObservers", {});
  return [test(sneaker, "stealth"), ...observers.map((o) => test(o, "observation"))];
}

/**
 * The contest decided from the faces thrown for each test (by combatant id): every observer the
 * sneaker beats is marked surprised, in one write; the others are left as they are.
 */
export function surpriseStep(snap: SurpriseSnapshot, faces: Readonly<Record<string, readonly number[]>>): { updates: CombatantUpdate[]; surprised: string[] } {
  const [stealth, ...observations] = surpriseTests(snap);
  const roll = (t: SurpriseTest) => resolveTest({ target: t.target, faces: faces[t.id] ?? [], edge: t.edge });
  const sneak = roll(stealth!);
  const surprised = observations.filter((o) => isSurprised(sneak, roll(o))).map((o) => o.id);
  const updates = surprised
    .filter((id) => !snap.combatants.find((c) => c.id === id)!.system.surprised)
    .map((id) => ({ _id: id, "system.surprised": true }));
  return { updates, surprised };
}

/**
 * The GM's Toggle surprised on the tracker: surprised now (the mark or the condition) becomes not
 * surprised, and the other way round. Both are set together, so neither is left to say otherwise.
 */
export function toggleSurpriseStep(c: { system: Pick<CombatantSystem, "surprised">; statuses: readonly string[] }, round: number): { changes: { "system.surprised": boolean }; status: StatusChange } {
  if (round > 1) throw new RuleError("MANIFOLD.contest.Surprise.TooLate", {});
  const now = c.system.surprised || c.statuses.includes("surprised");
  return { changes: { "system.surprised": !now }, status: { side: "attacker", id: "surprised", active: !now } };
}
