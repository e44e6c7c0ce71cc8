// Copies the gallery screenshots the GM docs show into docs/images/, so the docs can be refreshed
// after the gallery changes: run the gallery (npx vite build && npx vitest run test/browser), then
// `npm run docs:shots`, and commit docs/images/. A missing screenshot is an error, not a skip,
// so a renamed gallery page cannot leave a doc pointing at a stale image unnoticed.
import { copyFileSync, existsSync, mkdirSync } from "node:fs";

const FROM = "test-results/gallery";
const TO = "docs/images";

/** Every screenshot a doc page links, by gallery page name (docs/images/<name>.png). */
const SHOTS = [
  // every ruleset
  "ruleset-prompt",
  // Combat Contest: docs/rulesets/contest.md
  "contestCharacter-play",
  "contestNpc-statblock-play",
  "tracker-contest",
  "dialog-strike-odds",
  "card-declare",
  "card-dodge-hit",
  "card-applied",
  // Energy & Aura: docs/rulesets/energy.md
  "energyCharacter-play",
  "energyNpc-statblock-play",
  "tracker-energy",
  "energy-dialog-attack-odds",
  "energy-card-hit-armor",
  "energy-card-applied-death",
  // Roll-Under: docs/rulesets/rollunder.md
  "rollunder-ada-the-fighter-play",
  "rollunder-npc-ogre-play",
  "tracker-rollunder",
  "rollunder-dialog-melee",
  "rollunder-card-hit",
  "rollunder-card-lethal",
  // Die Rank: docs/rulesets/dierank.md
  "dierank-character-play",
  "dierank-npc-play",
  "tracker-dierank",
  "dierank-dialog-odds",
  "dierank-card-defend",
  "dierank-card-applied",
  // Wound Track: docs/rulesets/woundtrack.md
  "woundtrack-character",
  "woundtrack-npc",
  "woundtrack-tracker",
  "woundtrack-dialog",
  "woundtrack-card",
  "woundtrack-card-defend",
  "woundtrack-check-card",
];

const missing = SHOTS.filter((name) => !existsSync(`${FROM}/${name}.png`));
if (missing.length) {
  console.error(`docs:shots: no screenshot yet for ${missing.join(", ")}; run the gallery first (npx vite build && npx vitest run test/browser).`);
  process.exit(1);
}
mkdirSync(TO, { recursive: true });
for (const name of SHOTS) copyFileSync(`${FROM}/${name}.png`, `${TO}/${name}.png`);
console.log(`docs:shots: copied ${SHOTS.length} screenshots into ${TO}/`);
