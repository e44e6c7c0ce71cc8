// Mutation testing of the play flow and the card and tray steps (npm run mutate; not part of npm test).
// A folder at a time keeps a run short: `npm run mutate -- --mutate "src/rulesets/energy/play/card.ts"`.
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts" },
  coverageAnalysis: "perTest",
  mutate: ["src/core/play/**/*.ts"],
  concurrency: 2,
  // A static mutant (a module-level table) runs every test; their kill is seen by the tests of the steps using them.
  ignoreStatic: true,
  // A run picks up where the last stopped: results are kept per mutant in reports/.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
