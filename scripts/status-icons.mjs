// Writes assets/status/<icon>.svg, the status icons Manifold ships: Font Awesome Free's solid
// glyphs (CC BY 4.0, their licence comment kept in each file), light with a dark halo so they read
// on a light chip, a dark one and a token alike. Run after changing ICONS; the files are committed.
import { mkdir, readFile, writeFile } from "node:fs/promises";

const FA = "node_modules/@fortawesome/fontawesome-free/svgs/solid";
const ICONS = [
  "crosshairs", "shield-halved", "face-dizzy", "person-falling", "triangle-exclamation", "bed", "eye-slash", "hands-bound",
  "hand-fist", "hourglass-half", "ghost", "battery-empty", "droplet", "heart-pulse", "skull", "question", "person-praying",
  "person-running", "flag", "heart-crack", "user-secret", "person-digging", "feather", "dove", "wand-magic-sparkles", "clock", "door-open",
  "mountain", "person-swimming", "people-arrows",
];
const HALO = 48;

await mkdir("assets/status", { recursive: true });
for (const name of ICONS) {
  const source = await readFile(`${FA}/${name}.svg`, "utf8");
  const [, x, y, w, h] = /viewBox="(\S+) (\S+) (\S+) (\S+)"/.exec(source).map(Number);
  const licence = /<!--[\s\S]*?-->/.exec(source)[0];
  const path = /<path d="([^"]+)"/.exec(source)[1];
  // Square, with room for the halo, the glyph centred.
  const side = Math.max(w, h) + 2 * HALO;
  const box = `${x - (side - w) / 2} ${y - (side - h) / 2} ${side} ${side}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}">${licence}<path d="${path}" fill="#f6f1e7" stroke="#1f1b16" stroke-width="${HALO}" stroke-linejoin="round" paint-order="stroke"/></svg>\n`;
  await writeFile(`assets/status/${name}.svg`, svg);
}
console.log(`wrote ${ICONS.length} icons to assets/status/`);
