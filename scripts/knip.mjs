// Runs knip over src/ (src/manifold.ts the only entry, tests not counted) and fails on anything
// unused except the names scripts/knip-waiting.json keeps for rulesets not built yet.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const waiting = JSON.parse(readFileSync(new URL("./knip-waiting.json", import.meta.url), "utf8"));
const allowed = new Set();
// A ruleset being built before it is registered: its folders wait whole until it joins the registry.
const folders = [];
for (const [ruleset, files] of Object.entries(waiting)) {
  if (ruleset === "why") continue;
  for (const [file, names] of Object.entries(files)) {
    if (file === "folders") folders.push(...names);
    else for (const name of names) allowed.add(`${file}#${name}`);
  }
}

let out;
try {
  out = execFileSync("npx", ["knip", "--reporter", "json", "--no-progress"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
} catch (err) {
  // knip exits 1 when it finds anything; its report is still on stdout.
  out = err.stdout;
}
const { issues } = JSON.parse(out);
const found = [];
for (const issue of issues) {
  for (const f of issue.files ?? []) if (!folders.some((d) => f.name.startsWith(d))) found.push(`unused file ${f.name}`);
  for (const kind of ["exports", "types"]) {
    for (const e of issue[kind] ?? []) if (!allowed.has(`${issue.file}#${e.name}`)) found.push(`unused ${kind === "types" ? "type" : "export"} ${e.name} in ${issue.file}`);
  }
}
const stale = [...allowed].filter((key) => {
  const [file, name] = key.split("#");
  return !issues.some((i) => i.file === file && (i.exports ?? []).some((e) => e.name === name));
});
const unusedFiles = issues.flatMap((i) => (i.files ?? []).map((f) => f.name));
for (const d of folders) if (!unusedFiles.some((f) => f.startsWith(d))) found.push(`${d} is reachable now: take it off scripts/knip-waiting.json`);
for (const key of stale) found.push(`${key.replace("#", ": ")} is used now: take it off scripts/knip-waiting.json`);
if (found.length) {
  console.error(`knip: ${found.length} problem(s)\n${found.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("knip: nothing unused outside the waiting list");
