import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

/** Pure rooms: no Foundry global and no import from the Foundry glue. */
const FOUNDRY_GLOBALS = ["game", "CONFIG", "foundry", "Hooks", "ui", "canvas", "Roll", "CONST", "ChatMessage", "Actor", "Item", "Combat", "Token", "Handlebars"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "test-results/**", "packs/**", "reports/**", ".stryker-tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["scripts/**/*.mjs", "test/**/*.ts", "*.config.*", "vite.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["src/core/**/*.ts", "src/rulesets/*/rules/**/*.ts", "src/rulesets/*/play/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_GLOBALS.map((name) => ({ name, message: "Pure rules touch no Foundry global." }))],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/foundry/**", "**/foundry", "@league-of-foundry-developers/*"], message: "Pure rules import no Foundry glue." }] },
      ],
      // Casts that silence the compiler belong in the glue's adapters, never in the rules.
      "no-restricted-syntax": [
        "error",
        { selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']", message: "Pure code does not cast through unknown." },
        { selector: "TSAsExpression[typeAnnotation.type='TSNeverKeyword']", message: "Pure code does not cast to never." },
      ],
    },
  },
);
