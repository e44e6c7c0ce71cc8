/**
 * Core builds the tracker's context entries once, when the tracker first renders, often before any
 * combat has a combatant. An entry list chosen from the viewed combat's combatants then misses
 * Save Turn, Initiative Contest, Reload or Add Time all session; it must come from the world's
 * ruleset. Foundry is not here to render the tracker, so this reads the override itself.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const source = readFileSync("src/foundry/combat/tracker.ts", "utf8");
const body = source.slice(source.indexOf("_getEntryContextOptions()"), source.indexOf("_onRender("));

describe("the tracker's context entries", () => {
  it("come from the world's ruleset, not from the combat viewed when the tracker first rendered", () => {
    expect(body).toContain("activeRuleset()?.combat");
    expect(body).not.toMatch(/combatants\.contents\[0\]/);
    // Each entry looks up the combat viewed when it is opened.
    expect(body).toMatch(/const find = \(li: HTMLElement\) => viewedCombat\(this\)/);
  });
});
