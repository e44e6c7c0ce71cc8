/** Every check the rule text writes out names a skill and specialisation the rules know. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCheck } from "../../../src/rulesets/woundtrack/rules/checks";
import { COMBAT_CHECK_TABLE } from "../../../src/rulesets/woundtrack/rules/checks";
import { skillNamed, SKILLS, specialisationOf } from "../../../src/rulesets/woundtrack/rules/skills";

const seed = readFileSync(new URL("../../../../shared/seeds/001_45dec7998f478a90.txt", import.meta.url), "utf8");
// The combat check formulas write the Size term inside the brackets ("Str [Athletics/Power + Size]"): it is a term, not a name.
const written = [...new Set([...seed.matchAll(/\b(?:Str|Dex|Vit|Rsn|Prs|Prc|Lor) \[[^\]]+\]/g)].map((m) => m[0].replace(/\s*[+-]\s*Size\]/, "]")))];

describe("woundtrack skills", () => {
  it("the text writes checks out, and there are many", () => {
    expect(written.length).toBeGreaterThan(15);
  });

  it.each(written)("%s: its skill and specialisation are the rules' own", (text) => {
    const spec = parseCheck(text);
    const skill = skillNamed(spec.skill ?? "");
    expect(skill, text).not.toBeNull();
    // "Weapon group" and "Magic school" stand for the name a character gives one.
    if (spec.specialisation) expect(specialisationOf(skill!, spec.specialisation), text).toBe(true);
  });

  it("woundtrack.check.3 / woundtrack.check.4 / woundtrack.check.5 / woundtrack.check.6 / woundtrack.check.7 / woundtrack.check.8 / woundtrack.check.9: every combat check's skill and specialisation are known", () => {
    for (const row of Object.values(COMBAT_CHECK_TABLE)) {
      const skill = skillNamed(row.skill);
      expect(skill, row.skill).not.toBeNull();
      if (row.specialisation) expect(specialisationOf(skill!, row.specialisation)).toBe(true);
      else expect(SKILLS[skill!].open).not.toBeNull();
    }
  });

  it("a fixed skill refuses a specialisation it does not have; an open one takes any name but none", () => {
    expect([specialisationOf("athletics", "Swimming"), specialisationOf("athletics", "Riding"), specialisationOf("melee", "Swords"), specialisationOf("melee", " ")]).toEqual([true, false, true, false]);
    expect(skillNamed("Sorcery")).toBeNull();
  });
});
