/** Lang keys for the names the rules show; the texts are in lang.en.json. */
import type { Attribute, Skill } from "./constants";

export function attributeLabel(attribute: Attribute): string {
  return `MANIFOLD.contest.Attribute.${attribute}`;
}

export function skillLabel(skill: Skill): string {
  return `MANIFOLD.contest.Skill.${skill}`;
}
