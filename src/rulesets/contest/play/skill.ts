/**
 * A skill test from the sheet as a play step: the target the creature rolls under and the edge,
 * where untrained armour gives Dodge and Sorcery tests a bane (contest.style.8) that cancels one
 * for one with the dialog's boon or bane.
 */
import type { Edge } from "../../../core/dice/edge";
import { RuleError } from "../../../core/errors";
import { SKILL_IDS, type Skill } from "../rules/constants";
import type { ContestDerived } from "../rules/derived";
import { skillTestEdge } from "../rules/skill-test";

export interface SkillTestSnapshot {
  skill: string;
  derived: Pick<ContestDerived, "skills" | "armorBane">;
  choices: { modifier: number; edge: Edge };
}

export function skillTestStep(snap: SkillTestSnapshot): { skill: Skill; target: number; edge: Edge } {
  const skill = SKILL_IDS.find((s) => s === snap.skill);
  if (!skill) throw new RuleError("MANIFOLD.Query.Malformed", { what: "skill" });
  return { skill, target: snap.derived.skills[skill].total + snap.choices.modifier, edge: skillTestEdge(skill, snap.choices.edge, snap.derived) };
}
