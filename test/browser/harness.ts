/** The gallery's page frame and headless Chromium, shared by every ruleset's gallery. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { AxeBuilder } from "@axe-core/playwright";
import * as sass from "sass";
import type { SourceDoc } from "./samples";

export const OUT = "test-results/gallery";
// Sass opens a stylesheet with non-ASCII text with a byte-order mark; inlined into <style>, it would spoil the first rule (the light theme's colours).
const css = (existsSync("dist/manifold.css") ? readFileSync("dist/manifold.css", "utf8") : sass.compile("styles/manifold.scss").css).replace(/^\uFEFF/, "");
/**
 * Font Awesome 6 Free from npm, as Foundry v13 loads Font Awesome: the CSS with its three v6 faces'
 * woff2 files inlined as data: URLs, since a page set with setContent has no base to fetch
 * ../webfonts from. The v4/v5 compatibility faces are left out: our templates use v6 class names.
 */
const FA = "node_modules/@fortawesome/fontawesome-free";
const fontAwesome = readFileSync(`${FA}/css/all.min.css`, "utf8")
  .replace(/@font-face\{font-family:"(?:Font Awesome 5 [A-Za-z]+|FontAwesome)"[^}]*\}/g, "")
  .replace(/,url\(\.\.\/webfonts\/[\w-]+\.ttf\) format\("truetype"\)/g, "")
  .replace(/url\(\.\.\/webfonts\/([\w-]+\.woff2)\)/g, (_all, file: string) => `url(data:font/woff2;base64,${readFileSync(`${FA}/webfonts/${file}`).toString("base64")})`);
const PLACEHOLDER = "data:image/svg+xml," + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#b9ad9c"/></svg>');
/** Our own images, as Foundry serves them from the system's folder, inlined: core's stay placeholders. */
const shipped = (html: string) => html.replace(/src="systems\/manifold\/(assets\/[\w/-]+\.svg)"/g, (_all, file: string) => `src="data:image/svg+xml;base64,${readFileSync(file).toString("base64")}"`);
export const withIds = (doc: SourceDoc) => (doc.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img, type: i.type, system: i.system }));

