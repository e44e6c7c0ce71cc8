// The script every client downloads, as served gzipped: at least 10% below the 120,000 bytes the
// three rulesets weighed before whitespace was stripped (issue "Readable at a glance"), that is
// 36,000 bytes a ruleset, so a ruleset added later is held to the same weight.
// `npm test` builds before vitest runs; run alone, this file builds dist/ itself when it is missing.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { shippedRulesets } from "../shipped";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

describe("the built script's payload", () => {
  it("manifold.mjs gzips to under 36,000 bytes a shipped ruleset (108,000 for three), with no whitespace left to strip", () => {
    if (!existsSync("dist/manifold.mjs")) execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
    const js = readFileSync("dist/manifold.mjs");
    const rulesets = shippedRulesets().length;
    expect(rulesets).toBeGreaterThanOrEqual(3);
    expect(gzipSync(js, { level: 9 }).length).toBeLessThan(36_000 * rulesets);
    expect(js.toString("utf8").split("\n").length).toBeLessThan(10);
  });
});
