import { defineConfig } from "vitest/config";

/**
 * The tests mutation testing runs against: the scenario table and the pure core. The browser
 * gallery is left out (it times out Stryker's dry run), and so are the rules' unit tests, which
 * never reach the play flow.
 */
export default defineConfig({
  test: {
    include: ["test/play/**/*.test.ts", "test/core/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
