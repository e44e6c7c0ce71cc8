// The purity fence of eslint.config.js: core/ and every rules/ and play/ folder touch no Foundry global and
// import no Foundry glue; the glue in src/foundry may do both.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
const FENCE = new Set(["no-restricted-globals", "no-restricted-imports", "no-restricted-syntax"]);

const GLOBAL_USES: Record<string, string> = {
  "game.settings": `export const mode = game.settings.get("manifold", "ruleset");\n`,
  "CONFIG.Dice": `export const dice = CONFIG.Dice;\n`,
  "foundry.utils": `export const copy = foundry.utils.deepClone({ a: 1 });\n`,
  "Hooks.on": `Hooks.on("init", () => undefined);\n`,
};
const GLUE_IMPORT = `import { thing } from "../../foundry/x";\nexport const y = thing;\n`;

async function fenceMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && FENCE.has(m.ruleId));
}

const PURE = ["src/core/x.ts", "src/core/dice/x.ts", "src/rulesets/contest/rules/x.ts", "src/rulesets/energy/play/x.ts"];

describe("purity fence: pure folders", () => {
  for (const filePath of PURE) {
    it.each(Object.entries(GLOBAL_USES))(`${filePath}: %s is an error`, async (_name, code) => {
      const found = await fenceMessages(code, filePath);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((m) => m.ruleId === "no-restricted-globals" && m.severity === 2)).toBe(true);
    });
    it(`${filePath}: importing ../../foundry/x is an error`, async () => {
      const found = await fenceMessages(GLUE_IMPORT, filePath);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ ruleId: "no-restricted-imports", severity: 2 });
    });
  }
  it("a type-only import of the Foundry types package is an error too", async () => {
    const code = `import type { X } from "@league-of-foundry-developers/foundry-vtt-types";\nexport type Y = X;\n`;
    const found = await fenceMessages(code, "src/core/x.ts");
    expect(found.map((m) => m.ruleId)).toEqual(["no-restricted-imports"]);
  });
  it("plain pure code passes the fence", async () => {
    const found = await fenceMessages(`import { seededRandom } from "./random";\nexport const r = seededRandom(1);\n`, "src/core/x.ts");
    expect(found).toEqual([]);
  });
});

describe("purity fence: the Foundry glue is outside it", () => {
  it.each(Object.entries(GLOBAL_USES))("src/foundry/x.ts: %s is not flagged", async (_name, code) => {
    expect(await fenceMessages(code, "src/foundry/x.ts")).toEqual([]);
  });
  it("src/foundry/x.ts may import ../../foundry/x", async () => {
    expect(await fenceMessages(GLUE_IMPORT, "src/foundry/x.ts")).toEqual([]);
  });
  it("a ruleset's sheets (outside rules/) are not fenced", async () => {
    expect(await fenceMessages(GLOBAL_USES["game.settings"]!, "src/rulesets/contest/sheets/x.ts")).toEqual([]);
  });
});

describe("purity fence: the real source", () => {
  it("ESLint reports zero errors over src/core and src/rulesets/*/rules", async () => {
    const results = await eslint.lintFiles(["src/core/**/*.ts", "src/rulesets/*/rules/**/*.ts", "src/rulesets/*/play/**/*.ts"]);
    expect(results.length).toBeGreaterThan(0);
    const errors = results.flatMap((r) =>
      r.messages.filter((m) => m.severity === 2).map((m) => `${r.filePath}:${m.line}:${m.column} ${m.ruleId ?? ""} ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
});

describe("purity fence: no silencing casts in pure code", () => {
  const CASTS = { "as unknown as": "export const n = ({} as unknown as number);\n", "as never": "export const n: number = ({} as never);\n" };
  for (const filePath of PURE) {
    it.each(Object.entries(CASTS))(`${filePath}: %s is an error`, async (_name, code) => {
      const found = await fenceMessages(code, filePath);
      expect(found.map((m) => m.ruleId)).toEqual(["no-restricted-syntax"]);
    });
  }
  it("the glue may cast: its adapters are where the casts live", async () => {
    expect(await fenceMessages(CASTS_IN_GLUE, "src/foundry/docs.ts")).toEqual([]);
  });
});

const CASTS_IN_GLUE = "export const n = ({} as unknown as number);\n";

