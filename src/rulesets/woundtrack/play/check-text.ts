/**
 * A check as the sheet and chat write it, `Dex [Melee/Swords]`, in the user's language: the
 * attribute's abbreviation and the skill's name from lang, a specialisation the character named
 * as it was written.
 */
import type { CheckSpec } from "../rules/checks";
import { skillNamed, SKILLS } from "../rules/skills";

export function checkText(spec: CheckSpec, localize: (key: string) => string): string {
  const attribute = localize(`MANIFOLD.woundtrack.Abbr.${spec.attribute}`);
  const id = spec.skill ? skillNamed(spec.skill) : null;
  if (!spec.skill) return attribute;
  const skill = id ? localize(`MANIFOLD.woundtrack.Skill.${id}`) : spec.skill;
  const spec2 = spec.specialisation?.trim();
  if (!spec2) return `${attribute} [${skill}]`;
  const fixed = id ? (SKILLS[id].specialisations as readonly string[]).find((s) => s.toLowerCase() === spec2.toLowerCase()) : undefined;
  return `${attribute} [${skill}/${fixed ? localize(`MANIFOLD.woundtrack.Specialisation.${fixed}`) : spec2}]`;
}
