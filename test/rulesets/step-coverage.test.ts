import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stepProblems } from "./step-coverage";

// A tiny project on disk: one play step, one card book, and scenarios that do or do not reach them.
const root = mkdtempSync(join(tmpdir(), "coverage-"));
mkdirSync(join(root, "src/rulesets/demo/play"), { recursive: true });
mkdirSync(join(root, "test/play/demo"), { recursive: true });
writeFileSync(join(root, "src/rulesets/demo/play/steps.ts"), "export function openStep() {}\nexport const DEMO_CARD = {\n  apply: {\n    run() {},\n  },\n  shared: either(a, b, onB),\n  named: alias,\n};\n");
writeFileSync(join(root, "test/play/demo/reaches.test.ts"), 'import { world } from "./world";\nit("demo.a.1", () => { openStep(); t.press(R, "gm", { messageId: m, action: "apply" }); });\n');
writeFileSync(join(root, "test/play/demo/world.ts"), "export const world = () => openStep();\n");
writeFileSync(join(root, "test/play/demo/helper-only.test.ts"), 'import { world } from "./world";\nit("demo.a.2", () => world());\n');
writeFileSync(join(root, "test/play/demo/outer-world.ts"), 'import { world } from "./world";\nexport const outer = () => world();\n');
writeFileSync(join(root, "test/play/demo/deep.test.ts"), 'import { outer } from "./outer-world";\nit("demo.a.4", () => outer());\n');
writeFileSync(join(root, "test/play/demo/misses.test.ts"), 'it("demo.a.3", () => { pureRule(); t.press(R, "gm", { messageId: m, action: "undo" }); });\n');

mkdirSync(join(root, "src/rulesets/demo/rules"), { recursive: true });
writeFileSync(join(root, "src/rulesets/demo/rules/pure.ts"), "export function pureRule() {}\n");
writeFileSync(join(root, "src/rulesets/demo/rules/unused.ts"), "export function unusedRule() {}\n");
writeFileSync(join(root, "src/rulesets/demo/play/open.ts"), 'import { pureRule } from "../rules/pure";\nexport function openStep() { pureRule(); }\n');

const row = (step: string, proved: string, code = "`src/rulesets/demo/play/steps.ts` `openStep`") => ({ id: "demo.a.1", kind: "auto", code, step, proved });

describe("the step check of the coverage table", () => {
  it("passes a row whose scenario calls its step and presses its button", () => {
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/steps.ts` `openStep` `DEMO_CARD.apply`", "`test/play/demo/reaches.test.ts`"))).toEqual([]);
  });

  it("counts a call made by a test/play helper the scenario imports", () => {
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/steps.ts` `openStep`", "`test/play/demo/helper-only.test.ts`"))).toEqual([]);
  });

  it("counts a call made by a helper that a helper imports", () => {
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/steps.ts` `openStep`", "`test/play/demo/deep.test.ts`"))).toEqual([]);
  });

  it("fails a row whose scenario does not reach its step", () => {
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/steps.ts` `openStep` `DEMO_CARD.apply`", "`test/play/demo/misses.test.ts`"))).toEqual([
      "demo.a.1: no scenario named calls openStep",
      "demo.a.1: no scenario named calls DEMO_CARD.apply",
    ]);
  });

  it("fails a row whose only test is not a scenario, or whose step is not a play step", () => {
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/steps.ts` `openStep`", "`test/rulesets/demo/unit.test.ts`"))).toEqual(["demo.a.1: no scenario test under test/play/demo/"]);
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/rules/pure.ts` `openStep`", "`test/play/demo/reaches.test.ts`"))).toEqual(["demo.a.1: the step must name a file in src/rulesets/demo/play/"]);
  });

  it("takes a button two kinds of card share (made with either), and no other value as a button", () => {
    const problems = (action: string) => stepProblems(root, "demo", row(`\`src/rulesets/demo/play/steps.ts\` \`DEMO_CARD.${action}\``, "`test/play/demo/reaches.test.ts`")).filter((p) => p.includes("no button"));
    expect([problems("shared"), problems("named")]).toEqual([[], ["demo.a.1: DEMO_CARD has no button named"]]);
  });

  it("takes consequences as reached by a press on a table whose world names them, and not without one", () => {
    writeFileSync(join(root, "src/rulesets/demo/play/follow.ts"), "export const DEMO_FOLLOW: ConsequenceRules<number> = {};\n");
    writeFileSync(join(root, "test/play/demo/follow-world.ts"), "export const R = { consequences: DEMO_FOLLOW };\n");
    writeFileSync(join(root, "test/play/demo/follows.test.ts"), 'import { R } from "./follow-world";\nit("demo.a.1", () => t.press(R, "gm", { messageId: m, action: "apply" }));\n');
    writeFileSync(join(root, "test/play/demo/still.test.ts"), 'import { R } from "./follow-world";\nit("demo.a.1", () => R);\n');
    const problems = (file: string) => stepProblems(root, "demo", row("`src/rulesets/demo/play/follow.ts` `DEMO_FOLLOW`", `\`test/play/demo/${file}\``, "`src/rulesets/demo/play/follow.ts` `DEMO_FOLLOW`"));
    expect([problems("follows.test.ts"), problems("still.test.ts")]).toEqual([[], ["demo.a.1: no scenario named calls DEMO_FOLLOW"]]);
  });

  it("fails a step the play file does not have", () => {
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/steps.ts` `closeStep` `DEMO_CARD.refund`", "`test/play/demo/reaches.test.ts`"))).toEqual([
      "demo.a.1: src/rulesets/demo/play/steps.ts exports no closeStep",
      "demo.a.1: DEMO_CARD has no button refund",
      "demo.a.1: no scenario named calls closeStep",
      "demo.a.1: no scenario named calls DEMO_CARD.refund",
    ]);
  });
});

describe("a step cell with several play files", () => {
  it("checks each clause against its own file", () => {
    writeFileSync(join(root, "src/rulesets/demo/play/other.ts"), "export const OTHER_CARD = {\n  undo: {\n    run() {},\n  },\n};\n");
    const step = "`src/rulesets/demo/play/steps.ts` `openStep`; `src/rulesets/demo/play/other.ts` `OTHER_CARD.undo`";
    expect(stepProblems(root, "demo", row(step, "`test/play/demo/reaches.test.ts`, `test/play/demo/misses.test.ts`"))).toEqual([]);
    expect(stepProblems(root, "demo", row(step, "`test/play/demo/reaches.test.ts`"))).toEqual(["demo.a.1: no scenario named calls OTHER_CARD.undo"]);
  });
});

describe("the step must reach the rule it claims", () => {
  it("passes a rule file the step imports", () => {
    const code = "`src/rulesets/demo/rules/pure.ts` `pureRule`";
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/open.ts` `openStep`", "`test/play/demo/reaches.test.ts`", code))).toEqual([]);
  });

  it("fails a rule file no step imports, whichever scenario calls the step", () => {
    const code = "`src/rulesets/demo/rules/pure.ts` `pureRule`; `src/rulesets/demo/rules/unused.ts` `unusedRule`";
    expect(stepProblems(root, "demo", row("`src/rulesets/demo/play/open.ts` `openStep`", "`test/play/demo/reaches.test.ts`", code))).toEqual([
      "demo.a.1: the step does not reach src/rulesets/demo/rules/unused.ts",
    ]);
  });
});
