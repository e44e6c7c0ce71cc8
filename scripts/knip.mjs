// Runs knip over src/ (src/manifold.ts the only entry, tests not counted) and fails on anything
// unused except the names scripts/knip-waiting.json keeps for rulesets not built yet.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const waiting = JSON.parse(readFileSync(new URL("./knip-waiting.json", import.meta.url), "utf8"));
const allowed = new Set();
for (const [ruleset, files] of Object.entries(waiting)) {
  if (ruleset === "why") continue;
  for (const [file, names] of Object.entries(files)) for (const name of names) allowed.add(`${file}#${name}`);
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
  for (const f of issue.files ?? []) found.push(`unused file ${f.name}`);
  for (const kind of ["exports", "types"]) {
    for (const e of issue[kind] ?? []) if (!allowed.has(`${issue.file}#${e.name}`)) found.push(`unused ${kind === "types" ? "type" : "export"} ${e.name} in ${issue.file}`);
  }
}
const stale = [...allowed].filter((key) => {
  const [file, name] = key.split("#");
  return !issues.some((i) => i.file === file && (i.exports ?? []).some((e) => e.name === name));
});
for (const key of stale) found.push(`${key.replace("#", ": ")} is used now: take it off scripts/knip-waiting.json`);
if (found.length) {
  console.error(`knip: ${found.length} problem(s)\n${found.map((f) => `  ${f}`).join("\n")}`);
  process.exit(1);
}
console.log("knip: nothing unused outside the waiting list");
