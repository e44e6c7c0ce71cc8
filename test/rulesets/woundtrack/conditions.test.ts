/** Wound Track's conditions: the list, one per wounded level, and the pin's implications. */
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { inForce } from "../../../src/core/status";
import { WOUNDED_CONDITIONS, WOUNDTRACK_STATUSES } from "../../../src/rulesets/woundtrack/rules/conditions";
import { WOUND_LEVELS } from "../../../src/rulesets/woundtrack/rules/wounds";

describe("woundtrack conditions", () => {
  it("every condition the issue names, once, each with an icon that ships", () => {
    const ids = WOUNDTRACK_STATUSES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ["dying", "unconscious", "helpless", "immobile", "prone", "crouching", "grappling", "pinned", "bleeding", "burning", "hobbled", "poisoned", "exhausted", "staggered", "surprised"]) expect(ids).toContain(id);
    for (const c of WOUNDTRACK_STATUSES) expect(existsSync(c.img.replace("systems/manifold/", "")), c.img).toBe(true);
  });

  it("woundtrack.slots.14: one wounded condition per wound level, in the levels' order", () => {
    expect(WOUNDED_CONDITIONS.length).toBe(WOUND_LEVELS.length);
    expect(WOUNDED_CONDITIONS.map((id, i) => id.startsWith(["lightly", "moderately", "severely", "critically", "fatally"][i]!))).toEqual(WOUND_LEVELS.map(() => true));
  });

  it("woundtrack.action.58: pinned is helpless and immobile, and still grappling", () => {
    expect([...inForce(WOUNDTRACK_STATUSES, ["pinned"])].sort()).toEqual(["grappling", "helpless", "immobile", "pinned"]);
    expect([...inForce(WOUNDTRACK_STATUSES, ["grappling"])]).toEqual(["grappling"]);
  });
});
