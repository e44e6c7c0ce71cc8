/**
 * Renders our templates outside Foundry with the handful of Foundry Handlebars helpers they use.
 * `localize` records every MANIFOLD/TYPES key it cannot find, so a test can fail on them.
 */
import Handlebars from "handlebars";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { htmlPaths, type SchemaSpec } from "../../src/core/schema";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
export const missingKeys = new Set<string>();

export function lookup(key: string): string | undefined {
  const value = key.split(".").reduce<unknown>((node, part) => (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined), lang);
  return typeof value === "string" ? value : undefined;
}

/** game.i18n.format for the gallery: the English text with its {placeholders} filled; a missing key is recorded. */
export function word(key: string, data: Readonly<Record<string, string | number>> = {}): string {
  const text = lookup(key);
  if (text === undefined) {
    missingKeys.add(key);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function makeRenderer() {
  const hb = Handlebars.create();
  // As Foundry's helper: with hash arguments (`name=item.name`) it formats instead of localizing.
  const localize = (key: unknown, options?: { hash?: Record<string, string | number> }) => {
    if (typeof key !== "string") return "";
    const text = lookup(key);
    if (text === undefined && /^(MANIFOLD|TYPES)\./.test(key)) missingKeys.add(key);
    const data = options?.hash ?? {};
    return (text ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
  };
  hb.registerHelper("localize", localize);
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hb.registerHelper("not", (a: unknown) => !a);
  hb.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).join(""));
  hb.registerHelper("checked", (v: unknown) => (v ? "checked" : ""));
  hb.registerHelper("disabled", (v: unknown) => (v ? "disabled" : ""));
  hb.registerHelper("numberFormat", (n: number, opts: { hash: { sign?: boolean } }) => (opts.hash.sign && n >= 0 ? `+${n}` : String(n)));
  hb.registerHelper("selectOptions", (choices: Record<string, string>, opts: { hash: { selected?: string; localize?: boolean } }) => {
    const html = Object.entries(choices)
      .map(([value, label]) => `<option value="${value}"${value === opts.hash.selected ? " selected" : ""}>${opts.hash.localize ? localize(label) : label}</option>`)
      .join("");
    return new hb.SafeString(html);
  });
  for (const file of walk("templates").filter((f) => f.endsWith(".hbs"))) {
    hb.registerPartial(`systems/manifold/${file.split("\\").join("/")}`, readFileSync(file, "utf8"));
  }
  const compiled = new Map<string, HandlebarsTemplateDelegate>();
  return (template: string, context: unknown) => {
    let fn = compiled.get(template);
    if (!fn) compiled.set(template, (fn = hb.compile(readFileSync(template, "utf8"))));
    return fn(context);
  };
}

/**
 * What a sheet adds for its rich-text fields (src/foundry/sheets/prose.ts). Foundry's enrichHTML
 * resolves links and hides secrets; samples have neither, so the stored HTML stands in for it.
 */
export function proseStandIn(spec: SchemaSpec, system: Record<string, unknown>, uuid = "Actor.sample") {
  return Object.fromEntries(htmlPaths(spec).map((path) => [path, { name: `system.${path}`, value: String(system[path] ?? ""), enriched: String(system[path] ?? ""), uuid }]));
}
