/**
 * The skills and specialisations the Wound Track rules name (the list): the fixed ones,
 * and the two kinds a character names for itself, weapon groups (Melee, Aim) and magic schools
 * (Arcana). A sheet stores a rank for each skill and for each specialisation it has.
 */

/** Each skill with its fixed specialisations; an open one also takes specialisations the character names. */
export const SKILLS = {
  melee: { name: "Melee", specialisations: [] as string[], open: "weaponGroup" },
  aim: { name: "Aim", specialisations: [] as string[], open: "weaponGroup" },
  arcana: { name: "Arcana", specialisations: [] as string[], open: "magicSchool" },
  athletics: { name: "Athletics", specialisations: ["Power", "Climbing", "Swimming", "Jumping"], open: null },
  reflex: { name: "Reflex", specialisations: ["Agility", "Initiative"], open: null },
  resistance: { name: "Resistance", specialisations: ["Fortitude", "Willpower"], open: null },
  healing: { name: "Healing", specialisations: ["Wounds"], open: null },
  stealth: { name: "Stealth", specialisations: ["Hiding", "Observation"], open: null },
  deception: { name: "Deception", specialisations: [] as string[], open: null },
  nature: { name: "Nature", specialisations: ["Riding"], open: null },
  acrobatics: { name: "Acrobatics", specialisations: ["Balance", "Gymnastics"], open: null },
} as const satisfies Record<string, { name: string; specialisations: readonly string[]; open: "weaponGroup" | "magicSchool" | null }>;

export type SkillId = keyof typeof SKILLS;
export const SKILL_IDS = Object.keys(SKILLS) as SkillId[];

/** The skill a check's text names ("Athletics"), or null for none the rules know. */
export const skillNamed = (name: string): SkillId | null => SKILL_IDS.find((id) => SKILLS[id].name.toLowerCase() === name.trim().toLowerCase()) ?? null;

/**
 * Whether a specialisation belongs to a skill: one of its fixed ones, or any name for a skill whose
 * specialisations the character names (a weapon group, a magic school).
 */
export function specialisationOf(skill: SkillId, specialisation: string): boolean {
  const s = SKILLS[skill];
  if (s.open) return specialisation.trim().length > 0;
  return (s.specialisations as readonly string[]).some((x) => x.toLowerCase() === specialisation.trim().toLowerCase());
}