export function page(title: string, body: string, classes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>
  body { margin: 0; padding: 16px; background: #e8e2d6; font-family: system-ui, sans-serif; color: #1f1b16; }
  .application { width: 760px; background: #f4f0e8; border: 1px solid #8b7f6e; border-radius: 8px; box-shadow: 0 2px 8px rgb(0 0 0 / 25%); }
  .chat-frame { width: 300px; padding: 8px; background: #f4f0e8; border: 1px solid #8b7f6e; border-radius: 6px; }
  button { font: inherit; cursor: pointer; }
  .gallery { width: fit-content; } /* screenshots crop to the card or dialog, not the page's width */
  /* Core's DialogV2 window chrome, roughly: Foundry styles it, the gallery has only our CSS. */
  .dialog .window-header { padding: 6px 10px; border-bottom: 1px solid #b9ad9c; } .dialog .window-title { margin: 0; font-size: 1rem; }
  .dialog .window-content { padding: 10px; } .dialog .form-footer { display: flex; gap: 8px; margin-top: 8px; }
  .dialog .form-footer button { flex: 1; min-height: 32px; }
  /* Core's dark theme, roughly: its variables and panels as the gallery's second pass shows them. */
  body.theme-dark { background: #15171c; color: #e6e1d8; --color-text-primary: #e6e1d8; --color-text-secondary: #b9b2a6; --color-border: #5a564f; }
  .theme-dark .application, .theme-dark .chat-frame { background: #22242b; border-color: #4a4843; color: #e6e1d8; }
  .theme-dark button, .theme-dark input, .theme-dark select, .theme-dark textarea { background: #30333b; color: #e6e1d8; border: 1px solid #5a564f; }
  .theme-dark a { color: #9ecbff; } </style><style>${fontAwesome}</style><style>${css}</style></head>
  <body><div class="${classes}">${shipped(body).replaceAll('src="icons/', `data-src="icons/`).replace(/data-src="icons\/[^"]*"/g, `src="${PLACEHOLDER}"`)}</div></body></html>`;
}

/** A roll dialog as DialogV2 frames its content: a window title, the form, and the Roll button. */
export function dialogPage(name: string, title: string, content: string): string {
  const frame = `<div class="application dialog" style="width: 460px"><header class="window-header"><h1 class="window-title">${title}</h1></header>
  <section class="window-content"><form class="dialog-form standard-form">${content}<footer class="form-footer"><button type="submit" data-action="ok">Roll</button></footer></form></section></div>`;
  return page(name, frame, "gallery");
}

let browser: Browser | undefined;

export async function launch(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export async function close(): Promise<void> {
  await browser?.close();
}

/** A tab with the page loaded (after any node functions are exposed to it), collecting console errors. */
async function newTab(name: string, html: string, expose: Record<string, (...args: never[]) => unknown>): Promise<{ tab: Page; errors: string[] }> {
  if (!browser) throw new Error("launch() first");
  writeFileSync(`${OUT}/${name}.html`, html);
  // A context of its own, as axe asks: it opens a page beside the tab to gather frame results.
  const context = await browser.newContext({ viewport: { width: 820, height: 900 } });
  const tab = await context.newPage();
  const errors: string[] = [];
  tab.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  tab.on("pageerror", (e) => errors.push(e.message));
  for (const [fn, impl] of Object.entries(expose)) await tab.exposeFunction(fn, impl);
  await tab.setContent(html, { waitUntil: "load" });
  // Icon fonts load when first used; screenshots and checks wait until they have.
  await tab.evaluate(() => document.fonts.ready);
  return { tab, errors };
}

/**
 * axe-core's serious and critical findings on the page, one line each: rule, then the elements it
 * names. Moderate and minor findings (landmarks, headings of a lone fragment) are not a sheet's to fix.
 */
export async function axe(tab: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page: tab }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Screenshots the page's first frame and checks it with axe in both of core's themes: light as
 * drawn, then dark (`<name>.dark.png`), a dark finding prefixed "dark".
 */
async function bothThemes(tab: Page, name: string): Promise<string[]> {
  await tab.locator("body > div").first().screenshot({ path: `${OUT}/${name}.png` });
  const light = await axe(tab);
  await tab.evaluate(() => document.body.classList.add("theme-dark"));
  await tab.locator("body > div").first().screenshot({ path: `${OUT}/${name}.dark.png` });
  const dark = (await axe(tab)).map((finding) => `dark ${finding}`);
  await tab.evaluate(() => document.body.classList.remove("theme-dark"));
  return [...light, ...dark];
}

/** Opens one page, screenshots its first frame in both themes, and reports console errors, axe findings, height and text. */
export async function open(name: string, html: string, selector: string): Promise<{ errors: string[]; a11y: string[]; height: number; text: string }> {
  const { tab, errors } = await newTab(name, html, {});
  const box = await tab.locator(selector).first().boundingBox();
  const text = await tab.locator(selector).first().innerText();
  const a11y = await bothThemes(tab, name);
  if (a11y.length) writeFileSync(`${OUT}/${name}.axe.txt`, a11y.join("\n") + "\n");
  await tab.context().close();
  return { errors, a11y, height: box?.height ?? 0, text };
}

/**
 * Opens a page to drive: `run` gets the tab after `expose`d node functions are in place and the
 * page has loaded; a screenshot of its first frame is taken afterwards. Reports console errors and
 * axe findings on the page as `run` left it.
 */
export async function drive(name: string, html: string, expose: Record<string, (...args: never[]) => unknown>, run: (tab: Page) => Promise<void>): Promise<{ errors: string[]; a11y: string[] }> {
  const { tab, errors } = await newTab(name, html, expose);
  await run(tab);
  const a11y = await bothThemes(tab, name);
  if (a11y.length) writeFileSync(`${OUT}/${name}.axe.txt`, a11y.join("\n") + "\n");
  await tab.context().close();
  return { errors, a11y };
}
