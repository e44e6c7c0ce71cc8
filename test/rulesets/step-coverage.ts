import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/**
 * The step half of the coverage check: a row that says a rule is reached in play names the step
 * that reaches it and a scenario test under test/play/<id>/ that calls that step. A step is an
 * exported function of src/rulesets/<id>/play/ (`openStrikeStep`), or one button of an exported
 * card book (`CONTEST_CARD.applyDamage`), which a scenario reaches by pressing it on the table.
 */
export interface StepRow {
  id: string;
  kind: string;
  /** the code cell: backticked files (and names) where the rule lives */
  code: string;
  /** the step cell: backticked file and names, or "not yet" */
  step: string;
  proved: string;
}

const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The test file and the test/play modules it imports, directly or not, whose text may call the step. */
function reachableText(root: string, file: string): string {
  const texts: string[] = [];
  const seen = new Set<string>();
  const queue = [join(root, file)];
  while (queue.length > 0) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const text = readFileSync(path, "utf8");
    texts.push(text);
    for (const m of text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
      const next = resolve(dirname(path), `${m[1]}.ts`);
      if (next.startsWith(join(root, "test/play")) && existsSync(next)) queue.push(next);
    }
  }
  return texts.join("\n");
}

/** Every src/ file the given files import, directly or not, themselves included. */
export function importClosure(root: string, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(join(root, file))) continue;
    seen.add(file);
    const text = readFileSync(join(root, file), "utf8");
    for (const m of text.matchAll(/(?:from|import)\s+"(\.{1,2}\/[^"]+)"/g)) {
      const target = resolve(dirname(join(root, file)), m[1]!);
      const found = [`${target}.ts`, join(target, "index.ts")].find((p) => existsSync(p));
      if (found) queue.push(relative(root, found));
    }
  }
  return seen;
}

/**
 * How a scenario's text shows it calls a step: the function called, the button pressed, for a
 * ruleset's movement ledger (a `MoveRules` const) a token moved on a table whose world names it, and
 * for its consequences (a `ConsequenceRules` const, run after every actor write) a button pressed,
 * a sheet action paid or a document written on a table whose world names them.
 */
function calls(text: string, name: string, ledgers: ReadonlySet<string>, followers: ReadonlySet<string> = new Set()): boolean {
  const [book, action] = name.split(".");
  if (action) return new RegExp(`action: "${escape(action)}"`).test(text);
  if (ledgers.has(book!)) return new RegExp(`movement: ${escape(book!)}\\b`).test(text) && /\.move\(/.test(text);
  if (followers.has(book!)) return new RegExp(`consequences: ${escape(book!)}\\b`).test(text) && /\.press\(|\.pay\(|\.write\(/.test(text);
  return new RegExp(`\\b${escape(book!)}\\(`).test(text);
}

/** What is wrong with one row's step claim; empty when the row is right or says "not yet". */
export function stepProblems(root: string, ruleset: string, row: StepRow): string[] {
  if (row.kind === "gm" || row.step.trim() === "not yet") return [];
  const problems: string[] = [];
  const names: string[] = [];
  const ledgers = new Set<string>();
  const followers = new Set<string>();
  // Clauses are separated by ";": each names one play file and the steps it holds.
  for (const clause of row.step.split(";")) {
    const [file, ...held] = ticks(clause);
    if (!file || !file.startsWith(`src/rulesets/${ruleset}/play/`) || !existsSync(join(root, file))) return [`${row.id}: the step must name a file in src/rulesets/${ruleset}/play/`];
    if (held.length === 0) return [`${row.id}: the step names no function or button`];
    const source = readFileSync(join(root, file), "utf8");
    for (const name of held) {
      const [base, action] = name.split(".");
      if (!new RegExp(`export (async function|function|const) ${escape(base!)}\\b`).test(source)) problems.push(`${row.id}: ${file} exports no ${base}`);
      if (new RegExp(`export const ${escape(base!)}: MoveRules<`).test(source)) ledgers.add(base!);
      if (new RegExp(`export const ${escape(base!)}: ConsequenceRules<`).test(source)) followers.add(base!);
      // A button is a key of the book: its step written out, or one made from others (a button two kinds of card share).
      if (action && !new RegExp(`^\\s+${escape(action)}: (\\{|either\\()`, "m").test(source)) problems.push(`${row.id}: ${base} has no button ${action}`);
    }
    names.push(...held);
  }
  // The step must reach the rule: every src/ file the code cell names is imported by a step file, or is one.
  const reach = importClosure(root, row.step.split(";").map((clause) => ticks(clause)[0]!));
  for (const file of ticks(row.code).filter((f) => f.startsWith("src/"))) {
    if (!reach.has(file)) problems.push(`${row.id}: the step does not reach ${file}`);
  }
  const scenarios = ticks(row.proved).filter((f) => f.startsWith(`test/play/${ruleset}/`));
  if (scenarios.length === 0) return [...problems, `${row.id}: no scenario test under test/play/${ruleset}/`];
  for (const name of names) {
    const reached = scenarios.some((f) => existsSync(join(root, f)) && calls(reachableText(root, f), name, ledgers, followers));
    if (!reached) problems.push(`${row.id}: no scenario named calls ${name}`);
  }
  return problems;
}
