import { mkdirSync, writeFileSync } from "node:fs";
import { build } from "vite";
import { OUT } from "./harness";

const ROOT = process.cwd().split("\\").join("/");

/**
 * Bundles the named exports of our src files into one module that sets `globalThis[name]`, for a
 * live dialog page to drive the real form wiring. `from` maps a src path (from the repository root,
 * no extension) to the names it exports. The entry is written out, not kept in test/: it imports
 * Foundry glue, which only the src type check reads.
 */
export async function liveBundle(name: string, from: Readonly<Record<string, readonly string[]>>): Promise<string> {
  const names = Object.values(from).flat();
  const entry = [
    ...Object.entries(from).map(([path, exported]) => `import { ${exported.join(", ")} } from "${ROOT}/${path}.ts";`),
    `globalThis.${name} = { ${names.join(", ")} };`,
  ].join("\n");
  const path = `${OUT}/${name}-entry.js`;
  mkdirSync(OUT, { recursive: true });
  writeFileSync(path, entry);
  const out = await build({ configFile: false, logLevel: "silent", build: { write: false, minify: false, lib: { entry: path, formats: ["es"], fileName: name } } });
  const result = (Array.isArray(out) ? out[0] : out) as { output: { code?: string }[] };
  return result.output[0]!.code!;
}
