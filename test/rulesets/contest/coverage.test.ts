import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/rulesets/contest.md has one coverage row per rules-inventory id. This keeps the table
 * honest: the ids are the inventory's, in its order; every code pointer names a file that exports
 * the names given; every test file named carries the id in a test title.
 */
const root = join(import.meta.dirname, "../../..");
const doc = readFileSync(join(root, "docs/rulesets/contest.md"), "utf8");

/** The inventory's sections in order, with their row counts (shared/rules/contest.md). */
const INVENTORY: [string, number][] = [
  ["init", 6], ["round", 6], ["delay", 1], ["ap", 3], ["action", 8], ["reaction", 4], ["free", 2],
  ["attack", 7], ["defend", 9], ["outcome", 8], ["maneuver", 9], ["size", 5], ["oppo", 5], ["cover", 6],
  ["flank", 2], ["style", 9], ["damage", 5], ["resist", 4], ["armor", 5], ["shield", 2],
];
const expectedIds = INVENTORY.flatMap(([group, n]) => Array.from({ length: n }, (_, i) => `contest.${group}.${i + 1}`));

interface Row {
  id: string;
  kind: string;
  code: string;
  proved: string;
}
const rows: Row[] = doc
  .split("\n")
  .filter((line) => /^\| contest\.[a-z]+\.\d+ \|/.test(line))
  .map((line) => {
    const [id = "", kind = "", code = "", proved = ""] = line.split("|").slice(1, -1).map((c) => c.trim());
    return { id, kind, code, proved };
  });

const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe("docs/rulesets/contest.md rules coverage", () => {
  it("has exactly one row per inventory id, in inventory order", () => {
    expect(rows.map((r) => r.id)).toEqual(expectedIds);
  });
  it("every kind is auto, assist or gm", () => {
    expect(rows.filter((r) => !["auto", "assist", "gm"].includes(r.kind))).toEqual([]);
  });
  it("gm rows say GM adjudicates and name the tool; the others point at a test", () => {
    for (const r of rows) {
      if (r.kind === "gm") expect(r.code, r.id).toMatch(/^GM adjudicates: \S/);
      else expect(ticks(r.proved).length, r.id).toBeGreaterThan(0);
    }
  });
  it("every code pointer names existing files that export the names given", () => {
    const problems: string[] = [];
    for (const r of rows.filter((row) => row.kind !== "gm")) {
      for (const clause of r.code.split(";")) {
        const [file, ...names] = ticks(clause);
        if (!file || !existsSync(join(root, file))) {
          problems.push(`${r.id}: missing file ${file}`);
          continue;
        }
        const text = readFileSync(join(root, file), "utf8");
        for (const name of names) {
          if (!new RegExp(`export (function|const|class|type|interface) ${name}\\b`).test(text)) problems.push(`${r.id}: ${file} has no ${name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
  it("every test file named carries the id in its tests", () => {
    const problems: string[] = [];
    for (const r of rows) {
      for (const file of ticks(r.proved)) {
        const path = join(root, file);
        if (!existsSync(path)) problems.push(`${r.id}: missing ${file}`);
        else if (!new RegExp(`${r.id.replace(/\./g, "\\.")}(?!\\d)`).test(readFileSync(path, "utf8"))) problems.push(`${r.id}: not in ${file}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
