// Builds the installable system into dist/ and dist/manifold-<version>.zip.
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { build } from "vite";
import * as sass from "sass";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { zipSync } from "fflate";
import { gzipSync } from "node:zlib";
import { manifestFor, shippedDocuments } from "./manifest.mjs";

const DIST = "dist";
const pkg = JSON.parse(await readFile("package.json", "utf8"));
const source = JSON.parse(await readFile("system.json", "utf8"));

await rm(DIST, { recursive: true, force: true });
await mkdir(DIST, { recursive: true });

await build({ logLevel: "warn" });

const css = sass.compile("styles/manifold.scss", { style: "compressed" });
await writeFile(join(DIST, "manifold.css"), css.css);

await cp("templates", join(DIST, "templates"), { recursive: true });
await cp("lang", join(DIST, "lang"), { recursive: true });
if (await exists("assets")) await cp("assets", join(DIST, "assets"), { recursive: true });
// A missing licence (or readme) named by system.json fails the build rather than the install.
for (const path of shippedDocuments(source)) await cp(path, join(DIST, path));

const manifest = manifestFor(source, pkg.version);
await writeFile(join(DIST, "system.json"), JSON.stringify(manifest, null, 2) + "\n");

for (const pack of manifest.packs) {
  await compilePack(join("packs/_source", pack.name), join(DIST, pack.path), { yaml: true, log: false });
}

const zipName = `manifold-${pkg.version}.zip`;
const files = {};
for (const file of await walk(DIST)) {
  if (/\.(zip|map)$|[\\/](LOCK|LOG(\.old)?)$/.test(file)) continue;
  files[relative(DIST, file).split("\\").join("/")] = await readFile(file);
}
await writeFile(join(DIST, zipName), zipSync(files, { level: 9 }));
console.log(`built ${DIST}/ and ${DIST}/${zipName} (${Object.keys(files).length} files)`);
// The script every client downloads: its size as served compressed.
const js = files["manifold.mjs"];
console.log(`manifold.mjs: ${js.length} bytes, ${gzipSync(js, { level: 9 }).length} gzipped`);

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const out = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

async function exists(path) {
  try {
    await readdir(path);
    return true;
  } catch {
    return false;
  }
}
