import { describe, it, expect } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as dice from "../../../src/core/dice";

const DICE_DIR = fileURLToPath(new URL("../../../src/core/dice/", import.meta.url));

describe("core/dice index", () => {
  it("re-exports every public function of every dice file", async () => {
    const files = readdirSync(DICE_DIR).filter((f) => f.endsWith(".ts") && f !== "index.ts");
    for (const file of files) {
      const mod = (await import(`../../../src/core/dice/${file.replace(/\.ts$/, "")}.ts`)) as Record<string, unknown>;
      for (const name of Object.keys(mod)) expect(dice, `${file} exports ${name}`).toHaveProperty(name, mod[name]);
    }
  });

  it("keeps the dice files pure: no Foundry global and no Foundry import", () => {
    const forbidden = /\b(game|CONFIG|foundry|Hooks|ui|canvas|Roll)\s*[.[(]/;
    for (const file of readdirSync(DICE_DIR).filter((f) => f.endsWith(".ts"))) {
      const code = readFileSync(DICE_DIR + file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/\/\/.*$/gm, "");
      expect(code, file).not.toMatch(forbidden);
      expect(code, file).not.toMatch(/from\s+["'][^"']*foundry/);
    }
  });
});
