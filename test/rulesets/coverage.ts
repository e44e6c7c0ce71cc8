import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stepProblems } from "./step-coverage";

/**
 * docs/dev/<id>.md has one coverage row per rules-inventory id. This keeps a table honest:
 * the ids are the inventory's, in its order; every code pointer names a file that exports the
 * names given; every auto and assist row names the play step that reaches it, which a scenario it
 * names calls and which imports the rule's files (step-coverage.ts), and the page says how many
 * rows that is; every test file named carries the id in a test title.
 */
const root = join(import.meta.dirname, "../..");

interface Row {
  id: string;
  kind: string;
  code: string;
  /** the play step that reaches the rule ("—" for gm rows) */
  step: string;
  proved: string;
}

/** Inventory ids from runs of [group, first, last] in inventory order. */
export function idsFromRuns(ruleset: string, runs: readonly (readonly [string, number, number])[]): string[] {
  return runs.flatMap(([group, from, to]) => Array.from({ length: to - from + 1 }, (_, i) => `${ruleset}.${group}.${from + i}`));
}

const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/**
 * `open`: the ruleset's issue is still open, so an auto or assist row may say its step is "not yet";
 * the page must then list those rows below the table, and the count it gives is checked all the same.
 */
export function describeCoverage(ruleset: string, expectedIds: readonly string[], o: { open?: boolean } = {}): void {
  const doc = readFileSync(join(root, `docs/dev/${ruleset}.md`), "utf8");
  const rowPattern = new RegExp(`^\\| ${ruleset}\\.[a-z]+\\.\\d+ \\|`);
  const rows: Row[] = doc
    .split("\n")
    .filter((line) => rowPattern.test(line))
    .map((line) => {
      const [id = "", kind = "", code = "", step = "", proved = ""] = line.split("|").slice(1, -1).map((c) => c.trim());
      return { id, kind, code, step, proved };
    });
  const played = rows.filter((r) => r.kind !== "gm");
  const reached = played.filter((r) => r.step !== "not yet").length;

  describe(`docs/dev/${ruleset}.md rules coverage`, () => {
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
          if (names.length === 0) continue;
          const text = readFileSync(join(root, file), "utf8");
          for (const name of names) {
            if (!new RegExp(`export (async function|function|const|class|type|interface) ${name}\\b`).test(text)) problems.push(`${r.id}: ${file} has no ${name}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
    it("every auto and assist row names the play step that reaches it (or, while its issue is open, says not yet and is listed)", () => {
      const missing = played.filter((r) => r.step === "" || r.step === "—" || (r.step === "not yet" && !o.open));
      expect(missing.map((r) => r.id)).toEqual([]);
      const notYet = played.filter((r) => r.step === "not yet").map((r) => r.id);
      const listed = doc.slice(doc.indexOf("## Not reached yet")).match(new RegExp(`${ruleset}\\.[a-z]+\\.\\d+`, "g")) ?? [];
      if (notYet.length) expect([...new Set(listed)].sort()).toEqual([...notYet].sort());
    });
    it("a row that names a step names a scenario under test/play/ that calls it", () => {
      expect(rows.flatMap((r) => stepProblems(root, ruleset, r))).toEqual([]);
    });
    it("the page says how many rows are reached through a play step, and the count is right", () => {
      expect(doc).toContain(`Reached through a play step: ${reached} of ${played.length} auto and assist rows.`);
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
}
