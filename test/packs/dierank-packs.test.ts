// Die Rank's compendium: the conditions journal says what each condition does in the words its
// hover text uses, and which conditions bring or are brought by it, as the rules define them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pack } from "../browser/samples";
import { DIERANK_STATUSES } from "../../src/rulesets/dierank/rules/conditions";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as { MANIFOLD: { dierank: { Condition: Record<string, string>; ConditionRules: Record<string, string> } } };
const { Condition: NAMES, ConditionRules: RULES } = lang.MANIFOLD.dierank;

interface Page {
  name: string;
  text: { content: string };
}
const journal = pack("dierank-rules").find((j) => j.name === "Die Rank Conditions") as unknown as { pages: Page[] };
const escape = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

describe("the Die Rank conditions journal", () => {
  it("has one page per condition, in the rules' order", () => {
    expect(journal.pages.map((p) => p.name)).toEqual(DIERANK_STATUSES.map((s) => NAMES[s.id]));
  });

  it.each(DIERANK_STATUSES.map((s) => s.id))("%s: the hover text's words, and its parents and daughters", (id) => {
    const page = journal.pages.find((p) => p.name === NAMES[id])!;
    expect(page.text.content.startsWith(`<p>${escape(RULES[id]!)}</p>`)).toBe(true);
    const daughters = DIERANK_STATUSES.find((s) => s.id === id)!.implies ?? [];
    const parents = DIERANK_STATUSES.filter((s) => (s.implies ?? []).includes(id)).map((s) => s.id);
    const line = (label: string, ids: string[]) => (ids.length ? `<strong>${label}:</strong> ${ids.map((i) => NAMES[i]).join(", ")}.` : null);
    for (const [label, ids] of [["Implies", daughters], ["Implied by", parents]] as const) {
      const want = line(label, [...ids]);
      if (want) expect(page.text.content).toContain(want);
      else expect(page.text.content).not.toContain(`<strong>${label}:</strong>`);
    }
  });
});
