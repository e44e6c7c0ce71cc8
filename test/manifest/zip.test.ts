// The released artefact: dist/manifold-<version>.zip as Foundry's "Install System" unpacks it.
// `npm test` builds before vitest runs; run alone, this file builds dist/ itself when the zip is missing.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";

interface Manifest {
  id: string;
  version: string;
  download: string;
  manifest?: string;
  compatibility: { minimum?: string; verified?: string; maximum?: string };
  esmodules?: string[];
  scripts?: string[];
  styles?: string[];
  languages?: { lang: string; name: string; path: string }[];
  packs: { name: string; path: string; type: string }[];
  license?: string;
  readme?: string;
  changelog?: string;
  documentTypes: Record<string, Record<string, unknown>>;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string; license: string };
const source = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as Manifest;
const ZIP = join(ROOT, "dist", `manifold-${pkg.version}.zip`);

let files: Record<string, Uint8Array> = {};
let names: string[] = [];
let manifest: Manifest;

const decode = (name: string) => new TextDecoder().decode(files[name]);
const hasFile = (path: string) => path in files && files[path]!.length > 0;

describe(`dist/manifold-<version>.zip`, () => {
  beforeAll(() => {
    if (!existsSync(ZIP)) execFileSync("node", ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" });
    files = unzipSync(readFileSync(ZIP));
    names = Object.keys(files);
    manifest = JSON.parse(new TextDecoder().decode(files["system.json"])) as Manifest;
  }, 300_000);

  it("holds exactly one system.json, at the root", () => {
    const found = names.filter((n) => n === "system.json" || n.endsWith("/system.json"));
    expect(found).toEqual(["system.json"]);
  });

  it("unpacks flat into Data/systems/manifold: no wrapping folder, no absolute or parent paths", () => {
    expect(names.some((n) => n.startsWith("dist/") || n.startsWith("manifold/"))).toBe(false);
    expect(names.some((n) => n.startsWith("/") || n.split("/").includes("..") || n.includes("\\"))).toBe(false);
  });

  it("ships no source maps, nested zips or LevelDB lock files", () => {
    expect(names.filter((n) => /\.(zip|map)$|(^|\/)(LOCK|LOG(\.old)?)$/.test(n))).toEqual([]);
  });

  it("system.json is valid JSON", () => {
    expect(() => JSON.parse(decode("system.json"))).not.toThrow();
  });

  it("carries the package version, and a download URL for that version", () => {
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toContain(pkg.version);
    expect(manifest.download).toMatch(new RegExp(`/v${pkg.version.replace(/\./g, "\\.")}/manifold-${pkg.version.replace(/\./g, "\\.")}\\.zip$`));
  });

  it("is the manifold system for Foundry v13", () => {
    expect(manifest.id).toBe("manifold");
    expect(manifest.compatibility.minimum).toBe("13");
    expect(manifest.compatibility.verified).toBe("13");
  });

  it("differs from the source system.json only in version and download", () => {
    const { version: _v, download: _d, ...built } = manifest;
    const { version: _sv, download: _sd, ...declared } = source;
    expect(built).toEqual(declared);
  });

  it("every esmodule, script and style it names is in the zip", () => {
    const paths = [...(manifest.esmodules ?? []), ...(manifest.scripts ?? []), ...(manifest.styles ?? [])];
    expect(manifest.esmodules?.length ?? 0).toBeGreaterThan(0);
    expect(manifest.styles?.length ?? 0).toBeGreaterThan(0);
    for (const path of paths) expect(hasFile(path), `${path} missing or empty`).toBe(true);
  });

  it("every language file it names is in the zip and is a JSON object", () => {
    expect(manifest.languages?.length ?? 0).toBeGreaterThan(0);
    for (const { path } of manifest.languages ?? []) {
      expect(hasFile(path), `${path} missing`).toBe(true);
      expect(JSON.parse(decode(path))).toBeTypeOf("object");
    }
  });

  it("every licence, readme or changelog it names by a path is in the zip", () => {
    const named = [manifest.license, manifest.readme, manifest.changelog].filter((p): p is string => !!p && !/^[a-z]+:\/\//i.test(p));
    expect(named).toContain(manifest.license);
    for (const path of named) expect(hasFile(path), `${path} missing or empty`).toBe(true);
  });

  it("ships the licence package.json declares", () => {
    expect(decode(manifest.license!).split("\n")[0]).toBe(`${pkg.license} License`);
  });

  it.each(source.packs.map((p) => [p.name, p.path] as const))("pack %s is a LevelDB at %s", (_name, path) => {
    const inPack = names.filter((n) => n.startsWith(`${path}/`)).map((n) => n.slice(path.length + 1));
    expect(inPack, `no files under ${path}/`).not.toEqual([]);
    expect(inPack).toContain("CURRENT");
    expect(inPack.some((n) => /\.(ldb|log)$/.test(n)), `${path}: no *.ldb or *.log`).toBe(true);
  });

  it("lists every document type of the source system.json", () => {
    for (const [cls, types] of Object.entries(source.documentTypes)) {
      expect(Object.keys(manifest.documentTypes[cls] ?? {}).sort(), cls).toEqual(Object.keys(types).sort());
      expect(manifest.documentTypes[cls]).toEqual(types);
    }
    for (const cls of ["Actor", "Item", "Combat", "Combatant", "ChatMessage"]) {
      expect(Object.keys(manifest.documentTypes[cls] ?? {}).length, cls).toBeGreaterThan(0);
    }
  });

  it("matches dist/system.json on disk", () => {
    expect(JSON.parse(readFileSync(join(ROOT, "dist", "system.json"), "utf8"))).toEqual(manifest);
  });
});

describe("scripts/manifest.mjs manifestFor", () => {
  type ManifestFor = <T extends { download: string }>(source: T, version: string) => T & { version: string };
  const load = async () =>
    ((await import(/* @vite-ignore */ pathToFileURL(join(ROOT, "scripts", "manifest.mjs")).href)) as { manifestFor: ManifestFor }).manifestFor;
  const base = {
    id: "manifold",
    version: "0.0.0",
    download: "https://github.com/manifold-vtt/manifold/releases/download/v0.0.0/manifold-0.0.0.zip",
    manifest: "https://github.com/manifold-vtt/manifold/releases/latest/download/system.json",
    packs: [{ name: "p" }],
  };

  it("writes the version into version and the download URL's tag and file name", async () => {
    const manifestFor = await load();
    const out = manifestFor(base, "1.2.3");
    expect(out.version).toBe("1.2.3");
    expect(out.download).toBe("https://github.com/manifold-vtt/manifold/releases/download/v1.2.3/manifold-1.2.3.zip");
  });

  it("keeps every other field, leaves the latest-manifest URL alone, and does not mutate its input", async () => {
    const manifestFor = await load();
    const before = JSON.stringify(base);
    const out = manifestFor(base, "2.0.0-beta.1");
    expect(JSON.stringify(base)).toBe(before);
    expect(out).toMatchObject({ id: "manifold", manifest: base.manifest, packs: base.packs });
    expect(out.download).toBe("https://github.com/manifold-vtt/manifold/releases/download/v2.0.0-beta.1/manifold-2.0.0-beta.1.zip");
  });

  it("is idempotent and works from any earlier version", async () => {
    const manifestFor = await load();
    const once = manifestFor(base, "0.1.0");
    expect(manifestFor(once, "0.1.0")).toEqual(once);
    expect(manifestFor(manifestFor(base, "9.9.9"), "0.1.0")).toEqual(once);
  });

  it("shippedDocuments: ships a licence, readme or changelog named by a path, never one named by a URL", async () => {
    const { shippedDocuments } = (await import(/* @vite-ignore */ pathToFileURL(join(ROOT, "scripts", "manifest.mjs")).href)) as {
      shippedDocuments: (m: Record<string, unknown>) => string[];
    };
    expect(shippedDocuments({ license: "LICENSE", readme: "https://example.org/README.md", changelog: "" })).toEqual(["LICENSE"]);
    expect(shippedDocuments({ readme: "docs/README.md" })).toEqual(["docs/README.md"]);
    expect(shippedDocuments(source as unknown as Record<string, unknown>)).toContain("LICENSE");
  });

  it("the real system.json gives the package version's release URL", async () => {
    const manifestFor = await load();
    const out = manifestFor(source, pkg.version);
    expect(out.download).toBe(`https://github.com/manifold-vtt/manifold/releases/download/v${pkg.version}/manifold-${pkg.version}.zip`);
  });
});
