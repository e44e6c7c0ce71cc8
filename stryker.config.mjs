// Mutation testing of the play flow and the card and tray steps (npm run mutate; not part of npm test).
// A folder at a time keeps a run short: `npm run mutate -- --mutate "src/rulesets/energy/play/card.ts"`.
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts" },
  coverageAnalysis: "perTest",
  mutate: ["src/core/play/**/*.ts"],
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
