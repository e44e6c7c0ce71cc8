// Folds flat lang fragments ("A.B.C": "text") into the nested lang/en.json, then deletes them.
// Usage: node scripts/merge-lang.mjs fragment.json [...]
import { readFileSync, rmSync, writeFileSync } from "node:fs";

const target = "lang/en.json";
const lang = JSON.parse(readFileSync(target, "utf8"));
for (const file of process.argv.slice(2)) {
  for (const [key, text] of Object.entries(JSON.parse(readFileSync(file, "utf8")))) {
    const parts = key.split(".");
    let node = lang;
    for (const part of parts.slice(0, -1)) {
      node = node[part] ??= {};
      if (typeof node !== "object") throw new Error(`${key}: ${part} is already a text (${file})`);
    }
    const last = parts.at(-1);
    if (node[last] !== undefined && node[last] !== text) throw new Error(`${key}: already holds something else (${file})`);
    node[last] = text;
  }
  rmSync(file);
}
writeFileSync(target, JSON.stringify(lang, null, 2) + "\n");
