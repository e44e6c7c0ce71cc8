import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { shippedRulesets } from "../shipped";

/**
 * The docs a GM reads cite nothing a GM does not have: no rules source files, no rulings file, no
 * code paths. The coverage tables, inventory notes and glue rulings that point at code and tests on
 * purpose live on the developers' pages (docs/dev/), which are not checked here.
 */
const FORBIDDEN_EVERYWHERE = [/seeds\//, /RULINGS/, /\.txt\b/];
// The ruleset pages' prose also names no seed and no source or test file.
const FORBIDDEN_IN_RULESET_PROSE = [...FORBIDDEN_EVERYWHERE, /\bseeds?\b/i, /\bsrc\//, /\btest\//, /\.ts\b/];

function offences(text: string, patterns: readonly RegExp[]): string[] {
  return text.split("\n").flatMap((line, i) => patterns.filter((p) => p.test(line)).map((p) => `line ${i + 1} matches ${p}: ${line.trim()}`));
}

const pages = readdirSync("docs/rulesets").filter((f) => f.endsWith(".md"));

describe("docs cite no file users do not have", () => {
  it("there are ruleset pages to check", () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.each(pages)("docs/rulesets/%s: the whole page, its coverage table on the developers' page", (file) => {
    const page = readFileSync(`docs/rulesets/${file}`, "utf8");
    expect(page).not.toContain("## Rules coverage");
    expect(page).toContain(`](../dev/${file})`);
    expect(offences(page, FORBIDDEN_IN_RULESET_PROSE)).toEqual([]);
  });

  it.each(pages)("docs/players/%s: a player's page with a glossary, citing nothing players do not have", (file) => {
    const page = readFileSync(`docs/players/${file}`, "utf8");
    expect(page).toContain("## Glossary");
    expect(page).toContain(`](../rulesets/${file})`);
    expect(offences(page, FORBIDDEN_IN_RULESET_PROSE)).toEqual([]);
    expect(readFileSync("README.md", "utf8")).toContain(`](docs/players/${file})`);
  });

  it("README.md", () => {
    expect(offences(readFileSync("README.md", "utf8"), FORBIDDEN_EVERYWHERE)).toEqual([]);
  });

  it("system.json's description names every ruleset that ships, and no count that is wrong", () => {
    const { description } = JSON.parse(readFileSync("system.json", "utf8")) as { description: string };
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as { MANIFOLD: Record<string, { Name?: string }> };
    const shipped = shippedRulesets();
    expect(shipped.length).toBeGreaterThan(0);
    for (const id of shipped) expect(description, id).toContain(lang.MANIFOLD[id]!.Name!);
    // A count, if the description gives one, is the number that ships.
    const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven"];
    const count = /\b(\w+) (?:tabletop )?(?:combat )?rulesets\b/i.exec(description)?.[1]?.toLowerCase();
    if (count) expect(WORDS.indexOf(count) >= 0 ? WORDS.indexOf(count) : Number(count)).toBe(shipped.length);
  });
});
