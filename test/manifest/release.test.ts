// The release workflow publishes what system.json's URLs name: the manifest at
// releases/latest/download/system.json and the zip at the tag's download URL, both as the build
// writes them (scripts/build.mjs, scripts/manifest.mjs), on a tag that is package.json's version.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const pkg = JSON.parse(read("package.json")) as { version: string };
const source = JSON.parse(read("system.json")) as { manifest: string; download: string; url: string };
const build = read("scripts/build.mjs");
type ManifestFor = <T extends { download: string }>(source: T, version: string) => T & { version: string };
const { manifestFor } = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, "scripts", "manifest.mjs")).href)) as { manifestFor: ManifestFor };

interface Step { id?: string; run?: string; uses?: string; with?: Record<string, string> }
const workflow = load(read(".github/workflows/release.yml")) as { on: { push: { tags: string[] } }; jobs: Record<string, { steps: Step[] }> };
const steps = Object.values(workflow.jobs).flatMap((j) => j.steps);
const published = steps.find((s) => s.uses?.startsWith("softprops/action-gh-release"))?.with?.files?.trim().split("\n").map((f) => f.trim()) ?? [];
/** What the workflow's step outputs become for a tag of `version`. */
const expand = (text: string, version: string) => text.replace("${{ steps.version.outputs.version }}", version);

describe("the release workflow", () => {
  it("runs on a version tag, checks the tag against package.json, installs and builds as the README does", () => {
    expect(workflow.on.push.tags).toEqual(["v*"]);
    const runs = steps.map((s) => s.run ?? "");
    expect(runs.find((r) => r.includes("GITHUB_REF_NAME"))).toContain('test "v$version" = "$GITHUB_REF_NAME"');
    expect(runs).toContain("npm ci");
    expect(runs).toContain("npm run build");
    expect(runs.indexOf("npm ci")).toBeLessThan(runs.indexOf("npm run build"));
  });

  it("publishes the built system.json and the zip under the names the manifest's URLs ask for", () => {
    const version = "1.2.3";
    const released = manifestFor(source, version);
    const files = published.map((f) => expand(f, version));
    // The build writes both into dist/ under these names.
    expect(build).toContain("const zipName = `manifold-${pkg.version}.zip`;");
    expect(build).toContain('join(DIST, "system.json")');
    expect(files).toEqual(["dist/system.json", `dist/manifold-${version}.zip`]);
    expect(released.download).toBe(`${source.url}/releases/download/v${version}/${files[1]!.replace("dist/", "")}`);
    expect(source.manifest).toBe(`${source.url}/releases/latest/download/${files[0]!.replace("dist/", "")}`);
    expect(released.version).toBe(version);
  });

  it("today's package version makes a tag the workflow accepts", () => {
    expect(`v${pkg.version}`).toMatch(/^v\d+\.\d+\.\d+$/);
  });
});
